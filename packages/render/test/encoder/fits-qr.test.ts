import { ERROR_CORRECTION_LEVELS } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../src/encoder/encode-qr';
import { BYTE_CAPACITY_V40, fitsQr, highestEccThatFits, qrByteCapacity, qrSideModules } from '../../src/encoder/fits-qr';

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

describe('qrByteCapacity and qrSideModules', () => {
  it("are Table 7's byte capacity of versions 1 and 10, and 21 and 177 modules a side", () => {
    expect(ERROR_CORRECTION_LEVELS.map((ecc) => qrByteCapacity(1, ecc))).toEqual([17, 14, 11, 7]);
    expect(ERROR_CORRECTION_LEVELS.map((ecc) => qrByteCapacity(10, ecc))).toEqual([271, 213, 151, 119]);
    expect(ERROR_CORRECTION_LEVELS.map((ecc) => qrByteCapacity(40, ecc))).toEqual(ERROR_CORRECTION_LEVELS.map((ecc) => BYTE_CAPACITY_V40[ecc]));
    expect([qrSideModules(1), qrSideModules(40)]).toEqual([21, 177]);
  });

  it('give the side our encoder draws: capacity bytes fill the version, one more needs the next', () => {
    for (const ecc of ERROR_CORRECTION_LEVELS) {
      for (let version = 1; version < 40; version++) {
        const capacity = qrByteCapacity(version, ecc);
        expect(encodeQr('a'.repeat(capacity), { ecc }).size, `${ecc} v${version}`).toBe(qrSideModules(version));
        expect(encodeQr('a'.repeat(capacity + 1), { ecc }).size, `${ecc} v${version} + 1 byte`).toBe(qrSideModules(version + 1));
      }
    }
  });

  it('refuses a version outside 1–40', () => {
    expect(() => qrByteCapacity(0, 'L')).toThrow(RangeError);
    expect(() => qrByteCapacity(41, 'H')).toThrow(RangeError);
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
