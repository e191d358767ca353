import {
  buildDigitalLink,
  buildLinkset,
  JSON_LD_MEDIA_TYPE,
  LINKSET_MEDIA_TYPE,
  linksetLinkHeader,
  parseDigitalLinkPath,
  passportJsonLd,
  selectPassportLink,
  type PublicPassport,
} from '@quietzone/core';
import type { H3Event } from 'h3';
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
import type { ResolvedEntry } from './resolver-cache';

/**
 * Headers of every resolver answer: no caching anywhere (every scan must reach us, as on short
 * links), the answer depends on Accept and Accept-Language, and any origin may read these
 * public documents (GS1 resolvers are called from web apps).
 */
const RESOLVER_HEADERS = { 'cache-control': 'no-store', vary: 'Accept, Accept-Language', 'access-control-allow-origin': '*' } as const;

/**
 * `GET|HEAD /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]` (dpp.md, "The resolver"). The
 * path is parsed whole by core (the router's parameters only pick the shape): malformed → 400
 * naming the part, a valid but not canonical path (GTIN-8/12/13, other percent-encoding) →
 * 301 to the canonical URI with the query kept, then the passport found exactly or walked
 * up, answered as the request asks (resolver-answer.ts). `Link` on every 200 and 307.
 */
export async function serveResolverPath(event: H3Event, ctx: AppContext): Promise<Response> {
  const parsed = parseDigitalLinkPath(event.url.pathname);
  if (!parsed.ok) {
    const { field, message } = parsed.failure;
    throw new ApiError('bad_request', `This is not a valid GS1 Digital Link path: ${message}.`, { errors: [{ field, message }] });
  }
  const { identifier, canonical } = parsed.value;
  if (!canonical) {
    const location = `${buildDigitalLink(ctx.config.publicUrl, identifier)}${event.url.search}`;
    return new Response(null, { status: 301, headers: { location, ...RESOLVER_HEADERS } });
  }
  const now = epochMs(ctx.clock);
  let entry = ctx.caches.passports.get(identifier, now);
  if (!entry) {
    const row = await findResolvedPassport(ctx.db, identifier);
    if (!row) return notFound(event);
    entry = { row, passport: publicPassportOf(row, ctx.config.publicUrl) };
    ctx.caches.passports.set(identifier, entry, now);
  }
  return answerPassport(event, ctx, entry);
}

function answerPassport(event: H3Event, ctx: AppContext, entry: ResolvedEntry): Response {
  const headers = event.req.headers;
  const { row, passport } = entry;
  const linkHeader = { link: linksetLinkHeader(passport.digital_link) };
  const answer = resolverAnswer(event.url.searchParams.get('linkType'), headers.get('accept'));
  if (answer.kind === 'link') {
    const selection = selectPassportLink(passport.links, answer.linkType, headers.get('accept-language'));
    // Stored URLs passed the link checks; safeHref also percent-encodes what a header cannot hold.
    const location = selection.kind === 'link' ? safeHref(selection.link.url) : undefined;
    if (location !== undefined) {
      recordScan(event, ctx, row, 'redirect', location);
      return new Response(null, { status: 307, headers: { location, ...linkHeader, ...RESOLVER_HEADERS } });
    }
    // No link of that type and no default link: the passport itself, as asked for by Accept.
    recordScan(event, ctx, row, 'passport', null);
    return passportDocument(event, entry, documentKind(false, headers.get('accept')), linkHeader);
  }
  recordScan(event, ctx, row, 'passport', null);
  return passportDocument(event, entry, answer.kind, linkHeader);
}

/**
 * Every resolver GET that answers a passport (200 or 307; not HEAD, a link checker's) is a
 * scan of it (dpp.md): handed to the same sink and recorder as short-link scans, which only
 * enqueue, so the answer never waits. Bots are flagged at flush time as for codes.
 */
function recordScan(event: H3Event, ctx: AppContext, row: PassportRow, outcome: 'redirect' | 'passport', destination: string | null): void {
  if (event.req.method === 'HEAD') return;
  const headers = event.req.headers;
  ctx.scans.record({
    codeId: row.id,
    subject: 'passport',
    shortCode: '',
    at: epochMs(ctx.clock),
    outcome,
    destination,
    variant: null,
    ip: clientIp(event, ctx.config),
    userAgent: headers.get('user-agent'),
    acceptLanguage: headers.get('accept-language'),
    countryHeader: ctx.config.countryHeader ? headers.get(ctx.config.countryHeader) : null,
  });
}

function passportDocument(event: H3Event, entry: ResolvedEntry, kind: DocumentKind, linkHeader: { link: string }): Response {
  const head = event.req.method === 'HEAD';
  const { passport } = entry;
  if (kind === 'html') {
    entry.html ??= passportPageHtml(passport);
    return new Response(head ? null : entry.html, { status: 200, headers: htmlHeaders({ ...linkHeader, ...RESOLVER_HEADERS }) });
  }
  const [contentType, body] =
    kind === 'linkset'
      ? [LINKSET_MEDIA_TYPE, buildLinkset(passport.digital_link, passport.links)]
      : kind === 'json_ld'
        ? [JSON_LD_MEDIA_TYPE, passportJsonLd(passport)]
        : ['application/json', passport];
  return new Response(head ? null : JSON.stringify(body), { status: 200, headers: { 'content-type': contentType, ...linkHeader, ...RESOLVER_HEADERS } });
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
