import { LRUCache } from 'lru-cache';

interface Entry<V> {
  readonly value: V;
  readonly expiresAtMs: number;
}

/**
 * A bounded map whose entries expire `ttlMs` after they were set, evicting the least recently
 * used beyond `maxEntries`. Times are passed in: the caller's clock decides (lru-cache's own
 * `ttl` reads a clock of its own, so expiry stays here).
 *
 * The order lives in lru-cache's linked list, not in a Map's insertion order: evicting a full
 * Map's first key walks every deleted slot V8 leaves at its start until the table is rebuilt,
 * so a flood of new keys made each insertion cost more the longer it lasted
 * (images/rendered-image-cache.ts).
 */
export class ExpiringLru<V> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(
    maxEntries: number,
    private readonly ttlMs: number,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get(key: string, nowMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, nowMs: number): void {
    this.entries.set(key, { value, expiresAtMs: nowMs + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches, e.g. all codes of a deleted workspace (a rare, O(n) sweep). */
  deleteWhere(matches: (value: V) => boolean): void {
    const doomed = [...this.entries.entries()].filter(([, entry]) => matches(entry.value));
    for (const [key] of doomed) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
