import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSchemaArbitrary } from '../helpers/json-schema-arbitrary';
import { body, setupTestApp } from '../helpers/test-app';

// The passport operations with a JSON body, fed bodies drawn from their documented request
// schemas with odd values mixed in (as the service-wide HTTP fuzz does, but only these, so a
// failure elsewhere does not hide theirs): never a 5xx, every refusal a problem document, every
// success an envelope, no error logged.
const t = setupTestApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const OPERATIONS = [
  { method: 'POST', path: '/dpp', operationId: 'createPassport' },
  { method: 'POST', path: '/dpp/validate', operationId: 'validatePassport' },
  { method: 'PATCH', path: '/dpp/{id}', operationId: 'updatePassport' },
  { method: 'POST', path: '/dpp/{id}/validate-update', operationId: 'validatePassportUpdate' },
] as const;

describe('passport operations under fuzzed bodies', () => {
  it('never answer 5xx; refusals are problem+json, successes envelopes; nothing logged as an error', async () => {
    const document: Json = await body(await t.request('/v1/openapi.json'));
    const resolve = (ref: string): Json => ref.replace(/^#\//, '').split('/').reduce((node: Json, part: string) => node?.[part], document);
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const key = await t.createKey(tenant, 'ws_admin');
    const seed = await t.request('/v1/dpp', { method: 'POST', key, json: { gtin: '4006381333931', product_name: 'Seed' } });
    const draftId: string = (await body(seed)).data.id;
    const published = await t.request('/v1/dpp', { method: 'POST', key, json: { gtin: '4006381333931', lot: 'PUB', product_name: 'Seed', status: 'published' } });
    const publishedId: string = (await body(published)).data.id;

    const requests = fc.oneof(
      ...OPERATIONS.map((operation) => {
        const schema = document.paths[operation.path][operation.method.toLowerCase()].requestBody.content['application/json'].schema;
        // A valid body with up to three of its fields replaced by drawn ones: the drawn bodies
        // alone are almost never valid as a whole (check digits, charsets), so few would reach the store.
        const base = operation.path.includes('{id}') ? fc.constant({}) : fc.integer({ min: 1, max: 1e9 }).map((n) => ({ gtin: '4006381333931', serial: `F${n}`, product_name: 'Fuzz' }));
        const overlay = jsonSchemaArbitrary(schema, resolve, 0.1).map((drawn) => (drawn !== null && typeof drawn === 'object' && !Array.isArray(drawn) ? Object.entries(drawn) : []));
        return fc.record({
          operation: fc.constant(operation),
          id: fc.constantFrom(draftId, publishedId),
          json: fc.tuple(base, overlay, fc.nat({ max: 3 })).map(([valid, drawn, count]) => ({ ...valid, ...Object.fromEntries(drawn.slice(0, count)) })),
        });
      }),
    );
    const logged = t.logs.length;
    const statuses = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(requests, async ({ operation, id, json }) => {
        const res = await t.request(`/v1${operation.path.replace('{id}', id)}`, { method: operation.method, key, json });
        const outcome = `${operation.operationId} ${res.status}`;
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
        const label = `${operation.operationId} ${JSON.stringify(json).slice(0, 300)}`;
        expect(res.status, label).toBeLessThan(500);
        const answer = await body(res);
        if (res.status >= 400) {
          expect(res.headers.get('content-type'), label).toContain('application/problem+json');
          expect(answer.status, label).toBe(res.status);
        } else {
          expect(Object.keys(answer).sort(), label).toEqual(['data', 'meta']);
        }
      }),
      { numRuns: 300 },
    );
    // The bodies reach the operations, not only the validation: some of each succeed.
    for (const operation of OPERATIONS) {
      const successes = [...statuses].filter(([outcome]) => /^\S+ 2\d\d$/.test(outcome) && outcome.startsWith(`${operation.operationId} `));
      expect(successes.length, `${operation.operationId}: ${JSON.stringify([...statuses])}`).toBeGreaterThan(0);
    }
    expect(t.logs.slice(logged).filter((entry) => entry.level === 'error')).toEqual([]);
  }, 180_000);
});
