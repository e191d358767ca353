import type { Role } from '@quietzone/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../src/openapi/all-operations';
import { ORGANIZATION_SLUG_INDEX, insertOrganization } from '../src/organizations/store/organizations';
import { insertScanRows } from '../src/scans/insert-scans';
import { countScansInPeriod } from '../src/organizations/store/usage';
import { body, setupTestApp, type Tenant, type TestKey } from './helpers/test-app';
import { isUniqueViolation } from '../src/db/is-unique-violation';

const t = setupTestApp();

const ROLES: Role[] = ['viewer', 'contributor', 'ws_admin', 'org_admin'];
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

afterEach(() => t.clock.set(null));

/** The response body, checked against the schema the OpenAPI document publishes for it. */
async function documented(res: Response, operationId: string) {
  const operation = ALL_OPERATIONS.find((candidate) => candidate.operationId === operationId);
  const schema = operation?.responses[res.status]?.schema;
  if (!schema) throw new Error(`${operationId} documents no body for ${res.status}`);
  const json = await body(res);
  const parsed = schema.safeParse(json);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return json;
}

async function status(path: string, method: string, key: TestKey | string, json?: unknown): Promise<number> {
  const res = await t.request(path, { method, key, ...(json === undefined ? {} : { json }) });
  await res.arrayBuffer();
  return res.status;
}

let slugCounter = 0;
function freshSlug(prefix = 'acme'): string {
  return `${prefix}-${Date.now().toString(36)}-${(slugCounter++).toString(36)}`;
}

async function auditRows(organizationId: string, action?: string) {
  return t.db.query<{ action: string; resource_type: string; resource_id: string; workspace_id: string | null; actor_id: string | null; changes: unknown }>(
    `SELECT action, resource_type, resource_id, workspace_id, actor_id, changes FROM audit_logs
      WHERE organization_id = $1 AND ($2::text IS NULL OR action = $2) ORDER BY created_at, id`,
    [organizationId, action ?? null],
  );
}

describe('GET /v1/organizations', () => {
  it('answers every role of secret keys with the own organization as a single resource; public keys 403', async () => {
    const tenant = await t.createTenant();
    for (const role of ROLES) {
      expect(await status('/v1/organizations', 'GET', await t.createKey(tenant, role, { kind: 'public' }))).toBe(403);
      const res = await t.request('/v1/organizations', { key: await t.createKey(tenant, role) });
      expect(res.status).toBe(200);
      const { data } = await documented(res, 'getOrganization');
      expect(data).toMatchObject({ id: tenant.organizationId, slug: tenant.organizationSlug, plan: 'free', billing_email: null });
    }
  });

  it('reports the limits in force: the plan baseline, raised (never lowered) by a stored override', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    let data = (await body(await t.request('/v1/organizations', { key }))).data;
    expect(data.limits).toEqual({ max_workspaces: 1, max_members: 1, max_dynamic_codes: 5, max_scans_per_month: 1000, max_batch_size: 10, max_dpp_import_rows: 100 });
    await t.db.query('UPDATE organizations SET max_workspaces = 4, max_dynamic_codes = 0 WHERE id = $1', [tenant.organizationId]);
    data = (await body(await t.request('/v1/organizations', { key }))).data;
    expect(data.limits.max_workspaces).toBe(4);
    expect(data.limits.max_dynamic_codes).toBe(5);
  });

  it('requires an API key', async () => {
    expect(await status('/v1/organizations', 'GET', 'svc_sk_notarealkeynotarealkey')).toBe(401);
    const res = await t.request('/v1/organizations');
    expect(res.status).toBe(401);
  });
});

