import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CORRECTION_LEVELS, parseErrorCorrection } from '../src/error-correction';

describe('parseErrorCorrection properties', () => {
  it('never throws and yields a level or nothing, for any value', () => {
    // 1 000 arbitrary values: cheap, and enough to meet strings, arrays and objects alike.
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const level = parseErrorCorrection(value);
        expect(level === undefined || ERROR_CORRECTION_LEVELS.includes(level)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
