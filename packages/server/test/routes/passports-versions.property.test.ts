import { passportStatusChangeError, type PassportStatus } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp } from '../helpers/test-app';

// Model test of PATCH /v1/dpp/{id} over random patch sequences: each patch is accepted or
// refused exactly as the status rules and identity immutability say, every accepted change
// is one new version, and every version stays readable as it was answered.
const t = setupTestApp();

type Step = { readonly status: PassportStatus } | { readonly product_name: string } | { readonly lot: string | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<PassportStatus>('draft', 'published', 'archived').map((status) => ({ status })),
  fc.constantFrom('A', 'B', 'C').map((product_name) => ({ product_name })),
  fc.constantFrom('L1', 'L2', null).map((lot) => ({ lot })),
);

interface Model {
  status: PassportStatus;
  product_name: string;
  lot: string | null;
  version: number;
}

/** The model's answer to a step: the next state, or null when PATCH must answer 422. */
function apply(model: Model, patch: Step): Model | null {
  if ('status' in patch) {
    if (passportStatusChangeError(model.status, patch.status) !== null) return null;
    return patch.status === model.status ? model : { ...model, status: patch.status, version: model.version + 1 };
  }
  if ('lot' in patch) {
    if (patch.lot === model.lot) return model;
    return model.status === 'draft' ? { ...model, lot: patch.lot, version: model.version + 1 } : null;
  }
  return patch.product_name === model.product_name ? model : { ...model, product_name: patch.product_name, version: model.version + 1 };
}

describe('PATCH /v1/dpp/{id} against a model', () => {
  it('accepts and refuses as the rules say; every version is kept as answered', async () => {
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const key = await t.createKey(tenant, 'contributor');
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        serial++;
        const created = await t.request('/v1/dpp', { method: 'POST', key, json: { gtin: '4006381333931', serial: `P${serial}`, product_name: 'A' } });
        expect(created.status).toBe(201);
        const first = (await body(created)).data;
        const answers = new Map<number, unknown>([[1, first]]);
        let model: Model = { status: 'draft', product_name: 'A', lot: null, version: 1 };
        for (const patch of steps) {
          const expected = apply(model, patch);
          const res = await t.request(`/v1/dpp/${first.id}`, { method: 'PATCH', key, json: patch });
          if (expected === null) {
            expect(res.status, JSON.stringify({ model, patch })).toBe(422);
            expect((await body(res)).errors[0].field).toBe(Object.keys(patch)[0]);
            continue;
          }
          expect(res.status, JSON.stringify({ model, patch })).toBe(200);
          const { data } = await body(res);
          expect(data).toMatchObject({ status: expected.status, product_name: expected.product_name, lot: expected.lot, version: expected.version });
          answers.set(data.version, data);
          model = expected;
        }
        for (const [version, answer] of answers) {
          expect((await body(await t.request(`/v1/dpp/${first.id}?version=${version}`, { key }))).data).toEqual(answer);
        }
        expect((await t.request(`/v1/dpp/${first.id}?version=${model.version + 1}`, { key })).status).toBe(404);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
