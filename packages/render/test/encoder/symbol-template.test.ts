import { describe, expect, it } from 'vitest';
import { alignmentCenters } from '../../src/encoder/alignment-centers';
import { totalCodewords } from '../../src/encoder/error-correction-blocks';
import { unpackRows } from '../../src/encoder/packed-lines';
import { symbolTemplate } from '../../src/encoder/symbol-template';
import { versionInformation } from '../../src/encoder/version-information';

/** ISO/IEC 18004 Table 1: remainder bits after the last codeword, versions 1–40. */
const REMAINDER_BITS = [
  0, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0,
];

const VERSIONS = Array.from({ length: 40 }, (_, i) => i + 1);

function darkAt(version: number) {
  const { size, rows } = symbolTemplate(version);
  const modules = unpackRows(rows, size);
  return (x: number, y: number) => modules[y * size + x]!;
}

describe('symbolTemplate', () => {
  it.each(VERSIONS)('version %i: the encoding region holds Table 1\'s codewords and remainder bits, in every free module once', (version) => {
    const template = symbolTemplate(version);
    const free = template.reserved.reduce((count, r) => count + (r === 0 ? 1 : 0), 0);
    expect(template.dataModules.length).toBe(free);
    expect(free).toBe(totalCodewords(version) * 8 + REMAINDER_BITS[version - 1]!);
    expect(new Set(template.dataModules).size).toBe(free);
    expect(template.dataModules.every((module) => template.reserved[module] === 0)).toBe(true);
  });

  it.each(VERSIONS)('version %i: finders, timing, alignment patterns, dark module and version information are in place', (version) => {
    const { size } = symbolTemplate(version);
    const dark = darkAt(version);
    // Finder rows: 1111111 / 1000001 / 1011101 (×3) / 1000001 / 1111111, separators light.
    const finderRows = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    for (const [left, top] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
      for (let dy = 0; dy < 7; dy++) {
        expect(Array.from({ length: 7 }, (_, dx) => dark(left + dx, top + dy)).join('')).toBe(finderRows[dy]);
      }
    }
    for (let i = 0; i < 8; i++) {
      expect(dark(7, i) + dark(i, 7) + dark(size - 8, i) + dark(size - 1 - i, 7) + dark(7, size - 1 - i) + dark(i, size - 8)).toBe(0);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(dark(i, 6)).toBe(i % 2 === 0 ? 1 : 0);
      expect(dark(6, i)).toBe(i % 2 === 0 ? 1 : 0);
    }
    expect(dark(8, size - 8)).toBe(1);
    const centers = alignmentCenters(version);
    for (const cy of centers) {
      for (const cx of centers) {
        if ((cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6)) continue;
        expect([dark(cx, cy), dark(cx + 1, cy), dark(cx - 1, cy - 1), dark(cx + 2, cy), dark(cx - 2, cy + 2)]).toEqual([1, 0, 0, 1, 1]);
      }
    }
    if (version >= 7) {
      let lowerLeft = 0;
      let upperRight = 0;
      for (let bit = 0; bit < 18; bit++) {
        lowerLeft |= dark(Math.floor(bit / 3), size - 11 + (bit % 3)) << bit;
        upperRight |= dark(size - 11 + (bit % 3), Math.floor(bit / 3)) << bit;
      }
      expect(lowerLeft).toBe(versionInformation(version));
      expect(upperRight).toBe(versionInformation(version));
    }
  });

  it('puts format information bit by bit where Figure 25 shows it', () => {
    const { size, formatModules, rows } = symbolTemplate(2);
    const at = (x: number, y: number) => y * size + x;
    expect(Array.from(formatModules.subarray(0, 15))).toEqual([
      at(8, 0), at(8, 1), at(8, 2), at(8, 3), at(8, 4), at(8, 5), at(8, 7), at(8, 8),
      at(7, 8), at(5, 8), at(4, 8), at(3, 8), at(2, 8), at(1, 8), at(0, 8),
    ]);
    expect(Array.from(formatModules.subarray(15))).toEqual([
      at(24, 8), at(23, 8), at(22, 8), at(21, 8), at(20, 8), at(19, 8), at(18, 8), at(17, 8),
      at(8, 18), at(8, 19), at(8, 20), at(8, 21), at(8, 22), at(8, 23), at(8, 24),
    ]);
    const modules = unpackRows(rows, size);
    for (const module of formatModules) expect(modules[module]).toBe(0);
  });

  it('fills the encoding region upwards from the lower right corner, two columns at a time (Figure 20)', () => {
    const { size, dataModules } = symbolTemplate(1);
    const at = (x: number, y: number) => y * size + x;
    // Columns 20/19 upwards from row 20 to row 9, then columns 18/17 downwards.
    expect(Array.from(dataModules.subarray(0, 6))).toEqual([at(20, 20), at(19, 20), at(20, 19), at(19, 19), at(20, 18), at(19, 18)]);
    expect(Array.from(dataModules.subarray(22, 26))).toEqual([at(20, 9), at(19, 9), at(18, 9), at(17, 9)]);
    // The tenth and last pair of columns (1/0) runs downwards, from below the upper-left format
    // information to above the lower-left one.
    expect(Array.from(dataModules.subarray(-3))).toEqual([at(0, 11), at(1, 12), at(0, 12)]);
  });

  it('is built once per version', () => {
    expect(symbolTemplate(7)).toBe(symbolTemplate(7));
  });
});
