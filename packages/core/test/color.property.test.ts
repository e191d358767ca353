import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEX_COLOR_PATTERN, formatHexColor, grayPercent, isGray, parseColor, parseHexColor, toCmykPercent } from '../src/color';
import { gray, hexSpelling, rgb } from './arbitraries';

// 16.7 M colors: 2 000 random ones per rule cover every channel value many times over.
const COLOR_RUNS = 2000;
// Arbitrary values are cheap; 1 000 per run gives plenty of odd strings and objects.
const ANY_VALUE_RUNS = 1000;

describe('color properties', () => {
  it('parseColor and parseHexColor never throw, for any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.string({ unit: 'binary' })), (value) => {
        const parsed = parseColor(value);
        expect(parsed === undefined || parsed === 'transparent' || typeof parsed === 'object').toBe(true);
        parseHexColor(value);
      }),
      { numRuns: ANY_VALUE_RUNS },
    );
  });

  it('formatHexColor round-trips through parseColor', () => {
    fc.assert(
      fc.property(rgb, (color) => {
        const text = formatHexColor(color);
        expect(text).toMatch(/^#[0-9A-F]{6}$/);
        expect(parseColor(text)).toEqual(color);
        expect(parseHexColor(text.slice(1).toLowerCase())).toEqual(color);
      }),
      { numRuns: COLOR_RUNS },
    );
  });

  it('every accepted spelling normalizes to a form that parses back to the same color', () => {
    fc.assert(
      fc.property(hexSpelling, (spelling) => {
        const color = parseHexColor(spelling);
        expect(color).toBeDefined();
        expect(parseHexColor(formatHexColor(color!))).toEqual(color);
      }),
      { numRuns: COLOR_RUNS },
    );
  });

  it('the 3-digit form equals the doubled 6-digit form', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 3, maxLength: 3 }), (digits) => {
        const doubled = digits.map((digit) => digit + digit).join('');
        expect(parseHexColor(digits.join(''))).toEqual(parseHexColor(doubled));
      }),
    );
  });

  it('CMYK components are whole percents in 0–100', () => {
    fc.assert(
      fc.property(rgb, (color) => {
        for (const value of Object.values(toCmykPercent(color))) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: COLOR_RUNS },
    );
  });

  it('gray colors use black ink only (c = m = y = 0) and match grayPercent', () => {
    fc.assert(
      fc.property(gray, (color) => {
        expect(isGray(color)).toBe(true);
        const cmyk = toCmykPercent(color);
        expect(cmyk.c).toBe(0);
        expect(cmyk.m).toBe(0);
        expect(cmyk.y).toBe(0);
        expect(cmyk.k).toBe(100 - grayPercent(color));
      }),
      // Only 256 grays exist.
      { numRuns: 256 },
    );
  });
});

describe('HEX_COLOR_PATTERN', () => {
  it('matches exactly the trimmed strings parseHexColor reads, so a schema using it agrees with the parser', () => {
    const hexish = fc.string({ unit: fc.constantFrom('#', 'a', 'F', '0', '9', 'g', ' '), maxLength: 8 });
    fc.assert(
      fc.property(fc.oneof(hexish, hexSpelling, fc.string()), (input) => {
        const trimmed = input.trim();
        expect(HEX_COLOR_PATTERN.test(trimmed)).toBe(parseHexColor(trimmed) !== undefined);
      }),
      { numRuns: COLOR_RUNS },
    );
  });
});
