import zlib from 'node:zlib';
import { crc32 } from './crc32';

/** PNG color types (PNG spec §11.2.2, IHDR). */
export const PNG_COLOR_TYPE = {
  gray: 0,
  rgb: 2,
  palette: 3,
  grayAlpha: 4,
  rgba: 6,
} as const;

export interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: 1 | 8;
  readonly colorType: (typeof PNG_COLOR_TYPE)[keyof typeof PNG_COLOR_TYPE];
  /** RGB triples, required for the palette color type (PLTE chunk). */
  readonly palette?: Uint8Array;
  /**
   * tRNS chunk data (PNG spec §11.3.2.1): one alpha byte per palette entry from the first
   * (later entries stay opaque), or for grayscale the two-byte sample value that is fully
   * transparent. A 1-bit image keeps its single bit per pixel and still has transparency.
   */
  readonly transparency?: Uint8Array;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

// Measured on 1-bit QR scanlines (bench/README.md): level 6 with Z_FILTERED is the smallest
// or within 1 % of it (link: 228 bytes vs 224 at level 9), while level 9 costs 5–6× the time
// on larger symbols (300-char vCard at ECC H: 156 µs vs 881 µs). Z_RLE is 3–15× larger: rows
// repeat `moduleSize` times, and only full-distance back-references catch that.
const DEFLATE_OPTIONS: zlib.ZlibOptions = { level: 6, strategy: zlib.constants.Z_FILTERED };

/**
 * A complete PNG file from `scanlines` that already carry their filter-type byte per row
 * (PNG spec §9.2). No ancillary chunks: nothing time-dependent, so output is deterministic.
 */
export function encodePng(header: PngHeader, scanlines: Uint8Array): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, header.width);
  view.setUint32(4, header.height);
  ihdr[8] = header.bitDepth;
  ihdr[9] = header.colorType;
  // Bytes 10–12: compression 0 (deflate), filter method 0, interlace 0 (none).
  const chunks: Uint8Array[] = [SIGNATURE, chunk('IHDR', ihdr)];
  if (header.palette) chunks.push(chunk('PLTE', header.palette));
  // tRNS follows PLTE and precedes IDAT (PNG spec §5.6, chunk ordering).
  if (header.transparency) chunks.push(chunk('tRNS', header.transparency));
  chunks.push(chunk('IDAT', zlib.deflateSync(scanlines, DEFLATE_OPTIONS)));
  chunks.push(chunk('IEND', new Uint8Array(0)));
  return concat(chunks);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  // The CRC covers the chunk type and data, not the length (PNG spec §5.3).
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
