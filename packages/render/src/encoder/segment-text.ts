import { ALPHANUMERIC, ASCII_CLASS, BYTE, CHARACTER_COUNT_BITS, NUMERIC, type SegmentMode } from './segment-mode';

/** A run of the content encoded in one mode. */
export interface Segment {
  readonly mode: SegmentMode;
  /** UTF-16 index of its first character in the content. */
  readonly start: number;
  /** UTF-16 index just past its last character. */
  readonly end: number;
  /** What its character count indicator holds: digits, characters, or UTF-8 bytes in byte mode. */
  readonly count: number;
}

/** How a content is best split into segments for one group of versions. */
export interface Segmentation {
  readonly segments: readonly Segment[];
  /** Bits of all segments with their mode and count indicators (no ECI header, no terminator). */
  readonly bits: number;
  /**
   * Whether some segment is in byte mode, hence an ECI header when one is asked for. Only a
   * character outside the alphanumeric set puts one there (alphanumeric mode is always
   * shorter for the others), so the header is a fixed cost the segmentation cannot avoid.
   */
  readonly hasByteSegment: boolean;
}

// Costs are counted in sixths of a bit so that numeric (10 bits per 3 digits = 20/6 per
// digit) and alphanumeric (11 bits per 2 characters = 33/6 per character) are whole numbers;
// a segment's true length is its cost rounded up to whole bits (§7.4.3, §7.4.4).
const NUMERIC_COST = 20;
const ALPHANUMERIC_COST = 33;
const BYTE_COST = 48;
const UNREACHABLE = 1 << 29;

/** Whole bits, in sixths: a segment ends on a bit boundary. */
function roundUp(cost: number): number {
  const rest = cost % 6;
  return rest === 0 ? cost : cost + 6 - rest;
}

/**
 * Longest content (UTF-16 units) that can fit in any symbol: 7089 digits fill version 40-L
 * (Table 7), and no unit takes fewer bits than a digit (a surrogate pair's two take 32).
 * Longer content is rejected before segmenting, so the scratch below stays small.
 */
export const MAX_CONTENT_UNITS = 7089;

/**
 * Per UTF-16 unit: the mode that unit was encoded in on the cheapest path into each state,
 * 2 bits per state (bits 0–1: numeric, 2–3: alphanumeric, 4–5: byte).
 */
let fromModes = new Uint8Array(256);

/** A unit only byte mode can carry: every state's path got here through byte mode. */
const ALL_FROM_BYTE = BYTE | (BYTE << 2) | (BYTE << 4);

/**
 * Splits `content` into numeric, alphanumeric and byte (UTF-8) segments of the fewest bits
 * for the versions of `group` (0: 1–9, 1: 10–26, 2: 27–40, whose count indicators differ),
 * the method of ISO/IEC 18004 Annex J made exact: a shortest path over the characters with
 * one state per mode, where changing mode costs a new segment header. Byte mode takes whole
 * code points (a surrogate pair is 4 UTF-8 bytes; a lone surrogate becomes U+FFFD, 3 bytes,
 * as TextEncoder writes it).
 */
