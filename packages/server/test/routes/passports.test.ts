import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passportSchema } from '@quietzone/core/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { testGtin } from '../helpers/insert-passport-row';
import { insertWebhookRow } from '../helpers/insert-webhook-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

// The passport resource (shared/dpp.md): create, read, versions, PATCH rules, delete, roles,
// public keys, plan limit, idempotency and link safety (local blocklist: evil.example).
const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-passports-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const t = setupTestApp({ env: { URL_BLOCKLIST: blocklist } });

/**
 * A GTIN of its own for every test (as GTIN-13 and GTIN-14): each test's tenant is another
 * organization, and a GTIN has one owner on the instance.
 */
let GTIN_13 = '';
let GTIN_14 = '';
let nextGtin = 400638133300;
beforeEach(() => {
  GTIN_14 = testGtin(nextGtin++);
  GTIN_13 = GTIN_14.slice(1);
});

async function tenantWith(role: TestKey['role'] = 'ws_admin', plan = 'free'): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant({ plan });
  return { tenant, key: await t.createKey(tenant, role) };
}

function create(key: TestKey, json: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return t.request('/v1/dpp', { method: 'POST', key, json, headers });
}

function patch(key: TestKey, id: string, json: unknown): Promise<Response> {
  return t.request(`/v1/dpp/${id}`, { method: 'PATCH', key, json });
}

async function created(key: TestKey, json: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await create(key, { gtin: GTIN_13, product_name: 'Drill', ...json });
  expect(res.status).toBe(201);
  return (await body(res)).data;
}

/** The passport's events in the order written: by the version they carry, a transition after its dpp.created/dpp.updated. */
async function eventsOf(id: string): Promise<string[]> {
  const rows = await t.db.query<{ type: string }>(`SELECT type FROM events WHERE data->>'id' = $1 ORDER BY (data->>'version')::int, type IN ('dpp.published', 'dpp.archived')`, [id]);
  return rows.map((row) => row.type);
}

async function auditOf(id: string): Promise<{ action: string; changes: Record<string, unknown> }[]> {
  const order = `CASE action WHEN 'passports.create' THEN 0 WHEN 'passports.update' THEN 1 ELSE 2 END`;
  return t.db.query(`SELECT action, changes FROM audit_logs WHERE resource_id = $1 ORDER BY created_at, ${order}`, [id]);
}

