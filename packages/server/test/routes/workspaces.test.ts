import type { Role } from '@quietzone/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

const ROLES: Role[] = ['viewer', 'contributor', 'ws_admin', 'org_admin'];

afterEach(() => t.clock.set(null));

/** The response body, checked against the schema the OpenAPI document publishes for it. */
async function documented(res: Response, operationId: string) {
  const operation = ALL_OPERATIONS.find((candidate) => candidate.operationId === operationId);
  const schema = operation?.responses[res.status]?.schema;
  if (!schema) throw new Error(`${operationId} documents no body for ${res.status}`);
  const json = await body(res);
  expect(schema.safeParse(json).error?.issues ?? []).toEqual([]);
  return json;
}

async function status(path: string, method: string, key: TestKey | string, json?: unknown): Promise<number> {
  const res = await t.request(path, { method, key, ...(json === undefined ? {} : { json }) });
  await res.arrayBuffer();
  return res.status;
}

async function create(key: TestKey, json: Record<string, unknown>) {
  return t.request('/v1/workspaces', { method: 'POST', key, json });
}

async function eventsFor(workspaceId: string) {
  return t.db.query<{ type: string; data: Record<string, unknown>; created_at: string }>(
    `SELECT type, data, created_at FROM events WHERE workspace_id = $1 AND type = 'workspace.updated' ORDER BY created_at, id`,
    [workspaceId],
  );
}

async function auditFor(resourceId: string, action: string) {
  return t.db.query<{ workspace_id: string | null; actor_id: string; changes: unknown; resource_type: string }>(
    `SELECT workspace_id, actor_id, changes, resource_type FROM audit_logs WHERE resource_id = $1 AND action = $2 ORDER BY created_at, id`,
    [resourceId, action],
  );
}

describe('roles', () => {
  it('every secret key of the organization reads, public keys do not; only org_admin secret keys create and archive', async () => {
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const other = await t.createWorkspace(tenant, 'other');
    for (const role of ROLES) {
      const key = await t.createKey(tenant, role);
      const admin = role === 'org_admin';
      expect(await status('/v1/workspaces', 'GET', key), role).toBe(200);
      expect(await status(`/v1/workspaces/${other}`, 'GET', key), role).toBe(200);
      expect(await status('/v1/workspaces', 'POST', key, { name: 'n', slug: `by-${role.replace('_', '-')}` }), role).toBe(admin ? 201 : 403);
      const victim = await t.createWorkspace(tenant);
      expect(await status(`/v1/workspaces/${victim}`, 'DELETE', key), role).toBe(admin ? 204 : 403);
    }
    for (const role of ROLES) {
      const key = await t.createKey(tenant, role, { kind: 'public' });
      expect(await status('/v1/workspaces', 'GET', key), `public ${role}`).toBe(403);
      expect(await status(`/v1/workspaces/${other}`, 'GET', key), `public ${role}`).toBe(403);
      expect(await status('/v1/workspaces', 'POST', key, { name: 'n', slug: 'public-try' }), `public ${role}`).toBe(403);
      expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', key, { name: 'p' }), `public ${role}`).toBe(403);
      expect(await status(`/v1/workspaces/${other}`, 'DELETE', key), `public ${role}`).toBe(403);
    }
  });

  it('PATCH: ws_admin changes only its own workspace, org_admin any of the organization', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const other = await t.createWorkspace(tenant, 'other');
    const expected: Record<Role, { own: number; other: number }> = {
      viewer: { own: 403, other: 403 },
      contributor: { own: 403, other: 403 },
      ws_admin: { own: 200, other: 403 },
      org_admin: { own: 200, other: 200 },
    };
    for (const role of ROLES) {
      const key = await t.createKey(tenant, role);
      expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', key, { name: `own by ${role}` }), role).toBe(expected[role].own);
      expect(await status(`/v1/workspaces/${other}`, 'PATCH', key, { name: `other by ${role}` }), role).toBe(expected[role].other);
    }
  });

  it("another organization's workspace is 404 for every method", async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const foreign = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    expect(await status(`/v1/workspaces/${foreign.workspaceId}`, 'GET', admin)).toBe(404);
    expect(await status(`/v1/workspaces/${foreign.workspaceId}`, 'PATCH', admin, { name: 'x' })).toBe(404);
    expect(await status(`/v1/workspaces/${foreign.workspaceId}`, 'DELETE', admin)).toBe(404);
    expect(await status('/v1/workspaces/ws_unknown', 'GET', admin)).toBe(404);
    const listed = await body(await t.request('/v1/workspaces?status=all', { key: admin }));
    expect(listed.data.map((w: { id: string }) => w.id)).not.toContain(foreign.workspaceId);
  });
});

