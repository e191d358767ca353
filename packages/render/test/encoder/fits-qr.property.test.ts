import { ERROR_CORRECTION_LEVELS } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../src/encoder/encode-qr';
import { fitsQr, highestEccThatFits } from '../../src/encoder/fits-qr';

/** Around every level's version-40 limit (1273 bytes at H to 7089 digits at L). */
const content = fc.oneof(
  fc.tuple(fc.constantFrom('7', 'Q', 'q', 'é', '東', '🙂', '7Q', 'q7', 'A1b'), fc.integer({ min: 0, max: 7200 })).map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length))),
  fc.string({ maxLength: 3000 }),
  fc.string({ maxLength: 1400, unit: 'grapheme' }),
);

function encodes(text: string, ecc: (typeof ERROR_CORRECTION_LEVELS)[number]): boolean {
  try {
    encodeQr(text, { ecc });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

describe('fitsQr (properties)', () => {
  it('agrees with whether encodeQr throws', () => {
    fc.assert(
      fc.property(content, fc.constantFrom(...ERROR_CORRECTION_LEVELS), (text, ecc) => {
        expect(fitsQr(text, ecc)).toBe(encodes(text, ecc));
      }),
    );
  });

  it('highestEccThatFits is the first of H, Q, M, L that fits', () => {
    fc.assert(
      fc.property(content, (text) => {
        expect(highestEccThatFits(text)).toBe((['H', 'Q', 'M', 'L'] as const).find((ecc) => fitsQr(text, ecc)));
      }),
    );
  });
});
