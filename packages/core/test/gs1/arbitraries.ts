import fc from 'fast-check';
import { CHARACTER_SET_82 } from '../../src/gs1/character-set-82';
import { gs1CheckDigit } from '../../src/gs1/gtin';
import type { Gs1Identifier } from '../../src/gs1/gs1-identifier';

/** Test-only arbitraries of GS1 identifiers. */

const digits = (length: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));

/** A GTIN of the given length with its correct check digit. */
export const gtinOfLength = (length: number) => digits(length - 1).map((body) => `${body}${gs1CheckDigit(body)}`);

/** Any valid GTIN-8, -12, -13 or -14. */
export const validGtin = fc.oneof(gtinOfLength(8), gtinOfLength(12), gtinOfLength(13), gtinOfLength(14));

export const gtin14 = gtinOfLength(14);

/** 1 to 20 characters of set 82, weighted towards the characters that need percent-encoding. */
export const set82Value = fc
  .array(fc.oneof(fc.constantFrom(...CHARACTER_SET_82), fc.constantFrom(...`!"%&'()*+,/:;<=>?`)), { minLength: 1, maxLength: 20 })
  .map((chars) => chars.join(''))
  // "." and ".." are refused: URL parsers drop them as dot segments (see key-qualifiers.ts).
  .filter((value) => value !== '.' && value !== '..');

export const identifier: fc.Arbitrary<Gs1Identifier> = fc.record({
  gtin: gtin14,
  lot: fc.option(set82Value, { nil: null }),
  serial: fc.option(set82Value, { nil: null }),
});

export const identifierWithCpv: fc.Arbitrary<Gs1Identifier> = fc
  .tuple(identifier, fc.option(set82Value, { nil: null }))
  .map(([id, cpv]) => (cpv === null ? id : { ...id, cpv }));
