import { describe, expect, it } from 'vitest';
import { passportJsonLd } from '../../src/passports/passport-json-ld';
import type { PublicPassport } from '../../src/passports/public-passport';

const passport: PublicPassport = {
  gtin: '09506000134352',
  lot: 'L1',
  serial: '123',
  granularity: 'item',
  category: 'battery',
  status: 'published',
  product_name: 'EV pack',
  brand: 'Example',
  description: null,
  manufacturer: { name: 'ACME', address: 'Street 1', country: 'DE', operator_id: null, email: null, website: 'https://acme.example' },
  attributes: { weight_kg: 450, chemistry: 'NMC', substances_of_concern: [], recycled_content: { cobalt: 16 }, materials: [{ name: 'steel', share_percent: 40 }] },
  documents: [{ type: 'declaration_of_conformity', url: 'https://acme.example/doc.pdf', title: null, language: 'en' }],
  links: [],
  digital_link: 'https://qr.example.com/01/09506000134352/10/L1/21/123',
  element_string: '(01)09506000134352(10)L1(21)123',
  published_at: '2027-03-01T00:00:00.000Z',
  updated_at: '2027-03-01T00:00:00.000Z',
};

describe('passportJsonLd', () => {
  it('describes the passport as a schema.org Product identified by its Digital Link', () => {
    expect(passportJsonLd(passport)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': 'https://qr.example.com/01/09506000134352/10/L1/21/123',
      gtin: '09506000134352',
      name: 'EV pack',
      serialNumber: '123',
      brand: { '@type': 'Brand', name: 'Example' },
      manufacturer: { '@type': 'Organization', name: 'ACME', address: 'Street 1', location: { '@type': 'Country', identifier: 'DE' }, url: 'https://acme.example' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'lot', value: 'L1' },
        { '@type': 'PropertyValue', name: 'weight_kg', value: 450, unitText: 'kg' },
        { '@type': 'PropertyValue', name: 'chemistry', value: 'NMC' },
        { '@type': 'PropertyValue', name: 'substances_of_concern', value: [] },
        { '@type': 'PropertyValue', name: 'recycled_content.cobalt', value: 16, unitText: '%' },
        { '@type': 'PropertyValue', name: 'materials: steel', value: 40, unitText: '%' },
      ],
      subjectOf: [{ '@type': 'DigitalDocument', name: 'declaration of conformity', description: 'declaration_of_conformity', url: 'https://acme.example/doc.pdf', inLanguage: 'en' }],
    });
  });

  it('leaves out what the passport does not have', () => {
    const bare = passportJsonLd({ ...passport, lot: null, serial: null, brand: null, manufacturer: null, attributes: {}, documents: [] });
    expect(Object.keys(bare)).toEqual(['@context', '@type', '@id', 'gtin', 'name']);
  });
});
