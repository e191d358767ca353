/** ISO/IEC 18004 Table 12: the two error-correction level bits, indexed by L, M, Q, H. */
const LEVEL_BITS = [0b01, 0b00, 0b11, 0b10];

/** §7.9.1: the mask XORed into every format information word, so it is never all zero. */
const FORMAT_MASK = 0b101010000010010;

/** Generator of the (15, 5) BCH code, x^10 + x^8 + x^5 + x^4 + x^2 + x + 1 (Annex C). */
const FORMAT_GENERATOR = 0b10100110111;

/**
 * The 15-bit format information of level `eccIndex` (L, M, Q, H = 0–3) and data mask `mask`
 * (0–7): 5 data bits, 10 BCH error-correction bits, XORed with 101010000010010 (§7.9.1).
 * Bit 14 is the most significant (the level's first bit).
 */
export function formatInformation(eccIndex: number, mask: number): number {
  const data = (LEVEL_BITS[eccIndex]! << 3) | mask;
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= FORMAT_GENERATOR << (bit - 10);
  }
  return ((data << 10) | remainder) ^ FORMAT_MASK;
}
