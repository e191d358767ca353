import { describe, expect, it } from 'vitest';
import { ECC_INDEX } from '../../src/encoder/error-correction-blocks';
import { formatInformation } from '../../src/encoder/format-information';

/** ISO/IEC 18004 Annex C, Table C.1: format information after masking, masks 0–7 per level. */
const TABLE_C1 = {
  L: ['111011111000100', '111001011110011', '111110110101010', '111100010011101', '110011000101111', '110001100011000', '110110001000001', '110100101110110'],
  M: ['101010000010010', '101000100100101', '101111001111100', '101101101001011', '100010111111001', '100000011001110', '100111110010111', '100101010100000'],
  Q: ['011010101011111', '011000001101000', '011111100110001', '011101000000110', '010010010110100', '010000110000011', '010111011011010', '010101111101101'],
  H: ['001011010001001', '001001110111110', '001110011100111', '001100111010000', '000011101100010', '000001001010101', '000110100001100', '000100000111011'],
} as const;

const distance = (a: number, b: number) => (a ^ b).toString(2).replaceAll('0', '').length;

describe('formatInformation', () => {
  for (const ecc of ['L', 'M', 'Q', 'H'] as const) {
    it(`gives Table C.1 for ECC ${ecc}`, () => {
      expect(Array.from({ length: 8 }, (_, mask) => formatInformation(ECC_INDEX[ecc], mask).toString(2).padStart(15, '0'))).toEqual(TABLE_C1[ecc]);
    });
  }

  it('keeps any two words at least 7 bits apart (the BCH(15,5) distance that lets a reader correct 3)', () => {
    const words = [0, 1, 2, 3].flatMap((level) => Array.from({ length: 8 }, (_, mask) => formatInformation(level, mask)));
    for (const [i, a] of words.entries()) for (const b of words.slice(i + 1)) expect(distance(a, b)).toBeGreaterThanOrEqual(7);
  });
});
