import { canonicalSpelling, type AnyCase, type ErrorCorrection } from '@quietzone/core';
import { blockStructure, ECC_INDEX, ECC_LEVELS } from './error-correction-blocks';
import { BYTE, CHARACTER_COUNT_BITS, versionGroup } from './segment-mode';
import { MAX_CONTENT_UNITS, segmentText } from './segment-text';

const VERSION_40_GROUP = versionGroup(40);

/** Data bits of version 40 per level, indexed like ECC_INDEX. */
const VERSION_40_BITS = ECC_LEVELS.map((ecc) => blockStructure(40, ECC_INDEX[ecc]).dataCodewords * 8);

/** Modules a side of a QR symbol of `version` (ISO/IEC 18004 §6.3.2: 21 at version 1, 177 at 40), quiet zone excluded. */
export function qrSideModules(version: number): number {
  return 17 + 4 * version;
}

/** Bytes one byte-mode segment holds, versions 1–40 by level, indexed like ECC_INDEX. */
const BYTE_CAPACITY = ECC_LEVELS.map((_, eccIndex) =>
  Object.freeze(Array.from({ length: 40 }, (_, index) => byteCapacity(index + 1, eccIndex))),
);

function byteCapacity(version: number, eccIndex: number): number {
  const bits = blockStructure(version, eccIndex).dataCodewords * 8;
  return Math.floor((bits - 4 - CHARACTER_COUNT_BITS[BYTE]![versionGroup(version)]!) / 8);
}

/**
 * Bytes a QR symbol of `version` (1–40) holds at `ecc` in one byte-mode segment (ISO/IEC 18004
 * Table 7). The encoder weighs that segmentation among others, so content of at most that many
 * UTF-8 bytes never needs a larger version: an upper bound of the symbol's size, known
 * without encoding.
 */
export function qrByteCapacity(version: number, ecc: ErrorCorrection): number {
  const capacity = BYTE_CAPACITY[ECC_INDEX[ecc]]?.[version - 1];
  if (capacity === undefined) throw new RangeError(`version must be 1–40 and ecc one of L, M, Q, H, got ${version} and ${String(ecc)}`);
  return capacity;
}

/**
 * Bytes a version-40 symbol holds in one byte-mode segment (ISO/IEC 18004 Table 7: 2953,
 * 2331, 1663, 1273): any content of at most that many UTF-8 bytes fits, so "N bytes; at most
 * M" is the honest limit to name.
 */
export const BYTE_CAPACITY_V40: Readonly<Record<ErrorCorrection, number>> = Object.freeze({
  L: qrByteCapacity(40, 'L'),
  M: qrByteCapacity(40, 'M'),
  Q: qrByteCapacity(40, 'Q'),
  H: qrByteCapacity(40, 'H'),
});

/**
 * Data bits `content` needs at versions 27–40, or Infinity when it cannot fit at all. That
 * is enough to decide whether it fits anywhere: content that fits a smaller version fits
 * version 40 too, whose capacity is more than double that of version 26 at every level
 * while the wider count indicators add at most a few bits per segment.
 */
function version40Bits(content: string): number {
  if (typeof content !== 'string') throw new TypeError(`content must be a string, got ${typeof content}`);
  return content.length > MAX_CONTENT_UNITS ? Infinity : segmentText(content, VERSION_40_GROUP).bits;
}

/**
 * Whether `content` fits in a QR symbol (version ≤ 40) at `ecc`, as `encodeQr` encodes it
 * with its default options; computed from the segmentation and Table 7, without encoding.
 * `ecc` in any case (`h` is H).
 */
export function fitsQr(content: string, asked: AnyCase<ErrorCorrection>): boolean {
  const ecc = canonicalSpelling(ECC_LEVELS, asked);
  if (ecc === undefined) throw new RangeError(`ecc must be one of L, M, Q, H, got ${String(asked)}`);
  // A UTF-16 unit is at most 3 UTF-8 bytes, and one byte segment of that many bytes fits:
  // ordinary content (the server asks on every image request) is answered without segmenting.
  if (typeof content === 'string' && content.length * 3 <= BYTE_CAPACITY_V40[ecc]) return true;
  return version40Bits(content) <= VERSION_40_BITS[ECC_INDEX[ecc]]!;
}

/** The highest error-correction level at which `content` fits, or `undefined` when none does. */
export function highestEccThatFits(content: string): ErrorCorrection | undefined {
  const bits = version40Bits(content);
  for (let level = 3; level >= 0; level--) if (bits <= VERSION_40_BITS[level]!) return ECC_LEVELS[level];
  return undefined;
}
