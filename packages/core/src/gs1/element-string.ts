/**
 * Human-readable GS1 element strings (GS1 General Specifications §3.2, "human readable
 * interpretation": each AI in parentheses followed by its value), e.g.
 * `(01)09506000134352(10)ABC(21)123` (dpp.md, "Identifiers").
 *
 * Built in the Digital Link order 01, 22, 10, 21. Parsing (dpp.md, Precise points: element
 * strings are for people) accepts the AIs in any order, each at most once, with (01)
 * required; values containing `(` or `)` cannot be told apart from the next AI and are
 * refused (use the Digital Link URI for those). As in URIs, a GTIN-8/12/13 after (01) is
 * normalized to its GTIN-14 — our choice, since people copy the number printed under the bars.
 */
import { gs1Failure, type Gs1Result } from './gs1-result';
import { parseGs1Identifier, type Gs1Identifier } from './gs1-identifier';
import { GTIN_AI } from './digital-link';
import { GTIN_QUALIFIERS, qualifierByAi, type QualifierField } from './key-qualifiers';

export function buildElementString(identifier: Gs1Identifier): string {
  const valid = parseGs1Identifier(identifier);
  if (!valid.ok) throw new RangeError(`buildElementString: ${valid.failure.message}`);
  let text = `(${GTIN_AI})${valid.value.gtin}`;
  for (const { ai, field } of GTIN_QUALIFIERS) {
    const value = valid.value[field];
    if (value !== undefined && value !== null) text += `(${ai})${value}`;
  }
  return text;
}

const ELEMENT = /\((\d{2,4})\)([^()]*)/y;

export function parseElementString(text: string): Gs1Result<Gs1Identifier> {
  const input = text.trim();
  if (!input.startsWith('(')) return gs1Failure('element_string', 'an element string is (AI)value pairs such as (01)09506000134352(21)123');
  let gtin: string | undefined;
  const qualifiers: Partial<Record<QualifierField, string>> = {};
  ELEMENT.lastIndex = 0;
  while (ELEMENT.lastIndex < input.length) {
    const at = ELEMENT.lastIndex;
    const match = ELEMENT.exec(input);
    if (match === null) {
      return gs1Failure('element_string', `unexpected text at position ${at + 1}: values containing ( or ) cannot be read from an element string, use the Digital Link URI`);
    }
    const [, ai = '', value = ''] = match;
    if (ai === GTIN_AI) {
      if (gtin !== undefined) return gs1Failure('element_string', '(01) appears more than once');
      gtin = value;
      continue;
    }
    const qualifier = qualifierByAi(ai);
    if (qualifier === undefined) return gs1Failure('element_string', `(${ai}) is not supported: only (01), (22), (10) and (21)`);
    if (qualifiers[qualifier.field] !== undefined) return gs1Failure('element_string', `(${ai}) appears more than once`);
    if (value === '') return gs1Failure(qualifier.field, `${qualifier.field} (AI ${ai}) must be 1 to ${qualifier.maxLength} characters`);
    qualifiers[qualifier.field] = value;
  }
  if (gtin === undefined) return gs1Failure('element_string', 'an element string needs (01) and the GTIN');
  return parseGs1Identifier({ gtin, ...qualifiers });
}