describe('POST /v1/dpp', () => {
  it('creates a draft at version 1 with the derived fields, an audit entry and dpp.created', async () => {
    const { key } = await tenantWith('contributor');
    const res = await create(key, { gtin: GTIN_13, lot: 'LOT-1', product_name: 'Drill', manufacturer: { name: 'ACME', country: 'de' } });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(passportSchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      id: expect.stringMatching(/^dpp_/),
      workspace_id: key.workspaceId,
      gtin: GTIN_14,
      lot: 'LOT-1',
      serial: null,
      granularity: 'batch',
      category: 'generic',
      status: 'draft',
      version: 1,
      manufacturer: { name: 'ACME', address: null, country: 'DE', operator_id: null, email: null, website: null },
      digital_link: `http://qz.test/01/${GTIN_14}/10/LOT-1`,
      element_string: `(01)${GTIN_14}(10)LOT-1`,
      image_svg_url: `http://qz.test/v1/dpp/${data.id}/qr.svg`,
      images: { png: `http://qz.test/v1/dpp/${data.id}/qr.png` },
      eu_compliance: { status: 'incomplete', category: 'generic' },
      published_at: null,
    });
    expect(data.eu_compliance.missing_count).toBeGreaterThan(0);
    expect(await eventsOf(data.id)).toEqual(['dpp.created']);
    const [audit] = await auditOf(data.id);
    expect(audit).toMatchObject({ action: 'passports.create', changes: { gtin: [null, GTIN_14], status: [null, 'draft'] } });
    const admin = await t.createKey({ organizationId: key.organizationId, workspaceId: key.workspaceId }, 'org_admin');
    const log = await body(await t.request('/v1/audit-logs?resource_type=passports', { key: admin }));
    expect(log.data.map((entry: { action: string; resource_id: string }) => [entry.action, entry.resource_id])).toEqual([['passports.create', data.id]]);
  });

  it('creates published with published_at and emits dpp.created then dpp.published', async () => {
    const { key } = await tenantWith();
    const data = await created(key, { status: 'published', serial: 'SN1' });
    expect(data).toMatchObject({ status: 'published', granularity: 'item', published_at: data.created_at });
    expect(await eventsOf(data.id)).toEqual(['dpp.created', 'dpp.published']);
  });

  it("answers 409 for the same gtin, lot and serial in the workspace (absent lot equal to absent lot), not across the organization's workspaces", async () => {
    const { tenant, key } = await tenantWith();
    await created(key);
    const again = await create(key, { gtin: GTIN_14, product_name: 'Other' });
    expect(again.status).toBe(409);
    expect(await body(again)).toMatchObject({ errors: [{ field: 'gtin' }] });
    await created(key, { lot: 'A' });
    expect((await create(key, { gtin: GTIN_13, lot: 'A', product_name: 'x' })).status).toBe(409);
    const otherWorkspace = await t.createKey({ organizationId: tenant.organizationId, workspaceId: await t.createWorkspace(tenant) }, 'ws_admin');
    await created(otherWorkspace);
  });

  it('refuses a wrong check digit naming the expected one, lot and serial outside character set 82, archived status', async () => {
    const { key } = await tenantWith();
    const wrong = await create(key, { gtin: '4006381333932', product_name: 'x' });
    expect(wrong.status).toBe(422);
    const problem = await body(wrong);
    expect(problem.errors).toEqual([{ field: 'gtin', message: expect.stringContaining('1') }]);
    expect(problem.errors[0].message).toMatch(/check digit/i);
    for (const [field, value] of [
      ['lot', 'ä'],
      ['lot', 'x'.repeat(21)],
      ['serial', 'a b'],
      ['serial', ''],
    ] as const) {
      const res = await create(key, { gtin: GTIN_13, product_name: 'x', [field]: value });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect((await body(res)).errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    const archived = await create(key, { gtin: GTIN_13, product_name: 'x', status: 'archived' });
    expect(archived.status).toBe(422);
    expect((await body(archived)).errors[0].field).toBe('status');
    expect((await create(key, { gtin: '123', product_name: 'x' })).status).toBe(422);
    expect((await create(key, { gtin: GTIN_13 })).status).toBe(400);
  });

  it('refuses unsafe document and link URLs with the field named', async () => {
    const { key } = await tenantWith();
    const res = await create(key, {
      gtin: GTIN_13,
      product_name: 'x',
      documents: [{ type: 'user_manual', url: 'https://ok.example/manual.pdf' }, { type: 'other', url: 'https://evil.example/x' }],
      links: [{ link_type: 'gs1:pip', url: 'https://evil.example/pip', default: true }],
    });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.map((error: { field: string }) => error.field).sort()).toEqual(['documents.1.url', 'links.0.url']);
    expect((await t.request('/v1/dpp', { key })).status).toBe(200);
    expect((await body(await t.request('/v1/dpp', { key }))).data).toEqual([]);
  });

  it('replays an Idempotency-Key and refuses it with another body', async () => {
    const { key } = await tenantWith();
    const headers = { 'Idempotency-Key': '3f0e7a52-9d7e-4d1b-8a57-5c9a4f1f2b11' };
    const first = await create(key, { gtin: GTIN_13, product_name: 'x' }, headers);
    const second = await create(key, { gtin: GTIN_13, product_name: 'x' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await body(second)).data.id).toBe((await body(first)).data.id);
    expect((await create(key, { gtin: GTIN_13, product_name: 'y' }, headers)).status).toBe(409);
  });

  it('refuses a passport beyond max_passports with 403 naming the limit (free: 10), counting every status', async () => {
    const { key } = await tenantWith('ws_admin', 'free');
    for (let serial = 1; serial <= 10; serial++) await created(key, { serial: String(serial), status: serial % 2 ? 'draft' : 'published' });
    const res = await create(key, { gtin: GTIN_13, serial: '11', product_name: 'x' });
    expect(res.status).toBe(403);
    expect((await body(res)).detail).toMatch(/10 passports/);
    const pro = await tenantWith('ws_admin', 'pro');
    const proGtin = testGtin(nextGtin++);
    for (let serial = 1; serial <= 11; serial++) await created(pro.key, { gtin: proGtin, serial: String(serial) });
  });

  it('needs contributor: viewer and public keys are 403', async () => {
    const { tenant } = await tenantWith();
    const viewer = await t.createKey(tenant, 'viewer');
    const publicKey = await t.createKey(tenant, 'viewer', { kind: 'public' });
    expect((await create(viewer, { gtin: GTIN_13, product_name: 'x' })).status).toBe(403);
    expect((await create(publicKey, { gtin: GTIN_13, product_name: 'x' })).status).toBe(403);
  });
});

