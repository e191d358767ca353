import { escapeHtml } from './escape-html';
import { htmlPage } from './html-page';
import type { ShortLinkRecord } from './short-link-record';

/**
 * What a scan of a code with a password shows first: one password field and a
 * button, no scripts. The form posts `application/x-www-form-urlencoded` `password=…` to the
 * short link itself (no `action`: the page's own URL); a wrong password shows this page again
 * with `wrong` set. The code's title is shown, if any, so a visitor knows what they unlock.
 */
export function passwordPageHtml(record: Pick<ShortLinkRecord, 'title'>, options: { readonly wrong?: boolean } = {}): string {
  const title = record.title?.trim() || 'Protected link';
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    '<p>This QR code is protected. Enter the password to continue.</p>',
    options.wrong ? '<p class="error" role="alert">That password is not right. Please try again.</p>' : '',
    '<form method="post">',
    '<label for="password">Password</label>',
    '<input id="password" name="password" type="password" required autocomplete="current-password" autofocus>',
    '<button type="submit">Continue</button>',
    '</form>',
  ].filter(Boolean);
  return htmlPage(title, body.join('\n'));
}
