import type { CodeImageRow } from '../store/code-images';

/** Same bound as the redirect cache: a changed code shows in other processes within a minute. */
export const IMAGE_CODE_CACHE_TTL_MS = 60_000;
export const IMAGE_CODE_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  readonly row: CodeImageRow;
  readonly expiresAtMs: number;
}

/**
 * The image routes' code lookups, cached per app context like the redirect cache: without it
 * every image request pays a database round trip even when its bytes are in the rendered image
 * cache (bench/README.md). Dropped with the redirect entry on every change (app/code-caches.ts,
 * after the operation's transaction commits); other processes catch up within the TTL, well
 * inside the 5-minute browser cache the contract already allows for a changed image. Unknown
 * codes are not kept.
 */
export class ImageCodeCache {
  private readonly entries = new Map<string, Entry>();

  get(shortCode: string, nowMs: number): CodeImageRow | undefined {
    const entry = this.entries.get(shortCode);
    if (!entry) return undefined;
    this.entries.delete(shortCode);
    if (entry.expiresAtMs <= nowMs) return undefined;
    this.entries.set(shortCode, entry);
    return entry.row;
  }

  set(row: CodeImageRow, nowMs: number): void {
    this.entries.delete(row.short_code);
    this.entries.set(row.short_code, { row, expiresAtMs: nowMs + IMAGE_CODE_CACHE_TTL_MS });
    while (this.entries.size > IMAGE_CODE_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(shortCode: string): void {
    this.entries.delete(shortCode);
  }

  /** Drops every row that matches, e.g. all codes of a deleted workspace (a rare, O(n) sweep). */
  deleteWhere(matches: (row: CodeImageRow) => boolean): void {
    for (const [shortCode, entry] of this.entries) if (matches(entry.row)) this.entries.delete(shortCode);
  }

  get size(): number {
    return this.entries.size;
  }
}
