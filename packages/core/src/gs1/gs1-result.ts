/**
 * Why a GS1 identifier is refused (dpp.md, "Identifiers": anything else is 422 on the field at
 * fault). Expected failures are values (STYLE.md 5); the server turns them into a 422 with
 * `field` in the problem's `errors`, or into the resolver's 400.
 */

/** The field at fault: a passport field, or the whole `uri` / `element_string` of a parse. */
export type Gs1Field = 'gtin' | 'lot' | 'serial' | 'cpv' | 'uri' | 'element_string';

export interface Gs1Failure {
  readonly code: 'invalid_identifier';
  readonly field: Gs1Field;
  readonly message: string;
  /** Only for a GTIN whose other digits are fine: the check digit they call for. */
  readonly expected_check_digit?: number;
}

export type Gs1Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Gs1Failure };

export function gs1Ok<T>(value: T): Gs1Result<T> {
  return { ok: true, value };
}

export function gs1Failure<T>(field: Gs1Field, message: string, expectedCheckDigit?: number): Gs1Result<T> {
  return {
    ok: false,
    failure: {
      code: 'invalid_identifier',
      field,
      message,
      ...(expectedCheckDigit === undefined ? {} : { expected_check_digit: expectedCheckDigit }),
    },
  };
}
