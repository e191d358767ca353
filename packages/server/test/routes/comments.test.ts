import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { describe, expect, it } from 'vitest';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

const commentSchema = ALL_OPERATIONS.find((op) => op.operationId === 'createCodeComment')!.responses[201]!.schema!;
const listSchema = ALL_OPERATIONS.find((op) => op.operationId === 'listCodeComments')!.responses[200]!.schema!;

async function setup(role: TestKey['role'] = 'contributor') {
  const tenant: Tenant = await t.createTenant();
  const key = await t.createKey(tenant, role);
  const code = await insertCodeRow(t.db, tenant);
  return { tenant, key, code };
}

function post(codeId: string, key: TestKey, json: unknown) {
  return t.request(`/v1/codes/${codeId}/comments`, { method: 'POST', key, json });
}

async function auditActions(key: TestKey, resourceId: string): Promise<{ action: string; changes: Record<string, unknown> }[]> {
  const res = await t.request(`/v1/audit-logs?resource_id=${encodeURIComponent(resourceId)}`, { key });
  expect(res.status).toBe(200);
  return (await body(res)).data;
}

/** A comment written by a dashboard user (author_id set): only SQL can make one, the API never does. */
async function insertAttributedComment(tenant: Tenant, codeId: string): Promise<string> {
  const id = `cmt_user_${Math.random().toString(36).slice(2)}`;
  await t.db.query(
    `INSERT INTO comments (id, organization_id, workspace_id, code_id, body, author_name, author_id) VALUES ($1, $2, $3, $4, 'from the dashboard', 'Dana', 'usr_dana')`,
    [id, tenant.organizationId, tenant.workspaceId, codeId],
  );
  return id;
}

describe('POST /v1/codes/:id/comments', () => {
  it('creates an unattributed comment (author_id null) with the documented shape and an audit entry', async () => {
    const { tenant, key, code } = await setup();
    const res = await post(code.id, key, { body: '  Print proof looks good  ', author_name: 'Ann' });
    expect(res.status).toBe(201);
    const doc = await body(res);
    expect(commentSchema.safeParse(doc).success).toBe(true);
    expect(doc.data).toMatchObject({ code_id: code.id, workspace_id: tenant.workspaceId, body: 'Print proof looks good', author_name: 'Ann', author_id: null, resolved: false });
    expect(doc.data.created_at).toBe(doc.data.updated_at);

    const admin = await t.createKey(tenant, 'org_admin');
    const entries = await auditActions(admin, doc.data.id);
    expect(entries.map((entry) => entry.action)).toEqual(['comments.create']);
    expect(entries[0]!.changes).toMatchObject({ body: [null, 'Print proof looks good'], code_id: [null, code.id], resolved: [null, false] });
  });

  it('keeps author_id null even when the body sends one', async () => {
    const { key, code } = await setup();
    const doc = await body(await post(code.id, key, { body: 'hi', author_id: 'usr_forged' }));
    expect(doc.data.author_id).toBeNull();
    expect(doc.data.author_name).toBeNull();
  });

  it('400 without body, 422 for an empty or too long body', async () => {
    const { key, code } = await setup();
    expect((await post(code.id, key, {})).status).toBe(400);
    expect((await post(code.id, key, { body: '   ' })).status).toBe(422);
    expect((await post(code.id, key, { body: 'x'.repeat(5001) })).status).toBe(422);
    expect((await post(code.id, key, { body: 'x'.repeat(5000) })).status).toBe(201);
    expect((await post(code.id, key, { body: 'ok', author_name: 'x'.repeat(256) })).status).toBe(422);
  });

  it('404 for a deleted code, an unknown code and a code of another workspace', async () => {
    const { tenant, key } = await setup();
    const deleted = await insertCodeRow(t.db, tenant, { deleted_at: '2024-01-01T00:00:00.000Z', status: 'archived' });
    expect((await post(deleted.id, key, { body: 'x' })).status).toBe(404);
    expect((await post('qr_nope', key, { body: 'x' })).status).toBe(404);
    const other = await t.createTenant();
    const foreign = await insertCodeRow(t.db, other);
    expect((await post(foreign.id, key, { body: 'x' })).status).toBe(404);
    expect((await t.request(`/v1/codes/${foreign.id}/comments`, { key })).status).toBe(404);
  });
});

