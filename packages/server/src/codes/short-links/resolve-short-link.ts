import type { AppContext } from '../../app/app-context';
import { findShortLink } from '../store/short-links';
import type { ShortLinkRecord } from './short-link-record';

/**
 * The record behind a short link: a dynamic code from the redirect cache (at most 60 s old,
 * dropped after every committed change by the operation: `ctx.caches.forgetCode`), anything
 * else read fresh from the database. A cache hit is returned as is, not as a promise: on the
 * hottest path of the service a promise and its await are a measurable share of the redirect.
 */
export function resolveShortLink(ctx: Pick<AppContext, 'db' | 'caches'>, shortCode: string, nowMs: number): ShortLinkRecord | Promise<ShortLinkRecord | undefined> {
  const cache = ctx.caches.redirects;
  const cached = cache.get(shortCode, nowMs);
  if (cached) return cached;
  return findShortLink(ctx.db, shortCode).then((record) => {
    if (record) cache.set(record, nowMs);
    return record;
  });
}
