import type { RgbaImage } from '../rgba-image';
import { crc32 } from './crc32';
import { zlibInflate } from './inflate';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Samples per pixel by color type (PNG spec §6.1). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * Decodes a non-interlaced PNG of any color type and bit depth into 8-bit RGBA (16-bit samples
 * keep their high byte; tRNS becomes alpha). Pure (our own inflate), so a browser or a Worker
 * reads a logo without a native decoder. Throws a `TypeError` naming what is wrong; the
 * chunk CRCs are checked, so a damaged file is refused rather than drawn half-garbled.
 * `maxPixels` refuses a decompression bomb before its pixels are allocated.
 */
export function decodePng(png: Uint8Array, maxPixels = Number.POSITIVE_INFINITY): RgbaImage {
  if (png.length < 8 || SIGNATURE.some((byte, i) => png[i] !== byte)) throw new TypeError('not a PNG file (signature)');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colorType = -1;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  let at = 8;
  for (;;) {
    if (at + 12 > png.length) throw new TypeError('PNG ends before its IEND chunk');
    const length = view.getUint32(at);
    const type = String.fromCharCode(png[at + 4]!, png[at + 5]!, png[at + 6]!, png[at + 7]!);
    if (at + 12 + length > png.length) throw new TypeError(`PNG chunk ${type} runs past the end of the file`);
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) throw new TypeError(`PNG chunk ${type} fails its CRC`);
    at += 12 + length;
    if (type === 'IHDR') {
      const header = new DataView(data.buffer, data.byteOffset, data.byteLength);
      width = header.getUint32(0);
      height = header.getUint32(4);
      bitDepth = data[8]!;
      colorType = data[9]!;
      if (!BIT_DEPTHS[colorType]?.includes(bitDepth)) throw new TypeError(`PNG color type ${colorType} with bit depth ${bitDepth} is not valid`);
      if (data[12] !== 0) throw new TypeError('interlaced PNGs are not supported; save the logo without interlacing');
      if (width === 0 || height === 0) throw new TypeError('PNG has no pixels');
      if (width * height > maxPixels) throw new RangeError(`PNG is ${width}×${height} pixels; the limit is ${maxPixels} pixels`);
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
  }
  if (colorType < 0) throw new TypeError('PNG has no IHDR chunk');
  if (colorType === 3 && !palette) throw new TypeError('palette PNG has no PLTE chunk');
  const channels = CHANNELS[colorType]!;
  const bitsPerPixel = channels * bitDepth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const expected = (stride + 1) * height;
  let compressed: Uint8Array;
  if (idat.length === 1) compressed = idat[0]!;
  else {
    compressed = new Uint8Array(idat.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of idat) {
      compressed.set(part, offset);
      offset += part.length;
    }
  }
  let raw: Uint8Array;
  try {
    // The header says how many bytes the rows take: image data that inflates to more is
    // refused before it is written (a few kilobytes of zeros can claim gigabytes).
    raw = zlibInflate(compressed, { maxBytes: expected, expectedBytes: expected });
  } catch (error) {
    if (error instanceof RangeError) throw new RangeError(`PNG image data inflates to more than its ${expected} bytes of rows`);
    throw new TypeError(`PNG image data does not inflate: ${(error as Error).message}`);
  }
  if (raw.length < expected) throw new TypeError('PNG image data is shorter than its rows');
  const samples = unfilter(raw, stride, height, Math.max(1, bitsPerPixel >> 3));
  return { width, height, data: toRgba(samples, width, height, stride, colorType, bitDepth, palette, transparency) };
}

/** Reverses the per-row filters (PNG spec §9.2–9.4) in place; returns the rows without filter bytes. */
function unfilter(raw: Uint8Array, stride: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    const up = row - stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[row + x - bpp]! : 0;
      const b = y > 0 ? out[up + x]! : 0;
      const c = x >= bpp && y > 0 ? out[up + x - bpp]! : 0;
      let predictor: number;
      switch (filter) {
        case 0:
          predictor = 0;
          break;
        case 1:
          predictor = a;
          break;
        case 2:
          predictor = b;
          break;
        case 3:
          predictor = (a + b) >> 1;
          break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default:
          throw new TypeError(`PNG row ${y} has unknown filter type ${filter}`);
      }
      out[row + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return out;
}

function toRgba(
  samples: Uint8Array,
  width: number,
  height: number,
  stride: number,
  colorType: number,
  bitDepth: number,
  palette: Uint8Array | undefined,
  transparency: Uint8Array | undefined,
): Uint8Array {
  // A normalized logo is 8-bit RGBA already: its rows are the pixels.
  if (colorType === 6 && bitDepth === 8) return samples;
  const out = new Uint8Array(width * height * 4);
  const channels = CHANNELS[colorType]!;
  const maxSample = (1 << Math.min(bitDepth, 8)) - 1;
  // The raw sample (before scaling to 8 bits) of channel `c` of pixel `x` in row `y`.
  const sample = (y: number, x: number, c: number): number => {
    const row = y * stride;
    if (bitDepth === 8) return samples[row + x * channels + c]!;
    if (bitDepth === 16) return (samples[row + (x * channels + c) * 2]! << 8) | samples[row + (x * channels + c) * 2 + 1]!;
    const bit = x * bitDepth;
    return (samples[row + (bit >> 3)]! >> (8 - bitDepth - (bit & 7))) & maxSample;
  };
  const to8 = (value: number) => (bitDepth === 16 ? value >> 8 : bitDepth === 8 ? value : Math.round((value * 255) / maxSample));
  const transparent16 = (index: number) => (transparency && transparency.length >= index + 2 ? (transparency[index]! << 8) | transparency[index + 1]! : -1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (colorType === 3) {
        const index = sample(y, x, 0);
        out[o] = palette![index * 3] ?? 0;
        out[o + 1] = palette![index * 3 + 1] ?? 0;
        out[o + 2] = palette![index * 3 + 2] ?? 0;
        out[o + 3] = transparency && index < transparency.length ? transparency[index]! : 255;
      } else if (colorType === 0 || colorType === 4) {
        const gray = sample(y, x, 0);
        out[o] = out[o + 1] = out[o + 2] = to8(gray);
        out[o + 3] = colorType === 4 ? to8(sample(y, x, 1)) : gray === transparent16(0) ? 0 : 255;
      } else {
        const r = sample(y, x, 0);
        const g = sample(y, x, 1);
        const b = sample(y, x, 2);
        out[o] = to8(r);
        out[o + 1] = to8(g);
        out[o + 2] = to8(b);
        out[o + 3] = colorType === 6 ? to8(sample(y, x, 3)) : r === transparent16(0) && g === transparent16(2) && b === transparent16(4) ? 0 : 255;
      }
    }
  }
  return out;
}
