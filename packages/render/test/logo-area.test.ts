import { describe, expect, it } from 'vitest';
import { encodeQr, type QrMatrix } from '../src/matrix';
import { logoAreaFor, placeLogo } from '../src/logo-area';

const FIRST_VERSION = 1;
const LAST_VERSION = 40;

/** Byte-mode capacity at ECC H per version (ISO/IEC 18004 Table 7): fills each version exactly. */
const BYTE_CAPACITY_H = [
  7, 14, 24, 34, 44, 58, 64, 84, 98, 119, 137, 155, 177, 194, 220, 250, 280, 310, 338, 382, 403, 439, 461, 511, 535,
  593, 625, 658, 698, 742, 790, 842, 898, 958, 983, 1051, 1093, 1139, 1219, 1273,
];

function matrixOfVersion(version: number): QrMatrix {
  const matrix = encodeQr('x'.repeat(BYTE_CAPACITY_H[version - 1]!), 'H');
  expect(matrix.size).toBe(17 + 4 * version);
  return matrix;
}

/**
 * Function-pattern modules a logo must never cover, written out from ISO/IEC 18004 on its
 * own (not derived from the code under test): finders + separators, format information with
 * the dark module, timing patterns and, from version 7, version information.
 */
function reservedModules(size: number): Set<number> {
  const version = (size - 17) / 4;
  const reserved = new Set<number>();
  const mark = (x: number, y: number) => reserved.add(y * size + x);
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      mark(i, j); // top-left finder + separator
      mark(size - 8 + i, j); // top-right
      mark(i, size - 8 + j); // bottom-left
    }
  }
  for (let i = 0; i <= 8; i++) {
    mark(i, 8); // format information around the top-left finder
    mark(8, i);
  }
  for (let i = 0; i < 8; i++) {
    mark(size - 1 - i, 8); // format copy beside the top-right finder
    mark(8, size - 1 - i); // and beside the bottom-left one, incl. the dark module
  }
  for (let i = 0; i < size; i++) {
    mark(i, 6); // timing patterns
    mark(6, i);
  }
  if (version >= 7) {
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 3; j++) {
        mark(size - 11 + j, i);
        mark(i, size - 11 + j);
      }
    }
  }
  return reserved;
}

describe('logoAreaFor / placeLogo', () => {
  const png = new Uint8Array([1, 2, 3]);

  for (let version = FIRST_VERSION; version <= LAST_VERSION; version++) {
    it(`version ${version}: centered, capped, clear of function patterns, input untouched`, () => {
      const matrix = matrixOfVersion(version);
      const { size } = matrix;
      const before = matrix.modules.slice();
      const { matrix: cleared, logo } = placeLogo(matrix, png);
      const { area } = logo;

      expect(logo.png).toBe(png);
      expect(area).toEqual(logoAreaFor(size));
      // Centered: equal margins on all four sides (needs the symbol's parity).
      expect(area.x).toBe(area.y);
      expect(area.x * 2 + area.size).toBe(size);
      expect(area.size).toBeGreaterThanOrEqual(3);
      expect(area.size).toBeLessThanOrEqual(size / 3);
      expect(area.size ** 2 / size ** 2).toBeLessThanOrEqual(0.12);
      // Not needlessly small: from version 2 on at least 7 % of the area.
      if (version >= 2) expect(area.size ** 2 / size ** 2).toBeGreaterThan(0.07);

      const reserved = reservedModules(size);
      const coveredReserved: string[] = [];
      const wrongModules: string[] = [];
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const index = y * size + x;
          const inside = x >= area.x && x < area.x + area.size && y >= area.y && y < area.y + area.size;
          if (inside && reserved.has(index)) coveredReserved.push(`${x},${y}`);
          const expected = inside ? 0 : before[index];
          if (cleared.modules[index] !== expected) wrongModules.push(`${x},${y}`);
        }
      }
      expect(coveredReserved).toEqual([]);
      expect(wrongModules).toEqual([]);
      expect(cleared.size).toBe(size);
      expect(matrix.modules).toEqual(before);
      expect(cleared.modules).not.toBe(matrix.modules);
    });
  }

  it('rejects sizes that are not a QR symbol', () => {
    for (const size of [0, 17, 19, 22, 181, 21.5, Number.NaN]) {
      expect(() => logoAreaFor(size)).toThrow(RangeError);
    }
  });
});
