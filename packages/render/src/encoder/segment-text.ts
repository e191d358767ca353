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

/** Per UTF-16 unit and state, the mode that unit was encoded in on the cheapest path (3 entries per unit). */
let fromMode = new Uint8Array(256);

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
  if (fromMode.length < 3 * length) fromMode = new Uint8Array(Math.max(3 * length, 2 * fromMode.length));
  const from = fromMode;

  const headNumeric = (4 + CHARACTER_COUNT_BITS[NUMERIC]![group]!) * 6;
  const headAlphanumeric = (4 + CHARACTER_COUNT_BITS[ALPHANUMERIC]![group]!) * 6;
  const headByte = (4 + CHARACTER_COUNT_BITS[BYTE]![group]!) * 6;
  // Cost so far of the cheapest encoding whose current segment is in each mode.
  let numeric = headNumeric;
  let alphanumeric = headAlphanumeric;
  let byte = headByte;

  for (let i = 0; i < length; i++) {
    const code = content.charCodeAt(i);
    let kind = 0;
    let bytes: number;
    if (code < 0x80) {
      kind = ASCII_CLASS[code]!;
      bytes = 1;
    } else if (code < 0x800) {
      bytes = 2;
    } else if ((code & 0xfc00) === 0xdc00 && i > 0 && (content.charCodeAt(i - 1) & 0xfc00) === 0xd800) {
      bytes = 0; // second half of a pair: its 4 bytes were counted with the first half
    } else if ((code & 0xfc00) === 0xd800 && i + 1 < length && (content.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes = 4;
    } else {
      bytes = 3;
    }

    // This unit in each mode, continuing the current segment of that mode.
    const inNumeric = kind === 2 ? numeric + NUMERIC_COST : UNREACHABLE;
    const inAlphanumeric = kind >= 1 ? alphanumeric + ALPHANUMERIC_COST : UNREACHABLE;
    const inByte = byte + BYTE_COST * bytes;
    const endNumeric = roundUp(inNumeric);
    const endAlphanumeric = roundUp(inAlphanumeric);

    // After this unit, the next segment may start in any mode (strictly cheaper only, so
    // runs are not split for nothing).
    const at = 3 * i;
    numeric = inNumeric;
    from[at] = NUMERIC;
    if (endAlphanumeric + headNumeric < numeric) {
      numeric = endAlphanumeric + headNumeric;
      from[at] = ALPHANUMERIC;
    }
    if (inByte + headNumeric < numeric) {
      numeric = inByte + headNumeric;
      from[at] = BYTE;
    }
    alphanumeric = inAlphanumeric;
    from[at + 1] = ALPHANUMERIC;
    if (endNumeric + headAlphanumeric < alphanumeric) {
      alphanumeric = endNumeric + headAlphanumeric;
      from[at + 1] = NUMERIC;
    }
    if (inByte + headAlphanumeric < alphanumeric) {
      alphanumeric = inByte + headAlphanumeric;
      from[at + 1] = BYTE;
    }
    byte = inByte;
    from[at + 2] = BYTE;
    if (endNumeric + headByte < byte) {
      byte = endNumeric + headByte;
      from[at + 2] = NUMERIC;
    }
    if (endAlphanumeric + headByte < byte) {
      byte = endAlphanumeric + headByte;
      from[at + 2] = ALPHANUMERIC;
    }
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
  let mode = from[3 * (length - 1) + state]!;
  for (let i = length - 1; i >= 0; i--) {
    const unitMode = from[3 * i + state]!;
    if (unitMode !== mode) {
      if (mode === BYTE) hasByteSegment = true;
      reversed.push({ mode: mode as SegmentMode, start: i + 1, end, count });
      end = i + 1;
      count = 0;
      mode = unitMode;
    }
    count += mode === BYTE ? utf8Length(content, i) : 1;
    state = unitMode;
  }
  if (mode === BYTE) hasByteSegment = true;
  reversed.push({ mode: mode as SegmentMode, start: 0, end, count });
  return { segments: reversed.reverse(), bits: roundUp(cost) / 6, hasByteSegment };
}

/** UTF-8 bytes of the unit at `i`, counted as {@link segmentText} counts them. */
function utf8Length(content: string, i: number): number {
  const code = content.charCodeAt(i);
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if ((code & 0xfc00) === 0xdc00 && i > 0 && (content.charCodeAt(i - 1) & 0xfc00) === 0xd800) return 0;
  if ((code & 0xfc00) === 0xd800 && i + 1 < content.length && (content.charCodeAt(i + 1) & 0xfc00) === 0xdc00) return 4;
  return 3;
}
