import { zlibDeflate } from './deflate';
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
  /** Resolution written as pHYs; unset writes none (readers then assume 72 or 96). */
  readonly dpi?: number;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Pixels per metre from dots per inch (PNG spec §11.3.5.3, pHYs unit 1: the metre). */
function pixelsPerMetre(dpi: number): number {
  return Math.round(dpi / 0.0254);
}

/**
 * A complete PNG file from `scanlines` that already carry their filter-type byte per row
 * (PNG spec §9.2). No time-dependent chunk, so output is deterministic; deflate is our own
 * (`zlibDeflate`, told the row length so a row repeating the one above is one match), the
 * same bytes on every runtime. `dpi` adds a pHYs chunk, the resolution
 * print and layout programs size the image by.
 */
export function encodePng(header: PngHeader, scanlines: Uint8Array): Uint8Array {
  const idat = zlibDeflate(scanlines, scanlines.length / header.height);

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
  if (header.dpi !== undefined) {
    const phys = new Uint8Array(9);
    const physView = new DataView(phys.buffer);
    physView.setUint32(0, pixelsPerMetre(header.dpi));
    physView.setUint32(4, pixelsPerMetre(header.dpi));
    phys[8] = 1;
    chunks.push(['pHYs', phys]);
  }
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
