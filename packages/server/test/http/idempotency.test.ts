import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger';
import { ShutdownHooks } from '../../src/shutdown-hooks';
import { startServer } from '../../src/start-server';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

function post(key: TestKey, idempotencyKey: string, json: unknown, path = '/v1/codes'): Promise<Response> {
  return t.request(path, { method: 'POST', key, json, headers: { 'idempotency-key': idempotencyKey } });
}

async function codeCount(key: TestKey): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1`, [key.workspaceId]);
  return row!.n;
}

async function admin(): Promise<TestKey> {
  return t.createKey(await t.createTenant(), 'ws_admin');
}

describe('Idempotency-Key', () => {
  it('replays the first response for the same body, creating one code', async () => {
    const key = await admin();
    const id = randomUUID();
    const first = await post(key, id, { url: 'https://example.com' });
    expect(first.status).toBe(201);
    const firstText = await first.text();
    const again = await post(key, id, { url: 'https://example.com' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    expect(await codeCount(key)).toBe(1);
  });

  it('is 409 for the same key with another body or another path', async () => {
    const key = await admin();
    const id = randomUUID();
    expect((await post(key, id, { url: 'https://example.com' })).status).toBe(201);
    const other = await post(key, id, { url: 'https://example.com/other' });
    expect(other.status).toBe(409);
    expect((await body(other)).type).toMatch(/\/errors\/conflict$/);
    expect((await post(key, id, { items: [{ url: 'https://example.com' }] }, '/v1/codes/batch')).status).toBe(409);
    expect(await codeCount(key)).toBe(1);
  });

  it('is 409 while the first request is in flight', async () => {
    const key = await admin();
    const id = randomUUID();
    const json = { url: 'https://example.com' };
    // The claim of a request that is still running, as another process would have written it.
    const first = await post(key, id, json);
    expect(first.status).toBe(201);
    await t.db.query(`UPDATE idempotency_keys SET state = 'in_flight', response_status = NULL, response_body = NULL, created_at = $3 WHERE workspace_id = $1 AND idempotency_key = $2`, [
      key.workspaceId,
      id,
      new Date().toISOString(),
    ]);
    const second = await post(key, id, json);
    expect(second.status).toBe(409);
    expect((await body(second)).detail).toMatch(/in progress/);
  });

  it('lets two simultaneous requests with one key create one code (the other replays or is 409)', async () => {
    const key = await admin();
    const id = randomUUID();
    const responses = await Promise.all([1, 2, 3].map(() => post(key, id, { url: 'https://example.com' })));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const status of statuses) expect([201, 409]).toContain(status);
    expect(await codeCount(key)).toBe(1);
  });

  it('agrees across two app instances on one database', async () => {
    const key = await admin();
    const id = randomUUID();
    const other = t.createApp({ db: t.database.connect() }).app;
    const json = { url: 'https://example.com/shared' };
    const first = await post(key, id, json);
    const viaOther = await other.request('/v1/codes', {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json', 'idempotency-key': id },
      body: JSON.stringify(json),
    });
    expect(viaOther.status).toBe(201);
    expect(await viaOther.json()).toEqual(await first.json());
    const conflict = await other.request('/v1/codes', {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json', 'idempotency-key': id },
      body: JSON.stringify({ url: 'https://example.com/else' }),
    });
    expect(conflict.status).toBe(409);
    expect(await codeCount(key)).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const key = await admin();
    const id = randomUUID();
    t.clock.set('2026-05-01T00:00:00.000Z');
    try {
      expect((await post(key, id, { url: 'https://example.com' })).status).toBe(201);
      t.clock.set('2026-05-01T23:59:59.000Z');
      expect((await post(key, id, { url: 'https://example.com/2' })).status).toBe(409);
      t.clock.set('2026-05-02T00:00:01.000Z');
      expect((await post(key, id, { url: 'https://example.com/2' })).status).toBe(201);
    } finally {
      t.clock.set(null);
    }
    expect(await codeCount(key)).toBe(2);
  });

  it('does not remember failed requests, so a corrected body may reuse the key', async () => {
    const key = await admin();
    const id = randomUUID();
    expect((await post(key, id, { url: 'ftp://example.com' })).status).toBe(422);
    expect((await post(key, id, { url: 'https://example.com' })).status).toBe(201);
    expect(await codeCount(key)).toBe(1);
  });

  it('requires a UUID, and scopes keys to the workspace', async () => {
    const key = await admin();
    expect((await post(key, 'not-a-uuid', { url: 'https://example.com' })).status).toBe(400);
    const id = randomUUID();
    expect((await post(key, id, { url: 'https://example.com' })).status).toBe(201);
    const otherKey = await admin();
    const other = await post(otherKey, id, { url: 'https://example.com' });
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays batch responses too', async () => {
    const key = await admin();
    const id = randomUUID();
    const json = { items: [{ url: 'https://example.com' }, { type: 'wifi', wifi_ssid: 'N' }] };
    const first = await body(await post(key, id, json, '/v1/codes/batch'));
    const again = await post(key, id, json, '/v1/codes/batch');
    expect(again.status).toBe(201);
    expect(await body(again)).toEqual(first);
    expect(await codeCount(key)).toBe(2);
  });

  // Last in the file: shutting the server down closes its database handle (the shared one on PGlite).
  it('reads the raw body for the fingerprint over real HTTP as well', async () => {
    const key = await admin();
    const db = t.database.connect();
    const server = await startServer({ ...t.createApp({ db }), db, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
    try {
      const id = randomUUID();
      const send = (json: unknown) =>
        fetch(`${server.url}/v1/codes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json', 'idempotency-key': id },
          body: JSON.stringify(json),
        });
      const first = await send({ url: 'https://example.com/http' });
      expect(first.status).toBe(201);
      const again = await send({ url: 'https://example.com/http' });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      expect((await send({ url: 'https://example.com/other' })).status).toBe(409);
      expect(await codeCount(key)).toBe(1);
    } finally {
      await server.shutdown();
    }
  });
});
