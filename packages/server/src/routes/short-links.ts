import type { H3Event, HTTPResponse } from 'h3';
import { ApiError } from '../http/api-error';
import { servedOnHost } from '../http/custom-domain-routing';
import { routerParam } from '../http/read-input';
import { clientIp } from '../scans/client-ip';
import type { AppContext } from '../app/app-context';
import { defineRoute, routeTable } from '../http/route';
import { z } from 'zod';
import { contentPageHtml } from '../short-links/content-page';
import { errorPageHtml, errorPageStatus } from '../short-links/error-page';
import { htmlHeaders, PASSWORD_PAGE_CSP } from '../short-links/html-page';
import { passwordPageHtml } from '../short-links/password-page';
import { RequestVisit, type VisitSource } from '../short-links/request-visit';
import { verifyCodePassword } from '../codes/code-password';
import { admitLimitedScan, scanLimitReached } from '../store/short-links';
import { MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE, MAX_PASSWORD_FAILURES_PER_MINUTE } from '../short-links/password-failures';
import { clientNetwork } from '../net/client-network';
import { landingPageHtml, type LandingFile } from '../short-links/landing-page';
import { cachedRedirect, MAX_SHORT_CODE_LENGTH, redirectLocation, refusal, scanOf, type Refusal } from '../short-links/cached-redirect';
import { eventVisitSource } from '../short-links/visit-source';
import { uncompressedDigitalLinkPath } from '../resolver/compressed-path';
import { serveResolverPath } from '../resolver/serve-resolver';
import { resolveShortLink } from '../short-links/resolve-short-link';
import type { ShortLinkRecord } from '../short-links/short-link-record';
import { epochMs } from '../clock';
import { pageLook, type PageLook } from '../pages/page-look';
import { listPublicCodeFiles } from '../store/files';
import { filePublicUrl } from '../files/file-resource';
import { publicBaseOf } from '../domains/request-host';

/** The password form's body: `password=` and at most 128 characters, percent-encoded (up to 12 bytes each). */
const PASSWORD_FORM_BODY_LIMIT = 2048;

const shortCodeParams = z.object({ shortCode: z.string() });

/** The documented headers of a short link's redirect. */
function redirectHeaders(location: string) {
  return { Location: { description: location }, 'Cache-Control': { description: '`no-store`.' } };
}

/**
 * `GET {PUBLIC_URL}/<short_code>` (DESIGN.md "Short link"), outside /v1, public, HEAD too.
 *
 * - live url code → 302 to the url of its first matching destination rule, else its url (A/B:
 *   B with probability 1 − ab_weight_a/100), or the hosted landing page (200) when `is_landing_page`;
 * - with a password → the password page (200) first; the form POSTs to the same path;
 * - before `active_from` → 404 "not active yet"; destination handed out `max_scans` times → 410
 *   (every GET counts, bots too; a HEAD of such a code carries no Location and is not counted);
 * - live static non-url code → a page with its content (its image encodes the content
 *   itself; the short link exists for every code, so it shows the same);
 * - live but `expires_at <= now` → 410 (the clock is read on every request, cached or not);
 * - paused, draft, archived, flagged, deleted or unknown → 404 (status wins over expiry).
 * Browsers (`Accept: text/html`) get small HTML pages for 404/410, everyone else problem+json.
 *
 * Responses carry `Cache-Control: no-store`: every scan must reach us (to be counted, for the
 * A/B split, and so pausing a code takes effect in every browser at once). The A/B choice draws
 * from `ctx.random` (tests pass a seeded source to createAppContext).
 */