describe('GET /v1/dpp and /v1/dpp/{id}', () => {
  it('lists newest first with status, category and gtin filters (GTIN-8 normalized)', async () => {
    const { key } = await tenantWith();
    const first = await created(key, { gtin: '96385074', category: 'battery' });
    t.clock.advance(1000);
    const second = await created(key, { status: 'published' });
    const ids = async (query: string) => (await body(await t.request(`/v1/dpp${query}`, { key }))).data.map((p: { id: string }) => p.id);
    expect(await ids('')).toEqual([second.id, first.id]);
    expect(await ids('?status=published')).toEqual([second.id]);
    expect(await ids('?category=battery')).toEqual([first.id]);
    expect(await ids('?gtin=96385074')).toEqual([first.id]);
    expect(await ids(`?gtin=${GTIN_14}`)).toEqual([second.id]);
    const page = await body(await t.request('/v1/dpp?limit=1', { key }));
    expect(page.meta.pagination).toMatchObject({ has_more: true, total_count: 2 });
    const next = await body(await t.request(`/v1/dpp?limit=1&cursor=${page.meta.pagination.next_cursor}`, { key }));
    expect(next.data.map((p: { id: string }) => p.id)).toEqual([first.id]);
    expect((await t.request('/v1/dpp?gtin=96385075', { key })).status).toBe(400);
    expect((await t.request('/v1/dpp?status=gone', { key })).status).toBe(400);
  });

  it('reads a passport for viewers; 404 in another workspace', async () => {
    const { tenant, key } = await tenantWith();
    const passport = await created(key);
    const viewer = await t.createKey(tenant, 'viewer');
    const res = await t.request(`/v1/dpp/${passport.id}`, { key: viewer });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toEqual(passport);
    const stranger = (await tenantWith()).key;
    expect((await t.request(`/v1/dpp/${passport.id}`, { key: stranger })).status).toBe(404);
    expect((await t.request('/v1/dpp/dpp_unknown', { key })).status).toBe(404);
  });

  it('public keys read published passports only, without restricted attributes', async () => {
    const { tenant, key } = await tenantWith();
    const draft = await created(key, { serial: 'D' });
    const published = await created(key, {
      serial: 'P',
      status: 'published',
      attributes: { country_of_manufacture: 'DE', supplier_cost: 12 },
      restricted_fields: ['supplier_cost'],
    });
    const publicKey = await t.createKey(tenant, 'viewer', { kind: 'public' });
    const list = await body(await t.request('/v1/dpp', { key: publicKey }));
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([published.id]);
    expect(list.data[0].attributes).toEqual({ country_of_manufacture: 'DE' });
    expect((await body(await t.request('/v1/dpp?status=draft', { key: publicKey }))).data).toEqual([]);
    expect((await t.request(`/v1/dpp/${draft.id}`, { key: publicKey })).status).toBe(404);
    expect((await t.request(`/v1/dpp/${draft.id}/eu-compliance`, { key: publicKey })).status).toBe(404);
    const one = await body(await t.request(`/v1/dpp/${published.id}`, { key: publicKey }));
    expect(one.data.attributes).toEqual({ country_of_manufacture: 'DE' });
    expect((await body(await t.request(`/v1/dpp/${published.id}`, { key }))).data.attributes).toEqual({ country_of_manufacture: 'DE', supplier_cost: 12 });
  });
});

