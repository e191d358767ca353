/**
 * CORS on the public resolver (GS1-Conformant Resolver 1.2 §2.2 and §5.2/§5.4: a resolver SHALL
 * support GET, HEAD and OPTIONS and SHALL support CORS; GS1 resolvers are called from web apps
 * and scanner pages on other origins). Anyone may read these public documents, so no origin
 * is checked and no credentials are involved.
 */

/** The methods a resolver path answers; sent on every answer too, where GS1's test suite reads them. */
const RESOLVER_METHODS = 'GET, HEAD, OPTIONS';

/**
 * On every resolver answer, errors included: any origin may read it, and the headers a client
 * needs beyond the CORS-safelisted ones — the linkset's `Link` and the 307's `Location` — are
 * exposed (Fetch standard, "CORS-safelisted response-header name").
 */
export const RESOLVER_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': RESOLVER_METHODS,
  'access-control-expose-headers': 'Link, Location',
} as const;

/** How long a browser may keep a preflight's answer: a day, the longest Firefox honours. */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * The headers of the answer to `OPTIONS` on a resolver path or the description file, a 204
 * (Fetch standard, "CORS-preflight fetch"), whatever the path holds: a preflight only asks
 * whether the real request may be sent. The request headers a resolver reads (content
 * negotiation) are allowed.
 */
export const PREFLIGHT_HEADERS = {
  ...RESOLVER_CORS_HEADERS,
  allow: RESOLVER_METHODS,
  'access-control-allow-headers': 'Accept, Accept-Language, Content-Type, X-Request-Id',
  'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
  'cache-control': 'no-store',
} as const;
