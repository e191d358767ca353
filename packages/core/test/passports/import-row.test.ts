import { describe, expect, it } from 'vitest';
import { importColumnOf, importRowToBody, unknownImportColumns } from '../../src/passports/import-row';

describe('importRowToBody', () => {
  it('nests dotted columns and converts cells by what the tables say the attribute is', () => {
    expect(
      importRowToBody({
        gtin: ' 9506000134352 ',
        lot: '',
        product_name: 'Cell',
        'manufacturer.name': 'ACME',
        'attributes.rated_capacity_ah': '12.5',
        'attributes.substances_of_concern': 'lead; cadmium;',
        'attributes.materials': 'cotton:60; recycled polyester:40',
        'attributes.recycled_content.lithium': '6',
        'attributes.own_field': '0042',
        'documents.2.url': 'https://x/b.pdf',
        'documents.1.type': 'user_manual',
        'documents.1.url': 'https://x/a.pdf',
        'documents.2.type': 'other',
        'links.1.link_type': 'gs1:pip',
        'links.1.default': 'TRUE',
        restricted_fields: 'own_field;cost',
      }),
    ).toEqual({
      ok: true,
      body: {
        gtin: '9506000134352',
        product_name: 'Cell',
        manufacturer: { name: 'ACME' },
        attributes: {
          rated_capacity_ah: 12.5,
          substances_of_concern: ['lead', 'cadmium'],
          materials: [
            { name: 'cotton', share_percent: 60 },
            { name: 'recycled polyester', share_percent: 40 },
          ],
          recycled_content: { lithium: 6 },
          own_field: '0042',
        },
        documents: [
          { type: 'user_manual', url: 'https://x/a.pdf' },
          { type: 'other', url: 'https://x/b.pdf' },
        ],
        links: [{ link_type: 'gs1:pip', default: true }],
        restricted_fields: ['own_field', 'cost'],
      },
    });
    expect(importRowToBody({ 'attributes.substances_of_concern': '[]' })).toEqual({ ok: true, body: { attributes: { substances_of_concern: [] } } });
  });

  it('names the column of every cell it cannot read', () => {
    expect(importRowToBody({ 'attributes.weight_kg': '4,5', 'attributes.nominal_voltage_v': 'high', 'attributes.materials': 'cotton', 'links.1.default': 'yes', 'documents.2.type': 'other' })).toEqual({
      ok: false,
      errors: [
        { field: 'attributes.weight_kg', message: 'numbers use . as the decimal mark' },
        { field: 'attributes.nominal_voltage_v', message: 'must be a number, got "high"' },
        { field: 'attributes.materials', message: 'materials are name:percent;name:percent, got "cotton"' },
        { field: 'links.1.default', message: 'must be true or false' },
        { field: 'documents.2', message: 'documents columns are numbered 1, 2, 3… without gaps' },
      ],
    });
  });
});

describe('unknownImportColumns', () => {
  it('reports columns that name no passport field', () => {
    expect(
      unknownImportColumns(['gtin', 'manufacturer.name', 'attributes.anything_1', 'attributes.recycled_content.lead', 'documents.50.url', 'links.3.default', 'restricted_fields']),
    ).toEqual([]);
    expect(unknownImportColumns(['atributes.weight_kg', 'manufacturer.phone', 'attributes.recycled_content.zinc', 'documents.0.url', 'documents.51.url', 'documents.1.size', 'id', 'attributes.a.b'])).toEqual([
      'atributes.weight_kg',
      'manufacturer.phone',
      'attributes.recycled_content.zinc',
      'documents.0.url',
      'documents.51.url',
      'documents.1.size',
      'id',
      'attributes.a.b',
    ]);
  });
});

describe('importColumnOf', () => {
  it('maps schema error fields back to sheet columns', () => {
    expect(importColumnOf('documents.0.url')).toBe('documents.1.url');
    expect(importColumnOf('links.9.default')).toBe('links.10.default');
    expect(importColumnOf('attributes.materials.2.share_percent')).toBe('attributes.materials');
    expect(importColumnOf('attributes.recycled_content.cobalt')).toBe('attributes.recycled_content.cobalt');
    expect(importColumnOf('restricted_fields.3')).toBe('restricted_fields');
    expect(importColumnOf('gtin')).toBe('gtin');
  });
});
