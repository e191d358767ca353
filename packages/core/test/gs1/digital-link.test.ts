import { describe, expect, it } from 'vitest';
import {
  buildDigitalLink,
  buildDigitalLinkPath,
  encodeDigitalLinkValue,
  parseDigitalLink,
  parseDigitalLinkPath,
} from '../../src/gs1/digital-link';

const BASE = 'https://qr.example.com';

describe('buildDigitalLink', () => {
  it('builds GS1 Digital Link URIs in the qualifier order 22, 10, 21', () => {
    expect(buildDigitalLink('https://id.gs1.org', { gtin: '09506000134352', lot: null, serial: null })).toBe('https://id.gs1.org/01/09506000134352');
    expect(buildDigitalLink(BASE, { gtin: '09506000134352', lot: 'ABC123', serial: '12345' })).toBe(`${BASE}/01/09506000134352/10/ABC123/21/12345`);
    // GS1 Digital Link conformance example (22 before 10).
    expect(buildDigitalLink('https://id.gs1.org', { gtin: '05412345000013', cpv: 'AJY3095721P49', lot: 'ABC123', serial: null })).toBe(
      'https://id.gs1.org/01/05412345000013/22/AJY3095721P49/10/ABC123',
    );
    expect(buildDigitalLink('https://id.gs1.org', { gtin: '04012345111118', lot: null, serial: '987' })).toBe('https://id.gs1.org/01/04012345111118/21/987');
  });

  it('normalizes the GTIN, drops trailing slashes of the base and keeps its path prefix', () => {
    expect(buildDigitalLink(`${BASE}/`, { gtin: '9506000134352', lot: null, serial: null })).toBe(`${BASE}/01/09506000134352`);
    expect(buildDigitalLink(`${BASE}/products/`, { gtin: '96385074', lot: 'L1', serial: null })).toBe(`${BASE}/products/01/00000096385074/10/L1`);
  });

  it('percent-encodes everything outside A–Z a–z 0–9 -._~ with upper-case hex', () => {
    expect(encodeDigitalLinkValue(`AZaz09-._`)).toBe('AZaz09-._');
    expect(encodeDigitalLinkValue(`!"%&'()*+,/:;<=>?`)).toBe('%21%22%25%26%27%28%29%2A%2B%2C%2F%3A%3B%3C%3D%3E%3F');
    expect(buildDigitalLinkPath({ gtin: '09506000134352', lot: 'ABC/123', serial: '1%2' })).toBe('/01/09506000134352/10/ABC%2F123/21/1%252');
  });

  it('throws on an invalid identifier (callers pass validated ones)', () => {
    expect(() => buildDigitalLinkPath({ gtin: '09506000134353', lot: null, serial: null })).toThrow(RangeError);
    expect(() => buildDigitalLinkPath({ gtin: '09506000134352', lot: 'é', serial: null })).toThrow(RangeError);
    expect(() => buildDigitalLinkPath({ gtin: '09506000134352', lot: null, serial: 'x'.repeat(21) })).toThrow(RangeError);
  });
});

