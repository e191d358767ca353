import { segmentCount, singleSegmentMode, writeSegmentPayload, type SegmentMode } from '../internal/single-segment';
import type { RmqrVersion } from './rmqr-versions';

/** Mode indicators of ISO/IEC 23941 §7.4, Table 2: three bits each. */
const MODE_INDICATOR: Readonly<Record<SegmentMode, number>> = { numeric: 0b001, alphanumeric: 0b010, byte: 0b011 };
const ECI_INDICATOR = 0b111;
const ECI_UTF8 = 26;

/**
 * The data codewords of `content` in one segment for `version`, padded to `capacity`
 * (terminator, zero bits to the byte, then 0xEC 0x11 …), or undefined when it does not fit.
 * Text beyond ASCII is UTF-8 behind ECI 000026, so readers need not guess the character set.
 */
export function rmqrDataCodewords(content: string, version: RmqrVersion, capacity: number): Uint8Array | undefined {
  const mode = singleSegmentMode(content);
  const bits: number[] = [];
  const put = (value: number, length: number): void => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  const count = segmentCount(content, mode);
  const countBits = version.countBits[mode];
  if (count >= 1 << countBits) return undefined;
  if (mode === 'byte' && /[^\x00-\x7f]/.test(content)) {
    put(ECI_INDICATOR, 3);
    put(ECI_UTF8, 8);
  }
  put(MODE_INDICATOR[mode], 3);
  put(count, countBits);
  writeSegmentPayload(content, mode, put);
  const capacityBits = capacity * 8;
  if (bits.length > capacityBits) return undefined;
  // Terminator (000), shortened when the symbol is nearly full, then zeros to the codeword.
  for (let i = 0; i < 3 && bits.length < capacityBits; i++) bits.push(0);
  while (bits.length % 8 !== 0) bits.push(0);
  const codewords = new Uint8Array(capacity);
  for (let i = 0; i < bits.length; i += 8) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = (byte << 1) | bits[i + j]!;
    codewords[i / 8] = byte;
  }
  for (let i = bits.length / 8, pad = 0; i < capacity; i++, pad++) codewords[i] = pad % 2 === 0 ? 0xec : 0x11;
  return codewords;
}