describe('GET /v1/codes/:id/comments', () => {
  it('pages newest first by cursor, every comment once, and filters by resolved', async () => {
    const { key, code } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      t.clock.set(new Date(Date.UTC(2025, 0, 1, 0, 0, i % 3)));
      const doc = await body(await post(code.id, key, { body: `comment ${i}` }));
      ids.push(doc.data.id);
    }
    t.clock.set(null);
    for (const id of ids.slice(0, 3)) {
      expect((await t.request(`/v1/codes/${code.id}/comments/${id}`, { method: 'PATCH', key, json: { resolved: true } })).status).toBe(200);
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.request(`/v1/codes/${code.id}/comments?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key });
      expect(res.status).toBe(200);
      const doc = await body(res);
      expect(listSchema.safeParse(doc).success).toBe(true);
      expect(doc.meta.pagination.total_count).toBe(7);
      seen.push(...doc.data.map((c: { id: string }) => c.id));
      cursor = doc.meta.pagination.next_cursor;
      expect(doc.meta.pagination.has_more).toBe(cursor !== null);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(new Set(seen).size).toBe(7);

    const resolved = await body(await t.request(`/v1/codes/${code.id}/comments?resolved=true`, { key }));
    expect(resolved.data.map((c: { id: string }) => c.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(resolved.meta.pagination.total_count).toBe(3);
    const open = await body(await t.request(`/v1/codes/${code.id}/comments?resolved=false`, { key }));
    expect(open.data.map((c: { id: string }) => c.id).sort()).toEqual(ids.slice(3).sort());
    expect(open.data.every((c: { resolved: boolean }) => !c.resolved)).toBe(true);
  });

  it('400 for an unreadable cursor, a bad resolved value or limit', async () => {
    const { key, code } = await setup();
    expect((await t.request(`/v1/codes/${code.id}/comments?cursor=%%%`, { key })).status).toBe(400);
    expect((await t.request(`/v1/codes/${code.id}/comments?resolved=yes`, { key })).status).toBe(400);
    expect((await t.request(`/v1/codes/${code.id}/comments?limit=101`, { key })).status).toBe(400);
  });

  it('only lists the comments of that code, and none of a code deleted after commenting', async () => {
    const { tenant, key, code } = await setup();
    const other = await insertCodeRow(t.db, tenant);
    await post(code.id, key, { body: 'on code' });
    await post(other.id, key, { body: 'on other' });
    const doc = await body(await t.request(`/v1/codes/${code.id}/comments`, { key }));
    expect(doc.data.map((c: { body: string }) => c.body)).toEqual(['on code']);
    await t.db.query(`UPDATE codes SET deleted_at = now(), status = 'archived' WHERE id = $1`, [code.id]);
    expect((await t.request(`/v1/codes/${code.id}/comments`, { key })).status).toBe(404);
  });
});

describe('PATCH /v1/codes/:id/comments/:commentId', () => {
  it('resolves, reopens and edits; audits the changes; a no-op writes nothing', async () => {
    const { tenant, key, code } = await setup();
    const made = (await body(await post(code.id, key, { body: 'first' }))).data;
    t.clock.set(new Date('2030-05-01T10:00:00.000Z'));
    const res = await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'PATCH', key, json: { resolved: true, body: 'second' } });
    expect(res.status).toBe(200);
    const doc = await body(res);
    expect(doc.data).toMatchObject({ id: made.id, resolved: true, body: 'second', author_id: null, updated_at: '2030-05-01T10:00:00.000Z', created_at: made.created_at });
    const again = await body(await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'PATCH', key, json: { resolved: true } }));
    expect(again.data.updated_at).toBe('2030-05-01T10:00:00.000Z');
    t.clock.set('2030-05-01T10:00:01.000Z');
    const reopened = await body(await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'PATCH', key, json: { resolved: false } }));
    t.clock.set(null);
    expect(reopened.data.resolved).toBe(false);

    const admin = await t.createKey(tenant, 'org_admin');
    const entries = await auditActions(admin, made.id);
    expect(entries.map((entry) => entry.action)).toEqual(['comments.update', 'comments.update', 'comments.create']);
    expect(entries[1]!.changes).toEqual({ body: ['first', 'second'], resolved: [false, true] });
    expect(entries[0]!.changes).toEqual({ resolved: [true, false] });
  });

  it('422 on invalid fields, 404 on an unknown comment or a comment of another code', async () => {
    const { tenant, key, code } = await setup();
    const made = (await body(await post(code.id, key, { body: 'x' }))).data;
    expect((await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'PATCH', key, json: { resolved: 'yes' } })).status).toBe(422);
    expect((await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'PATCH', key, json: { body: '' } })).status).toBe(422);
    expect((await t.request(`/v1/codes/${code.id}/comments/cmt_nope`, { method: 'PATCH', key, json: { resolved: true } })).status).toBe(404);
    const other = await insertCodeRow(t.db, tenant);
    expect((await t.request(`/v1/codes/${other.id}/comments/${made.id}`, { method: 'PATCH', key, json: { resolved: true } })).status).toBe(404);
  });

  it('an attributed comment may be resolved with a key but its text not changed (403)', async () => {
    const { tenant, key, code } = await setup('org_admin');
    const id = await insertAttributedComment(tenant, code.id);
    expect((await t.request(`/v1/codes/${code.id}/comments/${id}`, { method: 'PATCH', key, json: { body: 'rewritten' } })).status).toBe(403);
    const res = await t.request(`/v1/codes/${code.id}/comments/${id}`, { method: 'PATCH', key, json: { resolved: true } });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toMatchObject({ author_id: 'usr_dana', body: 'from the dashboard', resolved: true });
  });
});

describe('DELETE /v1/codes/:id/comments/:commentId', () => {
  it('deletes softly with an audit entry; then 404 for GET list, PATCH and a second DELETE', async () => {
    const { tenant, code } = await setup();
    const writer = await t.createKey(tenant, 'contributor');
    const admin = await t.createKey(tenant, 'ws_admin');
    const made = (await body(await post(code.id, writer, { body: 'to delete' }))).data;
    expect((await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'DELETE', key: admin })).status).toBe(204);
    const list = await body(await t.request(`/v1/codes/${code.id}/comments`, { key: admin }));
    expect(list.data).toEqual([]);
    expect((await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'PATCH', key: admin, json: { resolved: true } })).status).toBe(404);
    expect((await t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'DELETE', key: admin })).status).toBe(404);
    const [row] = await t.db.query<{ deleted_at: string | null }>(`SELECT deleted_at FROM comments WHERE id = $1`, [made.id]);
    expect(row!.deleted_at).not.toBeNull();
    const orgAdmin = await t.createKey(tenant, 'org_admin');
    const entries = await auditActions(orgAdmin, made.id);
    expect(entries.map((entry) => entry.action)).toEqual(['comments.delete', 'comments.create']);
    expect(entries[0]!.changes).toMatchObject({ body: ['to delete', null] });
  });

  it('two DELETEs at the same moment: one 204, one 404', async () => {
    const { tenant, key, code } = await setup();
    const admin = await t.createKey(tenant, 'org_admin');
    const made = (await body(await post(code.id, key, { body: 'race' }))).data;
    const statuses = await Promise.all([1, 2].map(() => t.request(`/v1/codes/${code.id}/comments/${made.id}`, { method: 'DELETE', key: admin }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([204, 404]);
  });

  it('API keys may not delete an attributed comment, whatever the role (403)', async () => {
    const { tenant, code } = await setup();
    const id = await insertAttributedComment(tenant, code.id);
    for (const role of ['ws_admin', 'org_admin'] as const) {
      const key = await t.createKey(tenant, role);
      const res = await t.request(`/v1/codes/${code.id}/comments/${id}`, { method: 'DELETE', key });
      expect(res.status).toBe(403);
      expect((await body(res)).detail).toMatch(/only comments made with an API key/);
    }
  });
});

describe('permission matrix', () => {
  type Expectation = { list: number; create: number; patch: number; delete: number };
  const MATRIX: Record<string, Expectation> = {
    viewer: { list: 200, create: 403, patch: 403, delete: 403 },
    contributor: { list: 200, create: 201, patch: 200, delete: 403 },
    ws_admin: { list: 200, create: 201, patch: 200, delete: 204 },
    org_admin: { list: 200, create: 201, patch: 200, delete: 204 },
    'public key (org_admin role)': { list: 403, create: 403, patch: 403, delete: 403 },
  };

  for (const [name, expected] of Object.entries(MATRIX)) {
    it(`${name}: list ${expected.list}, create ${expected.create}, patch ${expected.patch}, delete ${expected.delete}`, async () => {
      const tenant = await t.createTenant();
      const code = await insertCodeRow(t.db, tenant);
      const writer = await t.createKey(tenant, 'contributor');
      const existing = (await body(await post(code.id, writer, { body: 'existing' }))).data;
      const key = name.startsWith('public')
        ? await t.createKey(tenant, 'org_admin', { kind: 'public' })
        : await t.createKey(tenant, name as TestKey['role']);

      expect((await t.request(`/v1/codes/${code.id}/comments`, { key })).status).toBe(expected.list);
      expect((await post(code.id, key, { body: 'mine' })).status).toBe(expected.create);
      expect((await t.request(`/v1/codes/${code.id}/comments/${existing.id}`, { method: 'PATCH', key, json: { resolved: true } })).status).toBe(expected.patch);
      expect((await t.request(`/v1/codes/${code.id}/comments/${existing.id}`, { method: 'DELETE', key })).status).toBe(expected.delete);
      const after = await body(await t.request(`/v1/codes/${code.id}/comments`, { key: writer }));
      // Nothing a refused request asked for happened.
      expect(after.data.some((c: { id: string }) => c.id === existing.id)).toBe(expected.delete !== 204);
      expect(after.data.filter((c: { body: string }) => c.body === 'mine').length).toBe(expected.create === 201 ? 1 : 0);
    });
  }

  it('401 without a key', async () => {
    const { code } = await setup();
    expect((await t.request(`/v1/codes/${code.id}/comments`)).status).toBe(401);
  });
});
