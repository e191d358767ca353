import type { AppContext } from '../../app/app-context';
import { epochMs } from '../../clock';
import { filePublicUrl } from '../../files/file-resource';
import { listPublicCodeFiles } from '../../files/store/files';
import { publicBaseOf } from '../../domains/request-host';
import { clientNetwork } from '../../net/client-network';
import { pageLook, type PageLook } from '../../pages/page-look';
import { verifyCodePassword } from '../code-password';
import { admitLimitedScan, scanLimitReached } from '../store/short-links';
import { cachedRedirect, MAX_SHORT_CODE_LENGTH, redirectLocation, refusal, scanOf } from './cached-redirect';
import { contentPageHtml } from './content-page';
import type { ErrorPage } from './error-page';
import { landingPageHtml, type LandingFile } from './landing-page';
import { passwordPageHtml } from './password-page';
import { RequestVisit, type VisitSource } from './request-visit';
import { resolveShortLink } from './resolve-short-link';
import type { ShortLinkRecord } from './short-link-record';

/** What a short link's answer reads of its request, from an h3 event or node's own request alike. */
export interface ShortLinkRequest {
  readonly shortCode: string;
  readonly method: string;
  /** The workspace whose verified custom domain the request came in on; undefined on any other host. */
  readonly hostWorkspaceId: string | undefined;
  /** Read only for a page (landing, content, password or refusal): the page's language. */
  acceptLanguage(): string | null;
  /** Read once per answer that may record a scan. */
  visitSource(): VisitSource;
}

/** The POST of the password form: its field and the client's address, read only when the code has a password. */
export interface UnlockRequest extends ShortLinkRequest {
  password(): Promise<string>;
  clientIp(): string | undefined;
}

/** Why a short link shows a refusal: not served now, out of scans, or too many wrong passwords (429). */
export type RefusalReason = ErrorPage;

/**
 * A short link's answer before it meets an HTTP library. `redirect` carries no location on a
 * HEAD of a code with `max_scans` (the destination is handed out only when counted);
 * `page` and `password` hold the HTML (null on a HEAD); `refused` names the page or problem to
 * show in the visitor's look; `not-found` is a segment that is no short code of ours (the route
 * then tries it as a compressed Digital Link).
 */
export type ShortLinkAnswer =
  | { readonly kind: 'redirect'; readonly status: 302 | 303; readonly location: string | undefined }
  | { readonly kind: 'page'; readonly html: string | null }
  | { readonly kind: 'password'; readonly status: 200 | 403; readonly html: string | null }
  | { readonly kind: 'refused'; readonly reason: RefusalReason; readonly look: PageLook; readonly retryAfter?: number }
  | { readonly kind: 'not-found' };

const NOT_FOUND: ShortLinkAnswer = { kind: 'not-found' };

/**
 * `cache-only`: the node fast path's question — the 302 of a cached code that simply redirects
 * (cachedRedirect), or undefined for everything else, which h3's route then answers in full.
 */
export function answerShortLink(ctx: AppContext, request: ShortLinkRequest, mode: 'cache-only'): ShortLinkAnswer | undefined;
/** The full answer: synchronous for a cached plain redirect, a promise when the database is read. */
export function answerShortLink(ctx: AppContext, request: ShortLinkRequest): ShortLinkAnswer | Promise<ShortLinkAnswer>;
export function answerShortLink(ctx: AppContext, request: ShortLinkRequest, mode?: 'cache-only'): ShortLinkAnswer | Promise<ShortLinkAnswer> | undefined {
  const { shortCode } = request;
  if (shortCode.length > MAX_SHORT_CODE_LENGTH) return mode === 'cache-only' ? undefined : NOT_FOUND;
  const now = epochMs(ctx.clock);
  const source = request.visitSource();
  // The cached redirect knows no workspace: on a custom domain the record is read and checked.
  const location = request.hostWorkspaceId === undefined ? cachedRedirect(ctx, shortCode, request.method, source, now) : undefined;
  if (location !== undefined) return { kind: 'redirect', status: 302, location };
  if (mode === 'cache-only') return undefined;
  const record = resolveShortLink(ctx, shortCode, now);
  if (record instanceof Promise) {
    return record.then((fresh) => {
      const here = onThisHost(request, fresh);
      return here ? answerRecord(ctx, request, here, now, 'scan', source) : NOT_FOUND;
    });
  }
  const here = onThisHost(request, record);
  return here ? answerRecord(ctx, request, here, now, 'scan', source) : NOT_FOUND;
}

