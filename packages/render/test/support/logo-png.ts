import type { Rgb } from '@quietzone/core';
import { PNG } from 'pngjs';

const LOGO_PIXELS = 512;
/** Transparent border of the test logo, so its corners show the white area behind it. */
const TRANSPARENT_BORDER = 128;

/**
 * A stand-in for a normalized logo (transparent 512×512 PNG, as normalizeLogo produces): a
 * square of `color` with a transparent border, written by pngjs.
 */
export function logoPng(color: Rgb): Uint8Array {
  const png = new PNG({ width: LOGO_PIXELS, height: LOGO_PIXELS });
  for (let y = 0; y < LOGO_PIXELS; y++) {
    for (let x = 0; x < LOGO_PIXELS; x++) {
      const inside = [x, y].every((v) => v >= TRANSPARENT_BORDER && v < LOGO_PIXELS - TRANSPARENT_BORDER);
      png.data.set(inside ? [color.r, color.g, color.b, 255] : [0, 0, 0, 0], (y * LOGO_PIXELS + x) * 4);
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}
