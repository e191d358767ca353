import { type Role } from '@quietzone/core';
import { accountSchema } from '@quietzone/core/schemas';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../src/http/all-routes';
import { probeRoutes } from '../helpers/probe-routes';
import { body, setupTestApp, type Tenant } from '../helpers/test-app';

const t = setupTestApp({ routes: [...ALL_ROUTES, probeRoutes] });

const ROLES: Role[] = ['viewer', 'contributor', 'ws_admin', 'org_admin'];

async function status(path: string, method: string, key: string, json?: unknown): Promise<number> {
  const res = await t.request(path, { method, key, ...(json === undefined ? {} : { json }) });
  await res.arrayBuffer();
  return res.status;
}

describe('roles matrix (secret keys)', () => {
  const expected: Record<Role, { read: number; write: number; delete: number; createKey: number }> = {
    viewer: { read: 200, write: 403, delete: 403, createKey: 403 },
    contributor: { read: 200, write: 201, delete: 403, createKey: 403 },
    ws_admin: { read: 200, write: 201, delete: 204, createKey: 201 },
    org_admin: { read: 200, write: 201, delete: 204, createKey: 201 },
  };
  for (const role of ROLES) {
    it(`${role}: read ${expected[role].read}, write ${expected[role].write}, delete ${expected[role].delete}, key creation ${expected[role].createKey}`, async () => {
      const tenant = await t.createTenant();
      const key = await t.createKey(tenant, role);
      expect(await status('/v1/probe/read', 'GET', key.key)).toBe(expected[role].read);
      expect(await status('/v1/account', 'GET', key.key)).toBe(200);
      expect(await status('/v1/probe/write', 'POST', key.key)).toBe(expected[role].write);
      expect(await status('/v1/probe/delete', 'DELETE', key.key)).toBe(expected[role].delete);
      expect(await status('/v1/api-keys', 'POST', key.key, { name: 'k', role: 'viewer' })).toBe(expected[role].createKey);
      expect(await status('/v1/api-keys', 'GET', key.key)).toBe(expected[role].createKey === 201 ? 200 : 403);
    });
  }

  it('public keys read codes only and every write is 403, whatever their role', async () => {
    const tenant = await t.createTenant();
    for (const role of ROLES) {
      const key = await t.createKey(tenant, role, { kind: 'public' });
      expect(await status('/v1/codes', 'GET', key.key)).toBe(200);
      expect(await status('/v1/probe/read', 'GET', key.key)).toBe(403);
      expect(await status('/v1/probe/write', 'POST', key.key)).toBe(403);
      expect(await status('/v1/probe/delete', 'DELETE', key.key)).toBe(403);
      expect(await status('/v1/api-keys', 'POST', key.key, { name: 'k', role: 'viewer' })).toBe(403);
    }
  });
});

