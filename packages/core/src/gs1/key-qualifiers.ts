/**
 * The key qualifiers of a GTIN that passports use (GS1 General Specifications §3.4: AI 22
 * consumer product variant, AI 10 batch or lot number, AI 21 serial number; each X..20 in set
 * 82), in the order GS1 Digital Link prescribes for primary key 01 (GS1 Digital Link URI
 * Syntax 1.x, §4 key qualifiers: 22, then 10, then 21). dpp.md, "Identifiers": lot and
 * serial are 1 to 20 characters of set 82; CPV is accepted in resolver paths and ignored.
 *
 * Our decision: the values `.` and `..` are refused although set 82 holds them. As a path
 * segment of a Digital Link URI they are dot segments, which every URL parser removes (RFC
 * 3986 §5.2.4; the WHATWG URL standard does so even for `%2E`), so the URI printed on the
 * product would not lead back to the passport.
 */
import { isCharacterSet82 } from './character-set-82';
import { gs1Failure, gs1Ok, type Gs1Result } from './gs1-result';

export const GTIN_QUALIFIERS = [
  { ai: '22', field: 'cpv', name: 'consumer product variant', maxLength: 20 },
  { ai: '10', field: 'lot', name: 'batch or lot number', maxLength: 20 },
  { ai: '21', field: 'serial', name: 'serial number', maxLength: 20 },
] as const;

export type GtinQualifier = (typeof GTIN_QUALIFIERS)[number];
export type QualifierField = GtinQualifier['field'];
export type QualifierAi = GtinQualifier['ai'];

/** Every qualifier ≤ 20 characters (the common bound of AIs 10, 21 and 22). */
export const MAX_QUALIFIER_LENGTH = 20;

export function qualifierByAi(ai: string): GtinQualifier | undefined {
  return GTIN_QUALIFIERS.find((qualifier) => qualifier.ai === ai);
}

export function qualifierByField(field: QualifierField): GtinQualifier {
  return GTIN_QUALIFIERS.find((qualifier) => qualifier.field === field)!;
}

/** A lot, serial or CPV value: 1 to 20 characters of set 82, kept exactly as given. */
export function parseQualifierValue(field: QualifierField, value: unknown): Gs1Result<string> {
  const { ai, maxLength } = qualifierByField(field);
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) {
    return gs1Failure(field, `${field} (AI ${ai}) must be 1 to ${maxLength} characters`);
  }
  if (value === '.' || value === '..') {
    return gs1Failure(field, `${field} (AI ${ai}) cannot be "${value}": a Digital Link URI cannot carry it (URL parsers remove dot segments)`);
  }
  if (!isCharacterSet82(value)) {
    return gs1Failure(field, `${field} (AI ${ai}) may only contain A–Z, a–z, 0–9 and ! " % & ' ( ) * + , - . / : ; < = > ? _ (GS1 character set 82)`);
  }
  return gs1Ok(value);
}
