import type { Db } from '../db/db';
import type { AppContext } from '../http/router';
import type { CodeImageRow } from '../store/code-images';

/** Same bound as the redirect cache: a changed code shows in other processes within a minute. */
export const IMAGE_CODE_CACHE_TTL_MS = 60_000;
export const IMAGE_CODE_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  readonly row: CodeImageRow;
  readonly expiresAtMs: number;
}

/**
 * The image routes' code lookups, cached per database handle like the redirect cache: without
 * it every image request pays a database round trip even when its bytes are in the rendered
 * image cache (bench/README.md). Dropped on every change through `invalidateRedirect`, which
 * every code mutation calls; other processes catch up within the TTL, well inside the 5-minute
 * browser cache the contract already allows for a changed image. Unknown codes are not kept.
 */
const caches = new WeakMap<Db, Map<string, Entry>>();

export function cachedImageCode(ctx: Pick<AppContext, 'db'>, shortCode: string, nowMs: number): CodeImageRow | undefined {
  const cache = caches.get(ctx.db);
  const entry = cache?.get(shortCode);
  if (!cache || !entry) return undefined;
  cache.delete(shortCode);
  if (entry.expiresAtMs <= nowMs) return undefined;
  cache.set(shortCode, entry);
  return entry.row;
}

export function cacheImageCode(ctx: Pick<AppContext, 'db'>, row: CodeImageRow, nowMs: number): void {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.db, cache);
  }
  cache.delete(row.short_code);
  cache.set(row.short_code, { row, expiresAtMs: nowMs + IMAGE_CODE_CACHE_TTL_MS });
  while (cache.size > IMAGE_CODE_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

/** Called by `invalidateRedirect`: one call drops everything this process caches of a code. */
export function invalidateImageCode(ctx: Pick<AppContext, 'db'>, shortCode: string): void {
  caches.get(ctx.db)?.delete(shortCode);
}
