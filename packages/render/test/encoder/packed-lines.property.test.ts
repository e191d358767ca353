import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packRows, unpackRows, wordsPerLine } from '../../src/encoder/packed-lines';

/** Sizes of versions 1–40: one to six words per line, lines ending anywhere in a word. */
const size = fc.integer({ min: 1, max: 40 }).map((version) => 17 + 4 * version);
/** Random matrices of up to 177² modules are slow to generate; 40 covers each word count several times. */
const MATRIX_RUNS = 40;

const matrix = size.chain((n) => fc.uint8Array({ min: 0, max: 1, minLength: n * n, maxLength: n * n }).map((modules) => ({ size: n, modules })));

describe('packed rows', () => {
  it('unpack the packed rows to the same matrix', () => {
    fc.assert(
      fc.property(matrix, ({ size: n, modules }) => {
        expect(unpackRows(packRows(modules, n), n)).toEqual(modules);
      }),
      { numRuns: MATRIX_RUNS },
    );
  });

});
