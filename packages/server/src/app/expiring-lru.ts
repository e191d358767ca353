interface Entry<V> {
  readonly value: V;
  readonly expiresAtMs: number;
}

/**
 * A bounded map whose entries expire `ttlMs` after they were set, evicting the least recently
 * used beyond `maxEntries`. A Map keeps insertion order, so re-inserting on a hit makes the
 * first key the least recently used; a hit on the newest key (a hot code hit again and again)
 * needs no reordering. Times are passed in: the caller's clock decides.
 */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private newest: string | undefined;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, nowMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.delete(key);
      return undefined;
    }
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry.value;
  }

  set(key: string, value: V, nowMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAtMs: nowMs + this.ttlMs });
    this.newest = key;
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
  }

  /** Drops every entry whose value matches, e.g. all codes of a deleted workspace (a rare, O(n) sweep). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
  }

  get size(): number {
    return this.entries.size;
  }
}