export const shortLinkRoutes = routeTable('Short links', [
  defineRoute({
    route: 'GET /{shortCode}', operationId: 'followShortLink', access: 'public', unversioned: true, request: { params: shortCodeParams },
    summary: 'Follow a short link (what a scan opens)',
    description:
      'Public, on {redirect_base_url}. A live url code redirects to the url of its first matching destination rule, else to its url (A/B: B with probability 1 − ab_weight_a/100), or shows its hosted landing page; ' +
      'a static non-url code shows its content. A code with a password shows a password form first (200; it POSTs to this path). ' +
      'Expired codes, and codes that have handed out their destination `max_scans` times (every GET that redirects or shows the landing page counts, bots included), are 410; ' +
      'paused, draft, archived, flagged, deleted or unknown codes, and codes before `active_from`, 404. ' +
      'Browsers (Accept: text/html) get small HTML pages for 404 and 410. HEAD is supported and never counts as a scan; on a code with `max_scans` it carries no Location. ' +
      'A segment that is no short code but a compressed GS1 Digital Link of a product (`/AQdJnd9bVg`, GS1 Digital Link: Compression) is answered as the resolver answers its uncompressed form (`/01/04006381333931`, resolveDigitalLink): short codes are looked up first.',
    responses: {
      200: { description: 'Landing page, content page or password form (HTML, no external assets, no scripts); for a compressed Digital Link, the resolver\'s answer.', contentType: 'text/html' },
      302: { description: 'Redirect to the destination.', headers: redirectHeaders('The destination URL (not on a HEAD of a code with `max_scans`).') },
      307: { description: 'A compressed GS1 Digital Link with `linkType`: the resolver\'s redirect to that link.', headers: { Location: { description: 'The link URL.' } } },
      404: { description: 'Not active (paused, draft, archived, flagged, deleted), not active yet (`active_from`) or unknown (an HTML page for browsers).', contentType: 'text/html' },
      410: { description: 'Expired, or `max_scans` reached (an HTML page for browsers).', contentType: 'text/html' },
    },
    onCustomDomains: true,
    handler: ({ event, ctx }) => serveShortLink(event, ctx),
  }),
  defineRoute({
    route: 'POST /{shortCode}', operationId: 'unlockShortLink', access: 'public', unversioned: true, bodyLimit: PASSWORD_FORM_BODY_LIMIT,
    request: { params: shortCodeParams, bodyContentType: 'application/x-www-form-urlencoded' },
    summary: 'Send the password of a protected short link (the password form)',
    description:
      'Public, on {redirect_base_url}: what the password page\'s form sends, `application/x-www-form-urlencoded` with one field `password`. ' +
      'The right password answers as the scan would (303 to the destination, or the landing page) and is recorded as the scan; nothing is remembered, the next scan asks again. ' +
      `A wrong one shows the form again (403) and is not a scan. After ${MAX_PASSWORD_FAILURES_PER_MINUTE} wrong passwords in a minute from one client (an IPv4 address or an IPv6 /64), ` +
      `or ${MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE} at one code from all clients together, 429 until the minute ends; guesses still in flight count. ` +
      'A code without a password answers as its scan would. 404 and 410 as for GET.',
    responses: {
      200: { description: 'The landing page or content page (right password, or a code without one).', contentType: 'text/html' },
      303: { description: 'Right password: redirect to the destination.', headers: redirectHeaders('The destination URL.') },
      403: { description: 'Wrong password: the password form again, with a message.', contentType: 'text/html' },
      404: { description: 'As for GET.', contentType: 'text/html' },
      410: { description: 'As for GET.', contentType: 'text/html' },
      413: `Body over ${PASSWORD_FORM_BODY_LIMIT} bytes.`,
      415: 'Not application/x-www-form-urlencoded.',
      429: { description: 'Too many wrong passwords this minute from this client, or at this code (an HTML page for browsers).', contentType: 'text/html', headers: { 'Retry-After': { description: 'Seconds until the minute ends.' } } },
    },
    onCustomDomains: true,
    handler: ({ event, ctx }) => unlockShortLink(event, ctx),
  }),
]);

/**
 * Synchronous for a cached dynamic code without limits (the usual redirect: cachedRedirect,
 * which the node fast path also answers with), a promise otherwise.
 */
function serveShortLink(event: H3Event, ctx: AppContext): Response | HTTPResponse | Promise<Response | HTTPResponse> {
  const shortCode = routerParam(event, 'shortCode');
  if (shortCode.length > MAX_SHORT_CODE_LENGTH) return serveUnknown(event, ctx, shortCode);
  const now = epochMs(ctx.clock);
  const source = eventVisitSource(event, ctx.config);
  // On a custom domain the code must be the domain's workspace's: checked on the record below.
  const location = event.context.hostWorkspace === undefined ? cachedRedirect(ctx, shortCode, event.req.method, source, now) : undefined;
  // The bare Response (not h3's redirect helper): ~35 % faster on this hottest path (DESIGN.md).
  if (location !== undefined) return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
  const record = resolveShortLink(ctx, shortCode, now);
  if (record instanceof Promise) return record.then((fresh) => (fresh ? serveRecord(event, ctx, fresh, now, 'scan', source) : serveUnknown(event, ctx, shortCode)));
  return record ? serveRecord(event, ctx, record, now, 'scan', source) : serveUnknown(event, ctx, shortCode);
}

/**
 * A path segment that is no short code: a compressed GS1 Digital Link is answered by the
 * resolver as its uncompressed form (resolver/compressed-path.ts), anything else is 404.
 */
function serveUnknown(event: H3Event, ctx: AppContext, segment: string): Response | HTTPResponse | Promise<Response | HTTPResponse> {
  const uncompressed = uncompressedDigitalLinkPath(segment);
  return uncompressed === undefined ? failure(event, 404, undefined) : serveResolverPath(event, ctx, uncompressed);
}

