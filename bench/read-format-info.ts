import type { ErrorCorrection } from '@quietzone/core';

/** A contender's symbol as the checks see it: `dark(x, y)` with (0, 0) the top-left module. */
export interface ModuleGrid {
  readonly size: number;
  dark(x: number, y: number): boolean;
}

/** What a symbol says about itself: its version (from its size) and its format information. */
export interface SymbolInfo {
  readonly version: number;
  readonly ecc: ErrorCorrection;
  readonly mask: number;
}

// ISO/IEC 18004 §7.9.1 Table 12: the two error-correction level bits of the format information.
const LEVEL_BY_BITS: readonly ErrorCorrection[] = ['M', 'L', 'H', 'Q'];
/** §7.9.1: the format information is XORed with this pattern so it is never all light. */
const FORMAT_MASK = 0b101010000010010;
/** §7.9.1 / Annex C: generator polynomial of the (15, 5) BCH code. */
const FORMAT_GENERATOR = 0b10100110111;

/**
 * Reads a symbol's version and its first copy of the format information (the one around the
 * top-left finder, §7.9.1 Figure 25), so the benchmark can check that every contender made
 * the symbol it was asked for: same version, same ECC level, no silent boost. Throws when the
 * copy is not a valid BCH codeword — a grid read in the wrong orientation, not a real symbol.
 */
export function readFormatInfo(grid: ModuleGrid): SymbolInfo {
  const { size } = grid;
  if ((size - 17) % 4 !== 0 || size < 21 || size > 177) throw new Error(`${size} modules is not a QR symbol size`);
  let bits = 0;
  const put = (bit: number, x: number, y: number) => {
    if (grid.dark(x, y)) bits |= 1 << bit;
  };
  // Bits 0–7 run down column 8 (skipping the timing row 6), bits 8–14 leftwards along row 8.
  for (let i = 0; i <= 5; i++) put(i, 8, i);
  put(6, 8, 7);
  put(7, 8, 8);
  put(8, 7, 8);
  for (let i = 9; i < 15; i++) put(i, 14 - i, 8);
  const unmasked = bits ^ FORMAT_MASK;
  const data = unmasked >>> 10;
  if (bchCodeword(data) !== unmasked) throw new Error(`format information ${bits.toString(2).padStart(15, '0')} is not a BCH codeword`);
  return { version: (size - 17) / 4, ecc: LEVEL_BY_BITS[data >>> 3]!, mask: data & 7 };
}

function bchCodeword(data: number): number {
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit--) {
    if (remainder & (1 << bit)) remainder ^= FORMAT_GENERATOR << (bit - 10);
  }
  return (data << 10) | remainder;
}
