/**
 * GF(2^8) with Data Matrix's field polynomial x^8 + x^5 + x^3 + x^2 + 1 (0x12D, ISO/IEC 16022
 * §5.7.1) — not QR's 0x11D — as log/antilog tables.
 */

/** α^i for i in 0..509, twice round the group so a sum of two logs needs no modulo. */
export const DM_GF_EXP = new Uint8Array(510);

/** log_α(x) for x in 1..255 (entry 0 unused). */
export const DM_GF_LOG = new Uint8Array(256);

{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    DM_GF_EXP[i] = x;
    DM_GF_EXP[i + 255] = x;
    DM_GF_LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x12d;
  }
}

export function dmGfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : DM_GF_EXP[DM_GF_LOG[a]! + DM_GF_LOG[b]!]!;
}
