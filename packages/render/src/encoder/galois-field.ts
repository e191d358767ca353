/**
 * GF(2^8) with the QR code's field polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D, ISO/IEC
 * 18004 §7.5.2), as log/antilog tables: a product is one addition of logs.
 */

/** α^i for i in 0..509: twice round the multiplicative group, so a sum of two logs needs no modulo. */
export const GF_EXP = new Uint8Array(510);

/** log_α(x) for x in 1..255 (entry 0 is unused: zero has no logarithm). */
export const GF_LOG = new Uint8Array(256);

{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    GF_EXP[i] = x;
    GF_EXP[i + 255] = x;
    GF_LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
}

export function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : GF_EXP[GF_LOG[a]! + GF_LOG[b]!]!;
}
