import type { Role } from '@quietzone/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { writeAudit } from '../../src/audit-logs/store/write-audit';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

const ROLES: Role[] = ['viewer', 'contributor', 'ws_admin', 'org_admin'];

afterEach(() => t.clock.set(null));

interface Entry {
  id: string;
  action: string;
  resource_type: string;
  resource_id: string | null;
  actor_type: string;
  actor_id: string | null;
  changes: Record<string, [unknown, unknown]>;
  created_at: string;
}

async function listPage(key: TestKey, query = ''): Promise<{ data: Entry[]; meta: { pagination: { has_more: boolean; next_cursor: string | null; total_count: number } } }> {
  const res = await t.request(`/v1/audit-logs${query}`, { key });
  expect(res.status).toBe(200);
  const json = await body(res);
  const schema = ALL_OPERATIONS.find((operation) => operation.operationId === 'listAuditLogs')!.responses[200]!.schema!;
  expect(schema.safeParse(json).error?.issues ?? []).toEqual([]);
  return json;
}

/** Every entry the key sees, following next_cursor; asserts each page's shape on the way. */
async function walk(key: TestKey, query: string, limit: number): Promise<Entry[]> {
  const seen: Entry[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '';
    const page = await listPage(key, `?${query}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    seen.push(...page.data);
    cursor = page.meta.pagination.next_cursor;
    expect(page.meta.pagination.has_more).toBe(cursor !== null);
  } while (cursor);
  return seen;
}

/** A pro organization with a second workspace and some audited activity in both and at org level. */
async function activeTenant() {
  const tenant = await t.createTenant({ plan: 'pro' });
  const orgAdmin = await t.createKey(tenant, 'org_admin');
  const wsAdmin = await t.createKey(tenant, 'ws_admin');
  await t.request(`/v1/organizations/${tenant.organizationId}`, { method: 'PATCH', key: orgAdmin, json: { name: 'Audited' } });
  const created = (await body(await t.request('/v1/workspaces', { method: 'POST', key: orgAdmin, json: { name: 'Second', slug: 'second' } }))).data;
  await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', key: wsAdmin, json: { approval_required: true } });
  const key = (await body(await t.request('/v1/api-keys', { method: 'POST', key: wsAdmin, json: { name: 'ci', role: 'viewer' } }))).data;
  return { tenant, orgAdmin, wsAdmin, secondWorkspaceId: created.id as string, apiKeyId: key.id as string };
}

describe('GET /v1/audit-logs', () => {
  it('every role reads; a workspace key sees its workspace, an org_admin key the whole organization', async () => {
    const { tenant, orgAdmin, wsAdmin, secondWorkspaceId, apiKeyId } = await activeTenant();
    const other = await activeTenant();

    const workspaceView = (await listPage(wsAdmin)).data;
    expect(workspaceView.map((e) => e.action).sort()).toEqual(['api_keys.create', 'workspaces.update']);
    expect(workspaceView.find((e) => e.action === 'api_keys.create')!.resource_id).toBe(apiKeyId);

    const orgView = (await listPage(orgAdmin)).data;
    expect(orgView.map((e) => e.action).sort()).toEqual(['api_keys.create', 'organizations.update', 'workspaces.create', 'workspaces.update']);
    expect(orgView.find((e) => e.action === 'workspaces.create')!.resource_id).toBe(secondWorkspaceId);
    const otherIds = new Set((await listPage(other.orgAdmin)).data.map((e) => e.id));
    for (const entry of orgView) expect(otherIds.has(entry.id)).toBe(false);

    for (const role of ROLES) {
      for (const kind of ['secret', 'public'] as const) {
        const key = await t.createKey(tenant, role, { kind });
        const res = await t.request('/v1/audit-logs', { key });
        // Public keys read codes only.
        if (kind === 'public') {
          expect(res.status, `${kind} ${role}`).toBe(403);
          continue;
        }
        expect(res.status, `${kind} ${role}`).toBe(200);
        const count = (await body(res)).data.length;
        // A key created by the harness is not audited, so the counts are stable.
        expect(count, `${kind} ${role}`).toBe(role === 'org_admin' ? 4 : 2);
      }
    }
    expect((await t.request('/v1/audit-logs')).status).toBe(401);
  });

  it('entries carry the contract fields and { field: [old, new] } changes', async () => {
    t.clock.set('2027-04-04T04:04:04.004Z');
    const { tenant, orgAdmin } = await activeTenant();
    const [entry] = (await listPage(orgAdmin, '?action=organizations.update')).data;
    expect(entry).toEqual({
      id: expect.any(String),
      actor_type: 'api_key',
      actor_id: orgAdmin.id,
      action: 'organizations.update',
      resource_type: 'organizations',
      resource_id: tenant.organizationId,
      changes: { name: [tenant.organizationSlug, 'Audited'] },
      created_at: '2027-04-04T04:04:04.004Z',
    });
  });

  it('serves a stored NULL resource_id as null, not as an empty string', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    await writeAudit(t.db, {
      actor: { type: 'system', id: null, organizationId: tenant.organizationId, workspaceId: tenant.workspaceId },
      action: 'codes.recheck',
      resourceType: 'codes',
      resourceId: null,
      changes: {},
      at: '2027-05-05T05:05:05.005Z',
    });
    const [entry] = (await listPage(admin, '?action=codes.recheck')).data;
    expect(entry).toMatchObject({ actor_type: 'system', actor_id: null, resource_type: 'codes', resource_id: null });
  });

  it('filters by resource_type, resource_id and action, alone and combined', async () => {
    const { tenant, orgAdmin, secondWorkspaceId } = await activeTenant();
    const actions = async (query: string) => (await listPage(orgAdmin, query)).data.map((e) => e.action).sort();
    expect(await actions('?resource_type=workspaces')).toEqual(['workspaces.create', 'workspaces.update']);
    expect(await actions('?resource_type=organizations')).toEqual(['organizations.update']);
    expect(await actions('?resource_type=api_keys')).toEqual(['api_keys.create']);
    expect(await actions('?resource_type=codes')).toEqual([]);
    expect(await actions('?resource_type=webhooks')).toEqual([]);
    expect(await actions(`?resource_id=${encodeURIComponent(secondWorkspaceId)}`)).toEqual(['workspaces.create']);
    expect(await actions(`?resource_id=${encodeURIComponent(tenant.workspaceId)}&action=workspaces.update`)).toEqual(['workspaces.update']);
    expect(await actions(`?resource_id=${encodeURIComponent(tenant.workspaceId)}&action=workspaces.create`)).toEqual([]);
    expect(await actions('?action=api_keys.create&resource_type=api_keys')).toEqual(['api_keys.create']);
    const page = await listPage(orgAdmin, '?resource_type=workspaces');
    expect(page.meta.pagination.total_count).toBe(2);
  });

  it('400 on an unknown resource_type, a limit outside 1..100 and an unreadable cursor', async () => {
    const { orgAdmin } = await activeTenant();
    for (const query of ['?resource_type=users', '?limit=0', '?limit=101', '?limit=abc', '?limit=2.5', '?cursor=!!notacursor!!']) {
      const res = await t.request(`/v1/audit-logs${query}`, { key: orgAdmin });
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    expect((await t.request('/v1/audit-logs?limit=100', { key: orgAdmin })).status).toBe(200);
  });

  const ENTRIES = 55;

  it('pages by 50 unless asked, and walking the pages sees every entry exactly once, newest first', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    // 55 updates in 10 distinct instants, so entries share created_at and the id breaks ties.
    for (let i = 0; i < ENTRIES; i++) {
      t.clock.set(new Date(Date.UTC(2028, 0, 1, 0, 0, Math.floor(i / 6))));
      const res = await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', key: admin, json: { name: `name ${i}` } });
      expect(res.status).toBe(200);
    }
    const stored = await t.db.query<{ id: string }>(`SELECT id FROM audit_logs WHERE workspace_id = $1`, [tenant.workspaceId]);
    expect(stored).toHaveLength(ENTRIES);

    const first = await listPage(admin);
    expect(first.data).toHaveLength(50);
    expect(first.meta.pagination).toMatchObject({ has_more: true, total_count: ENTRIES });

    for (const limit of [1, 7, 50, 100]) {
      const seen = await walk(admin, '', limit);
      expect(seen.map((e) => e.id).sort()).toEqual(stored.map((s) => s.id).sort());
      expect(new Set(seen.map((e) => e.id)).size).toBe(ENTRIES);
      const times = seen.map((e) => e.created_at);
      expect(times).toEqual([...times].sort().reverse());
    }
    const filtered = await walk(admin, 'action=workspaces.update', 4);
    expect(filtered).toHaveLength(ENTRIES);

    // Entries written while a client walks (newer) never shift the pages it has yet to read.
    const firstPage = await listPage(admin, '?limit=10');
    t.clock.set('2028-01-01T00:10:00.000Z');
    await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', key: admin, json: { name: 'late' } });
    let cursor = firstPage.meta.pagination.next_cursor;
    const rest: Entry[] = [];
    while (cursor) {
      const page = await listPage(admin, `?limit=10&cursor=${encodeURIComponent(cursor)}`);
      rest.push(...page.data);
      cursor = page.meta.pagination.next_cursor;
    }
    expect([...firstPage.data, ...rest].map((e) => e.id).sort()).toEqual(stored.map((s) => s.id).sort());
  });

  it('records organization deletion and workspace archiving where org_admin keys of the organization can see them', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const admin = await t.createKey(tenant, 'org_admin');
    const other = await t.createWorkspace(tenant, 'other');
    const otherAdmin = await t.createKey({ ...tenant, workspaceId: other }, 'org_admin');
    const third = await t.createWorkspace(tenant, 'third');
    expect((await t.request(`/v1/workspaces/${third}`, { method: 'DELETE', key: admin })).status).toBe(204);
    const seen = (await listPage(otherAdmin, '?resource_type=workspaces&action=workspaces.archive')).data;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ resource_id: third, actor_id: admin.id, changes: { archived_at: [null, expect.any(String)] } });
  });
});
