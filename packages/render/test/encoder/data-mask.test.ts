import { describe, expect, it } from 'vitest';
import { maskInverts, maskRows } from '../../src/encoder/data-mask';
import { unpackRows } from '../../src/encoder/packed-lines';
import { symbolTemplate } from '../../src/encoder/symbol-template';

/** ISO/IEC 18004 Table 10 as written there: i is the row, j the column; the mask inverts where the condition holds. */
const TABLE_10: readonly ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

/** Figure 23's 6 × 6 corner of mask 4 (000111 / 000111 / 111000 …), written out by hand. */
const MASK_4_CORNER = ['111000', '111000', '000111', '000111', '111000', '111000'];

describe('maskInverts', () => {
  it('follows Table 10 for every mask over a version-40 symbol', () => {
    for (let mask = 0; mask < 8; mask++) {
      for (let i = 0; i < 177; i++) for (let j = 0; j < 177; j++) if (maskInverts(mask, i, j) !== TABLE_10[mask]!(i, j)) expect.fail(`mask ${mask} at ${i},${j}`);
    }
    const corner = MASK_4_CORNER.map((_, i) => Array.from({ length: 6 }, (_, j) => (maskInverts(4, i, j) ? '1' : '0')).join(''));
    expect(corner).toEqual(MASK_4_CORNER);
  });

  it('knows only masks 0–7', () => {
    expect(() => maskInverts(8, 0, 0)).toThrow(RangeError);
  });
});

describe('maskRows', () => {
  it.each([1, 2, 7, 32, 40])('version %i: inverts exactly the encoding-region modules Table 10 selects', (version) => {
    const template = symbolTemplate(version);
    const { size } = template;
    for (let mask = 0; mask < 8; mask++) {
      const modules = unpackRows(maskRows(template, mask), size);
      const expected = modules.map((_, index) => (!template.reserved[index] && TABLE_10[mask]!(Math.floor(index / size), index % size) ? 1 : 0));
      expect(modules).toEqual(expected);
    }
  });
});