/**
 * The password form's POST: the right password answers as the scan would (303 to the
 * destination, or the page); a wrong one the form again (403), counted against the client
 * network (an IPv4 address or an IPv6 /64) and the code — past the minute's allowance, 429
 * before the password is even checked. Nothing is remembered: the next scan asks again.
 */
export async function unlockShortLink(ctx: AppContext, request: UnlockRequest): Promise<ShortLinkAnswer> {
  if (request.shortCode.length > MAX_SHORT_CODE_LENGTH) return refused(request, 404, undefined);
  const now = epochMs(ctx.clock);
  const record = onThisHost(request, await resolveShortLink(ctx, request.shortCode, now));
  const refusedAs = refusal(record, now);
  if (refusedAs !== undefined || !record) return refused(request, refusedAs ?? 404, record);
  if (record.passwordHash === null) return answerRecord(ctx, request, record, now, 'unlocked', request.visitSource());
  const password = await request.password();
  const failures = ctx.caches.redirects.passwordFailures;
  // Counted before the hash's await, so guesses in flight count (given back if right).
  const attempt = failures.admit(clientNetwork(request.clientIp()), record.id, now);
  if (!attempt) return { kind: 'refused', reason: 429, look: visitorLook(request, record), retryAfter: failures.retryAfterSeconds(now) };
  if (!(await verifyCodePassword(password, record.passwordHash))) return passwordForm(ctx, request, record, 403, true);
  failures.refund(attempt);
  return answerRecord(ctx, request, record, now, 'unlocked', request.visitSource());
}

/**
 * How the scan reached us: `scan` is the GET (or HEAD) of the short link, `unlocked` the POST
 * of its right password — which skips the password page and answers a redirect with 303.
 */
type Via = 'scan' | 'unlocked';

function answerRecord(ctx: AppContext, request: ShortLinkRequest, record: ShortLinkRecord, now: number, via: Via, source: VisitSource): ShortLinkAnswer | Promise<ShortLinkAnswer> {
  const refusedAs = refusal(record, now);
  if (refusedAs !== undefined) return refused(request, refusedAs, record);
  if (record.passwordHash !== null && via === 'scan') return passwordForm(ctx, request, record, 200, false);
  const visit = new RequestVisit(source, now, ctx.caches.redirects.agents);
  if (record.maxScans !== null) return answerLimited(ctx, request, record, visit, via);
  return answerAdmitted(ctx, request, record, visit, via);
}

/**
 * A code with `max_scans` hands out its destination at most that many times ("the first 100
 * scans get the coupon"): every answer that carries it — a GET or a right password, from a
 * browser or a bot, since a bot's user agent is whatever the client sends — is admitted by
 * counting it in the database (one conditional UPDATE, so processes share the count at once).
 * A HEAD only reads whether the limit is reached and answers without the destination (no
 * Location), so it is not counted. Past the limit: 410, like an expired code.
 */
async function answerLimited(ctx: AppContext, request: ShortLinkRequest, record: ShortLinkRecord, visit: RequestVisit, via: Via): Promise<ShortLinkAnswer> {
  if (request.method !== 'HEAD') {
    if (!(await admitLimitedScan(ctx.db, record.id))) return refused(request, 'scan_limit', record);
    return answerAdmitted(ctx, request, record, visit, via);
  }
  if (await scanLimitReached(ctx.db, record.id)) return refused(request, 'scan_limit', record);
  const answer = await answerAdmitted(ctx, request, record, visit, via);
  return answer.kind === 'redirect' ? { ...answer, location: undefined } : answer;
}

