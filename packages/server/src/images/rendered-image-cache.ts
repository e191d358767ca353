import { LRUCache } from 'lru-cache';

/**
 * Rendered image bytes by ETag, least recently used evicted first, bounded by total bytes.
 * The ETag covers everything the bytes depend on (content, options, logo), so an entry never
 * goes stale; a changed code simply asks for another key. One per app context
 * (codes/code-caches.ts). Printers and pages fetch the same few images again and again;
 * re-rendering a PNG costs milliseconds, a hit microseconds (bench/README.md).
 *
 * lru-cache keeps the order in a linked list: evicting the oldest entry of a full Map by
 * iterating from its start walks every deleted slot V8 leaves there until the table is
 * rebuilt, so with a full cache of ~120,000 small PNGs each new image cost up to ~80 µs
 * (more than rendering it) and uncached image requests slowed 2.6× within a minute
 * (bench/README.md, "The image cache when full").
 */
export class RenderedImageCache {
  private readonly entries: LRUCache<string, Uint8Array>;
  /** Lookups answered from here, and not (GET /metrics reads both). */
  hits = 0;
  misses = 0;

  constructor(
    maxBytes: number,
    /** Larger images are not kept: one huge A4 PDF should not flush hundreds of PNGs. */
    maxEntryBytes: number,
  ) {
    // An entry above the whole bound is refused too: lru-cache 11.5 given one that fits
    // maxEntrySize but not maxSize evicts everything and counts its total below zero.
    const maxEntrySize = Math.min(maxEntryBytes, maxBytes);
    this.entries = new LRUCache({ maxSize: maxBytes, maxEntrySize, sizeCalculation: (value) => Math.max(1, value.byteLength) });
  }

  get(etag: string): Uint8Array | undefined {
    const value = this.entries.get(etag);
    if (value === undefined) this.misses++;
    else this.hits++;
    return value;
  }

  set(etag: string, value: Uint8Array): void {
    this.entries.set(etag, value);
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.entries.calculatedSize;
  }
}

/** 32 MiB: a few thousand typical PNGs (5–20 KB). */
export const RENDERED_IMAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Entries above 1 MiB are rendered each time. */
export const RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
