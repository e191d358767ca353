import type { BlockStructure } from './error-correction-blocks';
import { writeReedSolomonRemainder } from './reed-solomon';

/** Error-correction codewords of all blocks of the largest symbol (81 blocks × 30 at 40-H). */
let ecScratch = new Uint8Array(81 * 30);

/**
 * The final codeword sequence (ISO/IEC 18004 §7.6): `data` split into the blocks of
 * `structure` (§7.5.2, shorter blocks first), each block's error-correction codewords
 * computed, then data codewords taken column-wise across the blocks, then error-correction
 * codewords the same way. Writes `structure.totalCodewords` bytes to `out`.
 */
export function interleaveCodewords(data: Uint8Array, structure: BlockStructure, out: Uint8Array): void {
  const { blockCount, shortBlockCount, shortBlockDataCodewords: short, ecCodewordsPerBlock: ec, dataCodewords } = structure;
  if (blockCount === 1) {
    out.set(data.subarray(0, dataCodewords));
    writeReedSolomonRemainder(data, 0, dataCodewords, ec, out, dataCodewords);
    return;
  }
  if (ecScratch.length < blockCount * ec) ecScratch = new Uint8Array(blockCount * ec);
  const ecc = ecScratch;
  let k = 0;
  for (let i = 0; i < short; i++) {
    for (let block = 0, start = i; block < blockCount; block++) {
      out[k++] = data[start]!;
      start += block < shortBlockCount ? short : short + 1;
    }
  }
  // The long blocks' last data codeword, after the short ones have run out.
  for (let block = shortBlockCount, start = shortBlockCount * short + short; block < blockCount; block++) {
    out[k++] = data[start]!;
    start += short + 1;
  }
  for (let block = 0, start = 0; block < blockCount; block++) {
    const length = block < shortBlockCount ? short : short + 1;
    writeReedSolomonRemainder(data, start, length, ec, ecc, block * ec);
    start += length;
  }
  for (let i = 0; i < ec; i++) {
    for (let block = 0, at = i; block < blockCount; block++, at += ec) out[k++] = ecc[at]!;
  }
}
