import type { AppContext } from '../http/router';
import { findShortLink } from '../store/short-links';
import { redirectCache } from './redirect-cache';
import type { ShortLinkRecord } from './short-link-record';

/**
 * The record behind a short link: a dynamic code from the redirect cache (at most 60 s old,
 * dropped on change by `invalidateRedirect`), anything else read fresh from the database.
 */
export async function resolveShortLink(ctx: Pick<AppContext, 'db' | 'clock'>, shortCode: string): Promise<ShortLinkRecord | undefined> {
  const cache = redirectCache(ctx);
  const nowMs = ctx.clock.now().getTime();
  const cached = cache.get(shortCode, nowMs);
  if (cached) return cached;
  const record = await findShortLink(ctx.db, shortCode);
  if (record) cache.set(record, nowMs);
  return record;
}