describe('POST /v1/api-keys', () => {
  it('creates a key shown once that authenticates, and audits it', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    const res = await t.request('/v1/api-keys', { method: 'POST', key: admin, json: { name: 'CI', role: 'contributor' }, headers: { 'x-request-id': 'create-1' } });
    expect(res.status).toBe(201);
    const created = (await body(res)).data;
    expect(created).toMatchObject({ name: 'CI', role: 'contributor', kind: 'secret', workspace_id: tenant.workspaceId, revoked_at: null, expires_at: null });
    expect(created.secret).toMatch(/^svc_sk_[A-Za-z0-9_-]{43}$/);
    expect(created.key_prefix).toBe(created.secret.slice(0, 11));
    expect(created).not.toHaveProperty('key');
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const account = await body(await t.request('/v1/account', { key: created.secret }));
    expect(account.data.api_key.id).toBe(created.id);

    const listed = await body(await t.request('/v1/api-keys', { key: admin }));
    const entry = listed.data.find((k: { id: string }) => k.id === created.id);
    expect(entry).toBeDefined();
    expect(entry).not.toHaveProperty('secret');
    expect(entry).not.toHaveProperty('key');
    expect(entry.key_prefix).toBe(created.key_prefix);

    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE id = $1', [created.id]);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.secret);

    const audit = await t.db.query<{ action: string; actor_id: string; changes: unknown; request_id: string }>(
      `SELECT action, actor_id, changes, request_id FROM audit_logs WHERE resource_id = $1`,
      [created.id],
    );
    expect(audit).toEqual([
      {
        action: 'api_keys.create',
        actor_id: admin.id,
        request_id: 'create-1',
        changes: { name: [null, 'CI'], role: [null, 'contributor'], kind: [null, 'secret'], workspace_id: [null, tenant.workspaceId], expires_at: [null, null] },
      },
    ]);
  });

  it('creates public keys and keys with an expiry', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    const expiresAt = '2031-01-01T00:00:00.000Z';
    const created = (await body(await t.request('/v1/api-keys', { method: 'POST', key: admin, json: { name: 'site', role: 'viewer', kind: 'public', expires_at: expiresAt } }))).data;
    expect(created.secret).toMatch(/^svc_pk_/);
    expect(created.expires_at).toBe(expiresAt);
    expect((await t.request('/v1/probe/write', { method: 'POST', key: created.secret })).status).toBe(403);
  });

  it('never grants a higher role than the caller has', async () => {
    const tenant = await t.createTenant();
    const wsAdmin = await t.createKey(tenant, 'ws_admin');
    expect(await status('/v1/api-keys', 'POST', wsAdmin.key, { name: 'x', role: 'org_admin' })).toBe(403);
    expect(await status('/v1/api-keys', 'POST', wsAdmin.key, { name: 'x', role: 'ws_admin' })).toBe(201);
  });

  it('lets org_admin target another workspace of its organization only; ws_admin only its own', async () => {
    const tenant = await t.createTenant();
    const other = await t.createWorkspace(tenant);
    const foreign = await t.createTenant();
    const orgAdmin = await t.createKey(tenant, 'org_admin');
    const wsAdmin = await t.createKey(tenant, 'ws_admin');
    const res = await t.request('/v1/api-keys', { method: 'POST', key: orgAdmin, json: { name: 'x', role: 'viewer', workspace_id: other } });
    expect(res.status).toBe(201);
    expect((await body(res)).data.workspace_id).toBe(other);
    expect(await status('/v1/api-keys', 'POST', orgAdmin.key, { name: 'x', role: 'viewer', workspace_id: foreign.workspaceId })).toBe(404);
    expect(await status('/v1/api-keys', 'POST', wsAdmin.key, { name: 'x', role: 'viewer', workspace_id: other })).toBe(403);
    expect(await status('/v1/api-keys', 'POST', wsAdmin.key, { name: 'x', role: 'viewer', workspace_id: tenant.workspaceId })).toBe(201);
  });

  it('validates the body: 400 when required fields are missing, 422 for invalid values', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    expect(await status('/v1/api-keys', 'POST', admin.key, { role: 'viewer' })).toBe(400);
    const invalid = await t.request('/v1/api-keys', { method: 'POST', key: admin, json: { name: 'x', role: 'root', expires_at: 'soon' } });
    expect(invalid.status).toBe(422);
    expect((await body(invalid)).errors.map((e: { field: string }) => e.field).sort()).toEqual(['expires_at', 'role']);
    t.clock.set('2030-01-01T00:00:00.000Z');
    try {
      expect(await status('/v1/api-keys', 'POST', admin.key, { name: 'x', role: 'viewer', expires_at: '2029-12-31T23:59:59.999Z' })).toBe(422);
    } finally {
      t.clock.set(null);
    }
  });
});

