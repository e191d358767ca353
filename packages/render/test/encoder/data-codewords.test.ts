import { describe, expect, it } from 'vitest';
import { writeDataCodewords } from '../../src/encoder/data-codewords';
import { segmentText } from '../../src/encoder/segment-text';

function dataCodewords(content: string, version: number, count: number, eci = false): Uint8Array {
  const out = new Uint8Array(count);
  writeDataCodewords(content, segmentText(content, version < 10 ? 0 : version < 27 ? 1 : 2).segments, version, eci, count, out);
  return out;
}

const bitString = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(2).padStart(8, '0')).join('');

describe('writeDataCodewords', () => {
  it('gives Annex I\'s data codewords for "01234567" at 1-M (16 codewords)', () => {
    expect(Array.from(dataCodewords('01234567', 1, 16))).toEqual([
      0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ]);
  });

  it('encodes "AC-42" in alphanumeric mode as §7.4.4 shows', () => {
    // mode 0010, count 5 in 9 bits, "AC" = 462, "-4" = 1849, "2" = 2, then the terminator
    expect(bitString(dataCodewords('AC-42', 1, 13))).toMatch(/^0010000000101001110011101110011100100001000000/);
  });

  it('writes UTF-8 bytes in byte mode', () => {
    // mode 0100, count 2 in 8 bits, C3 A9
    expect(bitString(dataCodewords('é', 1, 19))).toMatch(/^0100000000101100001110101001/);
  });

  it('puts the ECI header for UTF-8 (000026) first when asked', () => {
    expect(bitString(dataCodewords('é', 1, 19, true))).toMatch(/^011100011010010000000010/);
  });

  it('shortens the terminator to the bits left (§7.4.9) and then adds no pad codewords', () => {
    // 17 digits at 1-H: 4 + 10 + 5 × 10 + 7 = 71 of 72 bits.
    const bits = bitString(dataCodewords('12345678901234567', 1, 9));
    expect(bits).toBe(`0001${(17).toString(2).padStart(10, '0')}${['123', '456', '789', '012', '345'].map((g) => Number(g).toString(2).padStart(10, '0')).join('')}${(67).toString(2).padStart(7, '0')}0`);
  });

  it('writes only the pad codewords for empty content', () => {
    expect(Array.from(dataCodewords('', 1, 9))).toEqual([0x00, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11]);
  });

  it('writes 16-bit byte counts from version 10 on', () => {
    expect(bitString(dataCodewords('a', 10, 274))).toMatch(/^0100000000000000000101100001/);
  });
});