describe('POST /v1/workspaces', () => {
  it('creates with the contract defaults (de, no approval) and audits the fields set', async () => {
    t.clock.set('2025-06-01T10:00:00.000Z');
    const tenant = await t.createTenant({ plan: 'pro' });
    const admin = await t.createKey(tenant, 'org_admin');
    const res = await create(admin, { name: 'Marketing', slug: 'marketing' });
    expect(res.status).toBe(201);
    const { data } = await documented(res, 'createWorkspace');
    expect(data).toEqual({
      id: expect.stringMatching(/^ws_/),
      organization_id: tenant.organizationId,
      name: 'Marketing',
      slug: 'marketing',
      default_locale: 'de',
      approval_required: false,
      primary_color: null,
      custom_domain: null,
      domain: null,
      status: 'active',
      archived_at: null,
      created_at: '2025-06-01T10:00:00.000Z',
      updated_at: '2025-06-01T10:00:00.000Z',
    });
    const [entry] = await auditFor(data.id, 'workspaces.create');
    expect(entry).toEqual({
      workspace_id: data.id,
      actor_id: admin.id,
      resource_type: 'workspaces',
      changes: { name: [null, 'Marketing'], slug: [null, 'marketing'], default_locale: [null, 'de'], approval_required: [null, false] },
    });

    const full = await create(admin, { name: 'Sales', slug: 'sales', default_locale: 'en-GB', approval_required: true, primary_color: '#ff8800', custom_domain: 'QR.Example.com' });
    expect((await body(full)).data).toMatchObject({ default_locale: 'en-GB', approval_required: true, primary_color: '#FF8800', custom_domain: 'qr.example.com' });
  });

  it('slugs: 422 when malformed, 409 when the organization already uses them (archived included), free across organizations', async () => {
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const admin = await t.createKey(tenant, 'org_admin');
    for (const slug of ['A', 'a', 'Has-Upper', 'end-', '-start', 'x'.repeat(64), 'sp ace', 'ü-umlaut']) {
      const res = await create(admin, { name: 'n', slug });
      expect(res.status, slug).toBe(422);
      expect((await body(res)).errors.map((e: { field: string }) => e.field)).toContain('slug');
    }
    expect((await create(admin, { name: 'n', slug: 'x'.repeat(63) })).status).toBe(201);
    expect((await create(admin, { name: 'n', slug: 'a1' })).status).toBe(201);
    const dup = await create(admin, { name: 'n', slug: 'main' });
    expect(dup.status).toBe(409);
    expect(await body(dup)).toMatchObject({ status: 409, errors: [{ field: 'slug' }] });

    const archived = await body(await create(admin, { name: 'n', slug: 'old-team' }));
    expect(await status(`/v1/workspaces/${archived.data.id}`, 'DELETE', admin)).toBe(204);
    expect((await create(admin, { name: 'n', slug: 'old-team' })).status).toBe(409);

    const foreign = await t.createKey(await t.createTenant({ plan: 'pro' }), 'org_admin');
    expect((await create(foreign, { name: 'n', slug: 'old-team' })).status).toBe(201);
  });

  it('422 on other invalid fields, 400 on missing required ones', async () => {
    const admin = await t.createKey(await t.createTenant({ plan: 'enterprise' }), 'org_admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(256), slug: 's1' }, 'name'],
      [{ name: 'n', slug: 's2', primary_color: 'red' }, 'primary_color'],
      [{ name: 'n', slug: 's3', default_locale: 'german!' }, 'default_locale'],
      [{ name: 'n', slug: 's4', approval_required: 'yes' }, 'approval_required'],
      [{ name: 'n', slug: 's5', custom_domain: 'not a host' }, 'custom_domain'],
    ];
    for (const [json, field] of cases) {
      const res = await create(admin, json);
      expect(res.status, field).toBe(422);
      expect((await body(res)).errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await create(admin, { slug: 'no-name' })).status).toBe(400);
    expect((await create(admin, { name: 'no slug' })).status).toBe(400);
  });
});