describe('GET /v1/organizations/usage', () => {
  async function insertCode(tenant: Pick<Tenant, 'organizationId' | 'workspaceId'>, fields: { dynamic: boolean; status?: string; deleted?: boolean }) {
    const id = `code_${Math.random().toString(36).slice(2)}`;
    await t.db.query(
      `INSERT INTO codes (id, organization_id, workspace_id, short_code, type, is_dynamic, status, url, deleted_at)
       VALUES ($1, $2, $3, $4, 'url', $5, $6, 'https://example.com', $7::timestamptz)`,
      [id, tenant.organizationId, tenant.workspaceId, id.slice(5), fields.dynamic, fields.status ?? 'live', fields.deleted ? '2025-03-01T00:00:00.000Z' : null],
    );
  }

  it('counts active dynamic codes over all workspaces; static, archived, deleted ones and those of archived workspaces do not count', async () => {
    t.clock.set('2025-03-15T12:34:56.789Z');
    const tenant = await t.createTenant();
    const second = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    const other = await t.createTenant();
    await insertCode(tenant, { dynamic: true });
    await insertCode(tenant, { dynamic: true, status: 'paused' });
    await insertCode(second, { dynamic: true, status: 'flagged' });
    await insertCode(tenant, { dynamic: true, status: 'archived' });
    await insertCode(tenant, { dynamic: true, deleted: true });
    await insertCode(tenant, { dynamic: false });
    await insertCode(other, { dynamic: true });
    const archived = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    await insertCode(archived, { dynamic: true });
    await t.db.query('UPDATE workspaces SET archived_at = now() WHERE id = $1', [archived.workspaceId]);

    expect(await status('/v1/organizations/usage', 'GET', await t.createKey(tenant, 'viewer', { kind: 'public' }))).toBe(403);
    const key = await t.createKey(tenant, 'viewer');
    const res = await t.request('/v1/organizations/usage', { key });
    expect(res.status).toBe(200);
    const { data } = await documented(res, 'getOrganizationUsage');
    expect(data).toEqual({
      scans: { used: 0, limit: 1000, usage_pct: 0, remaining: 1000, period: '2025-03', period_start: '2025-03-01T00:00:00.000Z' },
      dynamic_codes: { used: 3, limit: 5, usage_pct: 60, remaining: 2 },
    });
  });

  it('is never blocked at the limit and follows a stored override', async () => {
    const tenant = await t.createTenant();
    for (let i = 0; i < 6; i++) await insertCode(tenant, { dynamic: true });
    const key = await t.createKey(tenant, 'contributor');
    let data = (await body(await t.request('/v1/organizations/usage', { key }))).data;
    expect(data.dynamic_codes).toEqual({ used: 6, limit: 5, usage_pct: 120, remaining: 0 });
    await t.db.query('UPDATE organizations SET max_dynamic_codes = 10 WHERE id = $1', [tenant.organizationId]);
    data = (await body(await t.request('/v1/organizations/usage', { key }))).data;
    expect(data.dynamic_codes).toEqual({ used: 6, limit: 10, usage_pct: 60, remaining: 4 });
  });

  it('reports unlimited plans as null', async () => {
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const key = await t.createKey(tenant, 'viewer');
    const data = (await body(await t.request('/v1/organizations/usage', { key }))).data;
    expect(data.dynamic_codes).toEqual({ used: 0, limit: null, usage_pct: null, remaining: null });
    expect(data.scans).toMatchObject({ used: 0, limit: null, usage_pct: null, remaining: null });
  });
});

describe('countScansInPeriod', () => {
  it("counts the organization's human scans in [start, end) (migration 0009's scan chunks)", async () => {
    const rows: [string, string, boolean][] = [
      ['org_a', '2025-02-28T23:59:59.999Z', false],
      ['org_a', '2025-03-01T00:00:00.000Z', false],
      ['org_a', '2025-03-31T23:59:59.999Z', false],
      ['org_a', '2025-03-15T00:00:00.000Z', true], // a bot: not counted
      ['org_a', '2025-04-01T00:00:00.000Z', false],
      ['org_b', '2025-03-10T00:00:00.000Z', false],
    ];
    await insertScanRows(
      t.db,
      rows.map(([org, at, bot]) => ({
        code_id: `qr_${org}`,
        organization_id: org,
        workspace_id: 'ws_x',
        scanned_at: at,
        country: 'XX',
        device_type: 'unknown',
        os: 'unknown',
        browser: 'unknown',
        language: null,
        ab_variant: null,
        redirected_to: null,
        is_bot: bot,
        visitor_hash: 'v',
      })),
    );
    expect(await countScansInPeriod(t.db, 'org_a', '2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z')).toBe(2);
    expect(await countScansInPeriod(t.db, 'org_b', '2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z')).toBe(1);
  });
});

