import { describe, expect, it } from 'vitest';
import { encodeMicroQr } from '../../src/micro-qr/encode-micro-qr';
import { MICRO_QR_VERSIONS, type MicroQrEcc } from '../../src/micro-qr/micro-qr-versions';
import { bwipGrid } from '../support/reference-bwip';
import { decodeGrid } from '../support/zxing-decode';

/** The most digits a level holds: numeric mode, 10 bits per 3 digits after the header. */
function mostDigits(version: (typeof MICRO_QR_VERSIONS)[number], dataBits: number): string {
  const bits = dataBits - version.modeBits - version.countBits.numeric;
  let n = Math.floor(bits / 10) * 3 + [0, 0, 0, 0, 1, 1, 1, 2, 2, 2][bits % 10]!;
  n = Math.min(n, (1 << version.countBits.numeric) - 1);
  return Array.from({ length: n }, (_, i) => String((i * 7 + version.number) % 10)).join('');
}

const LEVELS = MICRO_QR_VERSIONS.flatMap((version) =>
  (Object.entries(version.levels) as [MicroQrEcc, { dataBits: number }][]).map(([ecc, level]) => ({ version, ecc, level })),
);

describe('encodeMicroQr', () => {
  it.each(LEVELS.map((l) => [`${l.version.name}-${l.ecc}`, l] as const))(
    '%s full: ZXing-C++ reads it, and it equals bwip-js with bwip-js’s own mask choice and with each mask forced',
    async (_name, { version, ecc, level }) => {
      const digits = mostDigits(version, level.dataBits);
      const options = { version: version.name, ...(version.number === 1 ? {} : { ecc }) };
      const symbol = encodeMicroQr(digits, options);
      expect(symbol.size).toBe(version.size);
      const [result] = await decodeGrid(symbol, 'MicroQRCode', symbol.quietZoneModules);
      expect(result?.text).toBe(digits);
      if (version.number > 1) expect(result?.ecLevel).toBe(ecc);
      // A full symbol leaves bwip-js no higher level to move to, so both must agree on everything.
      const chosen = bwipGrid({ bcid: 'microqrcode', text: digits, version: version.name, eclevel: ecc });
      expect(symbol.modules).toEqual(chosen.modules);
      for (let mask = 0; mask < 4; mask++) {
        const forced = encodeMicroQr(digits, { ...options, mask });
        const reference = bwipGrid({ bcid: 'microqrcode', text: digits, version: version.name, eclevel: ecc, mask: mask + 1 });
        expect(forced.modules, `mask ${mask}`).toEqual(reference.modules);
        const [read] = await decodeGrid(forced, 'MicroQRCode', 2);
        expect(read?.text, `mask ${mask}`).toBe(digits);
      }
      expect(() => encodeMicroQr(digits + '1', options)).toThrow(/does not fit/);
    },
  );

  it('reads back alphanumeric and byte content', async () => {
    for (const text of ['HELLO WORLD', 'Zelle-7', 'ID:09506000134352']) {
      const symbol = encodeMicroQr(text);
      const [result] = await decodeGrid(symbol, 'MicroQRCode', 2);
      expect(result?.text).toBe(text);
    }
  });

  it('takes the smallest version; M1 only when no level is asked', () => {
    expect(encodeMicroQr('12345').version.name).toBe('M1');
    expect(encodeMicroQr('12345', { ecc: 'L' }).version.name).toBe('M2');
    expect(encodeMicroQr('12345', { ecc: 'Q' }).version.name).toBe('M4');
    expect(encodeMicroQr('HELLO').version.name).toBe('M2');
    expect(encodeMicroQr('hello').version.name).toBe('M3');
  });

  it('refuses what Micro QR does not have', () => {
    expect(() => encodeMicroQr('1', { ecc: 'H' as 'Q' })).toThrow(/L, M or Q/);
    expect(() => encodeMicroQr('1', { mask: 4 })).toThrow(/mask/);
    expect(() => encodeMicroQr('1', { version: 'M5' as 'M4' })).toThrow(/M1, M2, M3 or M4/);
    expect(() => encodeMicroQr('HELLO', { version: 'M1' })).toThrow(/does not fit/);
    expect(() => encodeMicroQr('x'.repeat(40))).toThrow(/does not fit/);
  });
});
