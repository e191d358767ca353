import { escapeHtml } from '../pages/escape-html';

/** Where `/docs` loads the reference UI from (docs/docs-routes.ts serves the bundle there). */
export const SCALAR_SCRIPT_PATH = '/docs/scalar-api-reference.js';
/** The OpenAPI document the page renders: the one this server serves (openapi/openapi-route.ts). */
export const OPENAPI_DOCUMENT_PATH = '/v1/openapi.json';

/**
 * Scalar's own settings: nothing fetched from anywhere but this server (no default fonts from
 * fonts.scalar.com, no telemetry, no AI agent calling scalar.com). The CSP enforces the same.
 */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showOperationId: true,
};

/**
 * `/docs`: the API reference, rendered in the browser by Scalar's standalone bundle from our
 * OpenAPI document. Scalar reads its configuration from the `#api-reference` element's data
 * attributes, so the page needs no inline script and the CSP can forbid them.
 */
export function referencePageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>quietzone API reference</title>
</head>
<body>
<noscript>
<h1>quietzone API reference</h1>
<p>The interactive reference needs JavaScript. The OpenAPI document: <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>. Error types: <a href="/docs/errors">/docs/errors</a>.</p>
</noscript>
<script id="api-reference" data-url="${OPENAPI_DOCUMENT_PATH}" data-configuration="${escapeHtml(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
<script src="${SCALAR_SCRIPT_PATH}"></script>
</body>
</html>
`;
}

/**
 * Headers of `/docs`. Scripts only from this origin (the bundle, no inline script, no eval);
 * styles inline as Scalar injects them at run time; fetches to this origin (the document) and
 * to {base_url} (the "Test request" client); nothing from any other host.
 */
export function referencePageHeaders(publicUrl: string): Headers {
  const api = new URL(publicUrl).origin;
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'public, max-age=300',
  });
}
