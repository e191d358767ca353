import { GF_EXP, GF_LOG, gfMultiply } from './galois-field';

/**
 * Coefficients of the generator polynomial of `degree` error-correction codewords,
 * ∏ (x − α^i) for i in 0..degree−1 (ISO/IEC 18004 §7.5.2, Annex A), highest power first and
 * without its leading 1.
 */
export function reedSolomonGenerator(degree: number): Uint8Array {
  const coefficients = new Uint8Array(degree);
  coefficients[degree - 1] = 1; // the polynomial 1, stored right-aligned
  let root = 1;
  for (let i = 0; i < degree; i++) {
    // Multiply by (x − α^i): shift left one power, add the old polynomial times α^i.
    for (let j = 0; j < degree; j++) {
      coefficients[j] = gfMultiply(coefficients[j]!, root) ^ (j + 1 < degree ? coefficients[j + 1]! : 0);
    }
    root = gfMultiply(root, 2);
  }
  return coefficients;
}

/**
 * Per degree, the generator's coefficients times every field element, four to a 32-bit word
 * (the first coefficient in the top byte, zero bytes past the last): row f holds f · g, so
 * one step of the division is one shift and one XOR per word, no log lookups.
 */
const productTables: (Int32Array | undefined)[] = [];

function productTable(degree: number): Int32Array {
  const known = productTables[degree];
  if (known) return known;
  const generator = reedSolomonGenerator(degree);
  const words = (degree + 3) >>> 2;
  const table = new Int32Array(256 * words);
  for (let factor = 1; factor < 256; factor++) {
    const logFactor = GF_LOG[factor]!;
    for (let i = 0; i < degree; i++) {
      const coefficient = generator[i]!;
      const product = coefficient === 0 ? 0 : GF_EXP[logFactor + GF_LOG[coefficient]!]!;
      table[factor * words + (i >>> 2)]! |= product << (24 - 8 * (i & 3));
    }
  }
  productTables[degree] = table;
  return table;
}

/** The remainder being divided, 4 codewords per word; 30 codewords at most (Table 9). */
const remainder = new Int32Array(8);

/**
 * Writes the `degree` error-correction codewords of `data[start, start + length)` to
 * `out[outStart, outStart + degree)`: the remainder of data(x) · x^degree divided by the
 * generator polynomial (§7.5.2).
 */
export function writeReedSolomonRemainder(
  data: Uint8Array,
  start: number,
  length: number,
  degree: number,
  out: Uint8Array,
  outStart: number,
): void {
  const table = productTable(degree);
  const words = (degree + 3) >>> 2;
  const last = words - 1;
  const r = remainder;
  r.fill(0, 0, words);
  for (let k = start, end = start + length; k < end; k++) {
    const row = (data[k]! ^ (r[0]! >>> 24)) * words;
    for (let j = 0; j < last; j++) r[j] = ((r[j]! << 8) | (r[j + 1]! >>> 24)) ^ table[row + j]!;
    r[last] = (r[last]! << 8) ^ table[row + last]!;
  }
  for (let i = 0; i < degree; i++) out[outStart + i] = r[i >>> 2]! >>> (24 - 8 * (i & 3));
}