describe('PATCH /v1/dpp/{id}', () => {
  it('keeps every version, answers meta.changes and reads earlier versions; unknown version 404', async () => {
    const { key } = await tenantWith('contributor');
    const v1 = await created(key, { attributes: { colour: 'red', size: 'L' } });
    const res = await patch(key, v1.id, { product_name: 'Drill 2', attributes: { colour: 'blue', size: null } });
    expect(res.status).toBe(200);
    const { data, meta } = await body(res);
    expect(data).toMatchObject({ version: 2, product_name: 'Drill 2', attributes: { colour: 'blue' } });
    expect(meta.changes).toEqual({ product_name: ['Drill', 'Drill 2'], attributes: [{ colour: 'red', size: 'L' }, { colour: 'blue' }] });
    const old = await body(await t.request(`/v1/dpp/${v1.id}?version=1`, { key }));
    expect(old.data).toEqual(v1);
    expect((await body(await t.request(`/v1/dpp/${v1.id}?version=2`, { key }))).data).toEqual(data);
    expect((await t.request(`/v1/dpp/${v1.id}?version=3`, { key })).status).toBe(404);
    expect((await t.request(`/v1/dpp/${v1.id}?version=0`, { key })).status).toBe(400);
    expect(await eventsOf(v1.id)).toEqual(['dpp.created', 'dpp.updated']);
    expect((await auditOf(v1.id)).map((entry) => entry.action)).toEqual(['passports.create', 'passports.update']);
  });

  it('a patch that changes nothing writes no version and no event', async () => {
    const { key } = await tenantWith();
    const v1 = await created(key);
    const { data, meta } = await body(await patch(key, v1.id, { product_name: 'Drill', gtin: GTIN_13 }));
    expect(data.version).toBe(1);
    expect(meta.changes).toEqual({});
    expect(await eventsOf(v1.id)).toEqual(['dpp.created']);
  });

  it('publishes (dpp.updated + dpp.published), then gtin, lot and serial are immutable; archive and republish; never back to draft', async () => {
    const { key } = await tenantWith();
    const draft = await created(key);
    const moved = await body(await patch(key, draft.id, { gtin: '96385081', lot: 'L9' }));
    expect(moved.data).toMatchObject({ gtin: '00000096385081', lot: 'L9', version: 2 });
    const published = await body(await patch(key, draft.id, { status: 'published' }));
    expect(published.data).toMatchObject({ status: 'published', version: 3 });
    expect(published.data.published_at).toBe(published.data.updated_at);
    for (const change of [{ gtin: GTIN_13 }, { lot: null }, { serial: 'S1' }]) {
      const res = await patch(key, draft.id, change);
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect((await body(res)).errors[0].field).toBe(Object.keys(change)[0]);
    }
    const archived = await body(await patch(key, draft.id, { status: 'archived' }));
    expect(archived.data.status).toBe('archived');
    const toDraft = await patch(key, draft.id, { status: 'draft' });
    expect(toDraft.status).toBe(422);
    expect((await body(toDraft)).errors[0].field).toBe('status');
    const republished = await body(await patch(key, draft.id, { status: 'published' }));
    expect(republished.data).toMatchObject({ status: 'published', version: 5, published_at: published.data.published_at });
    expect(await eventsOf(draft.id)).toEqual(['dpp.created', 'dpp.updated', 'dpp.updated', 'dpp.published', 'dpp.updated', 'dpp.archived', 'dpp.updated', 'dpp.published']);
  });

  it('refuses archiving a draft, an identity taken by another passport (409), unsafe URLs, and viewers', async () => {
    const { tenant, key } = await tenantWith();
    const one = await created(key, { lot: 'A' });
    await created(key, { lot: 'B' });
    expect((await patch(key, one.id, { status: 'archived' })).status).toBe(422);
    expect((await patch(key, one.id, { lot: 'B' })).status).toBe(409);
    const unsafe = await patch(key, one.id, { links: [{ link_type: 'gs1:pip', url: 'https://evil.example/', default: true }] });
    expect(unsafe.status).toBe(422);
    expect((await body(unsafe)).errors[0].field).toBe('links.0.url');
    const viewer = await t.createKey(tenant, 'viewer');
    expect((await patch(viewer, one.id, { product_name: 'x' })).status).toBe(403);
    expect((await patch(key, 'dpp_nothing', { product_name: 'x' })).status).toBe(404);
    expect((await body(await t.request(`/v1/dpp/${one.id}`, { key }))).data.version).toBe(1);
  });
});

