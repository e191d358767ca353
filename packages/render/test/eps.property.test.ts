import { BLACK, WHITE } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darkRuns } from '../src/dark-runs';
import { writeEps } from '../src/eps';
import type { QrMatrix } from '../src/matrix';
import { anyMatrix } from './support/arbitrary-matrix';

/** A version-40 matrix holds thousands of runs; 50 matrices cover every size class often. */
const RUNS = 50;
const LINE_LENGTH = 76;

/**
 * The run section as the writer built it before it wrote bytes directly: each run an
 * `x y length r` string (y counted upwards), joined with spaces into lines shorter than 76
 * characters, then `fill` — the reference the byte writer must reproduce exactly.
 */
function referenceRunLines(matrix: QrMatrix): string[] {
  const lines: string[] = [];
  let line = '';
  for (const run of darkRuns(matrix)) {
    const operation = `${4 + run.x} ${4 + matrix.size - run.y - 1} ${run.length} r`;
    if (line.length + operation.length >= LINE_LENGTH) {
      lines.push(line);
      line = operation;
    } else {
      line = line ? `${line} ${operation}` : operation;
    }
  }
  return line ? [...lines, line, 'fill'] : [];
}

describe('writeEps run section', () => {
  it('is, for any matrix (all light to all dark, versions 1-40), the string-built runs byte for byte', () => {
    fc.assert(
      fc.property(anyMatrix, (matrix) => {
        const text = new TextDecoder().decode(writeEps(matrix, { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' }));
        const lines = text.split('\n');
        const colorLine = lines.indexOf('0 setgray');
        const end = lines.indexOf('grestore');
        expect(lines.slice(colorLine + 1, end)).toEqual(referenceRunLines(matrix));
        expect(lines.slice(end)).toEqual(['grestore', 'end', 'showpage', '%%EOF', '']);
      }),
      { numRuns: RUNS },
    );
  });
});
