import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeCaches } from '../../src/codes/code-caches';
import type { Db } from '../../src/db/db';
import { createApp } from '../../src/http/create-app';
import { createRenderPool, defaultRenderThreads, type RenderPool, type RenderPoolOptions } from '../../src/images/render-pool';
import { silentLogger } from '../../src/logger';
import { ShutdownHooks } from '../../src/shutdown-hooks';
import { startServer, type RunningServer } from '../../src/start-server';
import { decodePng } from '../helpers/decode-png';
import { renderGate, type RenderGate } from '../helpers/gated-render-worker';
import { insertCodeRow } from '../helpers/insert-code-row';
import { trackStartedWorkers } from '../helpers/started-workers';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const GATED_WORKER = new URL('../helpers/gated-render-worker.ts', import.meta.url);
const FAILING_WORKER = new URL('../helpers/failing-render-worker.ts', import.meta.url);

const started = trackStartedWorkers();

const pools: RenderPool[] = [];
const servers: RunningServer[] = [];
const gates: RenderGate[] = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) {
    gate.open();
    gate.close();
  }
  for (const server of servers.splice(0)) await server.shutdown();
  for (const pool of pools.splice(0)) await pool.close();
});

/** An app on its own render pool; with `caches`, on another context's caches (a second app of one process). */
function appWith(options: RenderPoolOptions, caches?: CodeCaches) {
  const pool = createRenderPool({ logger: silentLogger, ...options });
  pools.push(pool);
  return { pool, app: createApp({ db: t.db, config: t.config, clock: t.clock, logger: silentLogger, renderPool: pool, ...(caches ? { caches } : {}) }).app };
}

/** The test harness owns the database: a server's shutdown must not close it. */
function borrowedDb(): Db {
  return {
    dialect: t.db.dialect,
    query: (text, params) => t.db.query(text, params),
    exec: (script) => t.db.exec(script),
    transaction: (fn) => t.db.transaction(fn),
    close: async () => {},
  };
}

describe('render pool: sizing', () => {
  it('leaves one core to the event loop and never has fewer than one thread', () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultRenderThreads(cores))).toEqual([1, 1, 2, 7, 63]);
  });
});