/**
 * How the scan reached us: `scan` is the GET (or HEAD) of the short link, `unlocked` the POST
 * of its right password — which skips the password page and answers a redirect with 303.
 */
type Via = 'scan' | 'unlocked';

function serveRecord(event: H3Event, ctx: AppContext, found: ShortLinkRecord | undefined, now: number, via: Via, source: VisitSource): Response | Promise<Response> {
  const record = onThisHost(event, found);
  const refused = refusal(record, now);
  if (refused !== undefined || !record) return failure(event, refused ?? 404, record);
  if (record.passwordHash !== null && via === 'scan') return servePasswordPage(event, ctx, record, 200, false);
  const visit = new RequestVisit(source, now, ctx.caches.redirects.agents);
  if (record.maxScans !== null) return serveLimited(event, ctx, record, visit, via);
  return serveAdmitted(event, ctx, record, visit, via);
}

/**
 * A code with `max_scans` hands out its destination at most that many times ("the first 100
 * scans get the coupon"): every answer that carries it — a GET or a right password, from a
 * browser or a bot, since a bot's user agent is whatever the client sends — is admitted by
 * counting it in the database (one conditional UPDATE, so processes share the count at once).
 * A HEAD only reads whether the limit is reached and answers without the destination (no
 * Location), so it is not counted. Past the limit: 410, like an expired code.
 */
async function serveLimited(event: H3Event, ctx: AppContext, record: ShortLinkRecord, visit: RequestVisit, via: Via): Promise<Response> {
  if (event.req.method !== 'HEAD') {
    if (!(await admitLimitedScan(ctx.db, record.id))) return failure(event, 'scan_limit', record);
    return serveAdmitted(event, ctx, record, visit, via);
  }
  if (await scanLimitReached(ctx.db, record.id)) return failure(event, 'scan_limit', record);
  const answer = await serveAdmitted(event, ctx, record, visit, via);
  answer.headers.delete('location');
  return answer;
}

function serveAdmitted(event: H3Event, ctx: AppContext, record: ShortLinkRecord, visit: RequestVisit, via: Via): Response | Promise<Response> {
  if (record.type !== 'url' || (record.isDynamic && record.isLandingPage)) return servePage(event, ctx, record, visit);
  if (record.rules.length === 0) return redirect(event, ctx, record, visit, undefined, via);
  const rules = ctx.caches.redirects.rules(record);
  if (!rules.needsCountry) return redirect(event, ctx, record, visit, rules.match(visit), via);
  return ctx.countries.get(ctx.logger).then((table) => {
    visit.countries = table;
    return redirect(event, ctx, record, visit, rules.match(visit), via);
  });
}

function redirect(event: H3Event, ctx: AppContext, record: ShortLinkRecord, visit: RequestVisit, matchedRule: number | undefined, via: Via): Response {
  const location = redirectLocation(ctx, record, visit, matchedRule, event.req.method);
  if (location === undefined) return failure(event, 404, record);
  // After the password form's POST, 303: the browser follows with a GET.
  return new Response(null, { status: via === 'unlocked' ? 303 : 302, headers: { location, 'cache-control': 'no-store' } });
}

/** The landing page (a url code's hosted page) or the content page of a static non-url code. */
async function servePage(event: H3Event, ctx: AppContext, record: ShortLinkRecord, visit: RequestVisit): Promise<Response> {
  const head = event.req.method === 'HEAD';
  const html = record.type === 'url' ? landingPageHtml(record, await landingFiles(ctx, record), visitorLook(event, record)) : contentPageHtml(record);
  if (!head) {
    ctx.scans.record(scanOf(record, visit, record.type === 'url' ? 'landing_page' : 'content_page', null, null, null));
  }
  return new Response(head ? null : html, { status: 200, headers: htmlHeaders(LOCALIZED) });
}

/**
 * The password form (no scan is recorded for it). A code whose scan limit is reached answers
 * 410 instead: there is nothing left to unlock.
 */
async function servePasswordPage(event: H3Event, ctx: AppContext, record: ShortLinkRecord, status: 200 | 403, wrong: boolean): Promise<Response> {
  if (record.maxScans !== null && (await scanLimitReached(ctx.db, record.id))) return failure(event, 'scan_limit', record);
  const body = event.req.method === 'HEAD' ? null : passwordPageHtml(record, { wrong }, visitorLook(event, record));
  return new Response(body, { status, headers: htmlHeaders({ 'content-security-policy': PASSWORD_PAGE_CSP, ...LOCALIZED }) });
}

