/** Generator of the (18, 6) BCH code, x^12 + x^11 + x^10 + x^9 + x^8 + x^5 + x^2 + 1 (Annex D). */
const VERSION_GENERATOR = 0b1111100100101;

/**
 * The 18-bit version information of `version` (7–40; smaller versions have none): the 6-bit
 * version number and 12 BCH error-correction bits (§7.10). Bit 17 is the most significant.
 */
export function versionInformation(version: number): number {
  let remainder = version << 12;
  for (let bit = 17; bit >= 12; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= VERSION_GENERATOR << (bit - 12);
  }
  return (version << 12) | remainder;
}
