import { htmlPage } from './html-page';

const PAGES = {
  404: { title: 'QR code not found', text: 'This QR code is not active. It may have been paused or removed by its owner.' },
  410: { title: 'QR code expired', text: 'This QR code has expired and no longer leads anywhere.' },
} as const;

/** The small page a browser (Accept: text/html) gets instead of a problem document. */
export function errorPageHtml(status: keyof typeof PAGES): string {
  const page = PAGES[status];
  return htmlPage(page.title, `<h1>${page.title}</h1>\n<p>${page.text}</p>`);
}
