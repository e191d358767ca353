import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isGtin, parseGtin } from '../../src/gs1/gtin';

describe('gs1CheckDigit', () => {
  it('computes the GS1 mod-10 check digit of published GTINs', () => {
    // GS1 General Specifications §7.9.1 worked example and well-known printed codes.
    expect(gs1CheckDigit('0950600013435')).toBe(2); // 09506000134352, GS1's Digital Link example
    expect(gs1CheckDigit('952012345678')).toBe(8); // 9520123456788, GS1 GTIN-13 example
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gs1CheckDigit('0000000000000')).toBe(0);
  });

  it('refuses anything but digits (a programmer error)', () => {
    expect(() => gs1CheckDigit('12a')).toThrow(RangeError);
    expect(() => gs1CheckDigit('')).toThrow(RangeError);
  });
});

describe('parseGtin', () => {
  it('normalizes GTIN-8/12/13/14 to GTIN-14', () => {
    expect(parseGtin('09506000134352')).toEqual({ ok: true, value: '09506000134352' });
    expect(parseGtin('9506000134352')).toEqual({ ok: true, value: '09506000134352' });
    expect(parseGtin('036000291452')).toEqual({ ok: true, value: '00036000291452' });
    expect(parseGtin('96385074')).toEqual({ ok: true, value: '00000096385074' });
  });

  it('names the expected check digit when only it is wrong', () => {
    expect(parseGtin('09506000134353')).toEqual({
      ok: false,
      failure: {
        code: 'invalid_identifier',
        field: 'gtin',
        message: 'gtin check digit is 3, expected 2 (GS1 mod-10 check digit)',
        expected_check_digit: 2,
      },
    });
  });

  it('refuses other lengths, non-digits and non-strings', () => {
    for (const value of ['', '1234567', '123456789', '12345678901', '123456789012345', '0950600013435 ', '09506-00013435', '９５０６０００１３４３５２', 9506000134352, null, undefined]) {
      const result = parseGtin(value);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.failure.field).toBe('gtin');
        expect(result.failure.expected_check_digit).toBeUndefined();
      }
    }
    expect(isGtin('09506000134352')).toBe(true);
    expect(isGtin('09506000134350')).toBe(false);
  });
});
