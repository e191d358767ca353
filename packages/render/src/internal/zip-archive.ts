import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import { crc32 } from './crc32';
import { centralDirectory, localHeader, type ZipEntryHeader } from './zip-records';

/** What --zip writes into: files added in order, then closed into one archive. */
export interface ZipArchive {
  add(name: string, bytes: Uint8Array): void;
  /** Adds an entry already compressed by {@link packEntry} (in a --jobs worker thread). */
  addPacked(name: string, entry: PackedEntry): void;
  /** Finishes the archive and moves it into place; nothing is left at `path` before this. */
  close(): Promise<void>;
  /** Drops a half-written archive (after a failure). */
  abandon(): Promise<void>;
}

/**
 * zlib's fastest level: the entries are a few kilobytes each, where node's zlib takes about
 * half the CPU of fflate's deflate at the same level (5,000 EPS of 1.8 kB: ~45 µs against
 * ~100 µs an entry, 3.72 MB against 3.73 MB; fflate allocates ~160 kB of tables per call).
 * The CLI runs on Node only, so the archive needs no pure deflate.
 * The archive's bytes are then those of the zlib that node ships. `chunkSize` is zlib's output
 * buffer, allocated per call (16 kB by default); an EPS entry deflates to ~0.8 kB, and with
 * 2 kB a `--zip` run of 50,000 EPS took 2–5 % less CPU for the same bytes.
 */
const ZIP_DEFLATE = { level: 1, chunkSize: 2048 } as const;

/** An entry's bytes as the archive stores them, with what its headers record. */
export interface PackedEntry {
  /** The file's own length and CRC-32. */
  readonly size: number;
  readonly crc: number;
  /** Deflated, or the bytes as they are when stored. */
  readonly data: Uint8Array;
  readonly deflated: boolean;
}

/**
 * Compresses one entry for the archive. PNG is stored as is (already deflated); everything
 * else is deflated. Done apart from the archive so --jobs workers share the deflating, the
 * main thread's largest cost with --zip.
 */
export function packEntry(name: string, bytes: Uint8Array): PackedEntry {
  const deflated = !name.toLowerCase().endsWith('.png');
  return { size: bytes.length, crc: crc32(bytes), data: deflated ? ownBuffer(deflateRawSync(bytes, ZIP_DEFLATE)) : bytes, deflated };
}

/**
 * zlib hands back a view into its 16 kB output chunk; a copy of just the entry can move to the
 * main thread as a transferable (a view would be cloned with its whole buffer). Not `slice`:
 * on a Buffer it makes another view.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** Archive bytes gathered before one write to the file. */
const WRITE_BYTES = 256 << 10;

const utf8 = new TextEncoder();

/**
 * Streams a ZIP to `path` (through `path`.partial, renamed when complete). PNG is stored as is
 * (already deflated); the other formats and the manifest are deflated. Each entry's local
 * header and bytes go out as they come; the central directory is written on close.
 */
export function createZipArchive(path: string): ZipArchive {
  const partial = `${path}.partial`;
  const out = createWriteStream(partial);
  let failure: Error | undefined;
  out.on('error', (error) => {
    failure ??= error;
  });
  // A header and a data chunk per entry, gathered into larger writes so the stream does not
  // queue two writes per entry.
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pending.length > 0) out.write(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  const push = (bytes: Uint8Array) => {
    pending.push(bytes);
    pendingBytes += bytes.length;
    offset += bytes.length;
  };
  const directory: { header: ZipEntryHeader; offset: number }[] = [];
  let offset = 0;
  const closed = new Promise<void>((resolve) => out.on('close', () => resolve()));
  return {
    add(name, bytes) {
      this.addPacked(name, packEntry(name, bytes));
    },
    addPacked(name, entry) {
      const header: ZipEntryHeader = { name: utf8.encode(name), crc: entry.crc, size: entry.size, storedSize: entry.data.length, deflated: entry.deflated };
      directory.push({ header, offset });
      push(localHeader(header, offset));
      push(entry.data);
      if (pendingBytes >= WRITE_BYTES) flush();
    },
    async close() {
      try {
        push(centralDirectory(directory, offset));
      } catch (error) {
        failure ??= error as Error;
      }
      flush();
      out.end();
      await closed;
      if (failure) throw failure;
      await rename(partial, path);
    },
    async abandon() {
      pending = [];
      out.destroy();
      await rm(partial, { force: true });
    },
  };
}
