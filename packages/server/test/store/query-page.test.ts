import { encodeCursor } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { displayPrefix, generateApiKey, hashApiKey } from '../../src/auth/api-key-secret';
import { newId } from '../../src/new-id';
import { insertApiKey } from '../../src/api-keys/store/api-keys';
import { body, setupTestApp, type Tenant } from '../helpers/test-app';

const t = setupTestApp();

// Enough rows for several pages at the maximum page size, yet fast on PGlite.
const ROWS = 260;

async function insertKeys(tenant: Tenant, count: number, createdAt: (i: number) => string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = generateApiKey('secret');
    const id = newId('key');
    ids.push(id);
    await insertApiKey(t.db, {
      id,
      organizationId: tenant.organizationId,
      workspaceId: tenant.workspaceId,
      kind: 'secret',
      role: 'viewer',
      name: `k${i}`,
      keyPrefix: displayPrefix(key),
      keyHash: hashApiKey(key),
      expiresAt: null,
      createdByKeyId: null,
      createdAt: createdAt(i),
    });
  }
  return ids;
}

describe('cursor pagination over (created_at, id)', () => {
  it('walks a few hundred rows exactly once, newest first, while rows are inserted concurrently', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    const base = Date.parse('2024-01-01T00:00:00.000Z');
    // Several rows share each millisecond, so the id breaks ties.
    const existing = await insertKeys(tenant, ROWS, (i) => new Date(base + Math.floor(i / 3)).toISOString());
    const expected = new Set([...existing, admin.id]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let lastTuple: [string, string] | null = null;
    let inserted = 0;
    do {
      const path: string = `/v1/api-keys?limit=37${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const [res] = await Promise.all([
        t.request(path, { key: admin }),
        // Concurrent inserts, newer than every existing row (they are "now").
        insertKeys(tenant, 2, () => new Date().toISOString()).then((ids) => (inserted += ids.length)),
      ]);
      expect(res.status).toBe(200);
      const doc = await body(res);
      for (const row of doc.data as { id: string; created_at: string }[]) {
        if (lastTuple) expect(row.created_at < lastTuple[0] || (row.created_at === lastTuple[0] && row.id < lastTuple[1])).toBe(true);
        lastTuple = [row.created_at, row.id];
        seen.push(row.id);
      }
      expect(doc.meta.pagination.total_count).toBeGreaterThanOrEqual(expected.size);
      cursor = doc.meta.pagination.next_cursor;
      expect(doc.meta.pagination.has_more).toBe(cursor !== null);
      pages++;
    } while (cursor && pages < 100);

    expect(inserted).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of expected) expect(seen).toContain(id);
  });

  it('reports total_count, has_more and next_cursor; the last page has a null cursor', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    await insertKeys(tenant, 4, (i) => new Date(Date.parse('2024-02-01T00:00:00Z') + i).toISOString());
    const first = await body(await t.request('/v1/api-keys?limit=3', { key: admin }));
    expect(first.data).toHaveLength(3);
    expect(first.meta.pagination).toEqual({ has_more: true, next_cursor: expect.any(String), total_count: 5 });
    const second = await body(await t.request(`/v1/api-keys?limit=3&cursor=${first.meta.pagination.next_cursor}`, { key: admin }));
    expect(second.data).toHaveLength(2);
    expect(second.meta.pagination).toEqual({ has_more: false, next_cursor: null, total_count: 5 });
  });

  it('accepts legacy raw-timestamp cursors (strictly older rows)', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    await insertKeys(tenant, 3, (i) => `2024-03-0${i + 1}T00:00:00.000Z`);
    const doc = await body(await t.request('/v1/api-keys?cursor=2024-03-03T00:00:00.000Z', { key: admin }));
    expect(doc.data.map((k: { created_at: string }) => k.created_at)).toEqual(['2024-03-02T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
  });

  it('400 for unreadable cursors and out-of-range limits', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    for (const query of ['cursor=%%%', 'cursor=bm9wZQ', 'limit=0', 'limit=101', 'limit=abc']) {
      const res = await t.request(`/v1/api-keys?${query}`, { key: admin });
      expect(res.status, query).toBe(400);
      expect((await body(res)).type).toBe('http://qz.test/docs/errors/bad-request');
    }
    const ok = await t.request(`/v1/api-keys?limit=100&cursor=${encodeCursor({ createdAt: '2100-01-01T00:00:00.000Z', id: 'x' })}`, { key: admin });
    expect(ok.status).toBe(200);
  });
});
