/**
 * Decimal ASCII of an integer with |value| < 1000 (any coordinate or run of a symbol with its
 * quiet zone) written at `at`; returns the position after it. The SVG and EPS writers build
 * their path bytes with it, digit by digit, instead of a string per number.
 */
export function writeDecimal(out: Uint8Array, at: number, value: number): number {
  if (value < 0) {
    out[at++] = 0x2d;
    value = -value;
  }
  if (value >= 100) out[at++] = 0x30 + ((value / 100) | 0);
  if (value >= 10) out[at++] = 0x30 + (((value / 10) | 0) % 10);
  out[at++] = 0x30 + (value % 10);
  return at;
}
