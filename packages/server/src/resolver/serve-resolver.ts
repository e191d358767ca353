import {
  buildDigitalLink,
  buildLinkset,
  JSON_LD_MEDIA_TYPE,
  LINKSET_MEDIA_TYPE,
  linksetLinkHeader,
  parseDigitalLinkPath,
  passportJsonLd,
  selectPassportLink,
} from '@quietzone/core';
import { HTTPResponse, type H3Event } from 'h3';
import type { AppContext } from '../app/app-context';
import { epochMs } from '../clock';
import { ApiError } from '../http/api-error';
import { clientIp } from '../scans/client-ip';
import { safeHref } from '../short-links/escape-html';
import { htmlHeaders, htmlPage } from '../short-links/html-page';
import type { PassportRow } from '../store/passports';
import { passportPageHtml } from './passport-page';
import { findResolvedPassport, publicPassportOf } from './resolved-passport';
import { acceptsHtml, documentKind, resolverAnswer, type DocumentKind } from './resolver-answer';
import { RESOLVER_CACHE_MAX_LOCATIONS, type EncodedDocument, type ResolvedEntry } from './resolver-cache';

/**
 * Headers of every resolver answer: no caching anywhere (every scan must reach us, as on short
 * links), the answer depends on Accept and Accept-Language, and any origin may read these
 * public documents (GS1 resolvers are called from web apps).
 */
const RESOLVER_HEADERS = { 'cache-control': 'no-store', vary: 'Accept, Accept-Language', 'access-control-allow-origin': '*' } as const;

/**
 * `GET|HEAD /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]` (dpp.md, "The resolver"). A path
 * answered before is served from the resolver cache synchronously, as the short link serves a
 * cached code: no promise, no parsing, no lookup, its headers and documents built once. Else
 * the path is parsed whole by core (the router's parameters only pick the shape): malformed →
 * 400 naming the part, a valid but not canonical path (GTIN-8/12/13, other percent-encoding) →
 * 301 to the canonical URI with the query kept, then the passport found exactly or walked up,
 * answered as the request asks (resolver-answer.ts). `Link` on every 200 and 307.
 */
export function serveResolverPath(event: H3Event, ctx: AppContext): Response | HTTPResponse | Promise<Response | HTTPResponse> {
  const path = event.url.pathname;
  const now = epochMs(ctx.clock);
  const cached = ctx.caches.passports.get(path, now);
  if (cached) return answerPassport(event, ctx, cached, now);
  return resolveAndAnswer(event, ctx, path, now);
}

async function resolveAndAnswer(event: H3Event, ctx: AppContext, path: string, now: number): Promise<Response | HTTPResponse> {
  const parsed = parseDigitalLinkPath(path);
  if (!parsed.ok) {
    const { field, message } = parsed.failure;
    throw new ApiError('bad_request', `This is not a valid GS1 Digital Link path: ${message}.`, { errors: [{ field, message }] });
  }
  const { identifier, canonical } = parsed.value;
  if (!canonical) {
    const location = `${buildDigitalLink(ctx.config.publicUrl, identifier)}${event.url.search}`;
    return new Response(null, { status: 301, headers: { location, ...RESOLVER_HEADERS } });
  }
  const row = await findResolvedPassport(ctx.db, identifier);
  if (!row) return notFound(event);
  const entry = ctx.caches.passports.remember(path, row, now, () => resolvedEntry(row, ctx.config.publicUrl));
  return answerPassport(event, ctx, entry, now);
}

function resolvedEntry(row: PassportRow, publicUrl: string): ResolvedEntry {
  const passport = publicPassportOf(row, publicUrl);
  return { row, passport, redirectHeaders: { link: linksetLinkHeader(passport.digital_link), ...RESOLVER_HEADERS }, locations: new Map(), documents: {} };
}

function answerPassport(event: H3Event, ctx: AppContext, entry: ResolvedEntry, now: number): Response | HTTPResponse {
  const accept = event.req.headers.get('accept');
  const answer = resolverAnswer(linkTypeParameter(event.url.search), accept);
  if (answer.kind === 'link') {
    const location = chosenLocation(entry, answer.linkType, event.req.headers.get('accept-language'));
    if (location !== null) {
      recordScan(event, ctx, entry.row, now, 'redirect', location);
      return new Response(null, { status: 307, headers: { location, ...entry.redirectHeaders } });
    }
    // No link of that type and no default link: the passport itself, as asked for by Accept.
    recordScan(event, ctx, entry.row, now, 'passport', null);
    return passportDocument(entry, documentKind(false, accept));
  }
  recordScan(event, ctx, entry.row, now, 'passport', null);
  return passportDocument(entry, answer.kind);
}

