import { buildDigitalLink, linksetLinkHeader, parseDigitalLinkPath } from '@quietzone/core';
import { HTTPResponse, type H3Event } from 'h3';
import type { AppContext } from '../../app/app-context';
import { epochMs } from '../../clock';
import { ApiError } from '../../http/api-error';
import { htmlHeaders, htmlPage } from '../../pages/html-page';
import { escapeHtml } from '../../pages/escape-html';
import { pageLook, pageMessages } from '../../pages/page-look';
import { requestPublicBase, servedOnHost } from '../../http/custom-domain-routing';
import { publicBaseOf } from '../../domains/request-host';
import { answerPassport } from './passport-answer';
import { eventVisitSource } from '../../codes/short-links/visit-source';
import { findResolvedLevels, publicPassportOf, type ResolvedLevel } from './resolved-passport';
import { acceptsHtml } from './resolver-answer';
import type { ResolvedEntry } from './resolver-cache';
import { RESOLVER_CORS_HEADERS } from './resolver-cors';

/**
 * Headers of every resolver answer: no caching anywhere (every scan must reach us, as on short
 * links), the answer depends on Accept and Accept-Language, and any origin may read these
 * public documents (resolver-cors.ts).
 */
const RESOLVER_HEADERS = { 'cache-control': 'no-store', vary: 'Accept, Accept-Language', ...RESOLVER_CORS_HEADERS } as const;

/**
 * `GET|HEAD /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]` (dpp.md, "The resolver"). A path
 * answered before is served from the resolver cache synchronously, as the short link serves a
 * cached code: no promise, no parsing, no lookup, its headers and documents built once. Else
 * the path is parsed whole by core (the router's parameters only pick the shape): malformed →
 * 400 naming the part, a valid but not canonical path (GTIN-8/12/13, other percent-encoding) →
 * 301 to the canonical URI with the query kept, then the passport found exactly or walked up,
 * answered as the request asks (resolver-answer.ts). `Link` on every 200 and 307. `requestPath`
 * is the request's, or the uncompressed form of a compressed Digital Link (compressed-path.ts).
 *
 * One trailing slash is tolerated (GS1-Conformant Resolver 1.2 §2.13: a resolver SHOULD NOT
 * fail if one is present): the path is answered as without it, not redirected, so both give the
 * same status and Location, as GS1's test suite compares them.
 */
export function serveResolverPath(event: H3Event, ctx: AppContext, requestPath = event.url.pathname): Response | HTTPResponse | Promise<Response | HTTPResponse> {
  const path = withoutTrailingSlash(requestPath);
  const now = epochMs(ctx.clock);
  const cached = ctx.caches.passports.get(path, now);
  if (cached) return servedOnHost(event, cached.row.workspace_id) ? answerEvent(event, ctx, cached, now) : notFound(event);
  return resolveAndAnswer(event, ctx, path, now);
}

async function resolveAndAnswer(event: H3Event, ctx: AppContext, path: string, now: number): Promise<Response | HTTPResponse> {
  const parsed = parseDigitalLinkPath(path);
  if (!parsed.ok) {
    const { field, message } = parsed.failure;
    throw new ApiError('bad_request', `This is not a valid GS1 Digital Link path: ${message}.`, { errors: [{ field, message }], headers: RESOLVER_CORS_HEADERS });
  }
  const { identifier, canonical } = parsed.value;
  if (!canonical) {
    const location = `${buildDigitalLink(requestPublicBase(event, ctx), identifier)}${event.url.search}`;
    return new Response(null, { status: 301, headers: { location, ...RESOLVER_HEADERS } });
  }
  const levels = await findResolvedLevels(ctx.db, identifier);
  const matched = levels[0];
  if (!matched || !servedOnHost(event, matched.row.workspace_id)) return notFound(event);
  // The passport's Digital Link is on its workspace's domain once verified, whichever host asked.
  const base = await publicBaseOf(ctx, matched.row.workspace_id);
  const entry = ctx.caches.passports.remember(path, matched.row, now, () => resolvedEntry(levels, base));
  return answerEvent(event, ctx, entry, now);
}

/** `/01/…/` → `/01/…`: one trailing slash, never the root's. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function resolvedEntry(levels: readonly ResolvedLevel[], publicUrl: string): ResolvedEntry {
  const publicLevels = levels.map(({ row, language, primaryColor }) => ({ row, language, primaryColor, passport: publicPassportOf(row, publicUrl, language) }));
  const { row, passport } = publicLevels[0]!;
  return { row, passport, levels: publicLevels, redirectHeaders: { link: linksetLinkHeader(passport.digital_link), ...RESOLVER_HEADERS }, locations: new Map(), documents: {}, pages: new Map() };
}

function answerEvent(event: H3Event, ctx: AppContext, entry: ResolvedEntry, now: number): Response | HTTPResponse {
  const headers = event.req.headers;
  const answer = answerPassport(ctx, entry, now, {
    method: event.req.method,
    accept: headers.get('accept'),
    acceptLanguage: headers.get('accept-language'),
    search: event.url.search,
    visitSource: () => eventVisitSource(event, ctx.config),
  });
  if (answer.status === 307) return new Response(null, { status: 307, headers: { location: answer.location, ...answer.headers } });
  // An h3 HTTPResponse rather than a web Response: the node adapter then writes the bytes with
  // the headers in one go, where a Response body goes through a ReadableStream (measured: the
  // page's throughput nearly doubled). h3 drops the body of a HEAD.
  return new HTTPResponse(answer.document.body, { status: 200, headers: answer.document.headers });
}

/** 404: a small page for browsers (in their language; no workspace to theme it), a problem document for everyone else. */
export function notFound(event: H3Event): Response {
  if (acceptsHtml(event.req.headers.get('accept'))) {
    const look = pageLook(event.req.headers.get('accept-language'), undefined);
    const messages = pageMessages(look);
    const body = htmlPage(messages.passportNotFoundTitle, `<h1>${escapeHtml(messages.passportNotFoundTitle)}</h1>\n<p>${escapeHtml(messages.passportNotFoundText)}</p>`, look);
    const headers = htmlHeaders({ vary: 'Accept-Language' });
    for (const [name, value] of Object.entries(RESOLVER_CORS_HEADERS)) headers.set(name, value);
    return new Response(event.req.method === 'HEAD' ? null : body, { status: 404, headers });
  }
  throw new ApiError('not_found', 'No published product passport has this identifier.', { headers: RESOLVER_CORS_HEADERS });
}
