import { BLACK, ERROR_CORRECTION_LEVELS, type Color, type Rgb } from '@quietzone/core';
import fc from 'fast-check';
import { darkOnWhite, readableColors } from './arbitraries';

/** Each run encodes, writes and decodes one image (~10–20 ms here); 40 keeps a file near a second. */
export const DECODE_RUNS = 40;

/** Up to version ~14 at ECC H, so multi-block interleaving is covered; longer only costs decode time. */
const MAX_ASCII_LENGTH = 300;

/** Up to 4 UTF-8 bytes per code point, so 80 reaches the same byte counts as the ASCII case. */
const MAX_UNICODE_LENGTH = 80;

/** Decode time grows with the pixel count; the writers paint every module size the same way. */
const MODULE_SIZE = { min: 2, max: 5 } as const;

export const content: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...asciiPrintable()), minLength: 1, maxLength: MAX_ASCII_LENGTH }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: MAX_UNICODE_LENGTH }),
);

function asciiPrintable(): string[] {
  return Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
}

export const colors: fc.Arbitrary<{ foreground: Rgb; background: Color }> = fc.oneof(
  fc.constant({ foreground: BLACK, background: { r: 255, g: 255, b: 255 } as Color }),
  readableColors,
  darkOnWhite.map((foreground) => ({ foreground, background: 'transparent' as Color })),
);

export const renderCase = fc.record({
  content,
  ecc: fc.constantFrom(...ERROR_CORRECTION_LEVELS),
  moduleSize: fc.integer(MODULE_SIZE),
  colors,
});
