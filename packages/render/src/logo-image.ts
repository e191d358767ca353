import { PNG_COLOR_TYPE, encodePng } from './internal/encode-png';
import { decodePng } from './internal/decode-png';
import type { RgbaImage } from './rgba-image';
import { resampleRgba } from './internal/resample-rgba';

export type { RgbaImage } from './rgba-image';

/** Side of the normalized logo in pixels (contract: a transparent 512×512 PNG). */
export const LOGO_PIXELS = 512;

/** Largest accepted upload: 1 MB read as 1 MiB, 1,048,576 bytes (contract, Logo). */
export const MAX_LOGO_BYTES = 1_048_576;

/**
 * Decoded-size cap against decompression bombs: a 1 MB PNG can claim gigapixels. 25 MP still
 * admits any real photo or artwork (6000×4000 is 24 MP).
 */
export const MAX_LOGO_INPUT_PIXELS = 25_000_000;

/**
 * A logo as every writer draws it, made without any native code (browsers, Workers, Deno): the
 * pixels fitted into a transparent 512×512 square with their aspect ratio kept and centred,
 * scaled by area averaging, written as an 8-bit RGBA PNG. `image` is a canvas `ImageData`
 * or any `{ width, height, data }` of straight-alpha RGBA bytes. The same pixels give the
 * same bytes on every runtime. (On Node, `@quietzone/render/node`'s `normalizeLogo` also
 * reads JPEG and WebP, through sharp.)
 */
export function logoFromImage(image: RgbaImage): Uint8Array {
  const { width, height, data } = image ?? {};
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new TypeError('logo image needs positive integer width and height');
  }
  if (!(data instanceof Uint8Array || data instanceof Uint8ClampedArray) || data.length !== width * height * 4) {
    throw new TypeError(`logo image data must be ${width * height * 4} RGBA bytes (width × height × 4)`);
  }
  if (width * height > MAX_LOGO_INPUT_PIXELS) throw new RangeError(`logo is ${width}×${height} pixels; the limit is ${MAX_LOGO_INPUT_PIXELS} pixels`);
  const scale = LOGO_PIXELS / Math.max(width, height);
  const fittedWidth = Math.max(1, Math.round(width * scale));
  const fittedHeight = Math.max(1, Math.round(height * scale));
  const left = (LOGO_PIXELS - fittedWidth) >> 1;
  const top = (LOGO_PIXELS - fittedHeight) >> 1;
  const premultiplied = resampleRgba(image, fittedWidth, fittedHeight);
  const rowBytes = LOGO_PIXELS * 4 + 1;
  // Filter type 0 on every row (PNG spec §9.2); the padding stays (0, 0, 0, 0).
  const scanlines = new Uint8Array(rowBytes * LOGO_PIXELS);
  for (let y = 0; y < fittedHeight; y++) {
    for (let x = 0; x < fittedWidth; x++) {
      const from = (y * fittedWidth + x) * 4;
      const alpha = premultiplied[from + 3]!;
      if (alpha === 0) continue;
      const to = (top + y) * rowBytes + 1 + (left + x) * 4;
      // PNG stores straight alpha (PNG spec §12.3).
      for (let c = 0; c < 3; c++) scanlines[to + c] = Math.min(255, Math.round((premultiplied[from + c]! * 255) / alpha));
      scanlines[to + 3] = Math.min(255, Math.round(alpha));
    }
  }
  return encodePng({ width: LOGO_PIXELS, height: LOGO_PIXELS, bitDepth: 8, colorType: PNG_COLOR_TYPE.rgba }, scanlines);
}

/** A PNG logo (any color type, not interlaced) decoded and fitted as {@link logoFromImage} does. */
export function logoFromPng(png: Uint8Array): Uint8Array {
  if (!(png instanceof Uint8Array)) throw new TypeError('logo must be a Uint8Array of PNG bytes');
  if (png.length > MAX_LOGO_BYTES) throw new RangeError(`logo is ${png.length} bytes; the limit is ${MAX_LOGO_BYTES} bytes (1 MB)`);
  return logoFromImage(decodePng(png, MAX_LOGO_INPUT_PIXELS));
}
