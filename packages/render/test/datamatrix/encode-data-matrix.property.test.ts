import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeDataMatrix } from '../../src/datamatrix/encode-data-matrix';
import { DM_GF_EXP, dmGfMultiply } from '../../src/datamatrix/galois-field';
import { DATA_MATRIX_SIZES } from '../../src/datamatrix/symbol-sizes';
import { bwipGrid } from '../support/reference-bwip';
import { decodeGrid } from '../support/zxing-decode';

// Alphabets that pull the encoder into each encodation and across their boundaries.
const PIECES = [
  '0123456789',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'abcdefghijklmnopqrstuvwxyz',
  ' *>\r',
  '!"#$%&\'()*+,-./:;<=>?@[\\]^_',
  '`{|}~\t\n\x00\x7f',
  '\u00a0\u00c4\u00d6\u00dc\u00df\u00e9\u00ff\u0080',
];
const content = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.nat(), fc.integer({ min: 1, max: 12 })), { minLength: 1, maxLength: 8 })
  .map((runs) =>
    runs.map(([alphabet, seed, length]) => Array.from({ length }, (_, i) => alphabet[(seed + i * 7) % alphabet.length]).join('')).join(''),
  );

// ZXing reads at most a few dozen symbols a second on a shared machine: enough runs to cross
// every pair of encodations many times, not so many that the file outlasts its timeout.
const DECODE_RUNS = 150;

describe('encodeDataMatrix (properties)', () => {
  it('is read back exactly by ZXing-C++, whatever the mix of encodations', async () => {
    await fc.assert(
      fc.asyncProperty(content, fc.constantFrom('square', 'rectangle', 'any') as fc.Arbitrary<'square' | 'rectangle' | 'any'>, async (text, shape) => {
        let symbol;
        try {
          symbol = encodeDataMatrix(text, { shape });
        } catch (error) {
          // Only the six rectangles can run out of room for these lengths.
          expect(shape).toBe('rectangle');
          expect(String(error)).toMatch(/does not fit/);
          return;
        }
        const [result] = await decodeGrid(symbol, 'DataMatrix', symbol.quietZoneModules);
        expect(result?.text).toBe(text);
      }),
      { numRuns: DECODE_RUNS },
    );
  });

  it('never needs a larger square than bwip-js chooses for the same ASCII text', () => {
    fc.assert(
      // Beyond ASCII we spend two codewords on ECI 000026 where bwip-js leaves readers to guess.
      fc.property(content.filter((text) => /^[\x00-\x7f]*$/.test(text)), (text) => {
        const ours = encodeDataMatrix(text);
        const theirs = bwipGrid({ bcid: 'datamatrix', text });
        expect(ours.height).toBeLessThanOrEqual(theirs.height);
      }),
      { numRuns: 300 },
    );
  });

  it('writes GS1 elements with FNC1 exactly where the element string needs a separator', async () => {
    const variable = fc.record({
      ai: fc.constantFrom('10', '21', '240', '7003', '8200'),
      value: fc.string({ unit: fc.constantFrom(...'ABCXYZ0123456789-./'), minLength: 1, maxLength: 20 }),
    });
    const fixed = fc.record({
      ai: fc.constantFrom('01', '17', '11'),
      value: fc.nat().map((n) => String(n).padStart(14, '0')),
    }).map(({ ai, value }) => ({ ai, value: ai === '01' ? value.slice(0, 14) : value.slice(0, 6) }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(variable, fixed), { minLength: 1, maxLength: 5 }), async (elements) => {
        const symbol = encodeDataMatrix(elements);
        const [result] = await decodeGrid(symbol, 'DataMatrix', 1);
        const expected = elements
          .map(({ ai, value }, i) => ai + value + (i < elements.length - 1 && !['01', '17', '11'].includes(ai) ? '\x1d' : ''))
          .join('');
        expect(result?.symbologyIdentifier).toBe(']d2');
        expect(result?.text).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('Data Matrix capacity and Reed–Solomon (properties)', () => {
  it('each size has whole regions and as many codewords as its mapping matrix holds whole', () => {
    for (const size of DATA_MATRIX_SIZES) {
      expect(Number.isInteger(size.regionRows) && Number.isInteger(size.regionColumns)).toBe(true);
      const mappingModules = size.regionRows * size.regionsDown * size.regionColumns * size.regionsAcross;
      expect(size.dataCodewords + size.eccCodewords).toBe(Math.floor(mappingModules / 8));
      expect(size.eccCodewords % size.blocks).toBe(0);
    }
  });

  it('every interleaved block has zero syndromes at α^1 … α^n', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DATA_MATRIX_SIZES), fc.string({ minLength: 1, maxLength: 60 }), (size, text) => {
        let symbol;
        try {
          symbol = encodeDataMatrix(text, { size });
        } catch {
          return; // too long for this size
        }
        const { dataCodewords, eccCodewords, blocks } = size;
        const degree = eccCodewords / blocks;
        const shorter = (blocks - (dataCodewords % blocks)) % blocks;
        for (let block = 0; block < blocks; block++) {
          const word: number[] = [];
          for (let k = block; k < dataCodewords; k += blocks) word.push(symbol.codewords[k]!);
          const slot = (block + shorter) % blocks;
          for (let e = 0; e < degree; e++) word.push(symbol.codewords[dataCodewords + slot + e * blocks]!);
          for (let i = 1; i <= degree; i++) {
            let syndrome = 0;
            for (const c of word) syndrome = dmGfMultiply(syndrome, DM_GF_EXP[i]!) ^ c;
            expect(syndrome).toBe(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