describe('plan limit on workspaces', () => {
  it('free: 1 workspace; the 2nd is 403 and nothing is written', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    const res = await create(admin, { name: 'Two', slug: 'two' });
    expect(res.status).toBe(403);
    expect((await body(res)).detail).toMatch(/free plan allows 1 active workspace/);
    expect(await t.db.query('SELECT id FROM workspaces WHERE organization_id = $1', [tenant.organizationId])).toHaveLength(1);
  });

  it('pro: 3 non-archived workspaces; archiving one frees a place', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const admin = await t.createKey(tenant, 'org_admin');
    expect((await create(admin, { name: 'Two', slug: 'two' })).status).toBe(201);
    const three = await body(await create(admin, { name: 'Three', slug: 'three' }));
    expect(three.data.slug).toBe('three');
    expect((await create(admin, { name: 'Four', slug: 'four' })).status).toBe(403);
    expect(await status(`/v1/workspaces/${three.data.id}`, 'DELETE', admin)).toBe(204);
    expect((await create(admin, { name: 'Four', slug: 'four' })).status).toBe(201);
    expect((await create(admin, { name: 'Five', slug: 'five' })).status).toBe(403);
  });

  it('a stored override above the baseline raises the limit; one below it does not lower it', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    await t.db.query('UPDATE organizations SET max_workspaces = 2 WHERE id = $1', [tenant.organizationId]);
    expect((await create(admin, { name: 'Two', slug: 'two' })).status).toBe(201);
    expect((await create(admin, { name: 'Three', slug: 'three' })).status).toBe(403);

    const pro = await t.createTenant({ plan: 'pro' });
    const proAdmin = await t.createKey(pro, 'org_admin');
    await t.db.query('UPDATE organizations SET max_workspaces = 1 WHERE id = $1', [pro.organizationId]);
    expect((await create(proAdmin, { name: 'Two', slug: 'two' })).status).toBe(201);
    expect((await create(proAdmin, { name: 'Three', slug: 'three' })).status).toBe(201);
    expect((await create(proAdmin, { name: 'Four', slug: 'four' })).status).toBe(403);
  });

  it('concurrent creations cannot overshoot the limit', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const admin = await t.createKey(tenant, 'org_admin');
    const results = await Promise.all(['c1', 'c2', 'c3', 'c4'].map((slug) => create(admin, { name: slug, slug }).then((res) => res.status)));
    expect(results.filter((s) => s === 201)).toHaveLength(2);
    expect(results.filter((s) => s === 403)).toHaveLength(2);
  });
});

