import { DM_GF_EXP, dmGfMultiply } from './galois-field';

/**
 * The generator polynomial of `degree` check codewords, ∏ (x − α^i) for i in 1..degree
 * (ISO/IEC 16022 §5.7.2: roots start at α^1, unlike QR's α^0), highest power first, without
 * its leading 1.
 */
export function dataMatrixGenerator(degree: number): Uint8Array {
  const coefficients = new Uint8Array(degree);
  coefficients[degree - 1] = 1;
  for (let i = 1; i <= degree; i++) {
    const root = DM_GF_EXP[i]!;
    for (let j = 0; j < degree; j++) {
      coefficients[j] = dmGfMultiply(coefficients[j]!, root) ^ (j + 1 < degree ? coefficients[j + 1]! : 0);
    }
  }
  return coefficients;
}

const generators = new Map<number, Uint8Array>();

/**
 * The `degree` check codewords of the block made of every `step`-th codeword of `data` from
 * `start` (one interleaved block, §5.7.4), written every `step`-th place of `out` from `outStart`.
 */
export function writeDataMatrixCheckCodewords(
  data: Uint8Array,
  start: number,
  step: number,
  degree: number,
  out: Uint8Array,
  outStart: number,
): void {
  let generator = generators.get(degree);
  if (!generator) {
    generator = dataMatrixGenerator(degree);
    generators.set(degree, generator);
  }
  const remainder = new Uint8Array(degree);
  for (let k = start; k < data.length; k += step) {
    const factor = data[k]! ^ remainder[0]!;
    for (let j = 0; j < degree - 1; j++) remainder[j] = remainder[j + 1]! ^ dmGfMultiply(generator[j]!, factor);
    remainder[degree - 1] = dmGfMultiply(generator[degree - 1]!, factor);
  }
  for (let i = 0; i < degree; i++) out[outStart + i * step] = remainder[i]!;
}
