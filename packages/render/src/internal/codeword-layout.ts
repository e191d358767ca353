import { blockStructure, ECC_INDEX } from '../encoder/error-correction-blocks';
import { symbolTemplate } from '../encoder/symbol-template';

/**
 * Where each codeword of a symbol at ECC H lies, so a logo square can be sized by the damage
 * it does per Reed–Solomon block instead of by area alone. Area is not enough: in some
 * versions (13 is the worst) a column pair holds about as many codewords as there are
 * blocks, so a centered square keeps hitting the same few blocks.
 */

export interface CodewordLayout {
  readonly size: number;
  /** Per module (row-major): index of its codeword in placement order, or -1 (function pattern or remainder bit). */
  readonly codewordOfModule: Int32Array;
  /** Module indices of the data bits in placement order (codeword by codeword, most significant bit first). */
  readonly bitModules: Int32Array;
  /** Per codeword in placement order: its Reed–Solomon block. */
  readonly blockOfCodeword: Int32Array;
  readonly blockCount: number;
  /** Data codewords of each block; the block then holds `ecCodewordsPerBlock` more. */
  readonly dataCodewordsPerBlock: readonly number[];
  readonly ecCodewordsPerBlock: number;
  /** Codeword errors each block corrects: ⌊EC codewords / 2⌋ (no misdecode-protection codewords at H, Table 9). */
  readonly correctablePerBlock: number;
}

/** The codeword layout of a version (1–40) symbol at ECC H, from the encoder's own tables and template. */
export function codewordLayoutH(version: number): CodewordLayout {
  const template = symbolTemplate(version);
  const { size } = template;
  const structure = blockStructure(version, ECC_INDEX.H);
  const { blockCount, shortBlockCount, shortBlockDataCodewords, ecCodewordsPerBlock: ec } = structure;
  const dataOf = (block: number) => (block < shortBlockCount ? shortBlockDataCodewords : shortBlockDataCodewords + 1);

  // §7.6: data codewords interleaved across blocks, then EC codewords the same way.
  const order: number[] = [];
  for (let i = 0; i <= shortBlockDataCodewords; i++) {
    for (let block = 0; block < blockCount; block++) if (i < dataOf(block)) order.push(block);
  }
  for (let i = 0; i < ec; i++) for (let block = 0; block < blockCount; block++) order.push(block);

  // The template's placement order (§7.7.3) ends with the remainder bits, which belong to no codeword.
  const bitModules = Int32Array.from(template.dataModules.subarray(0, order.length * 8));
  const codewordOfModule = new Int32Array(size * size).fill(-1);
  bitModules.forEach((module, bit) => {
    codewordOfModule[module] = bit >> 3;
  });
  return {
    size,
    codewordOfModule,
    bitModules,
    blockOfCodeword: Int32Array.from(order),
    blockCount,
    dataCodewordsPerBlock: Array.from({ length: blockCount }, (_, block) => dataOf(block)),
    ecCodewordsPerBlock: ec,
    correctablePerBlock: ec >> 1,
  };
}

/** Finder, separator, timing, alignment, format and version modules (ISO/IEC 18004 §7.3, §7.9, §7.10). */
export function functionModules(version: number): Uint8Array {
  return symbolTemplate(version).reserved.slice();
}
