/**
 * The C40, Text and X12 value tables of ISO/IEC 16022 §5.2.5–5.2.7 (Tables 5, 6, 7 of Annex C):
 * each character becomes one value of its basic set, or a shift value and a value of the
 * shifted set. Values are packed three to two codewords.
 */

export type TripletMode = 'c40' | 'text' | 'x12';

/** The input unit that stands for FNC1 (a byte is 0–255). */
export const FNC1 = -1;

const SHIFT_1 = 0;
const SHIFT_2 = 1;
const SHIFT_3 = 2;
const UPPER_SHIFT_VALUE = 30;
const FNC1_VALUE = 27;

/** Appends the values of `unit` to `out` and returns how many; 0 when the mode cannot encode it. */
export function writeTripletValues(mode: TripletMode, unit: number, out: number[] | null): number {
  if (mode === 'x12') {
    const value = x12Value(unit);
    if (value < 0) return 0;
    out?.push(value);
    return 1;
  }
  if (unit === FNC1) {
    out?.push(SHIFT_2, FNC1_VALUE);
    return 2;
  }
  if (unit >= 128) {
    // Upper Shift (Shift 2, value 30) adds 128 to the character that follows.
    out?.push(SHIFT_2, UPPER_SHIFT_VALUE);
    return 2 + writeTripletValues(mode, unit - 128, out);
  }
  if (unit === 32) return push(out, 3);
  if (unit >= 48 && unit <= 57) return push(out, unit - 44);
  const basicLetterStart = mode === 'c40' ? 65 : 97;
  if (unit >= basicLetterStart && unit < basicLetterStart + 26) return push(out, unit - basicLetterStart + 14);
  if (unit < 32) return push(out, SHIFT_1, unit);
  if (unit <= 47) return push(out, SHIFT_2, unit - 33);
  if (unit <= 64) return push(out, SHIFT_2, unit - 58 + 15);
  if (unit >= 91 && unit <= 95) return push(out, SHIFT_2, unit - 91 + 22);
  if (unit === 96) return push(out, SHIFT_3, 0);
  // The letters not in the basic set (lowercase in C40, uppercase in Text) and { | } ~ DEL.
  if (unit >= 123) return push(out, SHIFT_3, unit - 123 + 27);
  return push(out, SHIFT_3, (unit & 0x1f));
}

function push(out: number[] | null, ...values: number[]): number {
  out?.push(...values);
  return values.length;
}

/** X12 (ANSI X12 EDI): CR, *, >, space, digits and capitals only (Table C.3). */
function x12Value(unit: number): number {
  if (unit === 13) return 0;
  if (unit === 42) return 1;
  if (unit === 62) return 2;
  if (unit === 32) return 3;
  if (unit >= 48 && unit <= 57) return unit - 44;
  if (unit >= 65 && unit <= 90) return unit - 51;
  return -1;
}

/** EDIFACT carries ASCII 32–94 in 6 bits each (§5.2.8). */
export function isEdifact(unit: number): boolean {
  return unit >= 32 && unit <= 94;
}
