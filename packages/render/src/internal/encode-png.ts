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

/** zlib keeps this many bytes of its window out of reach of back-references (MIN_LOOKAHEAD). */
const ZLIB_LOOKAHEAD = 262;

/**
 * zlib's output buffer for one image, allocated per call (16 kB by default): about an eighth of
 * the scanlines, which 1-bit QR rows deflate well below, within 1–16 kB. For the link's 2,960
 * bytes of scanlines (a 202-byte IDAT) 1 kB instead of 16 kB took deflateSync from 19.5 to
 * 16.9 µs; larger output just takes more than one chunk.
 */
function outputChunkBytes(scanlineBytes: number): number {
  return Math.min(16_384, Math.max(1_024, scanlineBytes >> 3));
}

/**
 * A complete PNG file from `scanlines` that already carry their filter-type byte per row
 * (PNG spec §9.2). No ancillary chunks: nothing time-dependent, so output is deterministic.
 *
 * `reach` is how far back, in bytes, a back-reference is worth looking for (default: as far as
 * deflate allows, 32 KB). Deflate uses level 6 with Z_FILTERED and the smallest window that
 * spans `reach`: measured on 1-bit QR scanlines (bench/README.md), a window just past the
 * previous module row gives the smallest output or one within 5 % of it, up to 3.7× faster
 * than the full 32 KB window, whose long hash chains mostly find far matches that cost more
 * bits; Z_RLE and levels 1–3 give up to 3× the bytes, level 9 costs several times the time.
 */
export function encodePng(header: PngHeader, scanlines: Uint8Array, reach = 32_768 - ZLIB_LOOKAHEAD): Uint8Array {
  let windowBits = 9;
  while (windowBits < 15 && (1 << windowBits) - ZLIB_LOOKAHEAD < reach) windowBits++;
  const idat = zlib.deflateSync(scanlines, { level: 6, strategy: zlib.constants.Z_FILTERED, windowBits, chunkSize: outputChunkBytes(scanlines.length) });

  const ihdr = new Uint8Array(13);
  const ihdrView = new DataView(ihdr.buffer);
  ihdrView.setUint32(0, header.width);
  ihdrView.setUint32(4, header.height);
  ihdr[8] = header.bitDepth;
  ihdr[9] = header.colorType;
  // Bytes 10–12: compression 0 (deflate), filter method 0, interlace 0 (none).

  const chunks: [string, Uint8Array][] = [['IHDR', ihdr]];
  if (header.palette) chunks.push(['PLTE', header.palette]);
  // tRNS follows PLTE and precedes IDAT (PNG spec §5.6, chunk ordering).
  if (header.transparency) chunks.push(['tRNS', header.transparency]);
  chunks.push(['IDAT', idat], ['IEND', new Uint8Array(0)]);

  let length = SIGNATURE.length;
  for (const [, data] of chunks) length += 12 + data.length;
  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  out.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const [type, data] of chunks) {
    view.setUint32(at, data.length);
    for (let i = 0; i < 4; i++) out[at + 4 + i] = type.charCodeAt(i);
    out.set(data, at + 8);
    // The CRC covers the chunk type and data, not the length (PNG spec §5.3).
    view.setUint32(at + 8 + data.length, crc32(out.subarray(at + 4, at + 8 + data.length)));
    at += 12 + data.length;
  }
  return out;
}
