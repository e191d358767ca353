/** Largest count of bytes summed before the modulo keeps the sums within 2^53 safely (zlib's NMAX). */
const CHUNK = 5552;
const MOD = 65521;

/** Adler-32 of `data` (RFC 1950 §8.2), the checksum that ends a zlib stream. */
export function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let start = 0; start < data.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, data.length);
    for (let i = start; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= MOD;
    b %= MOD;
  }
  return ((b << 16) | a) >>> 0;
}
