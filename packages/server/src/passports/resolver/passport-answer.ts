import { buildLinkset, JSON_LD_MEDIA_TYPE, LINKSET_CONTEXT_LINK, LINKSET_MEDIA_TYPE, passportJsonLd, selectResolverLink, type PassportLink } from '@quietzone/core';
import type { AppContext } from '../../app/app-context';
import { safeHref } from '../../pages/escape-html';
import { htmlHeaders } from '../../pages/html-page';
import type { VisitSource } from '../../codes/short-links/request-visit';
import { pageLook } from '../../pages/page-look';
import { passportPageHtml } from './passport-page';
import { withQueryPassedOn } from './query-passed-on';
import { resolverAnswer, type DocumentKind } from './resolver-answer';
import { RESOLVER_CACHE_MAX_LOCATIONS, type EncodedDocument, type ResolvedEntry } from './resolver-cache';

/** What the answer of a found passport reads of its request, from an h3 event or node's own request alike. */
export interface PassportRequest {
  readonly method: string;
  readonly accept: string | null;
  readonly acceptLanguage: string | null;
  /** The query string with its `?`, or '' without one. */
  readonly search: string;
  /** Read only when the answer is a scan (not a HEAD). */
  visitSource(): VisitSource;
}

/** A found passport's answer before it meets an HTTP library: a 307 to a link, or a 200 document. */
export type PassportAnswer =
  | { readonly status: 307; readonly location: string; readonly headers: Readonly<Record<string, string>> }
  | { readonly status: 200; readonly document: EncodedDocument };

/**
 * The answer for a resolved passport (dpp.md, "The resolver"): `linkType` → 307 to its best
 * link for the Accept-Language, with the rest of the query string passed on (GS1-Conformant
 * Resolver 2.12: a resolver SHALL pass on every key=value pair but its own `linkType`), else
 * the document Accept asks for; each a scan of the passport unless a HEAD. Synchronous: the
 * 307 targets and the documents are chosen and encoded once per passport version
 * (resolver-cache.ts), so a cached path costs no parsing and no lookup.
 */
export function answerPassport(ctx: Pick<AppContext, 'scans' | 'caches'>, entry: ResolvedEntry, now: number, request: PassportRequest): PassportAnswer {
  const kinds = ctx.caches.passports.documentKinds;
  const answer = resolverAnswer(linkTypeParameter(request.search), request.accept, kinds);
  if (answer.kind === 'link') {
    const chosen = chosenLocation(entry, answer.linkType, request.acceptLanguage);
    if (chosen !== null) {
      const location = withQueryPassedOn(chosen, request.search);
      recordScan(ctx, entry, now, request, 'redirect', location);
      return { status: 307, location, headers: entry.redirectHeaders };
    }
    // No link of that type and no default link: the passport itself, as asked for by Accept.
    recordScan(ctx, entry, now, request, 'passport', null);
    return { status: 200, document: passportDocument(entry, kinds.of(false, request.accept), request.acceptLanguage) };
  }
  recordScan(ctx, entry, now, request, 'passport', null);
  return { status: 200, document: passportDocument(entry, answer.kind, request.acceptLanguage) };
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
  const selection = selectResolverLink(entry.levels.map((level) => level.passport.links), linkType, acceptLanguage);
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
function recordScan(ctx: Pick<AppContext, 'scans'>, entry: ResolvedEntry, now: number, request: PassportRequest, outcome: 'redirect' | 'passport', destination: string | null): void {
  if (request.method === 'HEAD') return;
  const { ip, userAgent, acceptLanguage, countryHeader } = request.visitSource();
  ctx.scans.record({ codeId: entry.row.id, subject: 'passport', shortCode: '', at: now, outcome, destination, variant: null, ip, userAgent, acceptLanguage, countryHeader });
}

/**
 * A 200 document, its bytes encoded once per passport version; the HTML page once per page
 * language too: the visitor's, else the passport's workspace's `default_locale`, else English,
 * themed in that workspace's `primary_color`.
 */
function passportDocument(entry: ResolvedEntry, kind: DocumentKind, acceptLanguage: string | null): EncodedDocument {
  if (kind !== 'html') return (entry.documents[kind] ??= encodeDocument(entry, kind));
  const matched = entry.levels[0]!;
  const look = pageLook(acceptLanguage, { defaultLocale: matched.language, primaryColor: matched.primaryColor });
  let page = entry.pages.get(look.language);
  if (page === undefined) {
    page = withLength(utf8(passportPageHtml(entry.passport, inheritedLinks(entry), look)), Object.fromEntries(htmlHeaders(entry.redirectHeaders)));
    entry.pages.set(look.language, page);
  }
  return page;
}

/** Once per passport version and kind, so an encoder per call costs nothing worth keeping one for. */
function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function encodeDocument(entry: ResolvedEntry, kind: Exclude<DocumentKind, 'html'>): EncodedDocument {
  const { passport, redirectHeaders } = entry;
  if (kind === 'linkset') {
    const linkset = buildLinkset(entry.levels.map((level) => ({ anchor: level.passport.digital_link, links: level.passport.links, language: level.language })));
    // The linkset also names GS1's JSON-LD context that reads it as linked data (Resolver 1.2 §5.13).
    const headers = { 'content-type': LINKSET_MEDIA_TYPE, ...redirectHeaders, link: `${redirectHeaders['link']}, ${LINKSET_CONTEXT_LINK}` };
    return withLength(utf8(JSON.stringify(linkset)), headers);
  }
  const [contentType, body] = kind === 'json_ld' ? [JSON_LD_MEDIA_TYPE, passportJsonLd(passport)] : ['application/json', passport];
  return withLength(utf8(JSON.stringify(body)), { 'content-type': contentType, ...redirectHeaders });
}

/** The links of the levels above the matched passport whose type no more granular level has. */
function inheritedLinks(entry: ResolvedEntry): PassportLink[] {
  const seen = new Set(entry.passport.links.map((link) => link.link_type));
  const inherited: PassportLink[] = [];
  for (const { passport } of entry.levels.slice(1)) {
    const own = passport.links.filter((link) => !seen.has(link.link_type));
    for (const link of passport.links) seen.add(link.link_type);
    inherited.push(...own);
  }
  return inherited;
}

/** The headers with the body's length: sent as one block with the bytes, never chunked. */
function withLength(body: Uint8Array, headers: Record<string, string>): EncodedDocument {
  return { body, headers: { ...headers, 'content-length': String(body.byteLength) } };
}
