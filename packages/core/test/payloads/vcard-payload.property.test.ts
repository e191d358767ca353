import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVcardPayload, type VcardContent } from '../../src/payloads/vcard-payload';

// Each run builds and re-parses one card; 1 000 runs meet every reserved character many times.
const RUNS = 1000;

const reserved = fc.constantFrom('\\', ',', ';', ':', '\r\n', '\n', '\r', '\\n', ' ');
const text = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), reserved), { minLength: 1, maxLength: 10 })
  .map((parts) => parts.join(''))
  .filter((value) => value.trim() !== '');

/** Splits at unescaped `separator` and undoes RFC 6350 §3.4 escaping: the test's own reader. */
function unescapeComponents(value: string, separator: string): string[] {
  const components: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index++) {
    const char = value[index]!;
    if (char === '\\' && index + 1 < value.length) {
      const next = value[++index]!;
      current += next === 'n' || next === 'N' ? '\n' : next;
    } else if (char === separator) {
      components.push(current);
      current = '';
    } else current += char;
  }
  components.push(current);
  return components;
}

function readCard(payload: string): Map<string, string> {
  expect(payload.endsWith('\r\n')).toBe(true);
  const lines = payload.slice(0, -2).split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCARD');
  expect(lines[1]).toBe('VERSION:3.0');
  expect(lines.at(-1)).toBe('END:VCARD');
  const properties = new Map<string, string>();
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    const colon = line.indexOf(':');
    properties.set(line.slice(0, colon).split(';')[0]!, line.slice(colon + 1));
  }
  return properties;
}

const expected = (value: string) => value.trim().replace(/\r\n|\r|\n/g, '\n');

describe('vCard escaping properties', () => {
  it('every text field round-trips through escaping', () => {
    fc.assert(
      fc.property(text, text, text, text, text, text, text, (first, last, organization, title, phone, email, address) => {
        const content: VcardContent = {
          type: 'vcard',
          vcard_first_name: first,
          vcard_last_name: last,
          vcard_organization: organization,
          vcard_title: title,
          vcard_phone: phone,
          vcard_email: email,
          vcard_address: address,
        };
        const result = buildVcardPayload(content);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const card = readCard(result.payload);
        expect(unescapeComponents(card.get('N')!, ';')).toEqual([expected(last), expected(first), '', '', '']);
        expect(unescapeComponents(card.get('FN')!, '\u0000')).toEqual([`${expected(first)} ${expected(last)}`]);
        expect(unescapeComponents(card.get('ORG')!, ';')).toEqual([expected(organization)]);
        expect(unescapeComponents(card.get('TITLE')!, ',')).toEqual([expected(title)]);
        expect(unescapeComponents(card.get('TEL')!, ',')).toEqual([expected(phone)]);
        expect(unescapeComponents(card.get('EMAIL')!, ',')).toEqual([expected(email)]);
        expect(unescapeComponents(card.get('ADR')!, ';')).toEqual(['', '', expected(address), '', '', '', '']);
      }),
      { numRuns: RUNS },
    );
  });
});
