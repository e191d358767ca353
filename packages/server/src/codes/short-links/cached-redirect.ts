import type { AppContext } from '../../app/app-context';
import type { ScanInput } from '../../scans/scan-input';
import { pickDestination } from './pick-destination';
import { RequestVisit, type VisitSource } from './request-visit';
import type { ShortLinkRecord } from './short-link-record';

/** Longer paths are no short code of ours: answered without a lookup (the route: 404, or a compressed Digital Link), left to h3 (the node fast path). */
export const MAX_SHORT_CODE_LENGTH = 64;

/** Why a short link serves nothing now: 404, 410 or not active yet (`active_from` in the future). */
export type Refusal = 404 | 410 | 'not_active';

/** Why the short link serves nothing now, or undefined when it is live. */
export function refusal(record: ShortLinkRecord | undefined, now: number): Refusal | undefined {
  if (!record || record.deleted || record.status !== 'live') return 404;
  if (record.expiresAt !== null && Date.parse(record.expiresAt) <= now) return 410;
  if (record.activeFromMs !== null && now < record.activeFromMs) return 'not_active';
  return undefined;
}

/**
 * The redirect of a live url code for this visit, its scan handed to the sink unless the
 * request is a HEAD: the url of the first matching rule (`matchedRule`), else the A/B pick,
 * else the url, as a Location value. Undefined when there is nothing to send (no http(s) URL:
 * the route answers 404) — then no scan is recorded.
 */
export function redirectLocation(ctx: Pick<AppContext, 'caches' | 'random' | 'scans'>, record: ShortLinkRecord, visit: RequestVisit, matchedRule: number | undefined, method: string): string | undefined {
  const picked = pickDestination(record, ctx.random, matchedRule);
  // Headers take only ASCII: URL#href percent-encodes, and anything not http(s) is refused.
  const location = picked === undefined ? undefined : ctx.caches.redirects.location(record, picked.url);
  if (picked === undefined || location === undefined) return undefined;
  if (method !== 'HEAD') ctx.scans.record(scanOf(record, visit, 'redirect', location, picked.variant, picked.rule));
  return location;
}

/**
 * The hottest path of the service, answered without a promise: a short link whose code is in
 * the redirect cache, live, a plain redirect (url, not a landing page) with no password and no
 * scan limit, and — when its rules name `country` — the country table loaded. Returns the 302's
 * Location with the scan recorded, or undefined for everything else, which the short-link
 * route answers in full (database read, pages, password form, limits, refusals). The route
 * and the node fast path (http/node-fast-path.ts) both start here, so they answer alike.
 */
export function cachedRedirect(ctx: Pick<AppContext, 'caches' | 'random' | 'scans' | 'countries'>, shortCode: string, method: string, source: VisitSource, now: number): string | undefined {
  const record = ctx.caches.redirects.get(shortCode, now);
  if (record === undefined || refusal(record, now) !== undefined) return undefined;
  if (record.passwordHash !== null || record.maxScans !== null || record.type !== 'url' || (record.isDynamic && record.isLandingPage)) return undefined;
  const visit = new RequestVisit(source, now, ctx.caches.redirects.agents);
  if (record.rules.length === 0) return redirectLocation(ctx, record, visit, undefined, method);
  const rules = ctx.caches.redirects.rules(record);
  if (rules.needsCountry) {
    visit.countries = ctx.countries.loaded;
    if (!visit.countries) return undefined;
  }
  return redirectLocation(ctx, record, visit, rules.match(visit), method);
}

/** The scan of this request: the code, the outcome, the address and three header strings (scans/scan-sink.ts). */
export function scanOf(record: ShortLinkRecord, visit: RequestVisit, outcome: ScanInput['outcome'], destination: string | null, variant: ScanInput['variant'], rule: number | null): ScanInput {
  const { ip, userAgent, acceptLanguage, countryHeader } = visit.source;
  return { codeId: record.id, shortCode: record.shortCode, at: visit.at, outcome, destination, variant, rule, ip, userAgent, acceptLanguage, countryHeader };
}
