// The records of a ZIP file (PKWARE APPNOTE 6.3: local file header, central directory, end of
// central directory, and the ZIP64 end records when there are more than 65,535 entries).

/** An entry as its headers describe it. */
export interface ZipEntryHeader {
  /** The file name, encoded as UTF-8 (flagged as such when it is not ASCII). */
  readonly name: Uint8Array;
  readonly crc: number;
  /** The file's own length, and the length of its stored (deflated or not) bytes. */
  readonly size: number;
  readonly storedSize: number;
  readonly deflated: boolean;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_END_LOCATOR = 0x07064b50;
/** Version 2.0: deflate; 4.5 when the ZIP64 records are used. */
const VERSION = 20;
const VERSION_ZIP64 = 45;
/** Compression methods: stored and deflated. */
const STORED = 0;
const DEFLATED = 8;
/** Bits 1–2 of the flags: deflated at a "super fast" level, as ZIP_DEFLATE's level 1 is. */
const SUPER_FAST = 0x0006;
/** Bit 11: the name is UTF-8. */
const UTF8_NAME = 0x0800;
/**
 * Every entry gets the same time, 1980-01-01 00:00 (the earliest a ZIP can store, as MS-DOS
 * date 0x21 and time 0), so an archive's bytes depend on its files alone.
 */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

function flags(entry: ZipEntryHeader): number {
  return (entry.deflated ? SUPER_FAST : 0) | (entry.name.some((byte) => byte >= 0x80) ? UTF8_NAME : 0);
}

/** The fields local and central headers share, from "version needed" to the extra field's length. */
function commonFields(view: DataView, at: number, entry: ZipEntryHeader): void {
  view.setUint16(at, VERSION, true);
  view.setUint16(at + 2, flags(entry), true);
  view.setUint16(at + 4, entry.deflated ? DEFLATED : STORED, true);
  view.setUint16(at + 6, DOS_TIME, true);
  view.setUint16(at + 8, DOS_DATE, true);
  view.setUint32(at + 10, entry.crc >>> 0, true);
  view.setUint32(at + 14, entry.storedSize, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, entry.name.length, true);
  view.setUint16(at + 24, 0, true);
}

/** Refuses what the 32-bit fields cannot hold (an entry or an archive of 4 GiB or more). */
function checkEntry(entry: ZipEntryHeader, offset: number): void {
  if (entry.size >= MAX_32 || entry.storedSize >= MAX_32 || offset >= MAX_32) throw new RangeError('a ZIP archive of 4 GiB or more is not supported; split the batch');
  if (entry.name.length > MAX_16) throw new RangeError('a ZIP entry name is longer than 65,535 bytes');
}

/** The local file header that precedes an entry's bytes written at `offset`. */
export function localHeader(entry: ZipEntryHeader, offset: number): Uint8Array {
  checkEntry(entry, offset);
  const out = new Uint8Array(30 + entry.name.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, LOCAL_HEADER, true);
  commonFields(view, 4, entry);
  out.set(entry.name, 30);
  return out;
}

/**
 * The central directory of `entries` (each with the offset of its local header) and the end
 * records, for a directory that starts at `offset`.
 */
export function centralDirectory(entries: readonly { readonly header: ZipEntryHeader; readonly offset: number }[], offset: number): Uint8Array {
  const directorySize = entries.reduce((sum, { header }) => sum + 46 + header.name.length, 0);
  const zip64 = entries.length > MAX_16 || offset >= MAX_32 || offset + directorySize >= MAX_32;
  const out = new Uint8Array(directorySize + (zip64 ? 56 + 20 : 0) + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const { header, offset: headerOffset } of entries) {
    checkEntry(header, headerOffset);
    view.setUint32(at, CENTRAL_HEADER, true);
    view.setUint16(at + 4, VERSION, true);
    commonFields(view, at + 6, header);
    // Comment length, disk, internal and external attributes stay 0.
    view.setUint32(at + 42, headerOffset, true);
    out.set(header.name, at + 46);
    at += 46 + header.name.length;
  }
  if (zip64) {
    const record = offset + directorySize;
    view.setUint32(at, ZIP64_END_OF_CENTRAL_DIRECTORY, true);
    view.setBigUint64(at + 4, 44n, true);
    view.setUint16(at + 12, VERSION_ZIP64, true);
    view.setUint16(at + 14, VERSION_ZIP64, true);
    view.setBigUint64(at + 24, BigInt(entries.length), true);
    view.setBigUint64(at + 32, BigInt(entries.length), true);
    view.setBigUint64(at + 40, BigInt(directorySize), true);
    view.setBigUint64(at + 48, BigInt(offset), true);
    at += 56;
    view.setUint32(at, ZIP64_END_LOCATOR, true);
    view.setBigUint64(at + 8, BigInt(record), true);
    view.setUint32(at + 16, 1, true);
    at += 20;
  }
  view.setUint32(at, END_OF_CENTRAL_DIRECTORY, true);
  view.setUint16(at + 8, Math.min(entries.length, MAX_16), true);
  view.setUint16(at + 10, Math.min(entries.length, MAX_16), true);
  view.setUint32(at + 12, zip64 ? MAX_32 : directorySize, true);
  view.setUint32(at + 16, zip64 ? MAX_32 : offset, true);
  return out;
}
