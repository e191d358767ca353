import { describe, expect, it } from 'vitest';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

async function expect401(res: Response, detail: RegExp) {
  expect(res.status).toBe(401);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const doc = await body(res);
  expect(doc.type).toBe('http://qz.test/docs/errors/authentication');
  expect(doc.detail).toMatch(detail);
}

describe('authentication', () => {
  it('accepts a valid secret and public key', async () => {
    const tenant = await t.createTenant();
    for (const kind of ['secret', 'public'] as const) {
      const key = await t.createKey(tenant, 'viewer', { kind });
      expect(key.key.startsWith(kind === 'secret' ? 'svc_sk_' : 'svc_pk_')).toBe(true);
      // Public keys read codes only, so both call GET /v1/codes.
      expect((await t.request('/v1/codes', { key })).status).toBe(200);
      const account = await t.request('/v1/account', { key });
      expect(account.status).toBe(kind === 'secret' ? 200 : 403);
    }
  });

  it('401 for a missing, malformed or unknown key', async () => {
    await expect401(await t.request('/v1/account'), /Missing/);
    await expect401(await t.request('/v1/account', { headers: { authorization: 'Basic abc' } }), /Invalid/);
    await expect401(await t.request('/v1/account', { key: 'not-a-key' }), /Invalid/);
    await expect401(await t.request('/v1/account', { key: `svc_sk_${'a'.repeat(43)}` }), /Invalid/);
  });

  it('401 when the prefix does not match the stored kind', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'org_admin', { kind: 'public' });
    await expect401(await t.request('/v1/account', { key: key.key.replace('svc_pk_', 'svc_sk_') }), /Invalid/);
  });

  it('rejects a key from the exact expiry instant on', async () => {
    const tenant = await t.createTenant();
    const expiresAt = '2030-06-01T12:00:00.000Z';
    const key = await t.createKey(tenant, 'viewer', { expiresAt });
    try {
      t.clock.set(new Date(Date.parse(expiresAt) - 1));
      expect((await t.request('/v1/account', { key })).status).toBe(200);
      t.clock.set(expiresAt);
      await expect401(await t.request('/v1/account', { key }), /expired/);
      t.clock.set(new Date(Date.parse(expiresAt) + 1));
      await expect401(await t.request('/v1/account', { key }), /expired/);
    } finally {
      t.clock.set(null);
    }
  });

  it('compares expiry as a timestamp, whatever offset it was written with', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer', { expiresAt: '2030-06-01T14:00:00.000+02:00' });
    try {
      t.clock.set('2030-06-01T11:59:59.999Z');
      expect((await t.request('/v1/account', { key })).status).toBe(200);
      t.clock.set('2030-06-01T12:00:00.000Z');
      expect((await t.request('/v1/account', { key })).status).toBe(401);
    } finally {
      t.clock.set(null);
    }
  });

  it('treats an unreadable expiry value as expired', async () => {
    const tenant = await t.createTenant();
    for (const garbage of ['tomorrow', '', '2030-13-45T99:00:00Z', '2030-06-01']) {
      const key = await t.createKey(tenant, 'viewer', { expiresAt: garbage });
      await expect401(await t.request('/v1/account', { key }), /expired/);
    }
  });

  it('401 for a revoked key', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    const victim = await t.createKey(tenant, 'viewer');
    expect((await t.request('/v1/account', { key: victim })).status).toBe(200);
    expect((await t.request(`/v1/api-keys/${victim.id}`, { method: 'DELETE', key: admin })).status).toBe(204);
    await expect401(await t.request('/v1/account', { key: victim }), /revoked/);
  });

  it('401 for keys of a deleted organization or an archived workspace', async () => {
    const deletedOrg = await t.createTenant();
    const orgKey = await t.createKey(deletedOrg, 'org_admin');
    await t.db.query(`UPDATE organizations SET deleted_at = now() WHERE id = $1`, [deletedOrg.organizationId]);
    await expect401(await t.request('/v1/account', { key: orgKey }), /organization/);

    const tenant = await t.createTenant();
    const archivedWs = await t.createWorkspace(tenant);
    const wsKey = await t.createKey({ organizationId: tenant.organizationId, workspaceId: archivedWs }, 'ws_admin');
    await t.db.query(`UPDATE workspaces SET archived_at = now() WHERE id = $1`, [archivedWs]);
    await expect401(await t.request('/v1/account', { key: wsKey }), /workspace/);
  });
});
