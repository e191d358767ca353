import type { Rgb } from '@quietzone/core';
import fc from 'fast-check';
import { contrastRatio, relativeLuminance } from './decode-image';

export const rgb: fc.Arbitrary<Rgb> = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
});

/** The contract recommends at least 4:1, dark modules on a light ground (image rule 3). */
const MIN_READABLE_CONTRAST = 4;

/** Opaque color pairs a scanner is expected to read: dark foreground, contrast ≥ 4:1. */
export const readableColors: fc.Arbitrary<{ foreground: Rgb; background: Rgb }> = fc
  .record({ foreground: rgb, background: rgb })
  .filter(
    ({ foreground, background }) =>
      relativeLuminance(foreground) < relativeLuminance(background) &&
      contrastRatio(foreground, background) >= MIN_READABLE_CONTRAST,
  );

/** A foreground readable on white, for transparent backgrounds composited over white. */
export const darkOnWhite: fc.Arbitrary<Rgb> = rgb.filter(
  (color) => contrastRatio(color, { r: 255, g: 255, b: 255 }) >= MIN_READABLE_CONTRAST,
);

/** `name` in a random mix of upper and lower case letters (`Sra3`, `pNg`). */
export function mixedCase(name: string): fc.Arbitrary<string> {
  return fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }).map((flips) => [...name].map((char, i) => (flips[i] ? char.toUpperCase() : char.toLowerCase())).join(''));
}
