import { ERROR_CORRECTION_LEVELS } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { blockStructure, dataCapacityBits, ECC_INDEX, totalCodewords } from '../../src/encoder/error-correction-blocks';

/** ISO/IEC 18004 Table 7: data codewords per version 1–40, one row per level L, M, Q, H. */
const TABLE_7_DATA_CODEWORDS = {
  L: [
    19, 34, 55, 80, 108, 136, 156, 194, 232, 274, 324, 370, 428, 461, 523, 589, 647, 721, 795, 861, 932, 1006, 1094, 1174,
    1276, 1370, 1468, 1531, 1631, 1735, 1843, 1955, 2071, 2191, 2306, 2434, 2566, 2702, 2812, 2956,
  ],
  M: [
    16, 28, 44, 64, 86, 108, 124, 154, 182, 216, 254, 290, 334, 365, 415, 453, 507, 563, 627, 669, 714, 782, 860, 914, 1000,
    1062, 1128, 1193, 1267, 1373, 1455, 1541, 1631, 1725, 1812, 1914, 1992, 2102, 2216, 2334,
  ],
  Q: [
    13, 22, 34, 48, 62, 76, 88, 110, 132, 154, 180, 206, 244, 261, 295, 325, 367, 397, 445, 485, 512, 568, 614, 664, 718, 754,
    808, 871, 911, 985, 1033, 1115, 1171, 1231, 1286, 1354, 1426, 1502, 1582, 1666,
  ],
  H: [
    9, 16, 26, 36, 46, 60, 66, 86, 100, 122, 140, 158, 180, 197, 223, 253, 283, 313, 341, 385, 406, 442, 464, 514, 538, 596,
    628, 661, 701, 745, 793, 845, 901, 961, 986, 1054, 1096, 1142, 1222, 1276,
  ],
} as const;

/** ISO/IEC 18004 Table 1: total codewords per version 1–40. */
const TABLE_1_CODEWORDS = [
  26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655, 733, 815, 901, 991, 1085, 1156, 1258, 1364, 1474,
  1588, 1706, 1828, 1921, 2051, 2185, 2323, 2465, 2611, 2761, 2876, 3034, 3196, 3362, 3532, 3706,
];

/** Table 9 rows spelled out for a few versions: [EC codewords per block, (blocks, data codewords per block)…]. */
const TABLE_9_SAMPLES: readonly { version: number; ecc: 'L' | 'M' | 'Q' | 'H'; ec: number; groups: [number, number][] }[] = [
  { version: 1, ecc: 'M', ec: 10, groups: [[1, 16]] },
  { version: 5, ecc: 'Q', ec: 18, groups: [[2, 15], [2, 16]] },
  { version: 5, ecc: 'H', ec: 22, groups: [[2, 11], [2, 12]] },
  { version: 13, ecc: 'H', ec: 22, groups: [[12, 11], [4, 12]] },
  { version: 22, ecc: 'H', ec: 24, groups: [[34, 13]] },
  { version: 40, ecc: 'L', ec: 30, groups: [[19, 118], [6, 119]] },
  { version: 40, ecc: 'H', ec: 30, groups: [[20, 15], [61, 16]] },
];

describe('totalCodewords', () => {
  it('matches Table 1 for every version', () => {
    expect(Array.from({ length: 40 }, (_, i) => totalCodewords(i + 1))).toEqual(TABLE_1_CODEWORDS);
  });
});

describe('blockStructure', () => {
  for (const ecc of ERROR_CORRECTION_LEVELS) {
    it(`holds Table 7's data codewords at ECC ${ecc}, versions 1–40`, () => {
      const data = Array.from({ length: 40 }, (_, i) => blockStructure(i + 1, ECC_INDEX[ecc]).dataCodewords);
      expect(data).toEqual(TABLE_7_DATA_CODEWORDS[ecc]);
      expect(Array.from({ length: 40 }, (_, i) => dataCapacityBits(i + 1, ECC_INDEX[ecc]))).toEqual(data.map((n) => n * 8));
    });
  }

  it.each(TABLE_9_SAMPLES)('spells out Table 9 for version $version-$ecc', ({ version, ecc, ec, groups }) => {
    const structure = blockStructure(version, ECC_INDEX[ecc]);
    expect(structure.ecCodewordsPerBlock).toBe(ec);
    const [short, long] = groups;
    expect(structure.shortBlockCount).toBe(short![0]);
    expect(structure.shortBlockDataCodewords).toBe(short![1]);
    expect(structure.blockCount - structure.shortBlockCount).toBe(long?.[0] ?? 0);
    if (long) expect(long[1]).toBe(short![1] + 1);
  });

  it('splits every symbol into blocks that add up to its codewords', () => {
    for (let version = 1; version <= 40; version++) {
      for (const ecc of ERROR_CORRECTION_LEVELS) {
        const s = blockStructure(version, ECC_INDEX[ecc]);
        const longBlocks = s.blockCount - s.shortBlockCount;
        expect(s.shortBlockCount * s.shortBlockDataCodewords + longBlocks * (s.shortBlockDataCodewords + 1)).toBe(s.dataCodewords);
        expect(s.dataCodewords + s.blockCount * s.ecCodewordsPerBlock).toBe(s.totalCodewords);
      }
    }
  });
});