describe('POST /v1/organizations', () => {
  it('only org_admin secret keys may create organizations', async () => {
    const tenant = await t.createTenant();
    for (const role of ROLES) {
      const key = await t.createKey(tenant, role);
      const expected = role === 'org_admin' ? 201 : 403;
      expect(await status('/v1/organizations', 'POST', key, { name: 'New', slug: freshSlug() }), role).toBe(expected);
    }
    const publicAdmin = await t.createKey(tenant, 'org_admin', { kind: 'public' });
    expect(await status('/v1/organizations', 'POST', publicAdmin, { name: 'New', slug: freshSlug() })).toBe(403);
  });

  it('creates a free organization with workspace "Default" and a working org_admin key shown once', async () => {
    t.clock.set('2025-05-02T08:00:00.000Z');
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    const slug = freshSlug();
    const res = await t.request('/v1/organizations', { method: 'POST', key: admin, json: { name: '  Acme GmbH ', slug, billing_email: 'billing@acme.example' } });
    expect(res.status).toBe(201);
    const { data } = await documented(res, 'createOrganization');
    expect(data).toMatchObject({
      name: 'Acme GmbH',
      slug,
      billing_email: 'billing@acme.example',
      plan: 'free',
      created_at: '2025-05-02T08:00:00.000Z',
      updated_at: '2025-05-02T08:00:00.000Z',
      limits: { max_workspaces: 1 },
    });
    expect(data.id).not.toBe(tenant.organizationId);
    expect(data.default_workspace).toMatchObject({ organization_id: data.id, name: 'Default', slug: 'default', default_locale: 'de', approval_required: false, status: 'active' });
    expect(data.api_key).toMatchObject({ role: 'org_admin', kind: 'secret', organization_id: data.id, workspace_id: data.default_workspace.id });
    expect(data.api_key.secret).toMatch(/^svc_sk_/);
    // Named as in the POST /v1/api-keys response: key_prefix for display, secret shown once.
    expect(data.api_key).toMatchObject({ key_prefix: data.api_key.secret.slice(0, 11), revoked_at: null });
    expect(data.api_key).not.toHaveProperty('key');

    const own = await body(await t.request('/v1/organizations', { key: data.api_key.secret }));
    expect(own.data).toMatchObject({ id: data.id, slug });
    const workspaces = await body(await t.request('/v1/workspaces', { key: data.api_key.secret }));
    expect(workspaces.data.map((w: { id: string }) => w.id)).toEqual([data.default_workspace.id]);
    // The creator's organization is untouched.
    expect((await body(await t.request('/v1/organizations', { key: admin }))).data.id).toBe(tenant.organizationId);

    const keys = await body(await t.request('/v1/api-keys', { key: data.api_key.secret }));
    expect(JSON.stringify(keys)).not.toContain(data.api_key.secret);

    const inNew = await auditRows(data.id);
    expect(inNew.map((row) => row.action).sort()).toEqual(['api_keys.create', 'organizations.create', 'workspaces.create']);
    const created = inNew.find((row) => row.action === 'organizations.create')!;
    expect(created).toMatchObject({ resource_type: 'organizations', resource_id: data.id, workspace_id: null, actor_id: admin.id });
    expect(created.changes).toEqual({ name: [null, 'Acme GmbH'], slug: [null, slug], billing_email: [null, 'billing@acme.example'], plan: [null, 'free'] });
    const inCreator = await auditRows(tenant.organizationId, 'organizations.create');
    expect(inCreator).toEqual([{ ...created, workspace_id: null }]);
    expect(JSON.stringify(inNew)).not.toContain(data.api_key.secret);
  });

  it('billing_email is optional', async () => {
    const admin = await t.createKey(await t.createTenant(), 'org_admin');
    const res = await t.request('/v1/organizations', { method: 'POST', key: admin, json: { name: 'No billing', slug: freshSlug() } });
    expect(res.status).toBe(201);
    expect((await body(res)).data.billing_email).toBeNull();
  });

  it('409 on a slug any live organization uses', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    const res = await t.request('/v1/organizations', { method: 'POST', key: admin, json: { name: 'Dup', slug: tenant.organizationSlug } });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await body(res)).toMatchObject({ status: 409, type: 'http://qz.test/docs/errors/conflict', errors: [{ field: 'slug' }] });
    const before = (await t.db.query('SELECT count(*)::int AS n FROM organizations')) as { n: number }[];
    const slug = freshSlug();
    const results = await Promise.all(
      [1, 2].map(() => t.request('/v1/organizations', { method: 'POST', key: admin, json: { name: 'Race', slug } }).then((r) => r.status)),
    );
    expect(results.sort()).toEqual([201, 409]);
    const after = (await t.db.query('SELECT count(*)::int AS n FROM organizations')) as { n: number }[];
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('422 on invalid fields, 400 on missing ones', async () => {
    const admin = await t.createKey(await t.createTenant(), 'org_admin');
    const invalid: [Record<string, unknown>, string][] = [
      [{ name: 'A', slug: 'Upper' }, 'slug'],
      [{ name: 'A', slug: 'a' }, 'slug'],
      [{ name: 'A', slug: 'x'.repeat(64) }, 'slug'],
      [{ name: 'A', slug: '-lead' }, 'slug'],
      [{ name: 'A', slug: 'under_score' }, 'slug'],
      [{ name: 'x'.repeat(256), slug: freshSlug() }, 'name'],
      [{ name: 'A', slug: freshSlug(), billing_email: 'not-an-email' }, 'billing_email'],
    ];
    for (const [json, field] of invalid) {
      const res = await t.request('/v1/organizations', { method: 'POST', key: admin, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect((await body(res)).errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await status('/v1/organizations', 'POST', admin, { name: 'x'.repeat(255), slug: 'x'.repeat(63) })).toBe(201);
    expect(await status('/v1/organizations', 'POST', admin, { slug: freshSlug() })).toBe(400);
  });
});

describe('PATCH /v1/organizations/:id', () => {
  it('only org_admin secret keys may change the organization', async () => {
    const tenant = await t.createTenant();
    for (const role of ROLES) {
      const key = await t.createKey(tenant, role);
      expect(await status(`/v1/organizations/${tenant.organizationId}`, 'PATCH', key, { name: `by ${role}` }), role).toBe(role === 'org_admin' ? 200 : 403);
    }
    const publicAdmin = await t.createKey(tenant, 'org_admin', { kind: 'public' });
    expect(await status(`/v1/organizations/${tenant.organizationId}`, 'PATCH', publicAdmin, { name: 'x' })).toBe(403);
  });

  it('updates name, slug and billing_email and audits { field: [old, new] }', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    t.clock.set('2030-01-01T00:00:00.000Z');
    const slug = freshSlug('renamed');
    const res = await t.request(`/v1/organizations/${tenant.organizationId}`, { method: 'PATCH', key: admin, json: { name: 'Renamed', slug, billing_email: 'b@x.example' } });
    expect(res.status).toBe(200);
    const { data } = await documented(res, 'updateOrganization');
    expect(data).toMatchObject({ id: tenant.organizationId, name: 'Renamed', slug, billing_email: 'b@x.example', updated_at: '2030-01-01T00:00:00.000Z' });
    const [entry] = await auditRows(tenant.organizationId, 'organizations.update');
    expect(entry).toMatchObject({ resource_type: 'organizations', resource_id: tenant.organizationId, workspace_id: null, actor_id: admin.id });
    expect(entry!.changes).toEqual({ name: [tenant.organizationSlug, 'Renamed'], slug: [tenant.organizationSlug, slug], billing_email: [null, 'b@x.example'] });

    t.clock.advance(1000);
    const cleared = await t.request(`/v1/organizations/${tenant.organizationId}`, { method: 'PATCH', key: admin, json: { billing_email: null, name: 'Renamed' } });
    expect((await body(cleared)).data.billing_email).toBeNull();
    const entries = await auditRows(tenant.organizationId, 'organizations.update');
    expect(entries[1]!.changes).toEqual({ billing_email: ['b@x.example', null] });
  });

  it('a request that changes nothing writes nothing', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    const res = await t.request(`/v1/organizations/${tenant.organizationId}`, { method: 'PATCH', key: admin, json: { slug: tenant.organizationSlug } });
    expect(res.status).toBe(200);
    expect(await auditRows(tenant.organizationId, 'organizations.update')).toEqual([]);
  });

  it('409 on a taken slug, 422 on an invalid one', async () => {
    const tenant = await t.createTenant();
    const other = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    expect(await status(`/v1/organizations/${tenant.organizationId}`, 'PATCH', admin, { slug: other.organizationSlug })).toBe(409);
    expect(await status(`/v1/organizations/${tenant.organizationId}`, 'PATCH', admin, { slug: 'NO' })).toBe(422);
    expect(await status(`/v1/organizations/${tenant.organizationId}`, 'PATCH', admin, { name: '' })).toBe(422);
  });

  it("404 for another organization's id or an unknown one", async () => {
    const tenant = await t.createTenant();
    const other = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    expect(await status(`/v1/organizations/${other.organizationId}`, 'PATCH', admin, { name: 'Hijack' })).toBe(404);
    expect(await status('/v1/organizations/org_unknown', 'PATCH', admin, { name: 'x' })).toBe(404);
    const [row] = await t.db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [other.organizationId]);
    expect(row!.name).toBe(other.organizationSlug);
  });
});

