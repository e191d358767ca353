import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPassportPatch } from '../../src/passports/apply-passport-patch';
import { passportBodyFromCreate, type PassportBody } from '../../src/passports/passport-body';
import { createPassportSchema, updatePassportSchema } from '../../src/schemas/passports';

// Merging a few keys is cheap; 500 runs cover adds, replacements and removals of every kind.
const RUNS = 500;

const stored: PassportBody = passportBodyFromCreate(
  createPassportSchema.parse({
    gtin: '09506000134352',
    lot: 'L1',
    product_name: 'Risotto Rice',
    manufacturer: { name: 'Example Foods', address: 'Via Roma 1' },
    attributes: { substances_of_concern: [], country_of_manufacture: 'IT' },
    documents: [{ type: 'user_manual', url: 'https://example.com/m.pdf' }],
    links: [{ link_type: 'gs1:pip', url: 'https://example.com/p' }],
  }),
);

const patch = (body: unknown) => applyPassportPatch(stored, updatePassportSchema.parse(body));
const published = { ...stored, status: 'published' as const };

describe('passportBodyFromCreate', () => {
  it('fills every optional field', () => {
    expect(stored).toEqual({
      gtin: '09506000134352',
      lot: 'L1',
      serial: null,
      category: 'generic',
      status: 'draft',
      product_name: 'Risotto Rice',
      brand: null,
      description: null,
      manufacturer: { name: 'Example Foods', address: 'Via Roma 1', country: null, operator_id: null, email: null, website: null },
      attributes: { substances_of_concern: [], country_of_manufacture: 'IT' },
      restricted_fields: [],
      documents: [{ type: 'user_manual', url: 'https://example.com/m.pdf', title: null, language: null }],
      links: [{ link_type: 'gs1:pip', url: 'https://example.com/p', title: null, language: null, default: false }],
    });
  });
});

describe('applyPassportPatch', () => {
  it('changes nothing for an empty patch', () => {
    expect(patch({})).toEqual({ ok: true, body: stored });
  });

  it('merges manufacturer and attributes key by key, null removing a key; lists replace', () => {
    const result = patch({
      manufacturer: { country: 'it', address: null },
      attributes: { country_of_manufacture: null, weight_kg: 2 },
      documents: [],
      brand: 'Dal Giardino',
      lot: null,
    });
    expect(result).toEqual({
      ok: true,
      body: {
        ...stored,
        brand: 'Dal Giardino',
        lot: null,
        manufacturer: { name: 'Example Foods', address: null, country: 'IT', operator_id: null, email: null, website: null },
        attributes: { substances_of_concern: [], weight_kg: 2 },
        documents: [],
      },
    });
    expect(patch({ attributes: null, manufacturer: null })).toMatchObject({ ok: true, body: { attributes: {}, manufacturer: null } });
  });

  it('keeps the manufacturer name required after the merge', () => {
    expect(patch({ manufacturer: { name: null } })).toEqual({ ok: false, errors: [{ field: 'manufacturer.name', message: 'manufacturer needs a name (remove the whole manufacturer with manufacturer: null)' }] });
    expect(applyPassportPatch({ ...stored, manufacturer: null }, updatePassportSchema.parse({ manufacturer: { address: 'x' } }))).toMatchObject({ ok: false, errors: [{ field: 'manufacturer.name' }] });
  });

  it('refuses status changes back to draft and identity changes after publishing', () => {
    expect(patch({ status: 'published', gtin: '9506000134352', serial: 'S1' })).toMatchObject({ ok: true, body: { status: 'published', serial: 'S1' } });
    expect(applyPassportPatch(published, updatePassportSchema.parse({ status: 'draft', serial: 'S1', lot: 'L1' }))).toEqual({
      ok: false,
      errors: [
        { field: 'status', message: 'a published passport cannot return to draft' },
        { field: 'serial', message: 'serial cannot change once the passport has been published' },
      ],
    });
    expect(applyPassportPatch(published, updatePassportSchema.parse({ status: 'archived' }))).toMatchObject({ ok: true, body: { status: 'archived' } });
  });

  it('merges attributes as JSON Merge Patch for any keys and values', () => {
    const value = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 3 }));
    // Free keys take any value; the named ones only their type (anything else is the schema's 422).
    const patchAttributes = fc.record(
      {
        a: value,
        b: value,
        weight_kg: fc.oneof(fc.constant(null), fc.integer()),
        country_of_manufacture: fc.oneof(fc.constant(null), fc.string({ maxLength: 3 })),
        substances_of_concern: fc.oneof(fc.constant(null), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(patchAttributes, (attributes: Record<string, unknown>) => {
        const result = applyPassportPatch(stored, updatePassportSchema.parse({ attributes }));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        for (const name of new Set([...Object.keys(stored.attributes), ...Object.keys(attributes)])) {
          const expected = name in attributes ? (attributes[name] ?? undefined) : stored.attributes[name];
          expect(result.body.attributes[name]).toEqual(expected);
          expect(name in result.body.attributes).toBe(expected !== undefined);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
