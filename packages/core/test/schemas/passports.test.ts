import { describe, expect, it } from 'vitest';
import { evaluateCompliance } from '../../src/passports/evaluate-compliance';
import { createPassportSchema, listPassportsQuerySchema, updatePassportSchema } from '../../src/schemas/passports';

type Result = { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } };
const fields = (result: Result) => (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
const messages = (result: Result) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const minimal = { gtin: '9506000134352', product_name: 'Risotto Rice' };

describe('createPassportSchema', () => {
  it('normalizes the GTIN and applies the defaults', () => {
    expect(createPassportSchema.parse(minimal)).toEqual({ gtin: '09506000134352', product_name: 'Risotto Rice', category: 'generic', status: 'draft' });
  });

  it('answers a wrong GTIN on field gtin, naming the expected check digit', () => {
    expect(messages(createPassportSchema.safeParse({ ...minimal, gtin: '09506000134353' }))).toEqual(['gtin: gtin check digit is 3, expected 2 (GS1 mod-10 check digit)']);
    for (const gtin of ['123', 9506000134352, '0950600013435X', null]) expect(fields(createPassportSchema.safeParse({ ...minimal, gtin }))).toEqual(['gtin']);
    expect(fields(createPassportSchema.safeParse({ product_name: 'x' }))).toEqual(['gtin']);
  });

  it('takes lot and serial of 1 to 20 characters of set 82', () => {
    expect(createPassportSchema.parse({ ...minimal, lot: 'L-2027/03', serial: `!"%&'()*+,-./:;<=>?_` })).toMatchObject({ lot: 'L-2027/03', serial: `!"%&'()*+,-./:;<=>?_` });
    for (const value of ['', 'A'.repeat(21), 'a b', 'ü', '#1']) {
      expect(fields(createPassportSchema.safeParse({ ...minimal, lot: value, serial: value }))).toEqual(['lot', 'serial']);
    }
  });

  it('creates as draft or published only', () => {
    expect(createPassportSchema.parse({ ...minimal, status: 'published' }).status).toBe('published');
    expect(messages(createPassportSchema.safeParse({ ...minimal, status: 'archived' }))).toEqual(['status: a passport is created as draft or published, never archived']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, category: 'toys' }))).toEqual(['category']);
  });

  it('keeps the text limits: product_name 1–200, description ≤ 5,000', () => {
    expect(fields(createPassportSchema.safeParse({ ...minimal, product_name: ' ' }))).toEqual(['product_name']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, product_name: 'x'.repeat(201) }))).toEqual(['product_name']);
    expect(createPassportSchema.safeParse({ ...minimal, product_name: 'x'.repeat(200), description: 'd'.repeat(5000) }).success).toBe(true);
    expect(fields(createPassportSchema.safeParse({ ...minimal, description: 'd'.repeat(5001) }))).toEqual(['description']);
  });

  it('checks the manufacturer: name required, ISO country, https website', () => {
    expect(createPassportSchema.parse({ ...minimal, manufacturer: { name: 'ACME', country: 'de', website: 'https://acme.example' } }).manufacturer).toEqual({
      name: 'ACME',
      country: 'DE',
      website: 'https://acme.example',
    });
    expect(fields(createPassportSchema.safeParse({ ...minimal, manufacturer: { address: 'x' } }))).toEqual(['manufacturer.name']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, manufacturer: { name: 'A', country: 'XX' } }))).toEqual(['manufacturer.country']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, manufacturer: { name: 'A', country: 'EU' } }))).toEqual(['manufacturer.country']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, manufacturer: { name: 'A', website: 'http://acme.example' } }))).toEqual(['manufacturer.website']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, manufacturer: { name: 'A', email: 'nope' } }))).toEqual(['manufacturer.email']);
  });

  it('type-checks the attributes the tables name, keeps others, and leaves ranges to the compliance checks', () => {
    const body = createPassportSchema.parse({
      ...minimal,
      category: 'battery',
      attributes: { rated_capacity_ah: -5, battery_category: 'car', recycled_content: {}, own_field: ['a', 1, true], flag: false },
    });
    expect(body.attributes).toEqual({ rated_capacity_ah: -5, battery_category: 'car', recycled_content: {}, own_field: ['a', 1, true], flag: false });
    const failed = evaluateCompliance(body).checks.filter((check) => !check.passed).map((check) => check.field);
    expect(failed).toEqual(expect.arrayContaining(['attributes.rated_capacity_ah', 'attributes.battery_category', 'attributes.recycled_content']));

    expect(messages(createPassportSchema.safeParse({ ...minimal, attributes: { rated_capacity_ah: '200' } }))).toEqual(['attributes.rated_capacity_ah: must be a number']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, attributes: { recycled_content: { manganese: 3 } } }))).toEqual(['attributes.recycled_content']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, attributes: { materials: [{ name: 'cotton', share_percent: '100' }] } }))).toEqual(['attributes.materials.0.share_percent']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, attributes: { nested: { a: 1 } } }))).toEqual(['attributes.nested']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, attributes: { 'bad.key': 1 } }))).toEqual(['attributes.bad.key']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, attributes: { substances_of_concern: 'none' } }))).toEqual(['attributes.substances_of_concern']);
  });

  it('bounds documents and links to 50 each, with https documents and one default per link type', () => {
    const document = { type: 'user_manual', url: 'https://example.com/manual.pdf', language: 'de-CH' };
    expect(createPassportSchema.safeParse({ ...minimal, documents: Array(50).fill(document) }).success).toBe(true);
    expect(fields(createPassportSchema.safeParse({ ...minimal, documents: Array(51).fill(document) }))).toEqual(['documents']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, documents: [{ ...document, url: 'http://example.com/m.pdf' }] }))).toEqual(['documents.0.url']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, documents: [{ ...document, type: 'brochure' }] }))).toEqual(['documents.0.type']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, documents: [{ ...document, language: 'german' }] }))).toEqual(['documents.0.language']);

    const link = { link_type: 'https://gs1.org/voc/pip', url: 'http://example.com/p', default: true };
    const parsed = createPassportSchema.parse({ ...minimal, links: [link, { link_type: 'gs1:epil', url: 'https://example.com/e' }] });
    expect(parsed.links).toEqual([
      { link_type: 'gs1:pip', url: 'http://example.com/p', default: true },
      { link_type: 'gs1:epil', url: 'https://example.com/e', default: false },
    ]);
    expect(messages(createPassportSchema.safeParse({ ...minimal, links: [link, { ...link, link_type: 'gs1:pip' }] }))).toEqual([
      'links.1.default: at most one default link per link type; gs1:pip has another',
    ]);
    expect(fields(createPassportSchema.safeParse({ ...minimal, links: [{ ...link, link_type: 'pip' }] }))).toEqual(['links.0.link_type']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, links: [{ ...link, url: 'ftp://example.com' }] }))).toEqual(['links.0.url']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, links: Array(51).fill({ ...link, default: false }) }))).toEqual(['links']);
  });

  it('dedupes restricted field names', () => {
    expect(createPassportSchema.parse({ ...minimal, restricted_fields: ['supplier', 'supplier', 'cost'] }).restricted_fields).toEqual(['supplier', 'cost']);
    expect(fields(createPassportSchema.safeParse({ ...minimal, restricted_fields: ['a.b'] }))).toEqual(['restricted_fields.0']);
  });
});

describe('updatePassportSchema', () => {
  it('takes every field optionally, null to remove, and any status', () => {
    expect(updatePassportSchema.parse({})).toEqual({});
    expect(updatePassportSchema.parse({ lot: null, status: 'archived', attributes: { weight_kg: null, chemistry: 'LFP' }, manufacturer: { address: null } })).toEqual({
      lot: null,
      status: 'archived',
      attributes: { weight_kg: null, chemistry: 'LFP' },
      manufacturer: { address: null },
    });
    expect(fields(updatePassportSchema.safeParse({ product_name: null }))).toEqual(['product_name']);
    expect(fields(updatePassportSchema.safeParse({ attributes: { weight_kg: 'heavy' } }))).toEqual(['attributes.weight_kg']);
  });
});

describe('listPassportsQuerySchema', () => {
  it('accepts GTIN-8/12/13/14 filters as their GTIN-14', () => {
    expect(listPassportsQuerySchema.parse({ gtin: '96385074', status: 'archived' })).toEqual({ limit: 20, gtin: '00000096385074', status: 'archived' });
    expect(fields(listPassportsQuerySchema.safeParse({ gtin: '96385075' }))).toEqual(['gtin']);
  });
});
