import { ERROR_CORRECTION_LEVELS, type ErrorCorrection } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { expectReferenceMaskChoice } from '../support/reference-mask-choice';
import { referencePenalty } from '../support/reference-penalty';

// The mask encodeQr chooses (ISO/IEC 18004 §7.8.3) against the test's own plain-loop penalty.

/** A size × size grid, dark where `isDark(row, column)`. */
function grid(size: number, isDark: (row: number, column: number) => boolean): { size: number; modules: Uint8Array } {
  const modules = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) modules[row * size + column] = isDark(row, column) ? 1 : 0;
  }
  return { size, modules };
}

describe('reference penalty, on grids counted by hand', () => {
  it('all light 21×21: 42 runs of 21 (3 + 16 each), 20×20 blocks, no finder-like window, 0 % dark', () => {
    expect(referencePenalty(grid(21, () => false))).toEqual({ n1: 42 * 19, n2: 400 * 3, n3: 0, n4: 100, total: 798 + 1200 + 100 });
  });

  it('checkerboard 21×21: no run, no block, 221 of 441 dark (50.1 %)', () => {
    expect(referencePenalty(grid(21, (row, column) => (row + column) % 2 === 0))).toEqual({ n1: 0, n2: 0, n3: 0, n4: 0, total: 0 });
  });

  it('counts 1011101 0000 and 0000 1011101 in rows and columns, each orientation on its own', () => {
    const rowPattern = [0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0]; // both windows overlap on the dark part
    const inRow = grid(15, (row, column) => row === 7 && rowPattern[column] === 1);
    const inColumn = grid(15, (row, column) => column === 7 && rowPattern[row] === 1);
    expect(referencePenalty(inRow).n3).toBe(80);
    expect(referencePenalty(inColumn).n3).toBe(80);
    // Only the light side inside the symbol counts: cut to 11 modules, one window remains.
    const cut = grid(11, (row, column) => row === 3 && rowPattern[column] === 1);
    expect(referencePenalty(cut).n3).toBe(40);
  });

  it('scores N4 in whole 5 % steps: 180 of 400 dark is one step, 181 is none', () => {
    expect(referencePenalty(grid(20, (row, column) => row * 20 + column < 180)).n4).toBe(10);
    expect(referencePenalty(grid(20, (row, column) => row * 20 + column < 181)).n4).toBe(0);
  });

  it('scores a run of k ≥ 5 as 3 + (k − 5) and shorter runs not at all', () => {
    // One dark row of a 9×9 light grid: 8 light rows and the dark row, runs of 9 (3 + 4 each),
    // and in every column two light runs of 4 split by the dark module (nothing).
    expect(referencePenalty(grid(9, (row) => row === 4)).n1).toBe(9 * 7);
  });
});

interface MaskCase {
  readonly name: string;
  readonly content: string;
  readonly ecc: ErrorCorrection;
  readonly minVersion?: number;
}

/** Modes, levels and layouts: version information from 7, the odd alignment step of 32, the largest symbol. */
const CASES: MaskCase[] = [
  ...ERROR_CORRECTION_LEVELS.map((ecc) => ({ name: `short link at ${ecc}`, content: 'https://qr.example.com/Ab3dE7x', ecc })),
  { name: 'digits', content: '31415926535897932384626433832795', ecc: 'L' },
  { name: 'alphanumeric', content: 'HELLO WORLD $%*+-./:', ecc: 'Q' },
  { name: 'mixed modes', content: 'ABC123456789012abc', ecc: 'H' },
  { name: 'UTF-8 beyond the BMP', content: 'Grüße aus 東京 🚀🎉', ecc: 'M' },
  { name: 'version 7 by minVersion', content: 'quietzone', ecc: 'L', minVersion: 7 },
  { name: 'version 32 by minVersion', content: 'https://qr.example.com/Ab3dE7x', ecc: 'Q', minVersion: 32 },
  { name: 'a full version 40 at L', content: 'abcdefghijklmnopqrstuvwxyz'.repeat(114).slice(0, 2953), ecc: 'L' },
];

describe('encodeQr chooses the mask of lowest reference penalty, and forcing a mask gives it', () => {
  it.each(CASES)('$name', ({ content, ecc, minVersion }) => {
    expectReferenceMaskChoice(content, { ecc, ...(minVersion ? { minVersion } : {}) });
  });
});