/**
 * `POST {PUBLIC_URL}/<short_code>` with `password=…` (the password page's form): the right
 * password serves the code as a scan would (303 to the destination, or the landing page);
 * a wrong one shows the form again (403) and counts against the client network (an IPv4
 * address or an IPv6 /64) and the code — from the sixth attempt of a network, or the 51st at
 * the code, in a minute, 429 before the password is even checked. Nothing is remembered:
 * the next scan asks again.
 */
async function unlockShortLink(event: H3Event, ctx: AppContext): Promise<Response> {
  const shortCode = routerParam(event, 'shortCode');
  if (shortCode.length > MAX_SHORT_CODE_LENGTH) return failure(event, 404, undefined);
  const now = epochMs(ctx.clock);
  const record = onThisHost(event, await resolveShortLink(ctx, shortCode, now));
  const refused = refusal(record, now);
  if (refused !== undefined || !record) return failure(event, refused ?? 404, record);
  if (record.passwordHash === null) return serveRecord(event, ctx, record, now, 'unlocked', eventVisitSource(event, ctx.config));
  const password = await readPassword(event);
  const failures = ctx.caches.redirects.passwordFailures;
  // Counted before the hash's await, so guesses in flight count (given back if right).
  const attempt = failures.admit(clientNetwork(clientIp(event, ctx.config)), record.id, now);
  if (!attempt) return tooManyAttempts(event, record, failures.retryAfterSeconds(now));
  if (!(await verifyCodePassword(password, record.passwordHash))) return servePasswordPage(event, ctx, record, 403, true);
  failures.refund(attempt);
  return serveRecord(event, ctx, record, now, 'unlocked', eventVisitSource(event, ctx.config));
}

/** The record, unless the request came in on another workspace's custom domain: then it is unknown there. */
function onThisHost(event: H3Event, record: ShortLinkRecord | undefined): ShortLinkRecord | undefined {
  return record !== undefined && servedOnHost(event, record.workspaceId) ? record : undefined;
}

/** The `password` field of the form body (`application/x-www-form-urlencoded`); '' when absent. */
async function readPassword(event: H3Event): Promise<string> {
  const type = (event.req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new ApiError('unsupported_media_type', 'The password form is sent as application/x-www-form-urlencoded.');
  }
  return new URLSearchParams(await event.req.text()).get('password') ?? '';
}

function tooManyAttempts(event: H3Event, record: ShortLinkRecord, retryAfter: number): Response {
  if (wantsHtml(event)) return new Response(errorPageHtml(429, visitorLook(event, record)), { status: 429, headers: htmlHeaders({ 'retry-after': String(retryAfter), ...LOCALIZED }) });
  throw new ApiError('rate_limited', 'Too many wrong passwords; try again in a minute.', { headers: { 'retry-after': String(retryAfter) } });
}

/** The code's public files for its landing page, read fresh (not cached with the record). */
async function landingFiles(ctx: AppContext, record: ShortLinkRecord): Promise<LandingFile[]> {
  const [rows, base] = await Promise.all([listPublicCodeFiles(ctx.db, record.id), publicBaseOf(ctx, record.workspaceId)]);
  return rows.map((row) => ({ name: row.filename, url: filePublicUrl(row, base), contentType: row.content_type, byteSize: Number(row.byte_size) }));
}

function wantsHtml(event: H3Event): boolean {
  return (event.req.headers.get('accept') ?? '').includes('text/html');
}

/** The pages are written in the visitor's language, so a shared cache must keep one per Accept-Language. */
const LOCALIZED = { vary: 'Accept-Language' } as const;

/** The visitor's language and the code's workspace color; English in the house style for an unknown code. */
function visitorLook(event: H3Event, record: ShortLinkRecord | undefined): PageLook {
  return pageLook(event.req.headers.get('accept-language'), record && !record.deleted ? record : undefined);
}

/**
 * The refusal as a page for browsers (in the visitor's language, themed by the code's
 * workspace when there is a code), a problem document for everyone else.
 */
function failure(event: H3Event, page: Refusal | 'scan_limit', record: ShortLinkRecord | undefined): Response {
  if (wantsHtml(event)) {
    const body = event.req.method === 'HEAD' ? null : errorPageHtml(page, visitorLook(event, record));
    return new Response(body, { status: errorPageStatus(page), headers: htmlHeaders(LOCALIZED) });
  }
  if (page === 410 || page === 'scan_limit') throw new ApiError('gone', 'This QR code has expired or reached its scan limit.');
  throw new ApiError('not_found', page === 'not_active' ? 'This QR code is not active yet.' : 'No active QR code has this short link.');
}
