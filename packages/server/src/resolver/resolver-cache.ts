import type { Gs1Identifier, PublicPassport } from '@quietzone/core';
import { ExpiringLru } from '../app/expiring-lru';
import type { PassportRow } from '../store/passports';

/** As the short links' cache: another process sees a passport change within a minute. */
export const RESOLVER_CACHE_TTL_MS = 60_000;
/** Bounds memory (a row, its public view and perhaps its page: a few KB each). */
export const RESOLVER_CACHE_MAX_ENTRIES = 10_000;

/** What a resolver path led to, with what every answer of it is built from. */
export interface ResolvedEntry {
  readonly row: PassportRow;
  readonly passport: PublicPassport;
  /** The HTML page, built on the first browser scan (the same for every browser). */
  html?: string;
}

/**
 * The resolver's answers per requested identifier (dpp.md, "The resolver": a hot path like the
 * short link), one per app context. The key is the identifier as asked, the value the passport
 * it resolved to, also after a walk-up; paths that resolve to nothing are not kept, so random
 * paths cannot evict real entries. Any passport write may change what some path resolves to
 * (a new serial-level passport takes over from its model), so passport operations drop the
 * whole cache after they commit (caches.forgetPassports); writes are rare next to scans.
 */
export class ResolverCache {
  private readonly entries = new ExpiringLru<ResolvedEntry>(RESOLVER_CACHE_MAX_ENTRIES, RESOLVER_CACHE_TTL_MS);

  get(identifier: Gs1Identifier, nowMs: number): ResolvedEntry | undefined {
    return this.entries.get(resolverKey(identifier), nowMs);
  }

  set(identifier: Gs1Identifier, entry: ResolvedEntry, nowMs: number): void {
    this.entries.set(resolverKey(identifier), entry, nowMs);
  }

  /** Drops the paths that lead to a matching passport (a deleted workspace's or organization's). */
  deleteWhere(matches: (row: PassportRow) => boolean): void {
    this.entries.deleteWhere((entry) => matches(entry.row));
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The lookup key of an identifier; the CPV plays no part in the lookup (dpp.md). */
function resolverKey(identifier: Gs1Identifier): string {
  return `${identifier.gtin}/${identifier.lot ?? ''}/${identifier.serial ?? ''}`;
}