/** `linkType` of the query string, read without building the URL's search parameters when there is no query. */
function linkTypeParameter(search: string): string | null {
  return search.length <= 1 ? null : new URLSearchParams(search).get('linkType');
}

/**
 * The 307 target for this link type and Accept-Language (null: no link to follow), chosen once
 * per pair and passport version. A header value holds no line feed, so the first one in the
 * key ends the Accept-Language, whatever the (decoded) `linkType` holds: no two pairs share a key.
 */
function chosenLocation(entry: ResolvedEntry, linkType: string, acceptLanguage: string | null): string | null {
  const key = `${acceptLanguage ?? ''}\n${linkType}`;
  const known = entry.locations.get(key);
  if (known !== undefined) return known;
  const selection = selectPassportLink(entry.passport.links, linkType, acceptLanguage);
  // Stored URLs passed the link checks; safeHref also percent-encodes what a header cannot hold.
  const location = (selection.kind === 'link' ? safeHref(selection.link.url) : undefined) ?? null;
  if (entry.locations.size < RESOLVER_CACHE_MAX_LOCATIONS) entry.locations.set(key, location);
  return location;
}

/**
 * Every resolver GET that answers a passport (200 or 307; not HEAD, a link checker's) is a
 * scan of it (dpp.md): handed to the same sink and recorder as short-link scans, which only
 * enqueue, so the answer never waits. Bots are flagged at flush time as for codes.
 */
function recordScan(event: H3Event, ctx: AppContext, row: PassportRow, now: number, outcome: 'redirect' | 'passport', destination: string | null): void {
  if (event.req.method === 'HEAD') return;
  const headers = event.req.headers;
  ctx.scans.record({
    codeId: row.id,
    subject: 'passport',
    shortCode: '',
    at: now,
    outcome,
    destination,
    variant: null,
    ip: clientIp(event, ctx.config),
    userAgent: headers.get('user-agent'),
    acceptLanguage: headers.get('accept-language'),
    countryHeader: ctx.config.countryHeader ? headers.get(ctx.config.countryHeader) : null,
  });
}

/**
 * A 200 document, its bytes encoded once per passport version. An h3 HTTPResponse rather than a
 * web Response: the node adapter then writes the bytes with the headers in one go, where a
 * Response body goes through a ReadableStream (measured: the page's throughput nearly doubled).
 * h3 drops the body of a HEAD.
 */
function passportDocument(entry: ResolvedEntry, kind: DocumentKind): HTTPResponse {
  const document = (entry.documents[kind] ??= encodeDocument(entry, kind));
  return new HTTPResponse(document.body, { status: 200, headers: document.headers });
}

/** Once per passport version and kind, so an encoder per call costs nothing worth keeping one for. */
function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function encodeDocument(entry: ResolvedEntry, kind: DocumentKind): EncodedDocument {
  const { passport, redirectHeaders } = entry;
  if (kind === 'html') return { body: utf8(passportPageHtml(passport)), headers: Object.fromEntries(htmlHeaders(redirectHeaders)) };
  const [contentType, body] =
    kind === 'linkset'
      ? [LINKSET_MEDIA_TYPE, buildLinkset(passport.digital_link, passport.links)]
      : kind === 'json_ld'
        ? [JSON_LD_MEDIA_TYPE, passportJsonLd(passport)]
        : ['application/json', passport];
  return { body: utf8(JSON.stringify(body)), headers: { 'content-type': contentType, ...redirectHeaders } };
}

const NOT_FOUND_TITLE = 'Product passport not found';

/** 404: a small page for browsers, a problem document for everyone else. */
export function notFound(event: H3Event): Response {
  if (acceptsHtml(event.req.headers.get('accept'))) {
    const body = htmlPage(NOT_FOUND_TITLE, `<h1>${NOT_FOUND_TITLE}</h1>\n<p>No published product passport has this identifier. It may not be published yet, or the code may be mistyped.</p>`);
    return new Response(event.req.method === 'HEAD' ? null : body, { status: 404, headers: htmlHeaders() });
  }
  throw new ApiError('not_found', 'No published product passport has this identifier.');
}
