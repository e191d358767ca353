import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** About this many bytes per stored chunk: small enough to hold a few, large enough to be few rows. */
export const EXPORT_CHUNK_BYTES = 1024 * 1024;

/**
 * Fast deflate with a small hash table: the entries are a few kilobytes each, where this is
 * 3.5× faster than fflate's default (level 6) for 2 % more bytes (5,000 EPS: 0.6 s against
 * 2.0 s, 4.28 MB against 4.18 MB), and the streaming default's large tables per entry also
 * kept the garbage collector busy.
 */
const ZIP_DEFLATE = { level: 1, mem: 2 } as const;

/**
 * A ZIP built entry by entry whose bytes come out in chunks of about {@link EXPORT_CHUNK_BYTES}
 * for `store` (export_chunks rows), so an export of thousands of files never holds the whole
 * archive. Every entry is dated 1980-01-01 00:00 (local fields, as ZIP stores them): the bytes
 * depend on the files alone, so a job started over writes the same archive.
 */
export class ExportZip {
  private readonly zip: Zip;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private seq = 0;
  private written = 0;
  private failure: Error | undefined;

  constructor(private readonly store: (seq: number, bytes: Uint8Array) => Promise<void>) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure ??= error;
      else {
        this.pending.push(chunk);
        this.pendingBytes += chunk.length;
      }
    });
  }

  /** Adds a file (PNG stored as it is, already deflated; the rest deflated) and stores full chunks. */
  async add(name: string, bytes: Uint8Array): Promise<void> {
    const entry = name.endsWith('.png') ? new ZipPassThrough(name) : new ZipDeflate(name, ZIP_DEFLATE);
    entry.mtime = new Date(1980, 0, 1);
    this.zip.add(entry);
    entry.push(bytes, true);
    if (this.pendingBytes >= EXPORT_CHUNK_BYTES) await this.flush();
  }

  /** Ends the archive and stores the rest; its total size. */
  async finish(): Promise<number> {
    this.zip.end();
    await this.flush();
    return this.written;
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.pendingBytes === 0) return;
    const chunk = new Uint8Array(this.pendingBytes);
    let offset = 0;
    for (const part of this.pending) {
      chunk.set(part, offset);
      offset += part.length;
    }
    this.pending = [];
    this.pendingBytes = 0;
    this.written += chunk.length;
    await this.store(this.seq++, chunk);
  }
}
