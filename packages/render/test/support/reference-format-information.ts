import { ERROR_CORRECTION_LEVELS, type ErrorCorrection } from '@quietzone/core';
import { DATA_MASKS } from './reference-data-mask';

/**
 * Test oracle for the format information (ISO/IEC 18004:2015 §7.9): 5 data bits (error
 * correction level, data mask), 10 BCH(15,5) bits, XOR 101010000010010, two copies in the
 * symbol. Written as plain loops over bit arrays; bit arrays are most significant bit first
 * (index 0 is the standard's bit 14).
 */

/** §7.9.1, Table 12: the level indicator bits. */
const LEVEL_INDICATOR: Readonly<Record<ErrorCorrection, readonly number[]>> = {
  L: [0, 1],
  M: [0, 0],
  Q: [1, 1],
  H: [1, 0],
};

/** §7.9.1: generator polynomial G(x) = x^10 + x^8 + x^5 + x^4 + x^2 + x + 1, highest power first. */
const GENERATOR = [1, 0, 1, 0, 0, 1, 1, 0, 1, 1, 1];

/** §7.9.1: the mask pattern XORed onto the 15 bits so that no format information is all zeros. */
const FORMAT_MASK = [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0];

/** The 15 format information bits for a level and data mask, most significant first. */
export function referenceFormatBits(ecc: ErrorCorrection, mask: number): number[] {
  const maskBits = [(mask >> 2) & 1, (mask >> 1) & 1, mask & 1];
  const data = [...LEVEL_INDICATOR[ecc], ...maskBits];
  // Remainder of data(x)·x^10 divided by G(x), by long division over GF(2).
  const dividend = [...data, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < data.length; i++) {
    if (dividend[i] === 1) {
      for (let k = 0; k < GENERATOR.length; k++) dividend[i + k] = dividend[i + k]! ^ GENERATOR[k]!;
    }
  }
  const remainder = dividend.slice(data.length);
  return [...data, ...remainder].map((bit, i) => bit ^ FORMAT_MASK[i]!);
}

/**
 * Where each format bit lies, as [row, column], in the two copies (Figure 25). Entry k holds
 * the standard's bit 14 − k, matching {@link referenceFormatBits}.
 */
export function formatInformationPositions(size: number): { first: [number, number][]; second: [number, number][] } {
  const first: [number, number][] = [];
  const second: [number, number][] = [];
  for (let bit = 14; bit >= 0; bit--) {
    // First copy, around the top-left finder: bits 0–5 down column 8 (rows 0–5), bit 6 at
    // row 7 (row 6 is the timing pattern), bits 7 and 8 at the corner, bits 9–14 along row 8
    // from column 5 to column 0 (column 6 is the timing pattern).
    if (bit <= 5) first.push([bit, 8]);
    else if (bit === 6) first.push([7, 8]);
    else if (bit === 7) first.push([8, 8]);
    else if (bit === 8) first.push([8, 7]);
    else first.push([8, 14 - bit]);
    // Second copy: bits 0–7 along row 8 from the right edge leftwards (under the top-right
    // finder), bits 8–14 down column 8 to the bottom edge (right of the bottom-left finder).
    if (bit <= 7) second.push([8, size - 1 - bit]);
    else second.push([size - 15 + bit, 8]);
  }
  return { first, second };
}

export interface FormatInformation {
  readonly ecc: ErrorCorrection;
  readonly mask: number;
}

/**
 * The level and mask a symbol's format information names. Both copies must hold the same
 * valid, error-free codeword: an encoder's output has no reason to need error correction.
 */
export function readFormatInformation(symbol: { size: number; modules: Uint8Array }): FormatInformation {
  const { first, second } = formatInformationPositions(symbol.size);
  const read = (positions: [number, number][]) => positions.map(([row, column]) => symbol.modules[row * symbol.size + column]!);
  const firstBits = read(first);
  const secondBits = read(second);
  const found: FormatInformation[] = [];
  for (const ecc of ERROR_CORRECTION_LEVELS) {
    for (const mask of DATA_MASKS) {
      const expected = referenceFormatBits(ecc, mask);
      if (expected.every((bit, i) => bit === firstBits[i] && bit === secondBits[i])) found.push({ ecc, mask });
    }
  }
  if (found.length !== 1) {
    throw new Error(
      `format information is not one valid codeword in both copies: first ${firstBits.join('')}, second ${secondBits.join('')}`,
    );
  }
  return found[0]!;
}

/** Writes both copies of the format information for `ecc` and `mask` into `modules`, in place. */
export function writeFormatInformation(size: number, modules: Uint8Array, ecc: ErrorCorrection, mask: number): void {
  const bits = referenceFormatBits(ecc, mask);
  const { first, second } = formatInformationPositions(size);
  for (let k = 0; k < 15; k++) {
    const [row1, column1] = first[k]!;
    const [row2, column2] = second[k]!;
    modules[row1 * size + column1] = bits[k]!;
    modules[row2 * size + column2] = bits[k]!;
  }
}