describe('PATCH /v1/dpp/{id} under concurrency, and webhooks', () => {
  it('applies 10 concurrent PATCHes on the newest state: each 200 or 409, one kept version per success', async () => {
    const { key } = await tenantWith();
    const passport = await created(key);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => patch(key, passport.id, { product_name: `Drill ${i}` })));
    const statuses = responses.map((res) => res.status);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const succeeded = statuses.filter((status) => status === 200).length;
    expect(succeeded).toBeGreaterThan(0);
    const current = (await body(await t.request(`/v1/dpp/${passport.id}`, { key }))).data;
    expect(current.version).toBe(1 + succeeded);
    const versions = await t.db.query<{ version: number }>(`SELECT version FROM passport_versions WHERE passport_id = $1 ORDER BY version`, [passport.id]);
    expect(versions.map((row) => row.version)).toEqual(Array.from({ length: 1 + succeeded }, (_, i) => i + 1));
    expect((await eventsOf(passport.id)).filter((type) => type === 'dpp.updated')).toHaveLength(succeeded);
  });

  it('two drafts racing to one identity: one 200, the other 409 naming it (the unique index decides a race the pre-check misses)', async () => {
    const { key } = await tenantWith();
    const one = await created(key, { lot: 'R1' });
    const two = await created(key, { lot: 'R2' });
    const responses = await Promise.all([patch(key, one.id, { lot: 'SAME' }), patch(key, two.id, { lot: 'SAME' })]);
    expect(responses.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = await body(responses.find((res) => res.status === 409)!);
    expect(refused.detail).toContain('lot SAME');
    expect(refused.errors).toEqual([{ field: 'gtin', message: expect.any(String) }]);
  });

  it('delivers dpp.published with the full passport to a webhook subscribed to it, nothing for a draft', async () => {
    const { tenant, key } = await tenantWith();
    const webhookId = await insertWebhookRow(t.db, tenant, ['dpp.published']);
    const passport = await created(key, { attributes: { secret_cost: 3 }, restricted_fields: ['secret_cost'] });
    const deliveries = () => t.db.query<{ event_type: string; payload: string }>(`SELECT event_type, payload FROM webhook_deliveries WHERE webhook_id = $1`, [webhookId]);
    expect(await deliveries()).toEqual([]);
    await patch(key, passport.id, { status: 'published' });
    const [delivery, ...more] = await deliveries();
    expect(more).toEqual([]);
    expect(delivery!.event_type).toBe('dpp.published');
    expect(JSON.parse(delivery!.payload).data).toMatchObject({ id: passport.id, status: 'published', version: 2, attributes: { secret_cost: 3 } });
  });
});

describe('DELETE /v1/dpp/{id}', () => {
  it('deletes a draft for ws_admin (204, then 404), refuses published and archived (409) and contributors (403)', async () => {
    const { tenant, key } = await tenantWith();
    const draft = await created(key, { lot: 'D' });
    const published = await created(key, { lot: 'P', status: 'published' });
    const contributor = await t.createKey(tenant, 'contributor');
    expect((await t.request(`/v1/dpp/${draft.id}`, { method: 'DELETE', key: contributor })).status).toBe(403);
    expect((await t.request(`/v1/dpp/${draft.id}`, { method: 'DELETE', key })).status).toBe(204);
    expect((await t.request(`/v1/dpp/${draft.id}`, { key })).status).toBe(404);
    expect((await t.request(`/v1/dpp/${draft.id}`, { method: 'DELETE', key })).status).toBe(404);
    expect((await t.request(`/v1/dpp/${published.id}`, { method: 'DELETE', key })).status).toBe(409);
    await patch(key, published.id, { status: 'archived' });
    expect((await t.request(`/v1/dpp/${published.id}`, { method: 'DELETE', key })).status).toBe(409);
    expect((await auditOf(draft.id)).map((entry) => entry.action)).toEqual(['passports.create', 'passports.delete']);
    // The identity is free again.
    await created(key, { lot: 'D' });
  });
});

