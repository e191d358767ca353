import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WHITE } from '../src/color';
import { contrastRatio } from '../src/contrast-ratio';
import { MIN_ACCENT_CONTRAST, readableAccent } from '../src/readable-accent';
import { rgb } from './arbitraries';

const RUNS = 2000;

describe('readableAccent', () => {
  it('always reaches 4.5:1 against white, and a color that already does is unchanged', () => {
    fc.assert(
      fc.property(rgb, (color) => {
        const accent = readableAccent(color, WHITE);
        expect(contrastRatio(accent, WHITE)).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST);
        if (contrastRatio(color, WHITE) >= MIN_ACCENT_CONTRAST) expect(accent).toEqual(color);
        else expect(relativeDarker(accent, color)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('reaches 4.5:1 against any background', () => {
    fc.assert(
      fc.property(rgb, rgb, (color, background) => {
        expect(contrastRatio(readableAccent(color, background), background)).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST);
      }),
      { numRuns: RUNS },
    );
  });

  it('darkens a light brand yellow only as far as needed', () => {
    const yellow = { r: 0xff, g: 0xcc, b: 0x00 };
    const accent = readableAccent(yellow, WHITE);
    expect(contrastRatio(accent, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, WHITE)).toBeLessThan(5.2);
    expect(accent.r).toBeGreaterThan(accent.b);
  });
});

function relativeDarker(a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }): boolean {
  return a.r <= b.r && a.g <= b.g && a.b <= b.b;
}
