import { DEFAULT_LOOK, pageMessages, type PageLook } from '../../pages/page-look';
import type { PageMessages } from '../../pages/page-messages';
import { escapeHtml } from '../../pages/escape-html';
import { htmlPage } from '../../pages/html-page';

type MessageKey = keyof PageMessages;

const PAGES = {
  404: { status: 404, title: 'notFoundTitle', text: 'notFoundText' },
  not_active: { status: 404, title: 'notActiveTitle', text: 'notActiveText' },
  410: { status: 410, title: 'expiredTitle', text: 'expiredText' },
  scan_limit: { status: 410, title: 'scanLimitTitle', text: 'scanLimitText' },
  429: { status: 429, title: 'tooManyTitle', text: 'tooManyText' },
} as const satisfies Record<string | number, { status: number; title: MessageKey; text: MessageKey }>;

export type ErrorPage = keyof typeof PAGES;

/** The HTTP status of an error page. */
export function errorPageStatus(page: ErrorPage): number {
  return PAGES[page].status;
}

/** The small page a browser (Accept: text/html) gets instead of a problem document, in the look's language. */
export function errorPageHtml(page: ErrorPage, look: PageLook = DEFAULT_LOOK): string {
  const messages = pageMessages(look);
  const title = messages[PAGES[page].title];
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(messages[PAGES[page].text])}</p>`, look);
}
