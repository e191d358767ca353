import { ATTRIBUTE_UNITS, BATTERY_CATEGORY_NAMES, type PassportLink, type PublicPassport } from '@quietzone/core';
import { escapeHtml, safeHref } from '../../pages/escape-html';
import { htmlPage } from '../../pages/html-page';
import { DEFAULT_LOOK, pageMessages, type PageLook } from '../../pages/page-look';
import type { PageMessages } from '../../pages/page-messages';

/**
 * The passport page a browser gets from the resolver (dpp.md, "The resolver": mobile-first, no
 * scripts, the landing page's CSP). It is drawn from the PUBLIC passport only, so a restricted
 * attribute cannot reach it. The landing page's document and styles (pages/html-page.ts):
 * one column, 44 px buttons, both color schemes. Everything from the database is escaped; a
 * URL that is not http(s) is shown as text, never as a link.
 *
 * An archived passport still resolves (the passport must stay available) and says first that
 * the product is no longer on the market.
 *
 * `inheritedLinks`: the links of the passports above this one (its batch's, its model's) whose
 * type it has none of, listed after its own: a `linkType` scan walks up to them too
 * (select-link.ts in core), so the page a person sees offers the same links.
 *
 * `look`: the page's own words in the visitor's language and its workspace's color; what the
 * passport holds (names, descriptions, attribute keys, link titles) is shown as written.
 */
export function passportPageHtml(passport: PublicPassport, inheritedLinks: readonly PassportLink[] = [], look: PageLook = DEFAULT_LOOK): string {
  const m = pageMessages(look);
  const sections = [
    `<h1>${escapeHtml(passport.product_name)}</h1>`,
    passport.status === 'archived' ? `<p role="note"><strong>${escapeHtml(m.archivedLead)}</strong> ${escapeHtml(m.archivedText)}</p>` : '',
    passport.brand === null ? '' : `<p>${escapeHtml(passport.brand)}</p>`,
    passport.description === null ? '' : `<p>${escapeHtml(passport.description)}</p>`,
    definitionList(m.identification, identification(passport, m)),
    manufacturerSection(passport, m),
    definitionList(m.productInformation, Object.entries(passport.attributes).map(([key, value]) => [attributeLabel(key), attributeText(key, value, m)] as const)),
    buttonList(m.documents, passport.documents.map((document) => ({ url: document.url, label: document.title ?? humanize(document.type), language: document.language }))),
    buttonList(m.links, [...passport.links, ...inheritedLinks].map((link) => ({ url: link.url, label: link.title ?? humanize(link.link_type.replace(/^gs1:/, '')), language: link.language }))),
  ];
  return htmlPage(`${passport.product_name} – ${m.passportSuffix}`, sections.filter(Boolean).join('\n'), look);
}

function identification(passport: PublicPassport, m: PageMessages): (readonly [string, string])[] {
  return [
    ['GTIN', passport.gtin],
    ...(passport.lot === null ? [] : [[m.batch, passport.lot] as const]),
    ...(passport.serial === null ? [] : [[m.serial, passport.serial] as const]),
    [m.elementString, passport.element_string],
    [m.category, humanize(passport.category)],
  ];
}

function manufacturerSection(passport: PublicPassport, m: PageMessages): string {
  const manufacturer = passport.manufacturer;
  if (manufacturer === null) return '';
  const rows: (readonly [string, string])[] = [[m.name, manufacturer.name]];
  if (manufacturer.address !== null) rows.push([m.address, manufacturer.address]);
  if (manufacturer.country !== null) rows.push([m.country, manufacturer.country]);
  if (manufacturer.operator_id !== null) rows.push([m.operatorId, manufacturer.operator_id]);
  if (manufacturer.email !== null) rows.push([m.email, manufacturer.email]);
  if (manufacturer.website !== null) rows.push([m.website, manufacturer.website]);
  return definitionList(m.manufacturer, rows);
}

function definitionList(heading: string, rows: readonly (readonly [string, string])[]): string {
  if (rows.length === 0) return '';
  const items = rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  return `<h2>${escapeHtml(heading)}</h2>\n<dl>\n${items}\n</dl>`;
}

interface PageLink {
  readonly url: string;
  readonly label: string;
  readonly language: string | null;
}

function buttonList(heading: string, links: readonly PageLink[]): string {
  if (links.length === 0) return '';
  const items = links.map((link) => {
    const href = safeHref(link.url);
    const label = escapeHtml(link.language === null ? link.label : `${link.label} (${link.language})`);
    const lang = link.language === null ? '' : ` hreflang="${escapeHtml(link.language)}"`;
    return href === undefined
      ? `<li><span class="button">${label}</span></li>`
      : `<li><a class="button" href="${escapeHtml(href)}"${lang} rel="noopener noreferrer nofollow">${label}</a></li>`;
  });
  return `<h2>${escapeHtml(heading)}</h2>\n<ul aria-label="${escapeHtml(heading)}">\n${items.join('\n')}\n</ul>`;
}

/** `rated_capacity_ah` → "Rated capacity": the stored key, readable, without the unit suffix the value then shows. */
function attributeLabel(key: string): string {
  return humanize(ATTRIBUTE_UNITS.has(key) ? key.replace(/_(?:ah|v|kg|kg_co2e_per_kwh|percent)$/, '') : key);
}

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value as text: units from the category tables, materials and recycled content as percents,
 * coded values by their names. An empty list is a declaration ("none", e.g. no substances of
 * concern), so it is said, not left as an empty line.
 */
function attributeText(key: string, value: unknown, m: PageMessages): string {
  if (key === 'battery_category' && typeof value === 'string' && Object.hasOwn(BATTERY_CATEGORY_NAMES, value)) return BATTERY_CATEGORY_NAMES[value as keyof typeof BATTERY_CATEGORY_NAMES];
  if (Array.isArray(value) && value.length === 0) return m.noneDeclared;
  if (Array.isArray(value)) return value.map((item) => (isMaterial(item) ? `${item.name} ${item.share_percent} %` : scalarText(item, m))).join(', ');
  if (typeof value === 'object' && value !== null) return Object.entries(value).map(([part, percent]) => `${part} ${scalarText(percent, m)} %`).join(', ');
  const unit = ATTRIBUTE_UNITS.get(key);
  return unit === undefined ? scalarText(value, m) : `${scalarText(value, m)} ${unit}`;
}

function scalarText(value: unknown, m: PageMessages): string {
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  return String(value);
}

function isMaterial(item: unknown): item is { name: unknown; share_percent: unknown } {
  return typeof item === 'object' && item !== null && 'name' in item && 'share_percent' in item;
}