describe('render pool: uncached renders go through it, cached answers never do', () => {
  // 12 px per module: a PNG too large to render inline (images/render-placement.ts), so it goes to a worker.
  it('renders an uncached PNG in a worker thread; it decodes, and its cache hit, 304 and HEAD leave the pool alone', async () => {
    const { pool, app } = appWith({ threads: 1 });
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const path = `/v1/codes/${code.shortCode}/qr.png?size=12`;

    const first = await app.request(path);
    expect(first.status).toBe(200);
    expect(decodePng(new Uint8Array(await first.arrayBuffer())).text).toBe(`http://qz.test/${code.shortCode}`);
    expect(pool.completed).toBe(1);
    expect(started).toHaveLength(1);

    const hit = await app.request(path);
    expect(hit.status).toBe(200);
    expect(decodePng(new Uint8Array(await hit.arrayBuffer())).text).toBe(`http://qz.test/${code.shortCode}`);
    const etag = hit.headers.get('etag')!;
    expect((await app.request(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await app.request(path, { method: 'HEAD' })).status).toBe(200);
    expect(pool.completed).toBe(1);
    expect(pool.pending).toBe(0);
  });

  it('every format renders through the pool: small SVG, PNG and EPS inline on the calling thread, PDF in a worker', async () => {
    const { pool, app } = appWith({ threads: 1 });
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    for (const format of ['svg', 'png', 'eps']) {
      expect((await app.request(`/v1/codes/${code.shortCode}/qr.${format}?size=3`)).status, format).toBe(200);
    }
    expect(pool.completed).toBe(3);
    expect(started).toHaveLength(0);
    expect((await app.request(`/v1/codes/${code.shortCode}/qr.pdf?size=3`)).status).toBe(200);
    expect(pool.completed).toBe(4);
    expect(started).toHaveLength(1);
    // Starting a worker from source (tsx) and loading pdf-lib in it takes seconds on a busy machine.
  }, 20_000);
});

describe('render pool: a bounded queue', () => {
  it('answers 503 problem+json with Retry-After when its threads and queue are full; the held renders then complete and decode', async () => {
    const gate = renderGate();
    gates.push(gate);
    const { pool, app } = appWith({ threads: 1, queue: 1, worker: GATED_WORKER });
    const tenant = await t.createTenant();
    const [a, b, c] = [await insertCodeRow(t.db, tenant), await insertCodeRow(t.db, tenant), await insertCodeRow(t.db, tenant)];

    // One render running (spinning on the gate), one waiting: the pool is full.
    const running = app.request(`/v1/codes/${a.shortCode}/qr.png`);
    await gate.spinning(1);
    const waiting = app.request(`/v1/codes/${b.shortCode}/qr.png`);
    await expect.poll(() => pool.pending, { timeout: 10_000 }).toBe(2);

    const refused = await app.request(`/v1/codes/${c.shortCode}/qr.png`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    expect(await body(refused)).toMatchObject({ status: 503, type: 'http://qz.test/docs/errors/unavailable', instance: `/v1/codes/${c.shortCode}/qr.png` });
    expect(pool.pending).toBe(2);

    gate.open();
    for (const [res, code] of [[await running, a], [await waiting, b]] as const) {
      expect(res.status).toBe(200);
      expect(decodePng(new Uint8Array(await res.arrayBuffer())).text).toBe(`http://qz.test/${code.shortCode}`);
    }
    // The refused image was not queued: it renders when asked again.
    expect((await app.request(`/v1/codes/${c.shortCode}/qr.png`)).status).toBe(200);
    expect(pool.completed).toBe(3);
  });

  it('a cached image is still answered while the pool is full', async () => {
    const tenant = await t.createTenant();
    const [cached, held, refused] = [await insertCodeRow(t.db, tenant), await insertCodeRow(t.db, tenant), await insertCodeRow(t.db, tenant)];
    // Rendered once by another app on the same caches: rendered bytes are cached by ETag.
    expect((await t.request(`/v1/codes/${cached.shortCode}/qr.svg`)).status).toBe(200);
    const gate = renderGate();
    gates.push(gate);
    const { pool, app } = appWith({ threads: 1, queue: 0, worker: GATED_WORKER }, t.ctx.caches);

    const running = app.request(`/v1/codes/${held.shortCode}/qr.svg`);
    await gate.spinning(1);
    expect((await app.request(`/v1/codes/${refused.shortCode}/qr.svg`)).status).toBe(503);
    const hit = await app.request(`/v1/codes/${cached.shortCode}/qr.svg`);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('content-type')).toBe('image/svg+xml');
    expect(pool.pending).toBe(1);
    gate.open();
    expect((await running).status).toBe(200);
    expect(pool.completed).toBe(1);
  });
});

describe('render pool: off the event loop', () => {
  it('short links keep answering over HTTP while every render thread is busy with work that never yields', async () => {
    const gate = renderGate();
    gates.push(gate);
    const { pool, app } = appWith({ threads: 1, queue: 8, worker: GATED_WORKER });
    const server = await startServer({ app, db: borrowedDb(), hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
    servers.push(server);
    const tenant = await t.createTenant();
    const link = await insertCodeRow(t.db, tenant, { url: 'https://example.com/menu' });
    const heavy = await Promise.all([1, 2, 3].map(() => insertCodeRow(t.db, tenant)));

    // The motivating case (20 px modules, transparent): the only thread busy, more renders waiting.
    // Asked before any scan: once scans arrive, renders are paced one at a time instead
    // (images/image-renders.ts), and only one would be in the pool.
    const images = heavy.map((code) => fetch(`${server.url}/v1/codes/${code.shortCode}/qr.png?size=20&bg=transparent`));
    await gate.spinning(1);
    await expect.poll(() => pool.pending, { timeout: 10_000 }).toBe(3);
    // Nothing below is timed; this first redirect only opens the connection and fills the link cache.
    expect((await fetch(`${server.url}/${link.shortCode}`, { redirect: 'manual' })).status).toBe(302);

    // Were rendering on the event loop, the first spinning render would hold it until the gate opens.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.url}/${link.shortCode}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://example.com/menu');
    }
    let ticks = 0;
    await new Promise<void>((resolve) => {
      const tick = () => (++ticks === 100 ? resolve() : setImmediate(tick));
      setImmediate(tick);
    });
    expect(pool.pending).toBe(3);

    gate.open();
    for (const [index, res] of (await Promise.all(images)).entries()) {
      expect(res.status).toBe(200);
      expect(decodePng(new Uint8Array(await res.arrayBuffer())).text).toBe(`http://qz.test/${heavy[index]!.shortCode}`);
    }
    // A gated worker started from source (tsx) takes seconds on a busy machine before it spins.
  }, 20_000);
});

describe('render pool: lifecycle', () => {
  it('starts no thread before the first uncached render, however many apps are made', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const made = [1, 2, 3, 4, 5].map(() => appWith({}));
    for (const [i, { app }] of made.entries()) {
      expect((await app.request(`/v1/codes/${code.shortCode}/qr.png?size=${4 + i}`, { headers: { 'if-none-match': '*' } })).status).toBe(304);
    }
    expect(made.map(({ pool }) => pool.threads)).toEqual([0, 0, 0, 0, 0]);
  });

  it('serve-style wiring: the shutdown hook closes the pool after in-flight requests, and its worker threads exit', async () => {
    const hooks = new ShutdownHooks();
    const pool = createRenderPool({ threads: 1 });
    pools.push(pool);
    hooks.add('render pool', () => pool.close());
    const app = createApp({ db: t.db, config: t.config, clock: t.clock, logger: silentLogger, renderPool: pool }).app;
    const server = await startServer({ app, db: borrowedDb(), hooks, logger: silentLogger, port: 0, host: '127.0.0.1' });
    servers.push(server);
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);

    const res = await fetch(`${server.url}/v1/codes/${code.shortCode}/qr.png?size=12`);
    expect(res.status).toBe(200);
    expect(decodePng(new Uint8Array(await res.arrayBuffer())).text).toBe(`http://qz.test/${code.shortCode}`);
    expect(pool.threads).toBe(1);
    expect(started).toHaveLength(1);

    await server.shutdown();
    expect(pool.threads).toBe(0);
    // A worker's threadId is -1 once its thread has stopped (Node worker_threads).
    expect(started.map((worker) => worker.threadId)).toEqual([-1]);
  });

  it('idle workers exit by themselves', async () => {
    const { pool, app } = appWith({ threads: 1, idleTimeoutMs: 50 });
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    expect((await app.request(`/v1/codes/${code.shortCode}/qr.png?size=12`)).status).toBe(200);
    expect(started).toHaveLength(1);
    await expect.poll(() => pool.threads, { timeout: 10_000 }).toBe(0);
    const worker = started[0]!;
    if (worker.threadId !== -1) await once(worker, 'exit');
    expect(worker.threadId).toBe(-1);
    // The next uncached render starts a worker again.
    expect((await app.request(`/v1/codes/${code.shortCode}/qr.png?size=13`)).status).toBe(200);
    expect(pool.completed).toBe(2);
  });

  it('a worker that cannot load is logged and its renders fail at once (500), without ending the process', async () => {
    const logs: { message: string; fields: Record<string, unknown> | undefined }[] = [];
    const logger = { info: () => {}, error: (message: string, fields?: Record<string, unknown>) => logs.push({ message, fields }) };
    const { pool, app } = appWith({ threads: 1, worker: FAILING_WORKER, logger });
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    for (const size of [11, 12]) {
      const res = await app.request(`/v1/codes/${code.shortCode}/qr.png?size=${size}`);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(logs.filter((entry) => entry.message === 'render worker failed')).toHaveLength(2);
    expect(String(logs[0]!.fields?.error)).toContain('render worker cannot load');
    expect(pool.pending).toBe(0);
  });
});
