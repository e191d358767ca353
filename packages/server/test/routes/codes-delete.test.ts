import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

async function setup(): Promise<{ key: TestKey; code: Record<string, any> }> {
  const key = await t.createKey(await t.createTenant(), 'ws_admin');
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com', tags: ['keep'] } });
  return { key, code: (await body(res)).data };
}

describe('DELETE /v1/codes/:id', () => {
  it('is 204, archives with deleted_at, keeps scans, and is 404 everywhere afterwards', async () => {
    const { key, code } = await setup();
    await t.db.query(`UPDATE codes SET total_scans = 7 WHERE id = $1`, [code.id]);
    const res = await t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const [row] = await t.db.query<{ status: string; deleted_at: string | null; total_scans: number }>(`SELECT status, deleted_at, total_scans FROM codes WHERE id = $1`, [code.id]);
    expect(row).toMatchObject({ status: 'archived', total_scans: 7 });
    expect(row!.deleted_at).not.toBeNull();

    expect((await t.request(`/v1/codes/${code.id}`, { key })).status).toBe(404);
    expect((await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { tags: [] } })).status).toBe(404);
    expect((await t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key })).status).toBe(404);
    expect((await body(await t.request('/v1/codes', { key }))).data).toEqual([]);
    expect((await body(await t.request('/v1/codes?status=archived', { key }))).data).toEqual([]);

    const audit = await t.db.query<{ action: string; changes: Record<string, unknown> }>(`SELECT action, changes FROM audit_logs WHERE resource_id = $1 AND action = 'codes.delete'`, [code.id]);
    expect(audit).toEqual([{ action: 'codes.delete', changes: { status: ['live', 'archived'], deleted_at: [null, row!.deleted_at] } }]);
    const events = await t.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM events WHERE type = 'qr.deleted' AND data->>'id' = $1`, [code.id]);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ id: code.id, short_code: code.short_code, status: 'archived', tags: ['keep'], deleted_at: row!.deleted_at });
  });

  it('lets exactly one of two simultaneous DELETEs succeed and emits qr.deleted once', async () => {
    for (let round = 0; round < 3; round++) {
      const { key, code } = await setup();
      const statuses = (await Promise.all([1, 2].map(() => t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key })))).map((res) => res.status);
      expect(statuses.sort()).toEqual([204, 404]);
      const [events] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'qr.deleted' AND data->>'id' = $1`, [code.id]);
      expect(events!.n).toBe(1);
    }
  });

  it('is 403 for contributors and viewers (they cannot delete)', async () => {
    const { key, code } = await setup();
    for (const role of ['contributor', 'viewer'] as const) {
      const other = await t.createKey({ organizationId: key.organizationId, workspaceId: key.workspaceId }, role);
      expect((await t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key: other })).status).toBe(403);
    }
    expect((await t.request(`/v1/codes/${code.id}`, { key })).status).toBe(200);
  });

  it('differs from PATCH status archived, which keeps the code visible', async () => {
    const { key, code } = await setup();
    await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { status: 'archived' } });
    const listed = await body(await t.request('/v1/codes?status=archived', { key }));
    expect(listed.data.map((c: { id: string }) => c.id)).toEqual([code.id]);
    expect((await t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key })).status).toBe(204);
  });
});
