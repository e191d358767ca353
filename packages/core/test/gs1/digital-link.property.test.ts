import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDigitalLink, parseDigitalLink, parseDigitalLinkPath } from '../../src/gs1/digital-link';
import { buildElementString, parseElementString } from '../../src/gs1/element-string';
import { identifier, identifierWithCpv, validGtin } from './arbitraries';

// URI building and parsing is string work; 2 000 runs mix every set-82 character into
// values of every length many times over.
const RUNS = 2000;

const base = fc.constantFrom('https://qr.example.com', 'http://localhost:3000', 'https://example.com/dpp', 'https://id.example.org/a/01/b');

describe('Digital Link properties', () => {
  it('parse(build(x)) = x for every valid identifier, on any base', () => {
    fc.assert(
      fc.property(base, identifierWithCpv, (root, id) => {
        const uri = buildDigitalLink(root, id);
        expect(parseDigitalLink(uri)).toEqual({ ok: true, value: { identifier: id, base: root, canonical: true } });
      }),
      { numRuns: RUNS },
    );
  });

  it('build(parse(u)) is canonical: a short GTIN or lower-case or missing encoding comes back in the one canonical form', () => {
    fc.assert(
      fc.property(identifier, validGtin, fc.boolean(), (id, shortGtin, lowerHex) => {
        const canonical = buildDigitalLink('https://qr.example.com', { ...id, gtin: shortGtin });
        // Spell the same identifier differently: the GTIN as given, hex digits lower case.
        const variant = lowerHex ? canonical.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()) : canonical;
        const withShortGtin = variant.replace(/\/01\/\d{14}/, `/01/${shortGtin}`);
        const parsed = parseDigitalLink(withShortGtin);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(buildDigitalLink(parsed.value.base, parsed.value.identifier)).toBe(canonical);
        // Lower-case hex is another spelling only in the escapes that are needed and hold a
        // hex letter (/ < > ?): %22 and %25 read the same in either case.
        const needlessOnly = !/%(2F|3[CEF])/.test(canonical) || !lowerHex;
        expect(parsed.value.canonical).toBe(shortGtin.length === 14 && needlessOnly);
      }),
      { numRuns: RUNS },
    );
  });

  it('canonical(canonical(u)) = canonical(u) for every spelling of every identifier, and the canonical URI as a normalizer hands it over still counts as canonical', () => {
    // Each character of each value spelled raw (where a path allows it), escaped in upper- or
    // lower-case hex: the spellings a person, a scanning app or a proxy may produce.
    const spelling = fc.array(fc.constantFrom('raw', 'upper', 'lower'), { minLength: 20, maxLength: 20 });
    const spell = (value: string, how: readonly string[]) =>
      [...value]
        .map((char, index) => {
          const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
          const choice = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/.test(char) ? how[index] : how[index] === 'raw' ? 'upper' : how[index];
          return choice === 'raw' ? char : choice === 'upper' ? `%${hex.toUpperCase()}` : `%${hex.toLowerCase()}`;
        })
        .join('');
    const canonicalOf = (uri: string): string => {
      const parsed = parseDigitalLink(uri);
      if (!parsed.ok) throw new Error(`not a Digital Link: ${uri}`);
      return buildDigitalLink(parsed.value.base, parsed.value.identifier);
    };
    fc.assert(
      fc.property(base, identifier, validGtin, spelling, spelling, (root, id, anyGtin, lotSpelling, serialSpelling) => {
        let uri = `${root}/01/${anyGtin}`;
        if (id.lot !== null && id.lot !== undefined) uri += `/10/${spell(id.lot, lotSpelling)}`;
        if (id.serial !== null && id.serial !== undefined) uri += `/21/${spell(id.serial, serialSpelling)}`;
        const once = canonicalOf(uri);
        expect(canonicalOf(once)).toBe(once);
        expect(parseDigitalLink(once)).toMatchObject({ ok: true, value: { canonical: true } });
        // What h3 (and RFC 3986 normalizers) make of it: escapes of path-legal characters decoded.
        const normalized = once.replace(/%(2[146-9A-E]|3[0-9ABD]|4[0-9A-F]|5[0-9AF]|6[1-9A-F]|7[0-9AE])/g, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
        expect(parseDigitalLink(normalized)).toMatchObject({ ok: true, value: { canonical: true } });
        expect(canonicalOf(normalized)).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on any path, and whatever it accepts rebuilds to a path it accepts the same way', () => {
    const segment = fc.oneof(fc.constantFrom('01', '10', '21', '22', '17', '09506000134352', '9506000134352', '%2F', '%', ''), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 9 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const parsed = parseDigitalLinkPath(path);
        if (!parsed.ok) return;
        const rebuilt = parseDigitalLinkPath(`${parsed.value.prefix}${buildDigitalLink('', parsed.value.identifier)}`);
        expect(rebuilt).toEqual({ ok: true, value: { ...parsed.value, canonical: true } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('element string properties', () => {
  it('parse(build(x)) = x for every identifier whose values hold no parentheses', () => {
    fc.assert(
      fc.property(identifierWithCpv, (id) => {
        const text = buildElementString(id);
        const values = [id.cpv, id.lot, id.serial].filter((value): value is string => typeof value === 'string');
        if (values.some((value) => /[()]/.test(value))) {
          expect(parseElementString(text).ok).toBe(false);
        } else {
          expect(parseElementString(text)).toEqual({ ok: true, value: id });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on any text, and whatever it accepts rebuilds to the same identifier', () => {
    const piece = fc.oneof(fc.constantFrom('(01)', '(10)', '(21)', '(22)', '(17)', '09506000134352', '96385074', '(', ')', 'A', ''), fc.string({ maxLength: 5 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const parsed = parseElementString(pieces.join(''));
        if (parsed.ok) expect(parseElementString(buildElementString(parsed.value))).toEqual(parsed);
      }),
      { numRuns: RUNS },
    );
  });
});

