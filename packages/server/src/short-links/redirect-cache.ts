import { safeHref } from './escape-html';
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
 * In-process LRU of dynamic codes' short-link records, one per app context (app/code-caches.ts:
 * two apps in one test process never see each other's entries unless they share the caches).
 * A Map keeps insertion order, so re-inserting on a hit makes the first key the least recently used.
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
  /** safeHref of each destination per record (see {@link location}); dies with the record. */
  private readonly locations = new WeakMap<ShortLinkRecord, Map<string, string | undefined>>();

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

  /** Drops every entry whose record matches, e.g. all codes of a deleted workspace (a rare, O(n) sweep). */
  deleteWhere(matches: (record: ShortLinkRecord) => boolean): void {
    for (const [shortCode, entry] of this.entries) if (matches(entry.record)) this.delete(shortCode);
  }

  /**
   * safeHref of a destination, once per record: the cache hands out the same frozen record for
   * up to 60 s, so the hottest path parses each destination URL once, not per scan.
   */
  location(record: ShortLinkRecord, url: string): string | undefined {
    let locations = this.locations.get(record);
    if (!locations) {
      locations = new Map();
      this.locations.set(record, locations);
    }
    if (!locations.has(url)) locations.set(url, safeHref(url));
    return locations.get(url);
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
  }

  get size(): number {
    return this.entries.size;
  }
}