describe('GET /v1/workspaces', () => {
  async function tenantWith(count: number): Promise<{ tenant: Tenant; admin: TestKey; ids: string[] }> {
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const admin = await t.createKey(tenant, 'org_admin');
    const ids = [tenant.workspaceId];
    for (let i = 1; i < count; i++) ids.push((await body(await create(admin, { name: `W${i}`, slug: `w${i}` }))).data.id);
    return { tenant, admin, ids };
  }

  it('hides archived workspaces unless status=archived or status=all', async () => {
    const { admin, ids } = await tenantWith(3);
    expect(await status(`/v1/workspaces/${ids[1]}`, 'DELETE', admin)).toBe(204);
    const ids_ = async (query: string) => (await body(await t.request(`/v1/workspaces${query}`, { key: admin }))).data.map((w: { id: string }) => w.id).sort();
    expect(await ids_('')).toEqual([ids[0], ids[2]].sort());
    expect(await ids_('?status=active')).toEqual([ids[0], ids[2]].sort());
    expect(await ids_('?status=archived')).toEqual([ids[1]]);
    expect(await ids_('?status=all')).toEqual([...ids].sort());
    expect(await status('/v1/workspaces?status=deleted', 'GET', admin)).toBe(400);
    const archived = await documented(await t.request(`/v1/workspaces/${ids[1]}`, { key: admin }), 'getWorkspace');
    expect(archived.data).toMatchObject({ status: 'archived', archived_at: expect.any(String) });
  });

  it('walks all pages exactly once, newest first, with total_count', async () => {
    t.clock.set('2025-07-01T00:00:00.000Z');
    // Equal created_at for all: the id breaks the tie, so the cursor must carry it.
    const { admin, ids } = await tenantWith(7);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.request(`/v1/workspaces?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key: admin });
      expect(res.status).toBe(200);
      const page = await documented(res, 'listWorkspaces');
      expect(page.meta.pagination.total_count).toBe(7);
      seen.push(...page.data.map((w: { id: string }) => w.id));
      cursor = page.meta.pagination.next_cursor;
      expect(page.meta.pagination.has_more).toBe(cursor !== null);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(await status('/v1/workspaces?limit=101', 'GET', admin)).toBe(400);
    expect(await status('/v1/workspaces?cursor=%%%garbage', 'GET', admin)).toBe(400);
  });
});

describe('PATCH /v1/workspaces/:id', () => {
  it('changes any workspace field, audits exactly the changed ones, and a no-op writes nothing', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    t.clock.set('2026-01-01T00:00:00.000Z');
    const res = await t.request(`/v1/workspaces/${tenant.workspaceId}`, {
      method: 'PATCH',
      key: admin,
      json: { name: 'Main', slug: 'main-ws', default_locale: 'fr', approval_required: true, primary_color: '#00aa11', custom_domain: 'go.example.org' },
    });
    expect(res.status).toBe(200);
    const { data } = await documented(res, 'updateWorkspace');
    expect(data).toMatchObject({ name: 'Main', slug: 'main-ws', default_locale: 'fr', approval_required: true, primary_color: '#00AA11', custom_domain: 'go.example.org', updated_at: '2026-01-01T00:00:00.000Z' });
    const [entry] = await auditFor(tenant.workspaceId, 'workspaces.update');
    expect(entry).toEqual({
      workspace_id: tenant.workspaceId,
      actor_id: admin.id,
      resource_type: 'workspaces',
      changes: {
        name: ['main', 'Main'],
        slug: ['main', 'main-ws'],
        default_locale: ['de', 'fr'],
        approval_required: [false, true],
        primary_color: [null, '#00AA11'],
        custom_domain: [null, 'go.example.org'],
      },
    });

    t.clock.advance(1000);
    const cleared = await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', key: admin, json: { custom_domain: null, name: 'Main' } });
    expect((await body(cleared)).data.custom_domain).toBeNull();
    const entries = await auditFor(tenant.workspaceId, 'workspaces.update');
    expect(entries.map((e) => e.changes)).toEqual([entry!.changes, { custom_domain: ['go.example.org', null] }]);

    expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', admin, { approval_required: true })).toBe(200);
    expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', admin, {})).toBe(200);
    expect(await auditFor(tenant.workspaceId, 'workspaces.update')).toHaveLength(2);

    // One workspace.updated event per change, carrying the workspace as GET returns it.
    const events = await eventsFor(tenant.workspaceId);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ type: 'workspace.updated', created_at: '2026-01-01T00:00:00.000Z', data: { ...data } });
    expect(events[1]!.data).toMatchObject({ id: tenant.workspaceId, custom_domain: null });
  });

  it('409 on a slug another workspace of the organization uses; 422 on invalid values', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    await t.createWorkspace(tenant, 'taken');
    const admin = await t.createKey(tenant, 'org_admin');
    expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', admin, { slug: 'taken' })).toBe(409);
    expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', admin, { slug: 'main' })).toBe(200);
    expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', admin, { slug: 'Bad_Slug' })).toBe(422);
    expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', admin, { primary_color: '#12345' })).toBe(422);
    expect(await status(`/v1/workspaces/${tenant.workspaceId}`, 'PATCH', admin, { name: 'x'.repeat(256) })).toBe(422);
  });
});

describe('DELETE /v1/workspaces/:id', () => {
  it("archives another workspace: its keys answer 401, its record stays readable, the caller's keep working", async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const admin = await t.createKey(tenant, 'org_admin');
    const target = { ...tenant, workspaceId: await t.createWorkspace(tenant, 'target') };
    const targetKeys = [await t.createKey(target, 'viewer'), await t.createKey(target, 'org_admin'), await t.createKey(target, 'ws_admin', { kind: 'public' })];
    for (const key of targetKeys) expect(await status('/v1/codes', 'GET', key)).toBe(200);
    t.clock.set('2026-03-03T03:03:03.003Z');
    const res = await t.request(`/v1/workspaces/${target.workspaceId}`, { method: 'DELETE', key: admin });
    expect(res.status).toBe(204);
    for (const key of targetKeys) {
      const denied = await t.request('/v1/workspaces', { key });
      expect(denied.status).toBe(401);
      expect((await body(denied)).detail).toMatch(/archived/);
    }
    expect(await status('/v1/workspaces', 'GET', admin)).toBe(200);
    const { data } = await body(await t.request(`/v1/workspaces/${target.workspaceId}`, { key: admin }));
    expect(data).toMatchObject({ status: 'archived', archived_at: '2026-03-03T03:03:03.003Z' });
    const [entry] = await auditFor(target.workspaceId, 'workspaces.archive');
    expect(entry).toEqual({ workspace_id: target.workspaceId, actor_id: admin.id, resource_type: 'workspaces', changes: { archived_at: [null, '2026-03-03T03:03:03.003Z'] } });
    const events = await eventsFor(target.workspaceId);
    expect(events.map((e) => e.data.status)).toEqual(['archived']);

    // Archived workspaces are read-only and archive once.
    expect(await status(`/v1/workspaces/${target.workspaceId}`, 'DELETE', admin)).toBe(409);
    expect(await status(`/v1/workspaces/${target.workspaceId}`, 'PATCH', admin, { name: 'revive' })).toBe(409);
  });

  it("rejects archiving the caller's own workspace with 409", async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const admin = await t.createKey(tenant, 'org_admin');
    const res = await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'DELETE', key: admin });
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({ status: 409, type: 'http://qz.test/docs/errors/conflict' });
    expect(await status('/v1/workspaces', 'GET', admin)).toBe(200);
    expect(await auditFor(tenant.workspaceId, 'workspaces.archive')).toEqual([]);
  });
});
