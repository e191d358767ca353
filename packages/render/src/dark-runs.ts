import type { QrMatrix } from './matrix';

/** A horizontal run of dark modules: `length` modules starting at column `x` of row `y`. */
export interface DarkRun {
  readonly x: number;
  readonly y: number;
  readonly length: number;
}

/**
 * Dark modules merged into horizontal runs, row by row. Every vector writer draws these, so a
 * row of dark modules is one shape with no hairline seams between neighbours.
 */
export function* darkRuns(matrix: QrMatrix): Generator<DarkRun> {
  const { size, modules } = matrix;
  for (let y = 0; y < size; y++) {
    const row = y * size;
    let x = 0;
    while (x < size) {
      if (modules[row + x] !== 1) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules[row + x] === 1) x++;
      yield { x: start, y, length: x - start };
    }
  }
}
