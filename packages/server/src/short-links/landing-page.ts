import { escapeHtml, safeHref } from './escape-html';
import { htmlPage } from './html-page';
import type { ShortLinkRecord } from './short-link-record';

interface LandingLink {
  readonly label: string;
  readonly url: string;
}

/**
 * The hosted landing page of a dynamic url code with `is_landing_page` (contract, PATCH rule 2):
 * its title and its external links as buttons. Everything from the database is escaped; a
 * link whose URL is not http(s) is shown as plain text, never as a link.
 *
 * The code's public files belong on this page too; they arrive with the files issue and go in
 * the marked place below (as buttons to their public URLs, escaped the same way).
 */
export function landingPageHtml(record: ShortLinkRecord): string {
  const title = record.title?.trim() || 'Links';
  const links = record.links.filter(isLandingLink);
  const items = links.map((link) => {
    const href = safeHref(link.url);
    const label = escapeHtml(link.label);
    return href === undefined
      ? `<li><span class="button">${label}</span></li>`
      : `<li><a class="button" href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${label}</a></li>`;
  });
  // Public files (files issue): append their items here.
  const list = items.length > 0 ? `<ul aria-label="Links">\n${items.join('\n')}\n</ul>` : '<p>There are no links here yet.</p>';
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n${list}`);
}

function isLandingLink(value: unknown): value is LandingLink {
  if (value === null || typeof value !== 'object') return false;
  const { label, url } = value as Record<string, unknown>;
  return typeof label === 'string' && typeof url === 'string';
}
