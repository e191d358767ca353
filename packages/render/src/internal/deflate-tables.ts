// Length and distance codes of deflate (RFC 1951 §3.2.5), shared by the encoder and the decoder.

/** Base match length of length symbols 257–285. */
export const LENGTH_BASE = Uint16Array.of(3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258);
/** Extra bits of length symbols 257–285. */
export const LENGTH_EXTRA = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0);
/** Base distance of distance symbols 0–29. */
export const DISTANCE_BASE = Uint16Array.of(
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
);
/** Extra bits of distance symbols 0–29. */
export const DISTANCE_EXTRA = Uint8Array.of(0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13);

let lengthSymbols: Uint16Array | undefined;
let distanceSymbols: Uint8Array | undefined;

/** The length symbol (257–285) of a match length of 3–258. */
export function lengthSymbol(length: number): number {
  if (!lengthSymbols) {
    lengthSymbols = new Uint16Array(259);
    for (let code = 0; code < 29; code++) {
      const end = code === 28 ? 259 : LENGTH_BASE[code]! + (1 << LENGTH_EXTRA[code]!);
      for (let l = LENGTH_BASE[code]!; l < end; l++) lengthSymbols[l] = 257 + code;
    }
    // 258 has its own symbol (285) although 227 + 31 would also reach it.
    lengthSymbols[258] = 285;
  }
  return lengthSymbols[length]!;
}

/**
 * The distance symbol (0–29) of a distance of 1–32,768: distances up to 256 looked up
 * directly, longer ones by their bits above the seventh (each such symbol spans multiples of 128).
 */
export function distanceSymbol(distance: number): number {
  if (!distanceSymbols) {
    distanceSymbols = new Uint8Array(512);
    for (let code = 0; code < 30; code++) {
      const start = DISTANCE_BASE[code]!;
      const end = start + (1 << DISTANCE_EXTRA[code]!);
      for (let d = start; d < end; d++) {
        if (d <= 256) distanceSymbols[d - 1] = code;
        else distanceSymbols[256 + ((d - 1) >>> 7)] = code;
      }
    }
  }
  return distance <= 256 ? distanceSymbols[distance - 1]! : distanceSymbols[256 + ((distance - 1) >>> 7)]!;
}
