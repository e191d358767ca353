import { describe, expect, it } from 'vitest';
import { chooseVersion } from '../../src/encoder/choose-version';
import { ECC_INDEX } from '../../src/encoder/error-correction-blocks';
import { BYTE } from '../../src/encoder/segment-mode';

const M = ECC_INDEX.M;
const L = ECC_INDEX.L;

describe('chooseVersion', () => {
  it('takes the smallest version that holds the content: a 30-byte link needs 3-M (2-M holds 28 bytes of data codewords)', () => {
    expect(chooseVersion('https://qr.example.com/Ab3dE7x', M, 1, false)).toMatchObject({ version: 3, bits: 4 + 8 + 240, eci: false });
  });

  it('respects the smallest version asked for', () => {
    expect(chooseVersion('https://qr.example.com/Ab3dE7x', M, 5, false)?.version).toBe(5);
    expect(chooseVersion('', M, 40, false)?.version).toBe(40);
  });

  it('moves to version 10 with the wider count indicator once version 9 is full', () => {
    // 9-L holds 232 data codewords: 4 + 8 + 230 × 8 = 1852 bits fit, 231 bytes do not.
    expect(chooseVersion('x'.repeat(230), L, 1, false)?.version).toBe(9);
    const next = chooseVersion('x'.repeat(231), L, 1, false);
    expect(next).toMatchObject({ version: 10, bits: 4 + 16 + 231 * 8 });
  });

  it('gives up past version 40 (2953 bytes at L, Table 7)', () => {
    expect(chooseVersion('x'.repeat(2953), L, 1, false)?.version).toBe(40);
    expect(chooseVersion('x'.repeat(2954), L, 1, false)).toBeUndefined();
    expect(chooseVersion('9'.repeat(7089), L, 1, false)?.version).toBe(40);
    expect(chooseVersion('9'.repeat(7090), L, 1, false)).toBeUndefined();
  });

  it('counts the 12-bit ECI header only when a segment is in byte mode', () => {
    // 14 bytes fill 1-M exactly (4 + 8 + 112 of 128 bits); the header pushes them to version 2.
    expect(chooseVersion('abcdefghijklmn', M, 1, false)?.version).toBe(1);
    expect(chooseVersion('abcdefghijklmn', M, 1, true)).toMatchObject({ version: 2, eci: true, bits: 136 });
    expect(chooseVersion('0123456789', M, 1, true)).toMatchObject({ version: 1, eci: false });
    expect(chooseVersion('abc', M, 1, true)?.segments.some((s) => s.mode === BYTE)).toBe(true);
  });
});
