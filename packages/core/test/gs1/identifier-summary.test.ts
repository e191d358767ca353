import { describe, expect, it } from 'vitest';
import { parseDigitalLink } from '../../src/gs1/digital-link';
import { identifierSummary } from '../../src/gs1/identifier-summary';

describe('identifierSummary', () => {
  it('answers a parsed URI with the canonical Digital Link on this service, without the CPV', () => {
    const parsed = parseDigitalLink('https://id.gs1.org/01/5412345000013/22/AJY3095721P49/10/ABC123');
    expect(parsed.ok && identifierSummary(parsed.value.identifier, 'https://qr.example.com')).toEqual({
      gtin: '05412345000013',
      lot: 'ABC123',
      serial: null,
      digital_link: 'https://qr.example.com/01/05412345000013/10/ABC123',
      element_string: '(01)05412345000013(10)ABC123',
    });
  });
});
