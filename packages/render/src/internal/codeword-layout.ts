/**
 * Where each codeword of a symbol at ECC H lies, so a logo square can be sized by the damage
 * it does per Reed–Solomon block instead of by area alone. Area is not enough: in some
 * versions (13 is the worst) a column pair holds about as many codewords as there are
 * blocks, so a centered square keeps hitting the same few blocks.
 */

/**
 * ISO/IEC 18004 Table 9, level H, versions 1–40: EC codewords per block, then the count and
 * data codewords of the first group of blocks, then the count of the second group (whose
 * blocks hold one data codeword more).
 */
const BLOCKS_H: readonly (readonly [number, number, number, number])[] = [
  [17, 1, 9, 0], [28, 1, 16, 0], [22, 2, 13, 0], [16, 4, 9, 0], [22, 2, 11, 2], [28, 4, 15, 0],
  [26, 4, 13, 1], [26, 4, 14, 2], [24, 4, 12, 4], [28, 6, 15, 2], [24, 3, 12, 8], [28, 7, 14, 4],
  [22, 12, 11, 4], [24, 11, 12, 5], [24, 11, 12, 7], [30, 3, 15, 13], [28, 2, 14, 17], [28, 2, 14, 19],
  [26, 9, 13, 16], [28, 15, 15, 10], [30, 19, 16, 6], [24, 34, 13, 0], [30, 16, 15, 14], [30, 30, 16, 2],
  [30, 22, 15, 13], [30, 33, 16, 4], [30, 12, 15, 28], [30, 11, 15, 31], [30, 19, 15, 26], [30, 23, 15, 25],
  [30, 23, 15, 28], [30, 19, 15, 35], [30, 11, 15, 46], [30, 59, 16, 1], [30, 22, 15, 41], [30, 2, 15, 64],
  [30, 24, 15, 46], [30, 42, 15, 32], [30, 10, 15, 67], [30, 20, 15, 61],
];

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

/** The codeword layout of a version (1–40) symbol at ECC H. */
export function codewordLayoutH(version: number): CodewordLayout {
  const size = 17 + 4 * version;
  const [ec, shortBlocks, shortData, longBlocks] = BLOCKS_H[version - 1]!;
  const blockCount = shortBlocks + longBlocks;
  const dataOf = (block: number) => (block < shortBlocks ? shortData : shortData + 1);

  // §7.6: data codewords interleaved across blocks, then EC codewords the same way.
  const order: number[] = [];
  for (let i = 0; i <= shortData; i++) {
    for (let block = 0; block < blockCount; block++) if (i < dataOf(block)) order.push(block);
  }
  for (let i = 0; i < ec; i++) for (let block = 0; block < blockCount; block++) order.push(block);

  const reserved = functionModules(version);
  const codewordOfModule = new Int32Array(size * size).fill(-1);
  const bitModules = new Int32Array(order.length * 8);
  // §7.7.3: two-module columns from the right edge, alternately upwards and downwards,
  // skipping the vertical timing pattern in column 6.
  let bit = 0;
  let upwards = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const y = upwards ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        const index = y * size + x;
        if (reserved[index]) continue;
        const codeword = bit >> 3;
        if (codeword < order.length) {
          codewordOfModule[index] = codeword;
          bitModules[bit] = index;
        }
        bit++;
      }
    }
    upwards = !upwards;
  }
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
  const size = 17 + 4 * version;
  const reserved = new Uint8Array(size * size);
  const mark = (x: number, y: number, width: number, height: number) => {
    for (let j = y; j < y + height; j++) reserved.fill(1, j * size + x, j * size + x + width);
  };
  mark(0, 0, 9, 9); // top-left finder, separator, format information
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8); // includes the dark module at (8, size − 8)
  mark(6, 0, 1, size); // timing patterns
  mark(0, 6, size, 1);
  const centers = alignmentCenters(version);
  for (const cy of centers) {
    for (const cx of centers) {
      const onFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6);
      if (!onFinder) mark(cx - 2, cy - 2, 5, 5);
    }
  }
  if (version >= 7) {
    mark(size - 11, 0, 3, 6);
    mark(0, size - 11, 6, 3);
  }
  return reserved;
}

/** Annex E: row/column coordinates of alignment pattern centers, evenly spaced from 6 to size − 7. */
function alignmentCenters(version: number): number[] {
  if (version === 1) return [];
  const size = 17 + 4 * version;
  const count = Math.floor(version / 7) + 2;
  // Version 32 is the one exception to the rounding rule in Table E.1.
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const centers = [6];
  for (let position = size - 7; centers.length < count; position -= step) centers.splice(1, 0, position);
  return centers;
}
