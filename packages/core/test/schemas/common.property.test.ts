import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugSchema } from '../../src/schemas/common';

/** The intended language, written without a regex: 2–63 of a-z0-9-, no hyphen at either end. */
function isIntendedSlug(value: string): boolean {
  if (value.length < 2 || value.length > 63) return false;
  for (const char of value) {
    const ok = (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') || char === '-';
    if (!ok) return false;
  }
  return !value.startsWith('-') && !value.endsWith('-');
}

// Past the 63-character maximum by a few, so both length bounds are exercised.
const MAX_LENGTH = 70;
// Near-miss characters (upper case, underscore, dot, space, non-ASCII, newline) beside the valid ones.
const UNIT = fc.constantFrom(...'abz09-', 'A', 'Z', '_', '.', ' ', 'é', '\n', 'ß');

describe('slugSchema (property)', () => {
  it('accepts exactly the intended language over slug-like strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: UNIT, maxLength: MAX_LENGTH }), (value) => {
        expect(slugSchema.safeParse(value).success).toBe(isIntendedSlug(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts exactly the intended language over arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: MAX_LENGTH }), (value) => {
        expect(slugSchema.safeParse(value).success).toBe(isIntendedSlug(value));
      }),
    );
  });

  it('accepts every well-formed slug', () => {
    const inner = fc.string({ unit: fc.constantFrom(...'abcxyz0189-'), maxLength: 61 });
    const edge = fc.constantFrom(...'az09');
    fc.assert(
      fc.property(edge, inner, edge, (first, middle, last) => {
        expect(slugSchema.safeParse(first + middle + last).success).toBe(true);
      }),
    );
  });
});
