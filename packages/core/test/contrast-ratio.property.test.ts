import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brightnessDifference } from '../src/brightness-difference';
import { contrastRatio } from '../src/contrast-ratio';
import { rgb } from './arbitraries';

// Pure arithmetic: 2 000 random pairs per rule is fast and spreads over the whole range.
const PAIR_RUNS = 2000;

describe('contrastRatio and brightnessDifference properties', () => {
  it('contrastRatio is symmetric and lies in [1, 21]', () => {
    fc.assert(
      fc.property(rgb, rgb, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBe(contrastRatio(b, a));
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
      { numRuns: PAIR_RUNS },
    );
  });

  it('contrastRatio is 1 for equal colors', () => {
    fc.assert(fc.property(rgb, (a) => {
        expect(contrastRatio(a, { ...a })).toBe(1);
      }), { numRuns: PAIR_RUNS });
  });

  it('brightnessDifference is symmetric, in [0, 1], 0 for equal colors', () => {
    fc.assert(
      fc.property(rgb, rgb, (a, b) => {
        const difference = brightnessDifference(a, b);
        expect(difference).toBe(brightnessDifference(b, a));
        expect(difference).toBeGreaterThanOrEqual(0);
        expect(difference).toBeLessThanOrEqual(1);
        expect(brightnessDifference(a, a)).toBe(0);
      }),
      { numRuns: PAIR_RUNS },
    );
  });
});
