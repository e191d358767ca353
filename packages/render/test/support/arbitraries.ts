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

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * The gray jsqr binarizes: Rec. 709 weights on the gamma-encoded channels, not WCAG's
 * linearized luminance, so a pair 4:1 apart by WCAG can be a few gray levels apart here.
 */
function jsqrGray(color: Rgb): number {
  return 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b;
}

/**
 * Gray levels a dark module stays below half the light gray. jsqr takes an 8×8-pixel block of
 * one color for background and puts its black point at half the block's gray, so a quiet zone
 * of a dark light color (#ED00F9, gray 68, black point 34) turns a foreground of gray 37
 * (#003400, 4:1 by WCAG) light and the finder patterns vanish. The margin keeps the pair clear
 * of that edge, where the average over neighboring blocks decides.
 */
const JSQR_GRAY_MARGIN = 8;

/** Whether jsqr's binarizer separates `foreground` from `background` wherever it looks. */
function jsqrSeparates(foreground: Rgb, background: Rgb): boolean {
  return jsqrGray(foreground) <= jsqrGray(background) / 2 - JSQR_GRAY_MARGIN;
}

/**
 * Opaque color pairs a scanner is expected to read: dark foreground, contrast ≥ 4:1, and
 * apart enough in jsqr's gray for the decoder these tests read with (see {@link jsqrSeparates}):
 * a pair core's contrast rule passes but jsqr cannot binarize would test jsqr, not the writers.
 */
export const readableColors: fc.Arbitrary<{ foreground: Rgb; background: Rgb }> = fc
  .record({ foreground: rgb, background: rgb })
  .filter(
    ({ foreground, background }) =>
      relativeLuminance(foreground) < relativeLuminance(background) &&
      contrastRatio(foreground, background) >= MIN_READABLE_CONTRAST &&
      jsqrSeparates(foreground, background),
  );

/** A foreground readable on white, for transparent backgrounds composited over white (jsqr's gray too). */
export const darkOnWhite: fc.Arbitrary<Rgb> = rgb.filter(
  (color) => contrastRatio(color, WHITE) >= MIN_READABLE_CONTRAST && jsqrSeparates(color, WHITE),
);

/** `name` in a random mix of upper and lower case letters (`Sra3`, `pNg`). */
export function mixedCase(name: string): fc.Arbitrary<string> {
  return fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }).map((flips) => [...name].map((char, i) => (flips[i] ? char.toUpperCase() : char.toLowerCase())).join(''));
}
