import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyncedServer, stopSyncedServers, type SyncedServer } from './helpers/synced-server';
import { body, setupTestApp, type TestKey } from './helpers/test-app';

// Two servers on one PostgreSQL database, each with its own pool, caches and listener, as two
// `quietzone serve` processes have them. The server project includes `*.postgres.test.ts` only
// when TEST_DATABASE_URL is set (PGlite's database belongs to one process; there the cache
// sync is a no-op, asserted in test/app/cache-sync.test.ts).
const t = setupTestApp();

let a: SyncedServer;
let b: SyncedServer;
let key: TestKey;

beforeAll(async () => {
  key = await t.createKey(await t.createTenant({ plan: 'business' }), 'ws_admin');
  a = await startSyncedServer(t);
  b = await startSyncedServer(t);
}, 60_000);
afterAll(async () => {
  await stopSyncedServers([a, b]);
});

async function location(server: SyncedServer, shortCode: string): Promise<string | null> {
  const res = await fetch(`${server.http.url}/${shortCode}`, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.headers.get('location');
}

/** Polls until the short link on `server` redirects to `url`; the milliseconds it took. */
async function servedWithin(server: SyncedServer, shortCode: string, url: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await location(server, shortCode)) === url) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${shortCode} did not redirect to ${url} within ${limitMs} ms (last: ${await location(server, shortCode)})`);
}

async function createCode(url: string): Promise<{ id: string; short_code: string }> {
  const res = await fetch(`${a.http.url}/v1/codes`, { method: 'POST', headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
  expect(res.status).toBe(201);
  return (await body(res)).data;
}

describe('two servers on one PostgreSQL database', () => {
  it('a PATCH on one is served by the other within 1 s', async () => {
    const code = await createCode('https://example.com/before');
    expect(await location(b, code.short_code)).toBe('https://example.com/before');
    expect(b.ctx.caches.redirects.get(code.short_code, Date.now())).toBeDefined();

    const patched = await fetch(`${a.http.url}/v1/codes/${code.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/after' }),
    });
    expect(patched.status).toBe(200);
    const tookMs = await servedWithin(b, code.short_code, 'https://example.com/after', 1000);
    expect(tookMs).toBeLessThan(1000);
  });

  it('a workspace archived on one stops its short links on the other', async () => {
    const tenant = await t.createTenant({ plan: 'business' });
    // A key cannot archive its own workspace: the code lives in a second one, archived by the first's org_admin.
    const second = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    const writer = await t.createKey(second, 'ws_admin');
    const admin = await t.createKey(tenant, 'org_admin');
    const res = await fetch(`${a.http.url}/v1/codes`, { method: 'POST', headers: { authorization: `Bearer ${writer.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/ws' }) });
    const code = (await body(res)).data;
    expect(await location(b, code.short_code)).toBe('https://example.com/ws');
    const archived = await fetch(`${a.http.url}/v1/workspaces/${second.workspaceId}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.key}` } });
    expect(archived.status).toBe(204);
    const started = performance.now();
    while ((await fetch(`${b.http.url}/${code.short_code}`, { redirect: 'manual' })).status !== 404) {
      expect(performance.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

  it('a server whose listener reconnects drops its whole cache: a change it was never told of is served', async () => {
    const code = await createCode('https://example.com/old');
    expect(await location(b, code.short_code)).toBe('https://example.com/old');
    // A change without an announcement (as if sent while the listener was away): B keeps its cached record.
    await t.db.query(`UPDATE codes SET url = 'https://example.com/unannounced' WHERE id = $1`, [code.id]);
    expect(await location(b, code.short_code)).toBe('https://example.com/old');

    const terminated = await t.db.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS terminated, pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'listen %' AND pid <> pg_backend_pid()`,
    );
    expect(terminated.length).toBeGreaterThanOrEqual(2);
    await servedWithin(b, code.short_code, 'https://example.com/unannounced', 5000);

    // And the new listener hears the next change again.
    await fetch(`${a.http.url}/v1/codes/${code.id}`, { method: 'PATCH', headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/heard' }) });
    await servedWithin(b, code.short_code, 'https://example.com/heard', 1000);
  });
});