describe('DELETE /v1/organizations/:id', () => {
  it('only org_admin secret keys may delete; another organization is 404', async () => {
    const tenant = await t.createTenant();
    const other = await t.createTenant();
    for (const role of ['viewer', 'contributor', 'ws_admin'] as const) {
      expect(await status(`/v1/organizations/${tenant.organizationId}`, 'DELETE', await t.createKey(tenant, role))).toBe(403);
    }
    expect(await status(`/v1/organizations/${tenant.organizationId}`, 'DELETE', await t.createKey(tenant, 'org_admin', { kind: 'public' }))).toBe(403);
    expect(await status(`/v1/organizations/${other.organizationId}`, 'DELETE', await t.createKey(tenant, 'org_admin'))).toBe(404);
    expect(await status('/v1/organizations', 'GET', await t.createKey(other, 'viewer'))).toBe(200);
  });

  it('soft-deletes: every key of the organization then answers 401, the data stays but is unreachable, the slug is free', async () => {
    const tenant = await t.createTenant();
    const secondWorkspace = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    const admin = await t.createKey(tenant, 'org_admin');
    const viewer = await t.createKey(secondWorkspace, 'viewer');
    const publicKey = await t.createKey(tenant, 'ws_admin', { kind: 'public' });
    t.clock.set('2031-02-03T04:05:06.007Z');
    const res = await t.request(`/v1/organizations/${tenant.organizationId}`, { method: 'DELETE', key: admin });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    for (const key of [admin, viewer, publicKey]) {
      for (const path of ['/v1/organizations', '/v1/workspaces', '/v1/audit-logs', '/v1/organizations/usage', '/v1/account']) {
        expect(await status(path, 'GET', key), path).toBe(401);
      }
    }
    const [org] = await t.db.query<{ deleted_at: string }>('SELECT deleted_at FROM organizations WHERE id = $1', [tenant.organizationId]);
    expect(org!.deleted_at).toBe('2031-02-03T04:05:06.007Z');
    const kept = await t.db.query('SELECT id FROM workspaces WHERE organization_id = $1', [tenant.organizationId]);
    expect(kept).toHaveLength(2);

    const [entry] = await auditRows(tenant.organizationId, 'organizations.delete');
    expect(entry).toMatchObject({ resource_type: 'organizations', resource_id: tenant.organizationId, actor_id: admin.id, changes: { deleted_at: [null, '2031-02-03T04:05:06.007Z'] } });

    const creator = await t.createKey(await t.createTenant(), 'org_admin');
    expect(await status('/v1/organizations', 'POST', creator, { name: 'Reborn', slug: tenant.organizationSlug })).toBe(201);
  });
});

describe('isUniqueViolation', () => {
  it('recognizes the slug index violation of both drivers, so a lost race is 409 and not 500', async () => {
    const slug = freshSlug('race');
    const org = { name: 'x', slug, billingEmail: null, plan: 'free' as const, createdAt: '2025-01-01T00:00:00.000Z' };
    await insertOrganization(t.db, { ...org, id: `org_${slug}_1` });
    const error = await insertOrganization(t.db, { ...org, id: `org_${slug}_2` }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, ORGANIZATION_SLUG_INDEX)).toBe(true);
    expect(isUniqueViolation(error, 'workspaces_organization_slug_key')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});

describe('timestamps', () => {
  it('are ISO 8601 UTC with milliseconds', async () => {
    const key = await t.createKey(await t.createTenant(), 'viewer');
    const { data } = await body(await t.request('/v1/organizations', { key }));
    expect(data.created_at).toMatch(ISO_MS);
    expect(data.updated_at).toMatch(ISO_MS);
  });
});
