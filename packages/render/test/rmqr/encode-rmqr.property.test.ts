import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GF_EXP, gfMultiply } from '../../src/encoder/galois-field';
import { encodeRmqr } from '../../src/rmqr/encode-rmqr';
import { rmqrTemplate } from '../../src/rmqr/function-patterns';
import { RMQR_VERSIONS, rmqrTotalCodewords } from '../../src/rmqr/rmqr-versions';
import { decodeGrid } from '../support/zxing-decode';

describe('rMQR capacity and Reed–Solomon (properties)', () => {
  it('M and H fill the same codewords, all the data modules hold less a remainder under 8 bits', () => {
    for (const version of RMQR_VERSIONS) {
      const { reserved } = rmqrTemplate(version);
      const dataModules = reserved.reduce((n, r) => n + (r ? 0 : 1), 0);
      expect(rmqrTotalCodewords(version, 'M'), version.name).toBe(rmqrTotalCodewords(version, 'H'));
      expect(rmqrTotalCodewords(version, 'M'), version.name).toBe(Math.floor(dataModules / 8));
    }
  });

  it('every block has zero syndromes at α^0 … α^(n−1)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RMQR_VERSIONS), fc.constantFrom('M', 'H') as fc.Arbitrary<'M' | 'H'>, fc.string({ maxLength: 12 }), (version, ecc, text) => {
        let symbol;
        try {
          symbol = encodeRmqr(text, { ecc, version: version.name });
        } catch {
          return; // too long for this size
        }
        const { eccPerBlock, groups } = version.blocks[ecc];
        const lengths = groups.flatMap(([count, length]) => Array<number>(count).fill(length));
        const dataTotal = lengths.reduce((a, b) => a + b, 0);
        // Undo the interleaving: codeword i of each block in turn, then the check codewords.
        const blocks = lengths.map(() => [] as number[]);
        let at = 0;
        for (let i = 0; i < Math.max(...lengths); i++) lengths.forEach((length, b) => i < length && blocks[b]!.push(symbol.codewords[at++]!));
        for (let i = 0; i < eccPerBlock; i++) blocks.forEach((block, b) => block.push(symbol.codewords[dataTotal + i * lengths.length + b]!));
        for (const block of blocks) {
          for (let root = 0; root < eccPerBlock; root++) {
            let syndrome = 0;
            for (const c of block) syndrome = gfMultiply(syndrome, GF_EXP[root]!) ^ c;
            expect(syndrome).toBe(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is read back exactly by ZXing-C++ for any text, level and height', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(...'0123456789ABCXYZ abcxyz/:.-_?=&%äø€') }),
        fc.constantFrom('M', 'H') as fc.Arbitrary<'M' | 'H'>,
        fc.constantFrom(undefined, 7, 9, 11, 13, 15, 17),
        async (text, ecc, height) => {
          let symbol;
          try {
            symbol = encodeRmqr(text, { ecc, height });
          } catch (error) {
            expect(String(error)).toMatch(/does not fit/);
            return;
          }
          const [result] = await decodeGrid(symbol, 'rMQRCode', symbol.quietZoneModules);
          expect(result?.text).toBe(text);
        },
      ),
      { numRuns: 120 },
    );
  });
});
