import { PLAN_LIMITS } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/new-id';
import { body, setupTestApp, type Tenant, type TestKey } from './helpers/test-app';

const t = setupTestApp();

async function status(res: Response): Promise<number> {
  await res.arrayBuffer();
  return res.status;
}

describe('API keys per workspace', () => {
  const LIMIT = PLAN_LIMITS.enterprise.max_api_keys_per_workspace!;

  it(`allows ${LIMIT} keys that are not revoked, then 403; revoking one frees its place`, async () => {
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const admin = await t.createKey(tenant, 'org_admin');
    const other = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    // The admin key is the first; the harness inserts all but the last one directly.
    const keys: TestKey[] = [admin];
    while (keys.length < LIMIT - 1) keys.push(await t.createKey(tenant, 'viewer'));
    await t.createKey(tenant, 'viewer').then((key) => t.db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [key.id]));
    const create = (json: Record<string, unknown>) => t.request('/v1/api-keys', { method: 'POST', key: admin, json: { name: 'k', role: 'viewer', ...json } });

    expect(await status(await create({}))).toBe(201);
    const refused = await create({ kind: 'public' });
    expect(refused.status).toBe(403);
    expect((await body(refused)).detail).toMatch(/100 API keys/);
    // Another workspace of the same organization counts its own keys.
    expect(await status(await create({ workspace_id: other.workspaceId }))).toBe(201);

    expect(await status(await t.request(`/v1/api-keys/${keys[1]!.id}`, { method: 'DELETE', key: admin }))).toBe(204);
    expect(await status(await create({}))).toBe(201);
    expect(await status(await create({}))).toBe(403);
  }, 60_000);
});

describe('organizations created by one organization', () => {
  const LIMIT = PLAN_LIMITS.free.max_created_organizations!;
  const createOrg = (key: TestKey | string) => t.request('/v1/organizations', { method: 'POST', key, json: { name: 'Spawned', slug: `spawn-${newId('s').slice(2, 14).toLowerCase().replace(/[^a-z0-9]/g, 'x')}` } });

  it(`lets a free organization's keys create ${LIMIT} live organizations, then 403; deleting one frees its place`, async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    const created: { id: string; secret: string }[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await createOrg(admin);
      expect(res.status).toBe(201);
      const data = (await body(res)).data;
      created.push({ id: data.id, secret: data.api_key.secret });
    }
    const refused = await createOrg(admin);
    expect(refused.status).toBe(403);
    expect((await body(refused)).detail).toMatch(/create 10 organizations/);
    // Another key of the same organization shares the count.
    expect(await status(await createOrg(await t.createKey(tenant, 'org_admin')))).toBe(403);
    // A created organization's keys count against the same limit: no way round it through a child.
    const child = created[0]!;
    expect(await status(await createOrg(child.secret))).toBe(403);

    const last = created[LIMIT - 1]!;
    expect(await status(await t.request(`/v1/organizations/${last.id}`, { method: 'DELETE', key: last.secret }))).toBe(204);
    expect(await status(await createOrg(admin))).toBe(201);
    expect(await status(await createOrg(admin))).toBe(403);
  }, 60_000);

  it(`counts organizations created through created ones against the root creator: a chain makes ${LIMIT} in all, not ${LIMIT}ⁿ`, async () => {
    const root = await t.createTenant();
    let key: TestKey | string = await t.createKey(root, 'org_admin');
    const chain: string[] = [];
    // Each organization creates the next: a chain as deep as the limit.
    for (let depth = 0; depth < LIMIT; depth++) {
      const res = await createOrg(key);
      expect(res.status, `depth ${depth}`).toBe(201);
      const data = (await body(res)).data;
      chain.push(data.id);
      key = data.api_key.secret as string;
    }
    const refused = await createOrg(key);
    expect(refused.status).toBe(403);
    expect((await body(refused)).detail).toMatch(/create 10 organizations, counting those created through the organizations they created, and 10 exist/);
    // Every level is refused alike, the root's own keys too.
    expect(await status(await createOrg(await t.createKey(root, 'org_admin')))).toBe(403);
    const rows = await t.db.query<{ id: string; created_by_organization_id: string }>(`SELECT id, created_by_organization_id FROM organizations WHERE id = ANY($1)`, [chain]);
    const creatorOf = new Map(rows.map((row) => [row.id, row.created_by_organization_id]));
    expect(chain.map((id) => creatorOf.get(id))).toEqual([root.organizationId, ...chain.slice(0, -1)]);
    // Deleting one in the middle frees a place; the chain below it still counts.
    const middle = chain[4]!;
    await t.db.query(`UPDATE organizations SET deleted_at = now() WHERE id = $1`, [middle]);
    expect(await status(await createOrg(key))).toBe(201);
    expect(await status(await createOrg(key))).toBe(403);
  }, 120_000);

  it('is unlimited for an enterprise organization', async () => {
    const tenant = await t.createTenant({ plan: 'enterprise' });
    const admin = await t.createKey(tenant, 'org_admin');
    for (let i = 0; i < LIMIT + 1; i++) expect(await status(await createOrg(admin))).toBe(201);
  }, 60_000);
});

describe('file storage per workspace', () => {
  const LIMIT = PLAN_LIMITS.free.max_file_bytes_per_workspace!;
  const FILE = new TextEncoder().encode('price list\n');

  /** A stored file of `size` bytes, claimed by its byte_size (the quota counts byte_size). */
  async function storedFile(tenant: Tenant, size: number): Promise<string> {
    const id = newId('file');
    await t.db.query(
      `INSERT INTO files (id, organization_id, workspace_id, purpose, filename, content_type, byte_size, sha256, bytes)
       VALUES ($1, $2, $3, 'attachment', 'big.pdf', 'application/pdf', $4, 'x', '\\x00'::bytea)`,
      [id, tenant.organizationId, tenant.workspaceId, size],
    );
    return id;
  }

  function upload(key: TestKey) {
    const form = new FormData();
    form.set('file', new Blob([FILE]), 'prices.txt');
    return t.request('/v1/files', { method: 'POST', key, body: form });
  }

  it('accepts an upload that fills the plan quota exactly, refuses one byte more with 403, and frees space on delete', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'ws_admin');
    const big = await storedFile(tenant, LIMIT - 2 * FILE.byteLength);
    expect(await status(await upload(key))).toBe(201);
    expect(await status(await upload(key))).toBe(201);
    const refused = await upload(key);
    expect(refused.status).toBe(403);
    expect((await body(refused)).detail).toMatch(/stores 100000000 bytes of files per workspace/);
    // Another workspace has its own quota.
    const other = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    expect(await status(await upload(await t.createKey(other, 'ws_admin')))).toBe(201);

    expect(await status(await t.request(`/v1/files/${big}`, { method: 'DELETE', key }))).toBe(204);
    expect(await status(await upload(key))).toBe(201);
  });

  it('follows the plan: the same workspace content fits on pro', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const key = await t.createKey(tenant, 'ws_admin');
    await storedFile(tenant, LIMIT);
    expect(await status(await upload(key))).toBe(201);
    await storedFile(tenant, PLAN_LIMITS.pro.max_file_bytes_per_workspace! - LIMIT);
    expect(await status(await upload(key))).toBe(403);
  });
});
