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
 * Per degree, the generator's coefficients times every field element: row f holds f · g, so
 * one step of the division is one table row XORed in (no log lookups in the inner loop).
 */
const productTables: (Uint8Array | undefined)[] = [];

function productTable(degree: number): Uint8Array {
  const known = productTables[degree];
  if (known) return known;
  const generator = reedSolomonGenerator(degree);
  const table = new Uint8Array(256 * degree);
  for (let factor = 1; factor < 256; factor++) {
    const logFactor = GF_LOG[factor]!;
    for (let i = 0; i < degree; i++) {
      const coefficient = generator[i]!;
      table[factor * degree + i] = coefficient === 0 ? 0 : GF_EXP[logFactor + GF_LOG[coefficient]!]!;
    }
  }
  productTables[degree] = table;
  return table;
}

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
  const last = outStart + degree - 1;
  out.fill(0, outStart, last + 1);
  for (let k = start, end = start + length; k < end; k++) {
    const factor = data[k]! ^ out[outStart]!;
    if (factor === 0) {
      out.copyWithin(outStart, outStart + 1, last + 1);
      out[last] = 0;
      continue;
    }
    let row = factor * degree;
    for (let i = outStart; i < last; i++) out[i] = out[i + 1]! ^ table[row++]!;
    out[last] = table[row]!;
  }
}
