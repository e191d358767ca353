import { afterEach, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

afterEach(() => t.clock.set(null));

/** The response body, checked against the schema the OpenAPI document publishes for it. */
async function documented(res: Response) {
  const schema = ALL_OPERATIONS.find((candidate) => candidate.operationId === 'listGs1Identifiers')?.responses[res.status]?.schema;
  if (!schema) throw new Error(`listGs1Identifiers documents no body for ${res.status}`);
  const json = await body(res);
  expect(schema.safeParse(json).error?.issues ?? []).toEqual([]);
  return json;
}

function identifiers(key: TestKey | undefined, query: Record<string, string> = {}) {
  return t.request(`/v1/gs1/identifiers?${new URLSearchParams(query)}`, key === undefined ? {} : { key });
}

describe('GET /v1/gs1/identifiers?uri= and ?element_string=: one identifier parsed', () => {
  it('answers a Digital Link on any host (short GTIN, encoded values) in canonical form on this service', async () => {
    const key = await t.createKey(await t.createTenant(), 'viewer');
    const res = await identifiers(key, { uri: 'https://id.example.com/some/prefix/01/9506000134352/10/AB%2FC/21/123' });
    expect(res.status).toBe(200);
    expect((await documented(res)).data).toEqual({
      gtin: '09506000134352',
      lot: 'AB/C',
      serial: '123',
      digital_link: 'http://qz.test/01/09506000134352/10/AB%2FC/21/123',
      element_string: '(01)09506000134352(10)AB/C(21)123',
    });
    const path = await identifiers(key, { uri: '/01/09506000134352' });
    expect((await body(path)).data).toEqual({ gtin: '09506000134352', lot: null, serial: null, digital_link: 'http://qz.test/01/09506000134352', element_string: '(01)09506000134352' });
  });

  it('parses an element string, AIs in any order', async () => {
    const key = await t.createKey(await t.createTenant(), 'viewer');
    const res = await identifiers(key, { element_string: '(01)09506000134352(21)SN-7(10)L1' });
    expect(res.status).toBe(200);
    expect((await documented(res)).data).toEqual({
      gtin: '09506000134352',
      lot: 'L1',
      serial: 'SN-7',
      digital_link: 'http://qz.test/01/09506000134352/10/L1/21/SN-7',
      element_string: '(01)09506000134352(10)L1(21)SN-7',
    });
  });

  it('is 422 naming the parameter and the part at fault', async () => {
    const key = await t.createKey(await t.createTenant(), 'viewer');
    const cases: [Record<string, string>, string, RegExp?][] = [
      [{ uri: 'https://id.example.com/01/09506000134353' }, 'uri.gtin', /2/],
      [{ uri: 'https://id.example.com/01/09506000134352/99/X' }, 'uri'],
      [{ uri: 'https://id.example.com/01/09506000134352/21/S/10/L' }, 'uri', /order/],
      [{ uri: 'https://id.example.com/414/9506000134352' }, 'uri', /414/],
      [{ uri: 'not a uri' }, 'uri'],
      [{ uri: 'https://id.example.com/01/09506000134352/21/%C3%A9' }, 'uri.serial'],
      [{ element_string: '(01)09506000134352(21)' }, 'element_string.serial'],
      [{ element_string: '(01)09506000134352(21)ü' }, 'element_string.serial'],
      [{ element_string: '09506000134352' }, 'element_string'],
      [{ element_string: '(01)1234' }, 'element_string.gtin'],
    ];
    for (const [query, field, message] of cases) {
      const res = await identifiers(key, query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = await body(res);
      expect(problem.errors, JSON.stringify(query)).toEqual([{ field, message: expect.stringMatching(message ?? /./) }]);
    }
  });

  it('is 400 for both parameters at once or an empty one', async () => {
    const key = await t.createKey(await t.createTenant(), 'viewer');
    expect((await identifiers(key, { uri: '/01/09506000134352', element_string: '(01)09506000134352' })).status).toBe(400);
    expect((await identifiers(key, { uri: '' })).status).toBe(400);
  });

  it('needs a key; public keys may parse too', async () => {
    expect((await identifiers(undefined, { uri: '/01/09506000134352' })).status).toBe(401);
    const publicKey = await t.createKey(await t.createTenant(), 'viewer', { kind: 'public' });
    expect((await identifiers(publicKey, { uri: '/01/09506000134352' })).status).toBe(200);
  });
});

describe('GET /v1/gs1/identifiers: the identifiers in use', () => {
  async function workspaceWithPassports(): Promise<{ tenant: Tenant; gtin: string; ids: Record<'draft' | 'published' | 'archived' | 'other', string> }> {
    const tenant = await t.createTenant();
    // A GTIN-14 with a leading zero, so its GTIN-13 form exists.
    const gtin = testGtin(400638133393);
    const draft = await insertPassportRow(t.db, tenant, { gtin, lot: 'L1' }, 'draft', '2026-11-01T10:00:00.000Z');
    const published = await insertPassportRow(t.db, tenant, { gtin, lot: 'L1', serial: 'S/1' }, 'published', '2026-11-01T10:00:01.000Z');
    const archived = await insertPassportRow(t.db, tenant, { gtin }, 'archived', '2026-11-01T10:00:02.000Z');
    const other = await insertPassportRow(t.db, tenant, { gtin: testGtin(400638133394) }, 'published', '2026-11-01T10:00:03.000Z');
    // Another workspace's passport with the same identity is not listed.
    await insertPassportRow(t.db, { ...tenant, workspaceId: await t.createWorkspace(tenant) }, { gtin }, 'published');
    return { tenant, gtin, ids: { draft: draft.id, published: published.id, archived: archived.id, other: other.id } };
  }

  it('lists one entry per passport, every status, newest first', async () => {
    const { tenant, gtin, ids } = await workspaceWithPassports();
    const res = await identifiers(await t.createKey(tenant, 'viewer'));
    expect(res.status).toBe(200);
    const json = await documented(res);
    expect(json.data.map((entry: { dpp_id: string }) => entry.dpp_id)).toEqual([ids.other, ids.archived, ids.published, ids.draft]);
    expect(json.data[2]).toEqual({
      gtin,
      lot: 'L1',
      serial: 'S/1',
      digital_link: `http://qz.test/01/${gtin}/10/L1/21/S%2F1`,
      element_string: `(01)${gtin}(10)L1(21)S/1`,
      dpp_id: ids.published,
      status: 'published',
    });
    expect(json.data.map((entry: { status: string }) => entry.status)).toEqual(['published', 'archived', 'published', 'draft']);
    expect(json.meta.pagination).toEqual({ has_more: false, next_cursor: null, total_count: 4 });
  });

  it('filters by gtin given as GTIN-13 or GTIN-14; an invalid gtin is 400', async () => {
    const { tenant, gtin, ids } = await workspaceWithPassports();
    const key = await t.createKey(tenant, 'viewer');
    for (const form of [gtin, gtin.slice(1)]) {
      const json = await body(await identifiers(key, { gtin: form }));
      expect(json.data.map((entry: { dpp_id: string }) => entry.dpp_id), form).toEqual([ids.archived, ids.published, ids.draft]);
    }
    const wrong = `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`;
    const res = await identifiers(key, { gtin: wrong });
    expect(res.status).toBe(400);
    expect((await body(res)).errors).toEqual([expect.objectContaining({ field: 'gtin' })]);
  });

  it('pages with limit and cursor', async () => {
    const { tenant, ids } = await workspaceWithPassports();
    const key = await t.createKey(tenant, 'viewer');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const json = await body(await identifiers(key, { limit: '3', ...(cursor ? { cursor } : {}) }));
      seen.push(...json.data.map((entry: { dpp_id: string }) => entry.dpp_id));
      cursor = json.meta.pagination.next_cursor;
    } while (cursor);
    expect(seen).toEqual([ids.other, ids.archived, ids.published, ids.draft]);
  });

  it('a public key lists the identifiers of published passports only', async () => {
    const { tenant, ids } = await workspaceWithPassports();
    const json = await body(await identifiers(await t.createKey(tenant, 'viewer', { kind: 'public' })));
    expect(json.data.map((entry: { dpp_id: string }) => entry.dpp_id)).toEqual([ids.other, ids.published]);
  });

  it('an empty workspace has none', async () => {
    const json = await body(await identifiers(await t.createKey(await t.createTenant(), 'contributor')));
    expect(json).toMatchObject({ data: [], meta: { pagination: { has_more: false, next_cursor: null, total_count: 0 } } });
  });
});
