import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../app/app-context';
import { epochMs } from '../clock';
import { answerPassport } from '../passports/resolver/passport-answer';
import { MAX_SHORT_CODE_LENGTH } from '../codes/short-links/cached-redirect';
import { answerShortLink } from '../codes/short-links/short-link-answer';
import { nodeHeader, nodeVisitSource } from '../codes/short-links/visit-source';
import { cachedHostWorkspace } from '../domains/request-host';
import { writeAccessLine, type AccessRoute } from './access-log';
import { wellFormedRequestId } from './incoming-request-id';

/**
 * Answers a request on node's own request and response objects and returns true, or returns
 * false having touched neither, and h3 answers it (http/start-server.ts calls it first).
 */
export type NodeFastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What the fast path needs of the mounted routes (createApp): the same route objects h3 logs and meters under. */
export interface FastPathRoutes {
  /** `GET /{shortCode}`. */
  readonly shortLink: AccessRoute;
  /** `GET /01/{gtin}` with 0, 1, 2 and 3 key qualifiers, in that order. */
  readonly resolver: readonly AccessRoute[];
  /** First path segments of the other routes at the root (`docs`, `metrics`): the router matches them before `/{shortCode}`. */
  readonly reservedSegments: ReadonlySet<string>;
}

/**
 * The two hot paths of the service, answered before h3 makes its request, event and response
 * objects: a short link of a cached code that redirects (answerShortLink in cache-only mode,
 * codes/short-links/short-link-answer.ts) and a
 * resolver path already resolved (passports/resolver/passport-answer.ts). A scan is a person in front of
 * a poster, and these objects were most of what a redirect cost beyond node's own HTTP work
 * (bench/README.md). Both answers come from the same functions the h3 routes start with, so
 * the two paths answer alike (test/http/node-fast-path.test.ts compares them header by header),
 * with the same access line and request metrics. Anything else — a cache miss, a page, a
 * password, a limit, a refusal, any path not plainly made of unreserved characters — is left
 * to h3 untouched, and so is a request whose answer threw here (h3 then answers the failure).
 */
export function createNodeFastPath(ctx: AppContext, routes: FastPathRoutes): NodeFastPath {
  return (request, response) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    // A workspace's custom domain serves its own codes only: h3 checks whose a code is.
    if (cachedHostWorkspace(ctx, request.headers.host) !== null) return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const pathEnd = query < 0 ? url.length : query;
    const startedAt = performance.now();
    let answered: { status: number; route: AccessRoute } | undefined;
    try {
      answered = url.startsWith('/01/') ? answerResolver(ctx, routes, request, response, url, pathEnd, method) : fastShortLink(ctx, routes, request, response, url, pathEnd, method);
    } catch (error) {
      if (response.headersSent) throw error;
      return false;
    }
    if (answered === undefined) return false;
    writeAccessLine(ctx, method, answered.status, answered.route, startedAt, wellFormedRequestId(nodeHeader(request, 'x-request-id')) ?? randomUUID());
    return true;
  };
}

/** The short link ignores the query; its path must be one plain segment. */
function fastShortLink(ctx: AppContext, routes: FastPathRoutes, request: IncomingMessage, response: ServerResponse, url: string, pathEnd: number, method: string) {
  if (pathEnd < 2 || pathEnd - 1 > MAX_SHORT_CODE_LENGTH || !segmentCharacters(url, 1, pathEnd)) return undefined;
  const shortCode = url.slice(1, pathEnd);
  if (routes.reservedSegments.has(shortCode)) return undefined;
  const answer = answerShortLink(ctx, { shortCode, method, hostWorkspaceId: undefined, acceptLanguage: () => nodeHeader(request, 'accept-language'), visitSource: () => nodeVisitSource(request, ctx.config) }, 'cache-only');
  // Cache-only answers are plain redirects; anything else is h3's to answer.
  if (answer?.kind !== 'redirect' || answer.location === undefined) return undefined;
  response.writeHead(answer.status, ['location', answer.location, 'cache-control', 'no-store', 'content-length', '0']);
  response.end();
  return { status: answer.status, route: routes.shortLink };
}

function answerResolver(ctx: AppContext, routes: FastPathRoutes, request: IncomingMessage, response: ServerResponse, url: string, pathEnd: number, method: string) {
  const route = routes.resolver[(plainPathSlashes(url, pathEnd) - 2) / 2];
  // The query is read by `linkType`: printable ASCII only, so it parses as h3's URL would.
  if (route === undefined || !plainAscii(url, pathEnd)) return undefined;
  const now = epochMs(ctx.clock);
  const entry = ctx.caches.passports.get(url.slice(0, pathEnd), now);
  if (entry === undefined) return undefined;
  const answer = answerPassport(ctx, entry, now, {
    method,
    accept: nodeHeader(request, 'accept'),
    acceptLanguage: nodeHeader(request, 'accept-language'),
    search: pathEnd < url.length ? url.slice(pathEnd) : '',
    visitSource: () => nodeVisitSource(request, ctx.config),
  });
  if (answer.status === 307) {
    response.setHeader('location', answer.location);
    response.setHeader('content-length', '0');
    response.writeHead(307, answer.headers);
    response.end();
  } else {
    response.writeHead(200, answer.document.headers);
    response.end(method === 'HEAD' ? undefined : answer.document.body);
  }
  return { status: answer.status, route };
}

/** Printable ASCII only from `start`: node's raw request target is then what h3's URL reads, to the character. */
function plainAscii(url: string, start: number): boolean {
  for (let index = start; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code < 0x21 || code > 0x7e) return false;
  }
  return true;
}

/** Letters, digits, `-` and `_` from `start` to `end`: a short code, never percent-encoded or dotted. */
function segmentCharacters(url: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) if (!unreserved(url.charCodeAt(index))) return false;
  return true;
}

/**
 * The slashes of a path of unreserved segments, none empty (what the router and the resolver
 * cache see as is), or -1 for any other path.
 */
function plainPathSlashes(url: string, end: number): number {
  let count = 1;
  for (let index = 1; index < end; index++) {
    const code = url.charCodeAt(index);
    if (code !== 0x2f) {
      if (!unreserved(code)) return -1;
    } else if (url.charCodeAt(index - 1) === 0x2f || index === end - 1) return -1;
    else count++;
  }
  return count;
}

function unreserved(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x2d || code === 0x5f;
}
