import { describe, expect, it } from 'vitest';
import { GF_LOG } from '../../src/encoder/galois-field';
import { reedSolomonGenerator, writeReedSolomonRemainder } from '../../src/encoder/reed-solomon';

function remainder(data: Uint8Array, degree: number): Uint8Array {
  const out = new Uint8Array(degree);
  writeReedSolomonRemainder(data, 0, data.length, degree, out, 0);
  return out;
}

describe('Reed–Solomon', () => {
  it('gives Annex I\'s error-correction codewords for "01234567" at 1-M', () => {
    const data = Uint8Array.from([0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11]);
    expect(Array.from(remainder(data, 10))).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it("has Annex A's generator polynomial for 7 codewords", () => {
    // α^0 x^7 + α^87 x^6 + α^229 x^5 + α^146 x^4 + α^149 x^3 + α^238 x^2 + α^102 x + α^21
    expect(Array.from(reedSolomonGenerator(7), (c) => GF_LOG[c])).toEqual([87, 229, 146, 149, 238, 102, 21]);
  });

  it('reads only its slice of the data and writes only its slice of the output', () => {
    const data = Uint8Array.from({ length: 40 }, (_, i) => (i * 37 + 11) & 0xff);
    const out = new Uint8Array(30).fill(0xaa);
    writeReedSolomonRemainder(data, 5, 20, 10, out, 7);
    expect(out.subarray(7, 17)).toEqual(remainder(data.slice(5, 25), 10));
    expect([...out.subarray(0, 7), ...out.subarray(17)].every((b) => b === 0xaa)).toBe(true);
  });
});
