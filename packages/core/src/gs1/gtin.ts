/**
 * GTIN validation and normalization (GS1 General Specifications §3.3.2 "GTIN", §7.9 "Check
 * digit calculation"; dpp.md, "Identifiers"): 8, 12, 13 or 14 digits whose last digit is the
 * mod-10 check digit, stored and shown as GTIN-14 (left-padded with zeros, which keeps the
 * check digit: padding zeros weigh nothing).
 */
import { gs1Failure, gs1Ok, type Gs1Result } from './gs1-result';

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The normalized form: always 14 digits. */
export const GTIN_14_LENGTH = 14;

const DIGITS = /^[0-9]+$/;

/**
 * The GS1 check digit of `digits` (every digit of the key but the check digit): weights 3 and
 * 1 alternate from the right, starting with 3 next to the check digit; the check digit brings
 * the weighted sum up to a multiple of ten.
 */
export function gs1CheckDigit(digits: string): number {
  if (!DIGITS.test(digits)) throw new RangeError(`gs1CheckDigit: digits only, got ${JSON.stringify(digits)}`);
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A GTIN-8, -12, -13 or -14 as its GTIN-14. Only digits are accepted: no spaces, hyphens or
 * numbers (a JSON number would have lost the leading zeros). A wrong check digit names the
 * expected one.
 */
export function parseGtin(value: unknown): Gs1Result<string> {
  if (typeof value !== 'string' || !DIGITS.test(value) || !(GTIN_LENGTHS as readonly number[]).includes(value.length)) {
    return gs1Failure('gtin', 'gtin must be a string of 8, 12, 13 or 14 digits (GTIN-8, GTIN-12, GTIN-13 or GTIN-14)');
  }
  const expected = gs1CheckDigit(value.slice(0, -1));
  const given = Number(value.slice(-1));
  if (given !== expected) {
    return gs1Failure('gtin', `gtin check digit is ${given}, expected ${expected} (GS1 mod-10 check digit)`, expected);
  }
  return gs1Ok(value.padStart(GTIN_14_LENGTH, '0'));
}

/** True for a GTIN-8/12/13/14 with a valid check digit. */
export function isGtin(value: unknown): value is string {
  return parseGtin(value).ok;
}
