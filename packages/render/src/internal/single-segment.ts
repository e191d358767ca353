/**
 * One-segment data for the QR family's small symbols (Micro QR, rMQR): which of numeric,
 * alphanumeric and byte mode carries the whole content most compactly, and its payload bits
 * (ISO/IEC 18004 §7.4.3–7.4.5, the same in ISO/IEC 23941 §7.4).
 */
export type SegmentMode = 'numeric' | 'alphanumeric' | 'byte';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

export function singleSegmentMode(content: string): SegmentMode {
  if (/^[0-9]*$/.test(content)) return 'numeric';
  if ([...content].every((char) => ALPHANUMERIC.includes(char))) return 'alphanumeric';
  return 'byte';
}

/** Characters counted by the character count indicator: bytes (UTF-8) in byte mode. */
export function segmentCount(content: string, mode: SegmentMode): number {
  return mode === 'byte' ? new TextEncoder().encode(content).length : content.length;
}

/**
 * Appends the payload of `content` in `mode` through `put(value, bitLength)`: digits by threes
 * in 10 bits, alphanumeric pairs in 11, bytes in 8.
 */
export function writeSegmentPayload(content: string, mode: SegmentMode, put: (value: number, length: number) => void): void {
  if (mode === 'byte') {
    for (const b of new TextEncoder().encode(content)) put(b, 8);
  } else if (mode === 'numeric') {
    for (let i = 0; i < content.length; i += 3) {
      const group = content.slice(i, i + 3);
      put(Number(group), [0, 4, 7, 10][group.length]!);
    }
  } else {
    for (let i = 0; i < content.length; i += 2) {
      const first = ALPHANUMERIC.indexOf(content[i]!);
      if (i + 1 < content.length) put(first * 45 + ALPHANUMERIC.indexOf(content[i + 1]!), 11);
      else put(first, 6);
    }
  }
}
