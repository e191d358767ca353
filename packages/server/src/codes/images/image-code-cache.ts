import { ExpiringLru } from '../../app/expiring-lru';
import type { CodeImageRow } from '../store/code-images';

/** Same bound as the redirect cache: a changed code shows in other processes within a minute. */
export const IMAGE_CODE_CACHE_TTL_MS = 60_000;
export const IMAGE_CODE_CACHE_MAX_ENTRIES = 10_000;

/**
 * The image routes' code lookups, cached per app context like the redirect cache: without it
 * every image request pays a database round trip even when its bytes are in the rendered image
 * cache (bench/README.md). Dropped with the redirect entry on every change (codes/code-caches.ts,
 * after the operation's transaction commits); other processes catch up within the TTL, well
 * inside the 5-minute browser cache the contract already allows for a changed image. Unknown
 * codes are not kept.
 */
export class ImageCodeCache {
  private readonly rows = new ExpiringLru<CodeImageRow>(IMAGE_CODE_CACHE_MAX_ENTRIES, IMAGE_CODE_CACHE_TTL_MS);

  get(shortCode: string, nowMs: number): CodeImageRow | undefined {
    return this.rows.get(shortCode, nowMs);
  }

  set(row: CodeImageRow, nowMs: number): void {
    this.rows.set(row.short_code, row, nowMs);
  }

  delete(shortCode: string): void {
    this.rows.delete(shortCode);
  }

  deleteWhere(matches: (row: CodeImageRow) => boolean): void {
    this.rows.deleteWhere(matches);
  }

  get size(): number {
    return this.rows.size;
  }
}
