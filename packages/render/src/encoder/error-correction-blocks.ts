import type { ErrorCorrection } from '@quietzone/core';

/** Row of each level in the tables below (ISO/IEC 18004 Table 9 lists them in this order). */
export const ECC_INDEX: Readonly<Record<ErrorCorrection, number>> = Object.freeze({ L: 0, M: 1, Q: 2, H: 3 });

/** Levels by increasing recovery capacity, indexed like {@link ECC_INDEX}. */
export const ECC_LEVELS: readonly ErrorCorrection[] = Object.freeze(['L', 'M', 'Q', 'H']);

/**
 * ISO/IEC 18004 Table 9, versions 1–40 per level: error-correction codewords in each block.
 * Every block of a symbol has the same number (Table 9 lists them per block group, but the
 * two groups of a version differ only in their data codewords).
 */
const EC_CODEWORDS_PER_BLOCK: readonly (readonly number[])[] = [
  // L
  [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  // M
  [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  // Q
  [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  // H
  [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
];

/** ISO/IEC 18004 Table 9, versions 1–40 per level: Reed–Solomon blocks (both groups together). */
const BLOCK_COUNT: readonly (readonly number[])[] = [
  // L
  [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  // M
  [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  // Q
  [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  // H
  [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
];

/**
 * Codewords in a version's encoding region (ISO/IEC 18004 Table 1, "number of data
 * modules" / 8): the symbol's modules less finders with separators, timing patterns,
 * alignment patterns (Annex E), format and version information and the dark module. The
 * few modules left over are the remainder bits (0, 3, 4 or 7).
 */
export function totalCodewords(version: number): number {
  const size = 17 + 4 * version;
  // Finders with separators (3 × 64) and the 31 format modules incl. the dark module.
  let modules = size * size - 192 - 31;
  // Timing patterns between the separators.
  modules -= 2 * (size - 16);
  if (version >= 2) {
    const perSide = Math.floor(version / 7) + 2;
    // Alignment patterns not overlapping a finder, each 25 modules, less the 5 modules each
    // of those on row or column 6 shares with a timing pattern.
    modules -= 25 * (perSide * perSide - 3) - 10 * (perSide - 2);
  }
  if (version >= 7) modules -= 36; // two 6 × 3 version information blocks
  return modules >> 3;
}

/** A version and level's block structure (ISO/IEC 18004 Table 9). */
export interface BlockStructure {
  /** Error-correction codewords in every block. */
  readonly ecCodewordsPerBlock: number;
  readonly blockCount: number;
  /** Blocks of the first group; they hold `shortBlockDataCodewords`, the rest one more. */
  readonly shortBlockCount: number;
  readonly shortBlockDataCodewords: number;
  /** Data codewords of the whole symbol (Table 7's "number of data codewords"). */
  readonly dataCodewords: number;
  readonly totalCodewords: number;
}

const structures: BlockStructure[] = [];

/** The block structure of `version` (1–40) at the level with index `eccIndex` ({@link ECC_INDEX}). */
export function blockStructure(version: number, eccIndex: number): BlockStructure {
  const key = (version - 1) * 4 + eccIndex;
  const known = structures[key];
  if (known) return known;
  const total = totalCodewords(version);
  const ecCodewordsPerBlock = EC_CODEWORDS_PER_BLOCK[eccIndex]![version - 1]!;
  const blockCount = BLOCK_COUNT[eccIndex]![version - 1]!;
  // §7.5.2: where the codewords do not divide evenly, the later blocks take one more each.
  const structure: BlockStructure = Object.freeze({
    ecCodewordsPerBlock,
    blockCount,
    shortBlockCount: blockCount - (total % blockCount),
    shortBlockDataCodewords: Math.floor(total / blockCount) - ecCodewordsPerBlock,
    dataCodewords: total - ecCodewordsPerBlock * blockCount,
    totalCodewords: total,
  });
  structures[key] = structure;
  return structure;
}

/** Data bits of `version` at level `eccIndex`: the most the segments, with their headers, may take. */
export function dataCapacityBits(version: number, eccIndex: number): number {
  return blockStructure(version, eccIndex).dataCodewords * 8;
}
