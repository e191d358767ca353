import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GF_EXP, gfMultiply } from '../../src/encoder/galois-field';
import { writeReedSolomonRemainder } from '../../src/encoder/reed-solomon';

/** Every error-correction block length Table 9 uses. */
const DEGREES = [7, 10, 13, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30];

/** The most data codewords a block holds (version 40-L's long blocks, Table 9). */
const MAX_BLOCK_DATA = 119;

/** c(x) by Horner's rule, highest power first. */
function evaluate(codeword: Uint8Array, x: number): number {
  let value = 0;
  for (const coefficient of codeword) value = gfMultiply(value, x) ^ coefficient;
  return value;
}

describe('writeReedSolomonRemainder', () => {
  it('makes data + remainder a codeword: it vanishes at α^0 … α^(degree−1)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEGREES),
        fc.uint8Array({ minLength: 1, maxLength: MAX_BLOCK_DATA }),
        (degree, data) => {
          const codeword = new Uint8Array(data.length + degree);
          codeword.set(data);
          writeReedSolomonRemainder(data, 0, data.length, degree, codeword, data.length);
          for (let i = 0; i < degree; i++) expect(evaluate(codeword, GF_EXP[i]!)).toBe(0);
        },
      ),
    );
  });

});
