import type { RmqrVersion } from './rmqr-versions';

/** The mode one segment of rMQR data is in (ISO/IEC 23941 §7.4, Table 2: 3-bit indicators). */
export type RmqrMode = 'numeric' | 'alphanumeric' | 'byte';

const MODE_INDICATOR: Readonly<Record<RmqrMode, number>> = { numeric: 0b001, alphanumeric: 0b010, byte: 0b011 };
const ECI_INDICATOR = 0b111;
const ECI_UTF8 = 26;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** The one mode that carries all of `content` most compactly. */
export function rmqrMode(content: string): RmqrMode {
  if (/^[0-9]*$/.test(content)) return 'numeric';
  if ([...content].every((char) => ALPHANUMERIC.includes(char))) return 'alphanumeric';
  return 'byte';
}

/**
 * The data codewords of `content` in one segment for `version`, padded to `capacity`
 * (terminator, zero bits to the byte, then 0xEC 0x11 …), or undefined when it does not fit.
 * Text beyond ASCII is UTF-8 behind ECI 000026, so readers need not guess the character set.
 */
export function rmqrDataCodewords(content: string, version: RmqrVersion, capacity: number): Uint8Array | undefined {
  const mode = rmqrMode(content);
  const bits: number[] = [];
  const put = (value: number, length: number): void => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  let count: number;
  if (mode === 'byte') {
    const bytes = new TextEncoder().encode(content);
    if (bytes.some((b) => b >= 0x80)) {
      put(ECI_INDICATOR, 3);
      put(ECI_UTF8, 8);
    }
    count = bytes.length;
    put(MODE_INDICATOR.byte, 3);
    if (count >= 1 << version.countBits.byte) return undefined;
    put(count, version.countBits.byte);
    for (const b of bytes) put(b, 8);
  } else if (mode === 'numeric') {
    count = content.length;
    if (count >= 1 << version.countBits.numeric) return undefined;
    put(MODE_INDICATOR.numeric, 3);
    put(count, version.countBits.numeric);
    for (let i = 0; i < count; i += 3) {
      const group = content.slice(i, i + 3);
      put(Number(group), [0, 4, 7, 10][group.length]!);
    }
  } else {
    count = content.length;
    if (count >= 1 << version.countBits.alphanumeric) return undefined;
    put(MODE_INDICATOR.alphanumeric, 3);
    put(count, version.countBits.alphanumeric);
    for (let i = 0; i < count; i += 2) {
      const first = ALPHANUMERIC.indexOf(content[i]!);
      if (i + 1 < count) put(first * 45 + ALPHANUMERIC.indexOf(content[i + 1]!), 11);
      else put(first, 6);
    }
  }
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
