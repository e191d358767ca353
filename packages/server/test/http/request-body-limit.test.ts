import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/create-app';
import { MAX_DRAINED_BODY_BYTES } from '../../src/http/request-body-limit';
import { silentLogger } from '../../src/logger';
import { ShutdownHooks } from '../../src/shutdown-hooks';
import { startServer, type RunningServer } from '../../src/start-server';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// After an early 413 the next request on the same keep-alive connection
// failed with ECONNRESET, every time. Node's fetch keeps connections alive, so a plain
// sequence of fetches against a real server is the client that saw it.
const t = setupTestApp();
let server: RunningServer;
let key: TestKey;
let codeId: string;

beforeAll(async () => {
  const tenant = await t.createTenant();
  key = await t.createKey(tenant, 'org_admin');
  codeId = (await body(await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/menu', dynamic: true } }))).data.id;
  const app = createApp({ db: t.db, config: t.config, logger: silentLogger }).app;
  server = await startServer({ app, db: t.db, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  // Also closes the database, before setupTestApp's own afterAll drops it (closing twice is harmless).
  await server?.shutdown().catch(() => {});
});

function bigForm(bytes: number): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
  return form;
}

/** The same form sent chunked (no Content-Length): counted by the body-limit stream instead. */
function chunked(form: FormData): RequestInit {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: request.body, duplex: 'half', headers: { 'content-type': request.headers.get('content-type')! } } as RequestInit;
}

async function nextRequestsSucceed() {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${server.url}/v1/codes/${codeId}`, { headers: { authorization: `Bearer ${key.key}` } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  }
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  await res.arrayBuffer();
  return res.headers.get('connection');
}

describe('a keep-alive client after an early 413', () => {
  it('a logo over its limit with Content-Length: the body is drained, the connection stays open', async () => {
    const res = await fetch(`${server.url}/v1/codes/${codeId}/logo`, { method: 'POST', body: bigForm(3 * 1024 * 1024), headers: { authorization: `Bearer ${key.key}` } });
    expect(await expectTooLarge(res)).toBe('keep-alive');
    await nextRequestsSucceed();
  });

  it('a JSON body over 1 MB: the same', async () => {
    const res = await fetch(`${server.url}/v1/codes`, {
      method: 'POST',
      body: JSON.stringify({ url: `https://example.com/${'x'.repeat(2 * 1024 * 1024)}` }),
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
    });
    expect(await expectTooLarge(res)).toBe('keep-alive');
    await nextRequestsSucceed();
  });

  it('a chunked logo or file over its limit: 413 with Connection: close, the next request gets a fresh connection', async () => {
    for (const path of [`/v1/codes/${codeId}/logo`, '/v1/files']) {
      const init = chunked(bigForm(30 * 1024 * 1024));
      const res = await fetch(`${server.url}${path}`, { ...init, method: 'POST', headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${key.key}` } });
      expect(await expectTooLarge(res)).toBe('close');
      await nextRequestsSucceed();
    }
  });

  it(`a body announced over ${MAX_DRAINED_BODY_BYTES / 1024 / 1024} MiB is not drained: Connection: close`, async () => {
    const res = await fetch(`${server.url}/v1/files`, { method: 'POST', body: bigForm(MAX_DRAINED_BODY_BYTES + 1024), headers: { authorization: `Bearer ${key.key}` } }).catch(
      // The server may close before the client has written all of it; the client must not
      // then reuse the connection, which is what the next requests check.
      () => undefined,
    );
    if (res) expect(await expectTooLarge(res)).toBe('close');
    await nextRequestsSucceed();
  }, 30_000);

  it('other early refusals of a request with a body (401 without a key) leave the connection usable too', async () => {
    const res = await fetch(`${server.url}/v1/codes/${codeId}/logo`, { method: 'POST', body: bigForm(512 * 1024) });
    expect(res.status).toBe(401);
    await res.arrayBuffer();
    await nextRequestsSucceed();
    const streamed = chunked(bigForm(512 * 1024));
    const res2 = await fetch(`${server.url}/v1/codes/${codeId}/logo`, { ...streamed, method: 'POST' });
    expect(res2.status).toBe(401);
    expect(res2.headers.get('connection')).toBe('close');
    await res2.arrayBuffer();
    await nextRequestsSucceed();
  });
});
