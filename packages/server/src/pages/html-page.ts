import { accentStyle, DEFAULT_LOOK, type PageLook } from './page-look';
import { escapeHtml } from './escape-html';

/**
 * Inline styles only (no external assets, no scripts): mobile-first single column, 44 px touch
 * targets (WCAG 2.5.5), system fonts, contrast above 7:1 in both color schemes.
 */
const STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#1a1d21}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1.5rem;overflow-wrap:anywhere}
p{margin:0 0 1rem;overflow-wrap:anywhere}
ul{list-style:none;margin:0;padding:0}
li{margin:0 0 .75rem}
a.button{display:flex;align-items:center;justify-content:center;min-height:44px;padding:.75rem 1rem;border-radius:.5rem;background:#1a1d21;color:#fff;text-align:center;text-decoration:none;font-weight:600;overflow-wrap:anywhere}
a.button:focus-visible{outline:3px solid #2f6feb;outline-offset:2px}
span.button{display:block;padding:.75rem 1rem;border:1px solid #8a9099;border-radius:.5rem;overflow-wrap:anywhere}
form{margin:0}
label{display:block;font-weight:600;margin:0 0 .5rem}
input{display:block;width:100%;min-height:44px;margin:0 0 1rem;padding:.5rem .75rem;border:1px solid #5f6670;border-radius:.5rem;font:inherit;background:#fff;color:#1a1d21}
input:focus-visible{outline:3px solid #2f6feb;outline-offset:2px}
button{display:block;width:100%;min-height:44px;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#1a1d21;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #2f6feb;outline-offset:2px}
p.error{padding:.75rem 1rem;border-radius:.5rem;background:#fdecea;color:#8a1c12;font-weight:600}
dl{margin:0 0 1.5rem}
dt{font-weight:600}
dd{margin:0 0 .75rem;overflow-wrap:anywhere}
@media (prefers-color-scheme:dark){body{background:#15171a;color:#eef0f3}a.button,button{background:#eef0f3;color:#15171a}input{background:#23262b;color:#eef0f3;border-color:#8a9099}p.error{background:#4a1611;color:#ffd9d4}}`;

/**
 * A complete, self-contained HTML document; `title` is plain text, `body` already-escaped HTML,
 * written in `look.language` and themed in its brand color (pages/page-look.ts).
 */
export function htmlPage(title: string, body: string, look: PageLook = DEFAULT_LOOK): string {
  return `<!doctype html>
<html lang="${look.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${accentStyle(look.primaryColor)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The password page's CSP: the pages' policy, except that its one form may post to the short
 * link and follow the answer's redirect to the destination (browsers check `form-action` on
 * redirects after a form submission too, and a destination may be any http(s) URL).
 */
export const PASSWORD_PAGE_CSP = PAGE_CSP.replace("form-action 'none'", "form-action 'self' https: http:");

/**
 * Headers of every HTML page served on a short link. The CSP forbids loading anything at all
 * except the inline style, a second line of defence should escaping ever miss.
 */
export function htmlHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    ...extra,
  });
}
