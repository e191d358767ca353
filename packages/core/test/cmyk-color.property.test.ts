import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmykToRgb, formatCmykColor, isCmykPercent, parseCmykColor } from '../src/cmyk-color';
import { isGray, parseHexColor, toCmykPercent } from '../src/color';

const RUNS = 2000;
const percent = fc.integer({ min: 0, max: 100 });
const cmyk = fc.record({ c: percent, m: percent, y: percent, k: percent });

describe('CMYK color properties', () => {
  it('never throws, and reads nothing that is not cmyk: and four whole percents 0–100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.string({ unit: 'binary' })), (value) => {
        const parsed = parseCmykColor(value);
        if (parsed !== undefined) {
          expect(isCmykPercent(parsed)).toBe(true);
          expect(String(value).trim().toLowerCase().startsWith('cmyk:')).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('formatCmykColor round-trips, in any case of the prefix and with blanks around the numbers', () => {
    fc.assert(
      fc.property(cmyk, fc.constantFrom('cmyk:', 'CMYK:', 'Cmyk:'), fc.constantFrom('', ' '), (color, prefix, blank) => {
        expect(parseCmykColor(formatCmykColor(color))).toEqual(color);
        const spaced = `${prefix}${[color.c, color.m, color.y, color.k].map((ink) => `${blank}${ink}${blank}`).join(',')}`;
        expect(parseCmykColor(` ${spaced} `)).toEqual(color);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses an ink above 100, a missing or extra ink, a fraction or a sign', () => {
    fc.assert(
      fc.property(cmyk, fc.integer({ min: 101, max: 999 }), fc.integer({ min: 0, max: 3 }), (color, over, index) => {
        const inks = [color.c, color.m, color.y, color.k];
        const with_ = (value: string) => `cmyk:${inks.map((ink, at) => (at === index ? value : String(ink))).join(',')}`;
        expect(parseCmykColor(with_(String(over)))).toBeUndefined();
        expect(parseCmykColor(with_(`${inks[index]}.5`))).toBeUndefined();
        expect(parseCmykColor(with_(`-${inks[index]}`))).toBeUndefined();
        expect(parseCmykColor(`cmyk:${inks.slice(0, 3).join(',')}`)).toBeUndefined();
        expect(parseCmykColor(`cmyk:${inks.join(',')},0`)).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  it('is never mistaken for a hex color, nor a hex color for CMYK', () => {
    fc.assert(
      fc.property(cmyk, (color) => {
        expect(parseHexColor(formatCmykColor(color))).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
    expect(parseCmykColor('1d4ed8')).toBeUndefined();
  });

  it('shows K alone as a gray, and no ink as white', () => {
    fc.assert(
      fc.property(percent, (k) => {
        const shown = cmykToRgb({ c: 0, m: 0, y: 0, k });
        expect(isGray(shown)).toBe(true);
        expect(shown.r).toBe(Math.round(255 * (1 - k / 100)));
      }),
      { numRuns: 101 },
    );
    expect(cmykToRgb({ c: 0, m: 0, y: 0, k: 0 })).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('comes back through the hex conversion within a percent per ink when one of C, M, Y is 0 and K at most 50', () => {
    // The hex conversion replaces the gray component fully, so only builds with one of C, M, Y
    // at 0 can come back. Rounding to 8-bit channels moves an ink by at most one percent while
    // a channel keeps 128 levels or more (K ≤ 50); above that the levels are coarser.
    const inks = ['c', 'm', 'y'] as const;
    const gcr = fc.tuple(cmyk, fc.constantFrom(...inks), fc.integer({ min: 0, max: 50 })).map(([color, zero, k]) => ({ ...color, [zero]: 0, k }));
    fc.assert(
      fc.property(gcr, (color) => {
        const back = toCmykPercent(cmykToRgb(color));
        for (const ink of ['c', 'm', 'y', 'k'] as const) expect(Math.abs(back[ink] - color[ink])).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });
});
