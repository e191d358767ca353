import { describe, expect, it } from 'vitest';
import { encodeRmqr } from '../../src/rmqr/encode-rmqr';
import { RMQR_VERSIONS, rmqrDataCodewords } from '../../src/rmqr/rmqr-versions';
import { bwipGrid } from '../support/reference-bwip';
import { decodeGrid } from '../support/zxing-decode';

/** The most digits `version` holds at `ecc`: numeric mode, 10 bits per 3 digits after 3 + count bits. */
function mostDigits(version: (typeof RMQR_VERSIONS)[number], ecc: 'M' | 'H'): string {
  const bits = rmqrDataCodewords(version, ecc) * 8 - 3 - version.countBits.numeric;
  let n = Math.floor(bits / 10) * 3 + [0, 0, 0, 0, 1, 1, 1, 2, 2, 2][bits % 10]!;
  n = Math.min(n, (1 << version.countBits.numeric) - 1);
  return Array.from({ length: n }, (_, i) => String((i * 3 + version.index) % 10)).join('');
}

describe('encodeRmqr', () => {
  it('fills all 32 sizes at M and H, each read back by ZXing-C++ and equal to bwip-js module for module', async () => {
    for (const version of RMQR_VERSIONS) {
      for (const ecc of ['M', 'H'] as const) {
        const digits = mostDigits(version, ecc);
        if (digits.length === 0) continue;
        const symbol = encodeRmqr(digits, { ecc, version: version.name });
        expect([symbol.width, symbol.height]).toEqual([version.width, version.height]);
        const [result] = await decodeGrid(symbol, 'rMQRCode', symbol.quietZoneModules);
        expect(result?.text, `${version.name} ${ecc}`).toBe(digits);
        expect(result?.ecLevel).toBe(ecc);
        // bwip-js raises M to H whenever the data fits H, so a full M symbol is the fair comparison.
        const reference = bwipGrid({ bcid: 'rectangularmicroqrcode', text: digits, version: version.name, eclevel: ecc });
        expect(symbol.modules, `${version.name} ${ecc}`).toEqual(reference.modules);
        expect(() => encodeRmqr(digits + '0', { ecc, version: version.name }), `${version.name} ${ecc}`).toThrow(/does not fit/);
      }
    }
  });

  it('encodes alphanumeric, byte and UTF-8 (behind ECI 000026) content', async () => {
    for (const text of ['HTTPS://ID.EXAMPLE.COM/01/09506000134352', 'https://id.example.com/01/09506000134352/21/A1', 'Zelle 3,7 V – Ø 18 mm']) {
      const symbol = encodeRmqr(text);
      const [result] = await decodeGrid(symbol, 'rMQRCode', 2);
      expect(result?.text).toBe(text);
    }
  });

  it('takes the smallest area, or the smallest of a requested height', () => {
    expect(encodeRmqr('HELLO').version.name).toBe('R11x27');
    expect(encodeRmqr('HELLO', { height: 7 }).version.name).toBe('R7x43');
    const link = 'https://id.example.com/01/09506000134352';
    const any = encodeRmqr(link);
    for (const v of RMQR_VERSIONS) {
      if (v.width * v.height >= any.width * any.height) continue;
      expect(() => encodeRmqr(link, { version: v.name }), v.name).toThrow(/does not fit/);
    }
    expect(encodeRmqr(link, { height: 17, ecc: 'H' }).version.height).toBe(17);
  });

  it('refuses what rMQR does not have', () => {
    expect(() => encodeRmqr('x', { ecc: 'L' as 'M' })).toThrow(/M or H/);
    expect(() => encodeRmqr('x', { height: 8 })).toThrow(/height/);
    expect(() => encodeRmqr('x', { version: 'R8x43' })).toThrow(/not an rMQR size/);
    expect(() => encodeRmqr('x'.repeat(400))).toThrow(/does not fit/);
  });
});
