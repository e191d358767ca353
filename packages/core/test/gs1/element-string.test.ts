import { describe, expect, it } from 'vitest';
import { buildElementString, parseElementString } from '../../src/gs1/element-string';

describe('buildElementString', () => {
  it('writes (01), then (22), (10) and (21) when present', () => {
    expect(buildElementString({ gtin: '09506000134352', lot: null, serial: null })).toBe('(01)09506000134352');
    expect(buildElementString({ gtin: '9506000134352', lot: 'ABC', serial: '123' })).toBe('(01)09506000134352(10)ABC(21)123');
    expect(buildElementString({ gtin: '05412345000013', cpv: 'AJY3095721P49', lot: 'ABC123', serial: null })).toBe('(01)05412345000013(22)AJY3095721P49(10)ABC123');
    // Values are shown as they are: the human-readable form is not escaped.
    expect(buildElementString({ gtin: '09506000134352', lot: 'A/B%', serial: null })).toBe('(01)09506000134352(10)A/B%');
  });
});

describe('parseElementString', () => {
  it('reads AIs in any order, normalizing a short GTIN', () => {
    expect(parseElementString('(01)09506000134352(10)ABC(21)123')).toEqual({ ok: true, value: { gtin: '09506000134352', lot: 'ABC', serial: '123' } });
    expect(parseElementString(' (21)123(01)9506000134352 ')).toEqual({ ok: true, value: { gtin: '09506000134352', lot: null, serial: '123' } });
    expect(parseElementString('(01)05412345000013(22)AJY3095721P49')).toEqual({ ok: true, value: { gtin: '05412345000013', cpv: 'AJY3095721P49', lot: null, serial: null } });
  });

  it('refuses what it cannot read, naming the field', () => {
    const failure = (text: string) => {
      const result = parseElementString(text);
      return result.ok ? undefined : result.failure;
    };
    expect(failure('0109506000134352')).toMatchObject({ field: 'element_string' });
    expect(failure('(10)ABC')).toMatchObject({ field: 'element_string', message: 'an element string needs (01) and the GTIN' });
    expect(failure('(01)09506000134352(17)290331')).toMatchObject({ field: 'element_string', message: '(17) is not supported: only (01), (22), (10) and (21)' });
    expect(failure('(01)09506000134352(21)1(21)2')).toMatchObject({ field: 'element_string', message: '(21) appears more than once' });
    expect(failure('(01)09506000134352(01)09506000134352')).toMatchObject({ field: 'element_string' });
    expect(failure('(01)09506000134352(21)A(1)')).toMatchObject({ field: 'element_string' });
    expect(failure('(01)09506000134352(21)A)B')?.message).toContain('values containing ( or )');
    expect(failure('(01)09506000134351')).toMatchObject({ field: 'gtin', expected_check_digit: 2 });
    expect(failure('(01)09506000134352(10)')).toMatchObject({ field: 'lot' });
    expect(failure('(01)09506000134352(21)a b')).toMatchObject({ field: 'serial' });
  });
});
