import { ERROR_CORRECTION_LEVELS } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { BYTE_CAPACITY_V40, fitsQr, highestEccThatFits } from '../../src/encoder/fits-qr';

/** ISO/IEC 18004 Table 7, version 40: characters per mode and level. */
const TABLE_7_V40 = {
  numeric: { L: 7089, M: 5596, Q: 3993, H: 3057 },
  alphanumeric: { L: 4296, M: 3391, Q: 2420, H: 1852 },
  byte: { L: 2953, M: 2331, Q: 1663, H: 1273 },
} as const;

const FILLERS = { numeric: '7', alphanumeric: 'Q', byte: 'q' } as const;

describe('fitsQr', () => {
  for (const mode of ['numeric', 'alphanumeric', 'byte'] as const) {
    it(`holds Table 7's version-40 ${mode} capacity and not a character more`, () => {
      for (const ecc of ERROR_CORRECTION_LEVELS) {
        const capacity = TABLE_7_V40[mode][ecc];
        expect(fitsQr(FILLERS[mode].repeat(capacity), ecc)).toBe(true);
        expect(fitsQr(FILLERS[mode].repeat(capacity + 1), ecc)).toBe(false);
      }
    });
  }

  it('counts UTF-8 bytes: 1165 × "é" (2330 bytes) fit at M, 1166 do not', () => {
    expect(fitsQr('é'.repeat(1165), 'M')).toBe(true);
    expect(fitsQr('é'.repeat(1166), 'M')).toBe(false);
  });

  it('answers for content far too long without trouble', () => {
    expect(fitsQr('7'.repeat(1_000_000), 'L')).toBe(false);
  });

  it('rejects what is not a level or not a string', () => {
    expect(() => fitsQr('x', 'X' as 'L')).toThrow(RangeError);
    expect(() => fitsQr(7 as unknown as string, 'L')).toThrow(TypeError);
  });
});

describe('BYTE_CAPACITY_V40', () => {
  it("is Table 7's version-40 byte capacity", () => {
    expect(BYTE_CAPACITY_V40).toEqual(TABLE_7_V40.byte);
  });
});

describe('highestEccThatFits', () => {
  it('gives the level with the most recovery that holds the content', () => {
    expect(highestEccThatFits('https://qr.example.com/Ab3dE7x')).toBe('H');
    expect(highestEccThatFits('q'.repeat(1274))).toBe('Q');
    expect(highestEccThatFits('q'.repeat(1664))).toBe('M');
    expect(highestEccThatFits('q'.repeat(2332))).toBe('L');
    expect(highestEccThatFits('q'.repeat(2954))).toBeUndefined();
  });
});
