/**
 * The linkset of a resolver request (RFC 9264 §4.2 JSON linkset; GS1-Conformant Resolver 1.2
 * §2.9–2.10, `linkType=linkset`, `linkType=all` or `Accept: application/linkset+json`; dpp.md,
 * "The resolver"): one context object per level, the matched passport's first, then each
 * passport above it up to the GTIN (§5.10: every level up to the primary key SHALL be included),
 * each anchored at that passport's Digital Link URI. Relations are named by their GS1
 * vocabulary IRI; every target has a title (§5.11; a link stored without one gets its derived
 * title, link-titles.ts) and `hreflang` when it has a language.
 *
 * `gs1:defaultLink` of a level is the default over that level and those above it
 * (select-link.ts: a `gs1:pip` link, else the passport page at the anchor itself), given as
 * `href` and `title` only: GS1's default link carries no optional attributes (§5.14).
 */
import { GS1_VOCABULARY, linkTypeIri } from './link-types';
import { passportPageTitle, titledLink } from './link-titles';
import type { PassportLink } from './passport-body';
import { resolverDefaultLink } from './select-link';

export interface LinksetTarget {
  readonly href: string;
  readonly title: string;
  readonly hreflang?: readonly string[];
}

export interface Linkset {
  readonly linkset: readonly Readonly<Record<string, string | readonly LinksetTarget[]>>[];
}

/** One passport of the request's levels: its Digital Link URI, its public links and its language (for derived titles). */
export interface LinksetLevel {
  readonly anchor: string;
  readonly links: readonly PassportLink[];
  readonly language: string | null;
}

export const LINKSET_MEDIA_TYPE = 'application/linkset+json';

/**
 * GS1's JSON-LD context for linksets (GS1-Conformant Resolver 1.2, artefacts; §5.13: a linkset
 * answer SHOULD point to it in a `Link` header, and the description file SHOULD name it).
 */
export const GS1_LINKSET_CONTEXT = 'https://ref.gs1.org/standards/resolver/linkset-context';

function target(link: PassportLink & { readonly title: string }): LinksetTarget {
  return { href: link.url, title: link.title, ...(link.language === null ? {} : { hreflang: [link.language] }) };
}

/** `levels`: the matched passport first, then the ones above it; never empty. */
export function buildLinkset(levels: readonly LinksetLevel[]): Linkset {
  const titled = levels.map((level) => level.links.map((link) => titledLink(link, level.language)));
  return {
    linkset: levels.map((level, index) => {
      const context: Record<string, string | LinksetTarget[]> = { anchor: level.anchor };
      const fallback = resolverDefaultLink(titled.slice(index));
      context[`${GS1_VOCABULARY}defaultLink`] = [fallback === undefined ? { href: level.anchor, title: passportPageTitle(level.language) } : { href: fallback.url, title: fallback.title }];
      for (const link of titled[index]!) {
        const targets = (context[linkTypeIri(link.link_type)] ??= []) as LinksetTarget[];
        targets.push(target(link));
      }
      return context;
    }),
  };
}

/** The `Link` header every resolver answer carries (dpp.md): `<…?linkType=all>; rel="linkset"`. */
export function linksetLinkHeader(digitalLink: string): string {
  return `<${digitalLink}?linkType=all>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`;
}

/** The `Link` header of a linkset answer: the JSON-LD context that reads it as linked data (§5.13). */
export const LINKSET_CONTEXT_LINK = `<${GS1_LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`;
