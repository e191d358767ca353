import { describe, expect, it } from 'vitest';
import { blockStructure, ECC_INDEX } from '../../src/encoder/error-correction-blocks';
import { interleaveCodewords } from '../../src/encoder/interleave-codewords';
import { writeReedSolomonRemainder } from '../../src/encoder/reed-solomon';

function remainder(block: Uint8Array, degree: number): number[] {
  const out = new Uint8Array(degree);
  writeReedSolomonRemainder(block, 0, block.length, degree, out, 0);
  return Array.from(out);
}

describe('interleaveCodewords', () => {
  it('takes 5-Q\'s four blocks (15, 15, 16, 16 data codewords) column by column, then their EC codewords (§7.6, Figure 17)', () => {
    const structure = blockStructure(5, ECC_INDEX.Q);
    const data = Uint8Array.from({ length: structure.dataCodewords }, (_, i) => i);
    const out = new Uint8Array(structure.totalCodewords);
    interleaveCodewords(data, structure, out);

    const blocks = [data.subarray(0, 15), data.subarray(15, 30), data.subarray(30, 46), data.subarray(46, 62)];
    const expected: number[] = [];
    for (let i = 0; i < 16; i++) for (const block of blocks) if (i < block.length) expected.push(block[i]!);
    expect(Array.from(out.subarray(0, 62))).toEqual(expected);
    expect(expected.slice(0, 8)).toEqual([0, 15, 30, 46, 1, 16, 31, 47]);
    expect(expected.slice(-2)).toEqual([45, 61]);

    const ec = blocks.map((block) => remainder(block, 18));
    const expectedEc: number[] = [];
    for (let i = 0; i < 18; i++) for (const codewords of ec) expectedEc.push(codewords[i]!);
    expect(Array.from(out.subarray(62))).toEqual(expectedEc);
  });

  it('appends the EC codewords to a single block', () => {
    const structure = blockStructure(1, ECC_INDEX.M);
    const data = Uint8Array.from([0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11]);
    const out = new Uint8Array(structure.totalCodewords);
    interleaveCodewords(data, structure, out);
    expect(Array.from(out)).toEqual([...data, 0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });
});
