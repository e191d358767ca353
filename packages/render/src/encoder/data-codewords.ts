import { BitBuffer } from './bit-buffer';
import {
  ALPHANUMERIC,
  ALPHANUMERIC_VALUE,
  BYTE,
  CHARACTER_COUNT_BITS,
  ECI_MODE_INDICATOR,
  ECI_UTF8,
  MODE_INDICATOR,
  NUMERIC,
  versionGroup,
} from './segment-mode';
import type { Segment } from './segment-text';

/**
 * Writes the data codewords of a symbol to `out[0, dataCodewords)` (ISO/IEC 18004 §7.4): an
 * optional ECI header, each segment's mode indicator, character count and data, the
 * terminator (up to 4 zero bits, §7.4.9), zero bits to the byte boundary and the pad
 * codewords 11101100 and 00010001 in turn (§7.4.10). The segments must fit.
 */
export function writeDataCodewords(
  content: string,
  segments: readonly Segment[],
  version: number,
  eci: boolean,
  dataCodewords: number,
  out: Uint8Array,
): void {
  const buffer = new BitBuffer(out);
  const group = versionGroup(version);
  if (eci) {
    buffer.append(ECI_MODE_INDICATOR, 4);
    buffer.append(ECI_UTF8, 8);
  }
  for (const segment of segments) {
    buffer.append(MODE_INDICATOR[segment.mode]!, 4);
    buffer.append(segment.count, CHARACTER_COUNT_BITS[segment.mode]![group]!);
    if (segment.mode === NUMERIC) appendNumeric(buffer, content, segment.start, segment.end);
    else if (segment.mode === ALPHANUMERIC) appendAlphanumeric(buffer, content, segment.start, segment.end);
    else if (segment.mode === BYTE) appendUtf8(buffer, content, segment.start, segment.end);
  }
  const capacity = dataCodewords * 8;
  buffer.append(0, Math.min(4, capacity - buffer.bitLength));
  buffer.padToByte();
  for (let pad = 0xec; buffer.byteLength < dataCodewords; pad ^= 0xec ^ 0x11) out[buffer.byteLength++] = pad;
}

/** §7.4.3: groups of three digits in 10 bits; a last group of two in 7 bits, of one in 4. */
function appendNumeric(buffer: BitBuffer, content: string, start: number, end: number): void {
  let i = start;
  for (; i + 3 <= end; i += 3) {
    const value = (content.charCodeAt(i) - 48) * 100 + (content.charCodeAt(i + 1) - 48) * 10 + content.charCodeAt(i + 2) - 48;
    buffer.append(value, 10);
  }
  if (end - i === 2) buffer.append((content.charCodeAt(i) - 48) * 10 + content.charCodeAt(i + 1) - 48, 7);
  else if (end - i === 1) buffer.append(content.charCodeAt(i) - 48, 4);
}

/** §7.4.4: pairs as 45 × first + second in 11 bits; a last single character in 6 bits. */
function appendAlphanumeric(buffer: BitBuffer, content: string, start: number, end: number): void {
  let i = start;
  for (; i + 2 <= end; i += 2) {
    buffer.append(ALPHANUMERIC_VALUE[content.charCodeAt(i)]! * 45 + ALPHANUMERIC_VALUE[content.charCodeAt(i + 1)]!, 11);
  }
  if (i < end) buffer.append(ALPHANUMERIC_VALUE[content.charCodeAt(i)]!, 6);
}

/** §7.4.5 with UTF-8 (RFC 3629) bytes; a lone surrogate becomes U+FFFD, as TextEncoder does. */
function appendUtf8(buffer: BitBuffer, content: string, start: number, end: number): void {
  for (let i = start; i < end; i++) {
    let code = content.charCodeAt(i);
    if (code < 0x80) {
      buffer.append(code, 8);
    } else if (code < 0x800) {
      buffer.append(0xc0 | (code >> 6), 8);
      buffer.append(0x80 | (code & 0x3f), 8);
    } else {
      if ((code & 0xf800) === 0xd800) {
        const next = i + 1 < end ? content.charCodeAt(i + 1) : 0;
        if ((code & 0xfc00) === 0xd800 && (next & 0xfc00) === 0xdc00) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          i++;
          buffer.append(0xf0 | (code >> 18), 8);
          buffer.append(0x80 | ((code >> 12) & 0x3f), 8);
          buffer.append(0x80 | ((code >> 6) & 0x3f), 8);
          buffer.append(0x80 | (code & 0x3f), 8);
          continue;
        }
        code = 0xfffd;
      }
      buffer.append(0xe0 | (code >> 12), 8);
      buffer.append(0x80 | ((code >> 6) & 0x3f), 8);
      buffer.append(0x80 | (code & 0x3f), 8);
    }
  }
}
