import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GTIN_LENGTHS, gs1CheckDigit, parseGtin } from '../../src/gs1/gtin';
import { gtin14, validGtin } from './arbitraries';

// Digit strings are cheap to check; 2 000 runs cover every length and check digit many times.
const RUNS = 2000;

describe('GTIN properties', () => {
  it('every GTIN-8/12/13 normalizes to the zero-padded GTIN-14 with the same check digit', () => {
    fc.assert(
      fc.property(validGtin, (gtin) => {
        const result = parseGtin(gtin);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value).toHaveLength(14);
        expect(result.value).toBe(gtin.padStart(14, '0'));
        expect(result.value.slice(-1)).toBe(gtin.slice(-1));
        // The padded GTIN-14 is itself valid: leading zeros weigh nothing.
        expect(gs1CheckDigit(result.value.slice(0, -1))).toBe(Number(gtin.slice(-1)));
      }),
      { numRuns: RUNS },
    );
  });

  it('every wrong check digit is refused, naming the right one', () => {
    fc.assert(
      fc.property(validGtin, fc.integer({ min: 1, max: 9 }), (gtin, shift) => {
        const wrong = `${gtin.slice(0, -1)}${(Number(gtin.slice(-1)) + shift) % 10}`;
        const result = parseGtin(wrong);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.failure.expected_check_digit).toBe(Number(gtin.slice(-1)));
      }),
      { numRuns: RUNS },
    );
  });

  it('any single-digit change of the body is caught (mod 10 with weights 1 and 3 catches all of them)', () => {
    fc.assert(
      fc.property(gtin14, fc.nat(12), fc.integer({ min: 1, max: 9 }), (gtin, position, shift) => {
        const digit = (Number(gtin[position]) + shift) % 10;
        const changed = `${gtin.slice(0, position)}${digit}${gtin.slice(position + 1)}`;
        expect(parseGtin(changed).ok).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('only strings of exactly 8, 12, 13 or 14 digits are GTINs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (value) => {
        const result = parseGtin(value);
        if (result.ok) {
          expect(/^\d+$/.test(value)).toBe(true);
          expect(GTIN_LENGTHS).toContain(value.length);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