function answerAdmitted(ctx: AppContext, request: ShortLinkRequest, record: ShortLinkRecord, visit: RequestVisit, via: Via): ShortLinkAnswer | Promise<ShortLinkAnswer> {
  if (record.type !== 'url' || (record.isDynamic && record.isLandingPage)) return page(ctx, request, record, visit);
  if (record.rules.length === 0) return redirect(ctx, request, record, visit, undefined, via);
  const rules = ctx.caches.redirects.rules(record);
  if (!rules.needsCountry) return redirect(ctx, request, record, visit, rules.match(visit), via);
  return ctx.countries.get(ctx.logger).then((table) => {
    visit.countries = table;
    return redirect(ctx, request, record, visit, rules.match(visit), via);
  });
}

function redirect(ctx: AppContext, request: ShortLinkRequest, record: ShortLinkRecord, visit: RequestVisit, matchedRule: number | undefined, via: Via): ShortLinkAnswer {
  const location = redirectLocation(ctx, record, visit, matchedRule, request.method);
  if (location === undefined) return refused(request, 404, record);
  // After the password form's POST, 303: the browser follows with a GET.
  return { kind: 'redirect', status: via === 'unlocked' ? 303 : 302, location };
}

/** The landing page (a url code's hosted page) or the content page of a static non-url code; a scan unless a HEAD. */
async function page(ctx: AppContext, request: ShortLinkRequest, record: ShortLinkRecord, visit: RequestVisit): Promise<ShortLinkAnswer> {
  const head = request.method === 'HEAD';
  const html = record.type === 'url' ? landingPageHtml(record, await landingFiles(ctx, record), visitorLook(request, record)) : contentPageHtml(record, visitorLook(request, record));
  if (!head) ctx.scans.record(scanOf(record, visit, record.type === 'url' ? 'landing_page' : 'content_page', null, null, null));
  return { kind: 'page', html: head ? null : html };
}

/**
 * The password form (no scan is recorded for it). A code whose scan limit is reached answers
 * 410 instead: there is nothing left to unlock.
 */
async function passwordForm(ctx: AppContext, request: ShortLinkRequest, record: ShortLinkRecord, status: 200 | 403, wrong: boolean): Promise<ShortLinkAnswer> {
  if (record.maxScans !== null && (await scanLimitReached(ctx.db, record.id))) return refused(request, 'scan_limit', record);
  return { kind: 'password', status, html: request.method === 'HEAD' ? null : passwordPageHtml(record, { wrong }, visitorLook(request, record)) };
}

function refused(request: ShortLinkRequest, reason: RefusalReason, record: ShortLinkRecord | undefined): ShortLinkAnswer {
  return { kind: 'refused', reason, look: visitorLook(request, record) };
}

/** The code's public files for its landing page, read fresh (not cached with the record). */
async function landingFiles(ctx: AppContext, record: ShortLinkRecord): Promise<LandingFile[]> {
  const [rows, base] = await Promise.all([listPublicCodeFiles(ctx.db, record.id), publicBaseOf(ctx, record.workspaceId)]);
  return rows.map((row) => ({ name: row.filename, url: filePublicUrl(row, base), contentType: row.content_type, byteSize: Number(row.byte_size) }));
}

/** The record, unless the request came in on another workspace's custom domain: there it is unknown. */
function onThisHost(request: ShortLinkRequest, record: ShortLinkRecord | undefined): ShortLinkRecord | undefined {
  return record !== undefined && (request.hostWorkspaceId === undefined || request.hostWorkspaceId === record.workspaceId) ? record : undefined;
}

/** The visitor's language and the code's workspace color; English in the house style for an unknown code. */
function visitorLook(request: ShortLinkRequest, record: ShortLinkRecord | undefined): PageLook {
  return pageLook(request.acceptLanguage(), record && !record.deleted ? record : undefined);
}
