/**
 * A GTIN with its optional key qualifiers: the identity of a passport (dpp.md, "The passport
 * resource": gtin, lot, serial) plus the CPV a resolver path may carry (accepted, ignored for
 * the lookup). `gtin` is always the GTIN-14.
 */
import { parseGtin } from './gtin';
import { gs1Ok, type Gs1Result } from './gs1-result';
import { GTIN_QUALIFIERS, parseQualifierValue } from './key-qualifiers';

export interface Gs1Identifier {
  readonly gtin: string;
  /** AI 22; only ever present when a Digital Link path or element string carried it. */
  readonly cpv?: string | null;
  readonly lot: string | null;
  readonly serial: string | null;
}

export interface Gs1IdentifierInput {
  readonly gtin: unknown;
  readonly cpv?: unknown;
  readonly lot?: unknown;
  readonly serial?: unknown;
}

/**
 * Validates every part (the first failure is reported, in the order gtin, cpv, lot, serial)
 * and normalizes the GTIN. `null`, `undefined` and `''` all mean "no qualifier" for lot and
 * serial, so an empty CSV cell is no value.
 */
export function parseGs1Identifier(input: Gs1IdentifierInput): Gs1Result<Gs1Identifier> {
  const gtin = parseGtin(input.gtin);
  if (!gtin.ok) return gtin;
  const values: { cpv?: string; lot: string | null; serial: string | null } = { lot: null, serial: null };
  for (const { field } of GTIN_QUALIFIERS) {
    const raw = input[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = parseQualifierValue(field, raw);
    if (!value.ok) return value;
    values[field] = value.value;
  }
  return gs1Ok({ gtin: gtin.value, ...values });
}

/** Identity of two identifiers as a passport key (gtin, lot, serial): CPV is not part of it. */
export function sameGs1Key(a: Gs1Identifier, b: Gs1Identifier): boolean {
  return a.gtin === b.gtin && a.lot === b.lot && a.serial === b.serial;
}
