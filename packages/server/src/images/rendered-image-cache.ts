/**
 * Rendered image bytes by ETag, least recently used evicted first, bounded by total bytes.
 * The ETag covers everything the bytes depend on (content, options, logo), so an entry never
 * goes stale; a changed code simply asks for another key. One per app context
 * (app/code-caches.ts). Printers and pages fetch the same few images again and again;
 * re-rendering a PNG costs milliseconds, a hit microseconds (bench/README.md).
 */
export class RenderedImageCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;
  /** Lookups answered from here, and not (GET /metrics reads both). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    /** Larger images are not kept: one huge A4 PDF should not flush hundreds of PNGs. */
    private readonly maxEntryBytes: number,
  ) {}

  get(etag: string): Uint8Array | undefined {
    const value = this.entries.get(etag);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(etag);
    this.entries.set(etag, value);
    return value;
  }

  set(etag: string, value: Uint8Array): void {
    if (value.byteLength > this.maxEntryBytes) return;
    const previous = this.entries.get(etag);
    if (previous) {
      this.entries.delete(etag);
      this.bytes -= previous.byteLength;
    }
    this.entries.set(etag, value);
    this.bytes += value.byteLength;
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= old.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/** 32 MiB: a few thousand typical PNGs (5–20 KB). */
export const RENDERED_IMAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Entries above 1 MiB are rendered each time. */
export const RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