export function segmentText(content: string, group: number): Segmentation {
  const length = content.length;
  if (length === 0) return { segments: [], bits: 0, hasByteSegment: false };
  if (fromModes.length < length) fromModes = new Uint8Array(Math.max(length, 2 * fromModes.length));
  const from = fromModes;

  const headNumeric = (4 + CHARACTER_COUNT_BITS[NUMERIC]![group]!) * 6;
  const headAlphanumeric = (4 + CHARACTER_COUNT_BITS[ALPHANUMERIC]![group]!) * 6;
  const headByte = (4 + CHARACTER_COUNT_BITS[BYTE]![group]!) * 6;
  // Cost so far of the cheapest encoding whose current segment is in each mode.
  let numeric = headNumeric;
  let alphanumeric = headAlphanumeric;
  let byte = headByte;

  for (let i = 0; i < length; i++) {
    const code = content.charCodeAt(i);
    const kind = code < 0x80 ? ASCII_CLASS[code]! : 0;
    if (kind === 0) {
      // Byte mode only: every state continues from the byte state's path (the others cannot
      // carry this unit), and the next segment may start in any mode after it.
      byte += BYTE_COST * utf8Length(content, i, code);
      numeric = byte + headNumeric;
      alphanumeric = byte + headAlphanumeric;
      from[i] = ALL_FROM_BYTE;
      continue;
    }

    // This unit in each mode, continuing the current segment of that mode.
    const inNumeric = kind === 2 ? numeric + NUMERIC_COST : UNREACHABLE;
    const inAlphanumeric = alphanumeric + ALPHANUMERIC_COST;
    const inByte = byte + BYTE_COST;
    const endNumeric = roundUp(inNumeric);
    const endAlphanumeric = roundUp(inAlphanumeric);

    // After this unit, the next segment may start in any mode (strictly cheaper only, so
    // runs are not split for nothing).
    let modes = 0;
    numeric = inNumeric;
    if (endAlphanumeric + headNumeric < numeric) {
      numeric = endAlphanumeric + headNumeric;
      modes = ALPHANUMERIC;
    }
    if (inByte + headNumeric < numeric) {
      numeric = inByte + headNumeric;
      modes = BYTE;
    }
    let alphanumericFrom: number = ALPHANUMERIC;
    alphanumeric = inAlphanumeric;
    if (endNumeric + headAlphanumeric < alphanumeric) {
      alphanumeric = endNumeric + headAlphanumeric;
      alphanumericFrom = NUMERIC;
    }
    if (inByte + headAlphanumeric < alphanumeric) {
      alphanumeric = inByte + headAlphanumeric;
      alphanumericFrom = BYTE;
    }
    let byteFrom: number = BYTE;
    byte = inByte;
    if (endNumeric + headByte < byte) {
      byte = endNumeric + headByte;
      byteFrom = NUMERIC;
    }
    if (endAlphanumeric + headByte < byte) {
      byte = endAlphanumeric + headByte;
      byteFrom = ALPHANUMERIC;
    }
    from[i] = modes | (alphanumericFrom << 2) | (byteFrom << 4);
  }

  // The cheapest final state; then walk back, one unit at a time, through the modes chosen.
  let state: number = BYTE;
  let cost = byte;
  if (alphanumeric < cost) {
    state = ALPHANUMERIC;
    cost = alphanumeric;
  }
  if (numeric < cost) {
    state = NUMERIC;
    cost = numeric;
  }
  const reversed: Segment[] = [];
  let hasByteSegment = false;
  let end = length;
  let count = 0;
  let mode = (from[length - 1]! >>> (2 * state)) & 3;
  for (let i = length - 1; i >= 0; i--) {
    const unitMode = (from[i]! >>> (2 * state)) & 3;
    if (unitMode !== mode) {
      if (mode === BYTE) hasByteSegment = true;
      reversed.push({ mode: mode as SegmentMode, start: i + 1, end, count });
      end = i + 1;
      count = 0;
      mode = unitMode;
    }
    count += mode === BYTE ? utf8Length(content, i, content.charCodeAt(i)) : 1;
    state = unitMode;
  }
  if (mode === BYTE) hasByteSegment = true;
  reversed.push({ mode: mode as SegmentMode, start: 0, end, count });
  return { segments: reversed.reverse(), bits: roundUp(cost) / 6, hasByteSegment };
}

/**
 * UTF-8 bytes of the unit `code` at `i`: a surrogate pair counts 4 on its first half and 0 on
 * its second; a lone surrogate 3 (U+FFFD).
 */
function utf8Length(content: string, i: number, code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if ((code & 0xf800) !== 0xd800) return 3;
  if (code < 0xdc00) return i + 1 < content.length && (content.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 4 : 3;
  return i > 0 && (content.charCodeAt(i - 1) & 0xfc00) === 0xd800 ? 0 : 3;
}
