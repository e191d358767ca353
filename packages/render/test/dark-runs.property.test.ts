import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darkRuns, packedDarkRuns } from '../src/dark-runs';
import { anyMatrix, differingModules } from './support/arbitrary-matrix';

/** A version-40 matrix holds thousands of runs; 50 matrices cover every size class often. */
const RUNS = 50;

describe('darkRuns and packedDarkRuns', () => {
  it('cover exactly the dark modules with maximal runs, row by row, in both forms', () => {
    fc.assert(
      fc.property(anyMatrix, (matrix) => {
        const { size, modules } = matrix;
        const packed = packedDarkRuns(matrix);
        const runs = [...darkRuns(matrix)];
        expect(packed.length).toBe(3 * runs.length);
        const painted = new Uint8Array(size * size);
        const wrong: string[] = [];
        let previousStart = -1;
        runs.forEach((run, i) => {
          const start = run.y * size + run.x;
          const end = start + run.length;
          if (packed[3 * i] !== run.x || packed[3 * i + 1] !== run.y || packed[3 * i + 2] !== run.length) wrong.push(`packed ${i}`);
          // Maximal (a light module or the row's edge on both sides), inside one row, in order.
          if (run.length < 1 || run.x + run.length > size) wrong.push(`bounds ${i}`);
          if (run.x > 0 && modules[start - 1] === 1) wrong.push(`left ${i}`);
          if (run.x + run.length < size && modules[end] === 1) wrong.push(`right ${i}`);
          if (start <= previousStart) wrong.push(`order ${i}`);
          previousStart = start;
          painted.fill(1, start, end);
        });
        expect(wrong).toEqual([]);
        expect(differingModules(painted, modules)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
