import { DEFAULT_LOOK, pageMessages, type PageLook } from '../../pages/page-look';
import { escapeHtml } from '../../pages/escape-html';
import { htmlPage } from '../../pages/html-page';
import type { ShortLinkRecord } from './short-link-record';

/**
 * What a scan of a code with a password shows first: one password field and a
 * button, no scripts. The form posts `application/x-www-form-urlencoded` `password=…` to the
 * short link itself (no `action`: the page's own URL); a wrong password shows this page again
 * with `wrong` set. The code's title is shown, if any, so a visitor knows what they unlock.
 */
export function passwordPageHtml(record: Pick<ShortLinkRecord, 'title'>, options: { readonly wrong?: boolean } = {}, look: PageLook = DEFAULT_LOOK): string {
  const messages = pageMessages(look);
  const title = record.title?.trim() || messages.protectedTitle;
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(messages.passwordIntro)}</p>`,
    options.wrong ? `<p class="error" role="alert">${escapeHtml(messages.passwordWrong)}</p>` : '',
    '<form method="post">',
    `<label for="password">${escapeHtml(messages.passwordLabel)}</label>`,
    '<input id="password" name="password" type="password" required autocomplete="current-password" autofocus>',
    `<button type="submit">${escapeHtml(messages.continue)}</button>`,
    '</form>',
  ].filter(Boolean);
  return htmlPage(title, body.join('\n'), look);
}
