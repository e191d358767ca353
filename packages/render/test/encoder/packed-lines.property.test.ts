import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packColumns, packRows, unpackRows, wordsPerLine } from '../../src/encoder/packed-lines';

/** Sizes of versions 1–40: one to six words per line, lines ending anywhere in a word. */
const size = fc.integer({ min: 1, max: 40 }).map((version) => 17 + 4 * version);
/** Random matrices of up to 177² modules are slow to generate; 40 covers each word count several times. */
const MATRIX_RUNS = 40;

const matrix = size.chain((n) => fc.uint8Array({ min: 0, max: 1, minLength: n * n, maxLength: n * n }).map((modules) => ({ size: n, modules })));

describe('packed lines', () => {
  it('unpack the packed rows to the same matrix', () => {
    fc.assert(
      fc.property(matrix, ({ size: n, modules }) => {
        expect(unpackRows(packRows(modules, n), n)).toEqual(modules);
      }),
      { numRuns: MATRIX_RUNS },
    );
  });

  it('pack columns as the rows of the transposed matrix, bit k of word ⌊k/32⌋ for module k', () => {
    fc.assert(
      fc.property(matrix, ({ size: n, modules }) => {
        const transposed = modules.map((_, i) => modules[(i % n) * n + Math.floor(i / n)]!);
        const columns = packColumns(modules, n);
        expect(columns).toEqual(packRows(transposed, n));
        const words = wordsPerLine(n);
        const bit = (x: number, y: number) => (columns[x * words + (y >> 5)]! >>> (y & 31)) & 1;
        expect(modules.every((module, i) => bit(i % n, Math.floor(i / n)) === module)).toBe(true);
      }),
      { numRuns: MATRIX_RUNS },
    );
  });
});
