import type { RmqrEcc, RmqrVersion } from './rmqr-versions';

/** BCH(18,6) generator x^12 + x^11 + x^10 + x^9 + x^8 + x^5 + x^2 + 1 (ISO/IEC 23941 §7.9). */
const GENERATOR = 0x1f25;
/** Masks of the two copies: finder side, sub-pattern side (Annex C). */
const MASK_FINDER_SIDE = 0x1fab2;
const MASK_SUB_PATTERN_SIDE = 0x20a7b;

/** The 18 format bits before masking: error-correction level bit, version indicator, BCH. */
export function rmqrFormatBits(version: RmqrVersion, ecc: RmqrEcc): number {
  const data = ((ecc === 'H' ? 1 : 0) << 5) | version.index;
  let remainder = data << 12;
  for (let bit = 17; bit >= 12; bit--) if (remainder & (1 << bit)) remainder ^= GENERATOR << (bit - 12);
  return (data << 12) | remainder;
}

/** Writes both masked copies of the format information into `modules` (width `version.width`). */
export function writeRmqrFormat(modules: Uint8Array, version: RmqrVersion, ecc: RmqrEcc): void {
  const { width: w, height: h } = version;
  const bits = rmqrFormatBits(version, ecc);
  const finderSide = bits ^ MASK_FINDER_SIDE;
  const subSide = bits ^ MASK_SUB_PATTERN_SIDE;
  for (let n = 0; n < 18; n++) {
    // Finder side: five rows from row 1, columns 8–10, then column 11 rows 1–3 (bit 0 first).
    modules[(1 + (n % 5)) * w + 8 + Math.floor(n / 5)] = (finderSide >>> n) & 1;
  }
  for (let n = 0; n < 15; n++) {
    modules[(h - 6 + (n % 5)) * w + w - 8 + Math.floor(n / 5)] = (subSide >>> n) & 1;
  }
  for (let n = 15; n < 18; n++) modules[(h - 6) * w + w - 5 + (n - 15)] = (subSide >>> n) & 1;
}