describe('DELETE /v1/api-keys/:id', () => {
  async function setup(): Promise<{ tenant: Tenant; admin: string; target: { id: string; key: string } }> {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    const target = await t.createKey(tenant, 'viewer');
    return { tenant, admin: admin.key, target };
  }

  it('revokes (204), audits, and a second revoke is 404', async () => {
    const { admin, target } = await setup();
    expect(await status(`/v1/api-keys/${target.id}`, 'DELETE', admin)).toBe(204);
    expect(await status(`/v1/api-keys/${target.id}`, 'DELETE', admin)).toBe(404);
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_logs WHERE resource_id = $1`, [target.id]);
    expect(audit.map((a) => a.action)).toEqual(['api_keys.revoke']);
    const listed = await body(await t.request('/v1/api-keys?include_revoked=true', { key: admin }));
    expect(listed.data.find((k: { id: string }) => k.id === target.id).revoked_at).toMatch(/Z$/);
    const active = await body(await t.request('/v1/api-keys', { key: admin }));
    expect(active.data.find((k: { id: string }) => k.id === target.id)).toBeUndefined();
  });

  it('two concurrent revokes: one 204, one 404', async () => {
    const { admin, target } = await setup();
    const results = await Promise.all([status(`/v1/api-keys/${target.id}`, 'DELETE', admin), status(`/v1/api-keys/${target.id}`, 'DELETE', admin)]);
    expect(results.sort()).toEqual([204, 404]);
  });

  it('contributors and viewers get 403; keys of other organizations are 404', async () => {
    const { tenant, target } = await setup();
    const contributor = await t.createKey(tenant, 'contributor');
    expect(await status(`/v1/api-keys/${target.id}`, 'DELETE', contributor.key)).toBe(403);
    const stranger = await t.createKey(await t.createTenant(), 'org_admin');
    expect(await status(`/v1/api-keys/${target.id}`, 'DELETE', stranger.key)).toBe(404);
  });

  it('a ws_admin may not revoke an org_admin key, nor keys of other workspaces', async () => {
    const tenant = await t.createTenant();
    const wsAdmin = await t.createKey(tenant, 'ws_admin');
    const orgAdmin = await t.createKey(tenant, 'org_admin');
    expect(await status(`/v1/api-keys/${orgAdmin.id}`, 'DELETE', wsAdmin.key)).toBe(403);
    const otherWs = await t.createWorkspace(tenant);
    const otherKey = await t.createKey({ organizationId: tenant.organizationId, workspaceId: otherWs }, 'viewer');
    expect(await status(`/v1/api-keys/${otherKey.id}`, 'DELETE', wsAdmin.key)).toBe(404);
    expect(await status(`/v1/api-keys/${otherKey.id}`, 'DELETE', orgAdmin.key)).toBe(204);
  });
});

describe('GET /v1/account', () => {
  it('describes the calling key (with its role and kind), its workspace and organization, in core accountSchema', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const key = await t.createKey(tenant, 'contributor');
    const doc = await body(await t.request('/v1/account', { key }));
    expect(accountSchema.safeParse(doc.data).error?.issues ?? []).toEqual([]);
    expect(Object.keys(doc.data).sort()).toEqual(['api_key', 'organization', 'workspace']);
    expect(doc.data).toMatchObject({
      api_key: { id: key.id, role: 'contributor', kind: 'secret', key_prefix: key.key.slice(0, 11), revoked_at: null },
      workspace: { id: tenant.workspaceId, organization_id: tenant.organizationId, slug: 'main', status: 'active' },
      organization: { id: tenant.organizationId, slug: tenant.organizationSlug, plan: 'pro', limits: { max_workspaces: 3 } },
    });
    expect(doc.data.api_key).not.toHaveProperty('secret');
    expect(doc.meta.request_id).toBeTruthy();
  });
});

describe('GET /v1/api-keys', () => {
  it('lists the own workspace; org_admin may list another workspace of its organization', async () => {
    const tenant = await t.createTenant();
    const otherWs = await t.createWorkspace(tenant);
    const orgAdmin = await t.createKey(tenant, 'org_admin');
    const wsAdmin = await t.createKey(tenant, 'ws_admin');
    const otherKey = await t.createKey({ organizationId: tenant.organizationId, workspaceId: otherWs }, 'viewer');
    const own = await body(await t.request('/v1/api-keys', { key: wsAdmin }));
    expect(own.data.map((k: { id: string }) => k.id).sort()).toEqual([orgAdmin.id, wsAdmin.id].sort());
    const other = await body(await t.request(`/v1/api-keys?workspace_id=${otherWs}`, { key: orgAdmin }));
    expect(other.data.map((k: { id: string }) => k.id)).toEqual([otherKey.id]);
    expect(other.meta.pagination).toEqual({ has_more: false, next_cursor: null, total_count: 1 });
    expect(await status(`/v1/api-keys?workspace_id=${otherWs}`, 'GET', wsAdmin.key)).toBe(403);
  });
});
