import { describe, expect, it } from 'vitest';
import { codewordLayoutH, functionModules } from '../../src/internal/codeword-layout';
import { encodeQr } from '../../src/matrix';

/** ISO/IEC 18004 Table 1: remainder bits after the last codeword, versions 1–40. */
const REMAINDER_BITS = [
  0, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0,
];

/** ISO/IEC 18004 §8.8.1 data mask conditions, i = row, j = column. */
const MASKS: readonly ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** Reads the content of a real symbol through the layout: the strongest check that it is right. */
function readByteModeContent(content: string): string {
  const matrix = encodeQr(content, { ecc: 'H' });
  const { size, modules } = matrix;
  const layout = codewordLayoutH((size - 17) / 4);
  // Format information beside the top-left finder, column 8 (§7.9.1), bit 0 at the top.
  let format = 0;
  for (let i = 0; i < 15; i++) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    format |= modules[row * size + 8]! << i;
  }
  format ^= 0x5412;
  expect(format >> 13).toBe(0b10); // level H
  const mask = MASKS[(format >> 10) & 7]!;

  const codewords = new Uint8Array(layout.blockOfCodeword.length);
  layout.bitModules.forEach((index, bit) => {
    const dark = modules[index]! ^ (mask(Math.floor(index / size), index % size) ? 1 : 0);
    codewords[bit >> 3]! |= dark << (7 - (bit & 7));
  });
  // De-interleave: each block's codewords in order, its data ones first.
  const data: number[] = [];
  for (let block = 0; block < layout.blockCount; block++) {
    const own = codewords.filter((_, i) => layout.blockOfCodeword[i] === block);
    expect(own.length).toBe(layout.dataCodewordsPerBlock[block]! + layout.ecCodewordsPerBlock);
    data.push(...own.subarray(0, layout.dataCodewordsPerBlock[block]));
  }
  const bits = data.map((byte) => byte.toString(2).padStart(8, '0')).join('');
  expect(bits.slice(0, 4)).toBe('0100'); // byte mode
  const countBits = size < 17 + 4 * 10 ? 8 : 16;
  const count = Number.parseInt(bits.slice(4, 4 + countBits), 2);
  const bytes = Uint8Array.from({ length: count }, (_, i) => Number.parseInt(bits.slice(4 + countBits + i * 8, 12 + countBits + i * 8), 2));
  return new TextDecoder().decode(bytes);
}

describe('codewordLayoutH', () => {
  for (let version = 1; version <= 40; version++) {
    it(`version ${version}: data modules = codewords × 8 + remainder bits`, () => {
      const layout = codewordLayoutH(version);
      const free = functionModules(version).filter((reserved) => reserved === 0).length;
      expect(free - layout.bitModules.length).toBe(REMAINDER_BITS[version - 1]);
      expect(new Set(layout.bitModules).size).toBe(layout.bitModules.length);
    });
  }

  it.each([
    'https://qz.example/Ab3xY9',
    'Grüße aus Köln — 東京 🙂',
    'https://shop.example.com/products/ceramic-pour-over-coffee-dripper?utm_source=print&utm_medium=qr&c=42'.repeat(3),
    'x'.repeat(1273),
  ])('reads the content back out of a real symbol (%#)', (content) => {
    expect(readByteModeContent(content)).toBe(content);
  });
});
