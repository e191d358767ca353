import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

const inviteEnvelope = ALL_OPERATIONS.find((op) => op.operationId === 'inviteMember')!.responses[201]!.schema!;
const listEnvelope = ALL_OPERATIONS.find((op) => op.operationId === 'listMembers')!.responses[200]!.schema!;

function invite(key: TestKey, json: unknown) {
  return t.request('/v1/members', { method: 'POST', key, json });
}

async function setup(plan = 'business') {
  const tenant = await t.createTenant({ plan });
  const admin = await t.createKey(tenant, 'org_admin');
  return { tenant, admin };
}

describe('POST /v1/members', () => {
  it('invites: status invited, role as asked (default viewer), e-mail in lower case, notice that no e-mail was sent, audit entry', async () => {
    const { tenant, admin } = await setup();
    t.clock.set('2030-01-02T03:04:05.678Z');
    const res = await invite(admin, { email: 'Ann.Example@Example.COM', name: 'Ann', role: 'contributor' });
    t.clock.set(null);
    expect(res.status).toBe(201);
    const doc = await body(res);
    expect(inviteEnvelope.safeParse(doc).success).toBe(true);
    expect(doc.data).toMatchObject({
      organization_id: tenant.organizationId,
      email: 'ann.example@example.com',
      name: 'Ann',
      role: 'contributor',
      status: 'invited',
      invited_at: '2030-01-02T03:04:05.678Z',
    });
    expect(doc.meta.notice).toMatch(/No invitation e-mail was sent/);
    expect((await body(await invite(admin, { email: 'bob@example.com' }))).data.role).toBe('viewer');

    const entries = (await body(await t.request(`/v1/audit-logs?resource_id=${doc.data.id}`, { key: admin }))).data;
    expect(entries).toEqual([
      expect.objectContaining({ action: 'members.create', resource_type: 'members', changes: expect.objectContaining({ email: [null, 'ann.example@example.com'], role: [null, 'contributor'] }) }),
    ]);
  });

  it('409 for an address that is already a member, in any letter case; 422 for a bad e-mail or role; 400 without e-mail', async () => {
    const { admin } = await setup();
    expect((await invite(admin, { email: 'dup@example.com' })).status).toBe(201);
    const dup = await invite(admin, { email: 'DUP@example.com', role: 'ws_admin' });
    expect(dup.status).toBe(409);
    expect((await body(dup)).errors).toEqual([expect.objectContaining({ field: 'email' })]);
    expect((await invite(admin, { email: 'not-an-address' })).status).toBe(422);
    expect((await invite(admin, { email: 'x@example.com', role: 'owner' })).status).toBe(422);
    expect((await invite(admin, { name: 'No Mail' })).status).toBe(400);
  });

  it('two invitations of one address at the same moment: one 201, one 409', async () => {
    const { admin } = await setup();
    const statuses = await Promise.all([1, 2].map(() => invite(admin, { email: 'race@example.com' }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('max_members: free allows 1, pro 3; the next is 403 and stores nothing; removing one frees a seat', async () => {
    const free = await setup('free');
    expect((await invite(free.admin, { email: 'one@example.com' })).status).toBe(201);
    const over = await invite(free.admin, { email: 'two@example.com' });
    expect(over.status).toBe(403);
    expect((await body(over)).detail).toMatch(/free plan allows 1 member/);

    const pro = await setup('pro');
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await body(await invite(pro.admin, { email: `p${n}@example.com` }))).data.id);
    expect((await invite(pro.admin, { email: 'p4@example.com' })).status).toBe(403);
    const list = await body(await t.request('/v1/members', { key: pro.admin }));
    expect(list.meta.pagination.total_count).toBe(3);
    expect((await t.request(`/v1/members/${ids[0]}`, { method: 'DELETE', key: pro.admin })).status).toBe(204);
    expect((await invite(pro.admin, { email: 'p4@example.com' })).status).toBe(201);
  });

  it('a stored max_members above the baseline counts; concurrent invitations never exceed the limit', async () => {
    const { tenant, admin } = await setup('free');
    await t.db.query(`UPDATE organizations SET max_members = 3 WHERE id = $1`, [tenant.organizationId]);
    const statuses = await Promise.all([1, 2, 3, 4, 5].map((n) => invite(admin, { email: `c${n}@example.com` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(2);
  });

  it('enterprise is unlimited', async () => {
    const { admin } = await setup('enterprise');
    for (let n = 0; n < 30; n++) expect((await invite(admin, { email: `e${n}@example.com` })).status).toBe(201);
  });
});

describe('GET /v1/members', () => {
  it('lists the organization’s current members with roles, newest first, by cursor; status narrows; other organizations are not seen', async () => {
    const { tenant, admin } = await setup('enterprise');
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      t.clock.set(new Date(Date.UTC(2025, 0, 1, 0, 0, n < 2 ? 0 : n)));
      ids.push((await body(await invite(admin, { email: `m${n}@example.com`, role: n % 2 ? 'ws_admin' : 'viewer' }))).data.id);
    }
    t.clock.set(null);
    const other = await setup('enterprise');
    await invite(other.admin, { email: 'elsewhere@example.com' });

    const viewer = await t.createKey(tenant, 'viewer');
    const seen: { id: string; role: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request(`/v1/members?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key: viewer });
      expect(res.status).toBe(200);
      const doc = await body(res);
      expect(listEnvelope.safeParse(doc).success).toBe(true);
      expect(doc.meta.pagination.total_count).toBe(5);
      seen.push(...doc.data);
      cursor = doc.meta.pagination.next_cursor;
    } while (cursor);
    expect(seen.map((m) => m.id).slice(0, 3)).toEqual([ids[4], ids[3], ids[2]]);
    expect(seen.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(Object.fromEntries(seen.map((m) => [m.id, m.role]))[ids[1]!]).toBe('ws_admin');

    const invited = await body(await t.request('/v1/members?status=invited', { key: viewer }));
    expect(invited.meta.pagination.total_count).toBe(5);
    const active = await body(await t.request('/v1/members?status=active', { key: viewer }));
    expect(active.data).toEqual([]);
    expect((await t.request('/v1/members?status=gone', { key: viewer })).status).toBe(400);
    expect((await t.request('/v1/members?cursor=%%', { key: viewer })).status).toBe(400);
    expect((await t.request(`/v1/members/${ids[0]}`, { key: viewer })).status).toBe(200);
    expect((await t.request(`/v1/members/${ids[0]}`, { key: other.admin })).status).toBe(404);
  });

  it('a key of another workspace of the same organization sees the same members', async () => {
    const { tenant, admin } = await setup();
    await invite(admin, { email: 'shared@example.com' });
    const second = await t.createWorkspace(tenant);
    const key = await t.createKey({ organizationId: tenant.organizationId, workspaceId: second }, 'viewer');
    const doc = await body(await t.request('/v1/members', { key }));
    expect(doc.data.map((m: { email: string }) => m.email)).toEqual(['shared@example.com']);
  });
});

describe('DELETE /v1/members/:id', () => {
  it('removes softly: 204, then 404 for GET and a second DELETE, gone from the list, address free again; audit entry', async () => {
    const { admin } = await setup();
    const member = (await body(await invite(admin, { email: 'gone@example.com', role: 'contributor' }))).data;
    expect((await t.request(`/v1/members/${member.id}`, { method: 'DELETE', key: admin })).status).toBe(204);
    expect((await t.request(`/v1/members/${member.id}`, { key: admin })).status).toBe(404);
    expect((await t.request(`/v1/members/${member.id}`, { method: 'DELETE', key: admin })).status).toBe(404);
    const list = await body(await t.request('/v1/members', { key: admin }));
    expect(list.data.map((m: { id: string }) => m.id)).not.toContain(member.id);
    expect((await invite(admin, { email: 'gone@example.com' })).status).toBe(201);
    const entries = (await body(await t.request(`/v1/audit-logs?resource_id=${member.id}`, { key: admin }))).data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['members.delete', 'members.create']);
  });

  it('404 for a member of another organization', async () => {
    const { admin } = await setup();
    const other = await setup();
    const member = (await body(await invite(other.admin, { email: 'theirs@example.com' }))).data;
    expect((await t.request(`/v1/members/${member.id}`, { method: 'DELETE', key: admin })).status).toBe(404);
  });
});

describe('roles', () => {
  for (const role of ['viewer', 'contributor', 'ws_admin'] as const) {
    it(`${role}: lists (200), may not invite or remove (403)`, async () => {
      const { tenant, admin } = await setup();
      const member = (await body(await invite(admin, { email: `${role}-target@example.com` }))).data;
      const key = await t.createKey(tenant, role);
      expect((await t.request('/v1/members', { key })).status).toBe(200);
      expect((await invite(key, { email: `${role}@example.com` })).status).toBe(403);
      expect((await t.request(`/v1/members/${member.id}`, { method: 'DELETE', key })).status).toBe(403);
    });
  }

  it('a public org_admin key may not list, invite or remove', async () => {
    const { tenant, admin } = await setup();
    const member = (await body(await invite(admin, { email: 'pk-target@example.com' }))).data;
    const key = await t.createKey(tenant, 'org_admin', { kind: 'public' });
    expect((await t.request('/v1/members', { key })).status).toBe(403);
    expect((await t.request(`/v1/members/${member.id}`, { key })).status).toBe(403);
    expect((await invite(key, { email: 'pk@example.com' })).status).toBe(403);
    expect((await t.request(`/v1/members/${member.id}`, { method: 'DELETE', key })).status).toBe(403);
  });

  it('401 without a key', async () => {
    expect((await t.request('/v1/members')).status).toBe(401);
  });
});
