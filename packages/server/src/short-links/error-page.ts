import { htmlPage } from './html-page';

const PAGES = {
  404: { status: 404, title: 'QR code not found', text: 'This QR code is not active. It may have been paused or removed by its owner.' },
  not_active: { status: 404, title: 'QR code not active yet', text: 'This QR code is not active yet. Please scan it again later.' },
  410: { status: 410, title: 'QR code expired', text: 'This QR code has expired and no longer leads anywhere.' },
  429: { status: 429, title: 'Too many attempts', text: 'Too many wrong passwords were entered. Please wait a minute and try again.' },
} as const;

export type ErrorPage = keyof typeof PAGES;

/** The HTTP status of an error page. */
export function errorPageStatus(page: ErrorPage): number {
  return PAGES[page].status;
}

/** The small page a browser (Accept: text/html) gets instead of a problem document. */
export function errorPageHtml(page: ErrorPage): string {
  const { title, text } = PAGES[page];
  return htmlPage(title, `<h1>${title}</h1>\n<p>${text}</p>`);
}