describe('parseDigitalLink', () => {
  it('reads the GS1 examples', () => {
    expect(parseDigitalLink('https://id.gs1.org/01/05412345000013/22/AJY3095721P49/10/ABC123')).toEqual({
      ok: true,
      value: { identifier: { gtin: '05412345000013', cpv: 'AJY3095721P49', lot: 'ABC123', serial: null }, base: 'https://id.gs1.org', canonical: true },
    });
    expect(parseDigitalLink('https://example.com/01/04012345111118/21/987?15=211231')).toEqual({
      ok: true,
      value: { identifier: { gtin: '04012345111118', lot: null, serial: '987' }, base: 'https://example.com', canonical: true },
    });
  });

  it('normalizes a short GTIN and reports the path as not canonical', () => {
    const parsed = parseDigitalLink('https://id.gs1.org/01/5412345000013/10/ABC123');
    expect(parsed).toEqual({
      ok: true,
      value: { identifier: { gtin: '05412345000013', lot: 'ABC123', serial: null }, base: 'https://id.gs1.org', canonical: false },
    });
  });

  it('accepts any path prefix, lower-case hex and set-82 characters left raw', () => {
    const parsed = parseDigitalLink(`${BASE}/shop/01/items/01/09506000134352/10/abc%2f1/21/x:y!`);
    expect(parsed).toEqual({
      ok: true,
      value: { identifier: { gtin: '09506000134352', lot: 'abc/1', serial: 'x:y!' }, base: `${BASE}/shop/01/items`, canonical: false },
    });
    // A lot value "01" is not mistaken for the primary key.
    expect(parseDigitalLinkPath('/01/09506000134352/10/01/21/09506000134352')).toEqual({
      ok: true,
      value: { identifier: { gtin: '09506000134352', lot: '01', serial: '09506000134352' }, prefix: '', canonical: true },
    });
    expect(parseDigitalLink('/01/09506000134352#top')).toMatchObject({ ok: true, value: { base: '' } });
  });

  it('counts the canonical URI with escapes of characters legal raw in a path decoded as canonical, and nothing else', () => {
    // The canonical spelling, then the sub-delims raw, as h3 and URI normalizers hand it over.
    expect(parseDigitalLinkPath('/01/09506000134352/10/A%21%26%27%28%29%2A%2B%2C%3A%3B%3D')).toMatchObject({ ok: true, value: { identifier: { lot: "A!&'()*+,:;=" }, canonical: true } });
    expect(parseDigitalLinkPath("/01/09506000134352/10/A!&'()*+,:;=")).toMatchObject({ ok: true, value: { identifier: { lot: "A!&'()*+,:;=" }, canonical: true } });
    // Lower-case hex of a needless escape decodes the same way; of a needed one it does not.
    expect(parseDigitalLinkPath('/01/09506000134352/21/A%2aB')).toMatchObject({ ok: true, value: { canonical: true } });
    expect(parseDigitalLinkPath('/01/09506000134352/21/A%2fB')).toMatchObject({ ok: true, value: { identifier: { serial: 'A/B' }, canonical: false } });
    // An escaped letter is the letter; a raw character that must stay escaped cannot occur in a path.
    expect(parseDigitalLinkPath('/01/09506000134352/21/%41B')).toMatchObject({ ok: true, value: { identifier: { serial: 'AB' }, canonical: true } });
    expect(parseDigitalLinkPath('/01/09506000134352/21/A%252')).toMatchObject({ ok: true, value: { identifier: { serial: 'A%2' }, canonical: true } });
  });

  it('refuses unknown primary keys, unknown or out-of-order qualifiers and bad values, naming what is wrong', () => {
    const failure = (uri: string) => {
      const result = parseDigitalLink(uri);
      return result.ok ? undefined : { field: result.failure.field, message: result.failure.message };
    };
    expect(failure(`${BASE}/00/106141412345678908`)).toEqual({ field: 'uri', message: 'primary key AI 00 is not supported: only 01 (GTIN) is' });
    expect(failure(`${BASE}/414/9520123456788`)).toMatchObject({ field: 'uri' });
    expect(failure(`${BASE}/products/123`)).toEqual({ field: 'uri', message: 'not a GS1 Digital Link: no /01/{gtin} in the path' });
    expect(failure(`${BASE}/01/09506000134352/17/290331`)?.message).toContain('/17/ is not a key qualifier');
    expect(failure(`${BASE}/01/09506000134352/21/1/10/A`)?.message).toContain('out of order');
    expect(failure(`${BASE}/01/09506000134352/10/A/10/B`)?.message).toContain('out of order');
    expect(failure(`${BASE}/01/09506000134353`)).toEqual({ field: 'gtin', message: 'gtin check digit is 3, expected 2 (GS1 mod-10 check digit)' });
    expect(failure(`${BASE}/01/ABC`)).toMatchObject({ field: 'gtin' });
    expect(failure(`${BASE}/01/09506000134352/10/${'A'.repeat(21)}`)).toMatchObject({ field: 'lot' });
    expect(failure(`${BASE}/01/09506000134352/21/a%20b`)).toMatchObject({ field: 'serial' });
    expect(failure(`${BASE}/01/09506000134352/21/%C3%A9`)).toMatchObject({ field: 'serial' });
    expect(failure(`${BASE}/01/09506000134352/21/a%2`)).toMatchObject({ field: 'serial' });
    expect(failure(`${BASE}/01/09506000134352/21/`)).toMatchObject({ field: 'serial' });
    expect(failure(`${BASE}/01/09506000134352/10`)).toMatchObject({ field: 'uri' });
    expect(failure(`${BASE}/01/09506000134352/`)).toMatchObject({ field: 'uri' });
    expect(failure('ftp://example.com/01/09506000134352')).toMatchObject({ field: 'uri' });
    expect(failure('not a uri')).toMatchObject({ field: 'uri' });
  });
});