describe('validation and compliance', () => {
  it('POST /dpp/validate answers errors as POST would, warnings and the compliance answer, storing nothing', async () => {
    const { key } = await tenantWith('contributor');
    const bad = await body(await t.request('/v1/dpp/validate', { method: 'POST', key, json: { gtin: '4006381333932', product_name: 'x', category: 'battery' } }));
    expect(bad.data).toMatchObject({ valid: false, errors: [{ field: 'gtin' }], eu_compliance: { category: 'battery', regulation: 'Regulation (EU) 2023/1542', applies_from: '2027-02-18', status: 'incomplete' } });
    const good = await body(
      await t.request('/v1/dpp/validate', {
        method: 'POST',
        key,
        json: {
          gtin: GTIN_13,
          product_name: 'Drill',
          manufacturer: { name: 'ACME', address: '1 Main St, Berlin' },
          attributes: { substances_of_concern: [] },
          documents: [{ type: 'user_manual', url: 'https://acme.example/manual.pdf' }],
        },
      }),
    );
    expect(good.data).toMatchObject({ valid: true, errors: [], eu_compliance: { category: 'generic', status: 'compliant', score: 100, missing: [] } });
    expect(good.data.warnings.map((warning: { field: string }) => warning.field)).toContain('attributes.country_of_manufacture');
    const unsafe = await body(await t.request('/v1/dpp/validate', { method: 'POST', key, json: { gtin: GTIN_13, product_name: 'x', documents: [{ type: 'other', url: 'https://evil.example/' }] } }));
    expect(unsafe.data).toMatchObject({ valid: false, errors: [{ field: 'documents.0.url' }] });
    expect((await body(await t.request('/v1/dpp', { key }))).data).toEqual([]);
    const viewer = await t.createKey(await t.createTenant(), 'viewer');
    expect((await t.request('/v1/dpp/validate', { method: 'POST', key: viewer, json: {} })).status).toBe(403);
    expect((await t.request('/v1/dpp/validate', { method: 'POST', key, body: '[1]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('POST /dpp/{id}/validate-update answers changes, next_version and errors without writing', async () => {
    const { key } = await tenantWith();
    const passport = await created(key, { status: 'published' });
    const validateUpdate = async (json: unknown) => (await body(await t.request(`/v1/dpp/${passport.id}/validate-update`, { method: 'POST', key, json }))).data;
    expect(await validateUpdate({ product_name: 'New' })).toMatchObject({ valid: true, errors: [], changes: { product_name: ['Drill', 'New'] }, next_version: 2 });
    expect(await validateUpdate({ product_name: 'Drill' })).toMatchObject({ valid: true, changes: {}, next_version: 1 });
    expect(await validateUpdate({ status: 'draft' })).toMatchObject({ valid: false, errors: [{ field: 'status' }], changes: {}, next_version: 1 });
    expect(await validateUpdate({ serial: 'S' })).toMatchObject({ valid: false, errors: [{ field: 'serial' }] });
    expect(await validateUpdate({ gtin: '4006381333932' })).toMatchObject({ valid: false, errors: [{ field: 'gtin' }] });
    const compliance = await validateUpdate({ manufacturer: { name: 'ACME', address: 'Street 1' } });
    expect(compliance.eu_compliance.checks.find((check: { field: string }) => check.field === 'manufacturer.address')).toMatchObject({ passed: true });
    expect((await body(await t.request(`/v1/dpp/${passport.id}`, { key }))).data.version).toBe(1);
    expect((await t.request('/v1/dpp/dpp_nothing/validate-update', { method: 'POST', key, json: {} })).status).toBe(404);
  });

  it('GET /dpp/{id}/eu-compliance answers the whole report, agreeing with eu_compliance', async () => {
    const { key } = await tenantWith();
    const passport = await created(key, { category: 'textile' });
    const { data } = await body(await t.request(`/v1/dpp/${passport.id}/eu-compliance`, { key }));
    expect(data).toMatchObject({ category: 'textile', regulation: 'Regulation (EU) 2024/1781 (ESPR)', applies_from: null });
    expect(passport.eu_compliance).toEqual({ status: data.status, score: data.score, category: 'textile', missing_count: data.missing.length });
    expect(data.checks.some((check: { severity: string }) => check.severity === 'warning')).toBe(true);
  });
});
