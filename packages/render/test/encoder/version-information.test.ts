import { describe, expect, it } from 'vitest';
import { versionInformation } from '../../src/encoder/version-information';

/** ISO/IEC 18004 Annex D, Table D.1: version information bit streams, versions 7–40. */
const TABLE_D1 = [
  0x07c94, 0x085bc, 0x09a99, 0x0a4d3, 0x0bbf6, 0x0c762, 0x0d847, 0x0e60d, 0x0f928, 0x10b78, 0x1145d, 0x12a17, 0x13532, 0x149a6,
  0x15683, 0x168c9, 0x177ec, 0x18ec4, 0x191e1, 0x1afab, 0x1b08e, 0x1cc1a, 0x1d33f, 0x1ed75, 0x1f250, 0x209d5, 0x216f0, 0x228ba,
  0x2379f, 0x24b0b, 0x2542e, 0x26a64, 0x27541, 0x28c69,
];

const distance = (a: number, b: number) => (a ^ b).toString(2).replaceAll('0', '').length;

describe('versionInformation', () => {
  it('gives Table D.1 for versions 7–40 (version 7: 000111 110010010100)', () => {
    expect(Array.from({ length: 34 }, (_, i) => versionInformation(7 + i))).toEqual(TABLE_D1);
  });

  it('keeps any two words at least 8 bits apart (the BCH(18,6) distance)', () => {
    for (let a = 7; a <= 40; a++) for (let b = a + 1; b <= 40; b++) expect(distance(versionInformation(a), versionInformation(b))).toBeGreaterThanOrEqual(8);
  });
});
