import { DEFAULT_LOOK, pageMessages, type PageLook } from '../../pages/page-look';
import { escapeHtml, safeHref } from '../../pages/escape-html';
import { htmlPage } from '../../pages/html-page';
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
 * Below the links, the code's public files (contract: the landing page "lists public files and
 * external links"), each a button to its public URL with its name, type and size, escaped the
 * same way. The caller reads them fresh on every view (never from the redirect cache), so a
 * file made private or deleted disappears at once.
 */
export function landingPageHtml(record: ShortLinkRecord, files: readonly LandingFile[] = [], look: PageLook = DEFAULT_LOOK): string {
  const messages = pageMessages(look);
  const title = record.title?.trim() || messages.links;
  const links = record.links.filter(isLandingLink);
  const items = links.map((link) => {
    const href = safeHref(link.url);
    const label = escapeHtml(link.label);
    return href === undefined
      ? `<li><span class="button">${label}</span></li>`
      : `<li><a class="button" href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${label}</a></li>`;
  });
  // One span inside: a.button is a flex container, which would drop the space before the hint.
  const fileItems = files.map(
    (file) =>
      `<li><a class="button" href="${escapeHtml(file.url)}" rel="noopener noreferrer nofollow"><span>${escapeHtml(file.name)} <small>(${escapeHtml(fileHint(file))})</small></span></a></li>`,
  );
  const linkList = items.length > 0 ? `<ul aria-label="${escapeHtml(messages.links)}">\n${items.join('\n')}\n</ul>` : '';
  const filesLabel = escapeHtml(messages.files);
  const fileList = fileItems.length > 0 ? `<h2>${filesLabel}</h2>\n<ul aria-label="${filesLabel}">\n${fileItems.join('\n')}\n</ul>` : '';
  const list = linkList || fileList ? [linkList, fileList].filter(Boolean).join('\n') : `<p>${escapeHtml(messages.noLinks)}</p>`;
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n${list}`, look);
}

/** A public file of the code as the landing page shows it. */
export interface LandingFile {
  readonly name: string;
  /** Its public URL (ours, http(s)). */
  readonly url: string;
  readonly contentType: string;
  readonly byteSize: number;
}

/** "PDF, 1.2 MB": the kind from the type's subtype, the size in decimal units as browsers show downloads. */
function fileHint(file: LandingFile): string {
  const subtype = file.contentType.split(';')[0]!.split('/')[1] ?? 'file';
  const kind = subtype === 'plain' ? 'TXT' : subtype === 'jpeg' ? 'JPG' : subtype.toUpperCase();
  const size = file.byteSize < 1000 ? `${file.byteSize} B` : file.byteSize < 1_000_000 ? `${(file.byteSize / 1000).toFixed(0)} kB` : `${(file.byteSize / 1_000_000).toFixed(1)} MB`;
  return `${kind}, ${size}`;
}

function isLandingLink(value: unknown): value is LandingLink {
  if (value === null || typeof value !== 'object') return false;
  const { label, url } = value as Record<string, unknown>;
  return typeof label === 'string' && typeof url === 'string';
}
