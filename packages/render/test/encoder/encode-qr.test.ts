import { BLACK, WHITE } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { encodeQr, type EncodeOptions } from '../../src/encoder/encode-qr';
import { formatInformation } from '../../src/encoder/format-information';
import { writePng } from '../../src/png';
import { decodePng, utf8 } from '../support/decode-image';

const LINK = 'https://qr.example.com/Ab3dE7x';

function readBack(matrix: ReturnType<typeof encodeQr>): Uint8Array | undefined {
  return decodePng(writePng(matrix, { moduleSize: 3, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' }));
}

/** Format information bits 0–14 from the copy around the upper-left finder (§7.9.1, Figure 25). */
function formatBits({ size, modules }: { size: number; modules: Uint8Array }): number {
  const positions = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  return positions.reduce((bits, [x, y], bit) => bits | (modules[y! * size + x!]! << bit), 0);
}

describe('encodeQr', () => {
  it('encodes a short link at 3-M by default and says so', () => {
    const qr = encodeQr(LINK);
    expect(qr).toMatchObject({ version: 3, size: 29, ecc: 'M' });
    expect(qr.modules).toHaveLength(29 * 29);
    expect(formatBits(qr)).toBe(formatInformation(1, qr.mask));
    expect(readBack(qr)).toEqual(utf8(LINK));
  });

  it('encodes empty content as a version-1 symbol', () => {
    const qr = encodeQr('', { ecc: 'H' });
    expect(qr).toMatchObject({ version: 1, size: 21, ecc: 'H' });
    expect(readBack(qr)).toEqual(utf8(''));
  });

  it('uses the mask it is given', () => {
    for (let mask = 0; mask < 8; mask++) {
      const qr = encodeQr(LINK, { ecc: 'Q', mask });
      expect(qr.mask).toBe(mask);
      expect(formatBits(qr)).toBe(formatInformation(2, mask));
      expect(readBack(qr)).toEqual(utf8(LINK));
    }
  });

  it('raises the level within the chosen version when asked (boostEcc)', () => {
    // "01234567" takes 41 bits: version 1 holds them even at H (72 data bits).
    expect(encodeQr('01234567', { ecc: 'L', boostEcc: true })).toMatchObject({ version: 1, ecc: 'H' });
    expect(encodeQr('01234567', { ecc: 'L' })).toMatchObject({ version: 1, ecc: 'L' });
    // The link needs 252 bits: 3-M holds 352, 3-Q 272, 3-H 208.
    expect(encodeQr(LINK, { ecc: 'M', boostEcc: true })).toMatchObject({ version: 3, ecc: 'Q' });
  });

  it('starts at the smallest version asked for', () => {
    const qr = encodeQr(LINK, { minVersion: 10 });
    expect(qr).toMatchObject({ version: 10, size: 57 });
    expect(readBack(qr)).toEqual(utf8(LINK));
  });

  it('puts an ECI designator for UTF-8 first when asked and still reads back', () => {
    // 14 bytes fill 1-M; the 12-bit ECI header needs version 2.
    expect(encodeQr('abcdefghijklmn', { eci: true })).toMatchObject({ version: 2 });
    const qr = encodeQr('Grüße aus Köln', { eci: true });
    expect(readBack(qr)).toEqual(utf8('Grüße aus Köln'));
    expect(encodeQr('0123456789', { eci: true }).version).toBe(1);
  });

  it('reads back mixed numeric, alphanumeric and byte segments', () => {
    const content = `${'0123456789'.repeat(4)}HELLO WORLD ${'ABCDEFGHIJ'.repeat(3)}grüße 🙂 東京${'9'.repeat(20)}`;
    expect(readBack(encodeQr(content, { ecc: 'L' }))).toEqual(utf8(content));
  });

  it('throws a RangeError naming the level when content does not fit in version 40', () => {
    expect(() => encodeQr('x'.repeat(1274), { ecc: 'H' })).toThrow(RangeError);
    // 4 + 16 + 1274 × 8 bits against 1276 data codewords (Table 7).
    expect(() => encodeQr('x'.repeat(1274), { ecc: 'H' })).toThrow('content does not fit in a QR code at ECC H: it needs 10212 data bits, version 40 holds 10208');
    expect(() => encodeQr('7'.repeat(100_000), { ecc: 'L' })).toThrow(/at ECC L: it needs more than 23648 data bits/);
    expect(encodeQr('x'.repeat(1273), { ecc: 'H' }).version).toBe(40);
  });

  it('rejects invalid options as programmer errors', () => {
    const bad: [unknown, ErrorConstructor][] = [
      [{ ecc: 'X' }, RangeError],
      [{ ecc: 'N' }, RangeError],
      [{ ecc: 1 }, TypeError],
      [{ ecc: 'toString' }, RangeError],
      [{ mask: 8 }, RangeError],
      [{ mask: -1 }, RangeError],
      [{ mask: 1.5 }, RangeError],
      [{ mask: '1' }, TypeError],
      [{ minVersion: 0 }, RangeError],
      [{ minVersion: 41 }, RangeError],
      [{ minVersion: Number.NaN }, RangeError],
      [{ boostEcc: 'yes' }, TypeError],
      [{ eci: 1 }, TypeError],
      [null, TypeError],
    ];
    for (const [options, error] of bad) expect(() => encodeQr(LINK, options as EncodeOptions), JSON.stringify(options)).toThrow(error);
    expect(() => encodeQr(42 as unknown as string)).toThrow(TypeError);
  });

  it('returns fresh modules: changing one result does not change the next', () => {
    const first = encodeQr(LINK);
    first.modules.fill(0);
    expect(encodeQr(LINK).modules.some((m) => m === 1)).toBe(true);
  });
});
