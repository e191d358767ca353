import type { Db } from '../db/db';
import { invalidateImageCode } from '../images/image-code-cache';
import type { AppContext } from '../http/router';
import type { ShortLinkRecord } from './short-link-record';

/** Contract: a dynamic code may be served from a cache of at most 60 s. */
export const REDIRECT_CACHE_TTL_MS = 60_000;
/** Bounds memory: ~1 KB per entry, so at most ~10 MB however many codes get scanned. */
export const REDIRECT_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  readonly record: ShortLinkRecord;
  readonly expiresAtMs: number;
}

/**
 * In-process LRU of dynamic codes' short-link records, one per database handle (so two apps in
 * one test process, or on two databases, never see each other's entries). A Map keeps
 * insertion order, so re-inserting on a hit makes the first key the least recently used.
 *
 * Only dynamic codes are stored (contract: static codes read current state on every call);
 * unknown codes are not stored either, so a flood of random paths cannot evict real entries.
 * Expiry (`expires_at`) is never decided here: the route compares it with the clock on every
 * request, so a cached code still turns 410 on time.
 */
export class RedirectCache {
  private readonly entries = new Map<string, Entry>();
  /** The most recently used key: a hit on it needs no reordering (a hot code is hit again and again). */
  private newest: string | undefined;

  constructor(
    private readonly maxEntries = REDIRECT_CACHE_MAX_ENTRIES,
    private readonly ttlMs = REDIRECT_CACHE_TTL_MS,
  ) {}

  get(shortCode: string, nowMs: number): ShortLinkRecord | undefined {
    const entry = this.entries.get(shortCode);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.delete(shortCode);
      return undefined;
    }
    if (shortCode !== this.newest) {
      this.entries.delete(shortCode);
      this.entries.set(shortCode, entry);
      this.newest = shortCode;
    }
    return entry.record;
  }

  set(record: ShortLinkRecord, nowMs: number): void {
    if (!record.isDynamic) return;
    this.entries.delete(record.shortCode);
    this.entries.set(record.shortCode, { record, expiresAtMs: nowMs + this.ttlMs });
    this.newest = record.shortCode;
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(shortCode: string): void {
    this.entries.delete(shortCode);
    if (shortCode === this.newest) this.newest = undefined;
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Db, RedirectCache>();

/** The redirect cache of the app serving on `ctx.db` (created on first use). */
export function redirectCache(ctx: Pick<AppContext, 'db'>): RedirectCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new RedirectCache();
    caches.set(ctx.db, cache);
  }
  return cache;
}

/**
 * Call after ANY change to a code that its short link shows (status, url, A/B, landing page,
 * expiry, deletion) — after the transaction commits — so this process serves the new state at
 * once. Other processes catch up within {@link REDIRECT_CACHE_TTL_MS}. Pass the outer
 * `ctx` (not a transaction's `tx`): the cache is keyed by the app's database handle.
 */
export function invalidateRedirect(ctx: Pick<AppContext, 'db'>, shortCode: string): void {
  caches.get(ctx.db)?.delete(shortCode);
  // The image routes cache their code lookups the same way (images/image-code-cache.ts).
  invalidateImageCode(ctx, shortCode);
}
