import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeMicroQr } from '../../src/micro-qr/encode-micro-qr';
import { microQrMaskScore, microQrTemplate } from '../../src/micro-qr/micro-qr-template';
import { MICRO_QR_VERSIONS } from '../../src/micro-qr/micro-qr-versions';
import { decodeGrid } from '../support/zxing-decode';

describe('Micro QR (properties)', () => {
  it('data bits and check codewords fill exactly the modules the template leaves free', () => {
    for (const version of MICRO_QR_VERSIONS) {
      const free = microQrTemplate(version.size).reserved.reduce((n, r) => n + (r ? 0 : 1), 0);
      for (const level of Object.values(version.levels)) {
        expect(level!.dataBits + 8 * level!.eccCodewords, version.name).toBe(free);
      }
    }
  });

  const text = fc.string({ minLength: 1, maxLength: 21, unit: fc.constantFrom(...'0123456789ABCXYZ $%*+-./:abcxyz') });
  const ecc = fc.constantFrom(undefined, 'L', 'M', 'Q') as fc.Arbitrary<'L' | 'M' | 'Q' | undefined>;

  it('keeps the mask of highest score (§7.8.3.2)', () => {
    fc.assert(
      fc.property(text, ecc, (content, level) => {
        let chosen;
        try {
          chosen = encodeMicroQr(content, { ecc: level });
        } catch {
          return;
        }
        const best = microQrMaskScore(chosen.modules, chosen.size);
        for (let mask = 0; mask < 4; mask++) {
          const other = encodeMicroQr(content, { ecc: level, version: chosen.version.name, mask });
          expect(microQrMaskScore(other.modules, other.size)).toBeLessThanOrEqual(best);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is read back exactly by ZXing-C++ for any text and level', async () => {
    await fc.assert(
      fc.asyncProperty(text, ecc, async (content, level) => {
        let symbol;
        try {
          symbol = encodeMicroQr(content, { ecc: level });
        } catch (error) {
          expect(String(error)).toMatch(/does not fit/);
          return;
        }
        const [result] = await decodeGrid(symbol, 'MicroQRCode', symbol.quietZoneModules);
        expect(result?.text).toBe(content);
        if (level) expect(result?.ecLevel).toBe(level);
      }),
      { numRuns: 150 },
    );
  });
});
