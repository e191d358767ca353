import { getEventListeners } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app/app-context';
import { silentLogger } from '../../src/logger';
import { claimDueDeliveries } from '../../src/webhooks/store/webhook-deliveries';
import { DELIVERY_CLAIM_MARGIN_MS, runDeliveryPass } from '../../src/webhooks/delivery-worker';
import { startDeliveryWorker } from '../../src/webhooks/start-delivery-worker';
import { answer, startHttpsReceiver, type HttpsReceiver } from '../helpers/https-receiver';
import { body, setupTestApp, testConfig, type TestKey } from '../helpers/test-app';

let receiver: HttpsReceiver;
const transport = {
  get agent() {
    return receiver.agent;
  },
};
const ENV = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '3000' };
const t = setupTestApp({ env: ENV });
const T0 = new Date('2033-01-01T00:00:00.000Z');
let ctx: AppContext;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  ctx = { ...t.context({ env: ENV }), logger: silentLogger };
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(async () => {
  t.clock.set(T0);
  receiver.behave(answer(200));
  receiver.requests.length = 0;
  await t.db.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE status IN ('pending', 'retrying')`);
});

async function webhookWithEvents(count: number, path = '/hook'): Promise<{ key: TestKey; webhookId: string }> {
  const tenant = await t.createTenant({ plan: 'business' });
  const key = await t.createKey(tenant, 'ws_admin');
  const res = await t.request('/v1/webhooks', { method: 'POST', key, json: { url: receiver.url(path), secret: 'worker-test-secret-0001', events: ['qr.created'] } });
  const webhookId = (await body(res)).data.id;
  const items = Array.from({ length: count }, (_, i) => ({ url: `https://example.com/${i}` }));
  expect((await t.request('/v1/codes/batch', { method: 'POST', key, json: { items } })).status).toBe(201);
  return { key, webhookId };
}

describe('delivery worker', () => {
  it('two workers over one database deliver every event exactly once', async () => {
    const { key, webhookId } = await webhookWithEvents(40);
    // Each worker its own connection pool on Postgres (PGlite: the one connection, interleaved).
    const other: AppContext = { ...ctx, db: t.database.connect() };
    const [a, b] = await Promise.all([
      runDeliveryPass(ctx, { now: T0, transport, concurrency: 5, perWebhook: 5 }),
      runDeliveryPass(other, { now: T0, transport, concurrency: 5, perWebhook: 5 }),
    ]);
    expect(a.attempted + b.attempted).toBe(40);
    expect(receiver.requests).toHaveLength(40);
    const deliveries = receiver.requests.map((r) => r.headers['x-svc-delivery']);
    expect(new Set(deliveries).size).toBe(40);
    const events = receiver.requests.map((r) => JSON.parse(r.rawBody.toString()).id);
    expect(new Set(events).size).toBe(40);
    const log = (await body(await t.request(`/v1/webhooks/${webhookId}/deliveries?limit=100`, { key }))).data;
    expect(log).toHaveLength(40);
  });

  it('waits on a long-lived signal without leaving a listener behind per wait', async () => {
    await webhookWithEvents(1);
    // A slow receiver keeps the attempt in flight across many polls of 2 ms, each one a wait.
    receiver.behave((_request, res) => void setTimeout(() => answer(200)(_request, res), 300));
    const lifetime = new AbortController();
    const report = await runDeliveryPass(ctx, { now: T0, transport, pollMs: 2, signal: lifetime.signal });
    expect(report).toMatchObject({ attempted: 1, succeeded: 1 });
    // serve's signal lives as long as the process: a listener left per wait is a leak.
    expect(getEventListeners(lifetime.signal, 'abort')).toHaveLength(0);
  });

  it('retries a claimed attempt whose worker died, once its claim runs out', async () => {
    await webhookWithEvents(1);
    // A worker claims the delivery and dies before recording anything.
    const claimed = await claimDueDeliveries(t.db, { owner: 'wkr_dead', now: T0.toISOString(), lockedUntil: new Date(T0.getTime() + 3000 + DELIVERY_CLAIM_MARGIN_MS).toISOString(), limit: 10, perWebhook: 2, perWorkspace: 8 });
    expect(claimed).toHaveLength(1);
    // While the claim holds, nobody else sends it.
    expect((await runDeliveryPass(ctx, { now: new Date(T0.getTime() + 30_000), transport })).attempted).toBe(0);
    const after = new Date(T0.getTime() + 3000 + DELIVERY_CLAIM_MARGIN_MS);
    expect(await runDeliveryPass(ctx, { now: after, transport })).toMatchObject({ attempted: 1, succeeded: 1 });
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.headers['x-svc-delivery']).toBe(claimed[0]!.id);
    expect(receiver.requests[0]!.headers['x-svc-attempt']).toBe('1');
  });

  it('runs in the background when started, and stop() waits for the pass in flight', async () => {
    t.clock.set(null);
    await webhookWithEvents(3);
    const worker = startDeliveryWorker(ctx, { intervalMs: 50, transport });
    try {
      await receiver.waitFor(3);
    } finally {
      await worker.stop();
    }
    expect(receiver.requests).toHaveLength(3);
  });

  it('claims at most perWebhook attempts of one webhook while earlier claims are open, oldest first across webhooks', async () => {
    const busy = await webhookWithEvents(10);
    const quiet = await webhookWithEvents(1);
    const lease = new Date(T0.getTime() + 3000 + DELIVERY_CLAIM_MARGIN_MS);
    const claim = (owner: string, now: Date) =>
      claimDueDeliveries(t.db, { owner, now: now.toISOString(), lockedUntil: lease.toISOString(), limit: 20, perWebhook: 2, perWorkspace: 8 });
    const first = await claim('wkr_a', T0);
    const byWebhook = (rows: { webhook_id: string }[], id: string) => rows.filter((row) => row.webhook_id === id).length;
    expect(byWebhook(first, busy.webhookId)).toBe(2);
    expect(byWebhook(first, quiet.webhookId)).toBe(1);
    // Another worker while those claims are open: nothing more for the busy webhook.
    expect(await claim('wkr_b', new Date(T0.getTime() + 1000))).toEqual([]);
    // Once the claims run out (their worker died), the same oldest ones are claimed again.
    const later = await claim('wkr_c', lease);
    expect(later.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
  });

  it('claims at most perWorkspace attempts over all webhooks of one workspace', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const key = await t.createKey(tenant, 'ws_admin');
    const hooks: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request('/v1/webhooks', { method: 'POST', key, json: { url: receiver.url(`/ws${i}`), secret: 'worker-test-secret-0001', events: ['qr.created'] } });
      hooks.push((await body(res)).data.id);
    }
    const items = Array.from({ length: 5 }, (_, i) => ({ url: `https://example.com/ws/${i}` }));
    expect((await t.request('/v1/codes/batch', { method: 'POST', key, json: { items } })).status).toBe(201);
    const other = await webhookWithEvents(1);
    const lease = new Date(T0.getTime() + 3000 + DELIVERY_CLAIM_MARGIN_MS).toISOString();
    const claim = (owner: string) => claimDueDeliveries(t.db, { owner, now: T0.toISOString(), lockedUntil: lease, limit: 20, perWebhook: 2, perWorkspace: 4 });
    const first = await claim('wkr_a');
    const ours = first.filter((row) => hooks.includes(row.webhook_id));
    expect(ours).toHaveLength(4);
    for (const hook of hooks) expect(ours.filter((row) => row.webhook_id === hook).length).toBeLessThanOrEqual(2);
    // Another tenant is not held back by that bound.
    expect(first.filter((row) => row.webhook_id === other.webhookId)).toHaveLength(1);
    expect(await claim('wkr_b')).toEqual([]);
  });

  it('a receiver that hangs for the whole time-out does not delay deliveries to another workspace', async () => {
    t.clock.set(null);
    // One receiver, two paths: /hang holds every request open until the test ends it.
    const held: ServerResponse[] = [];
    receiver.behave((request, res) => {
      if (request.path === '/hang') held.push(res);
      else answer(200)(request, res);
    });
    // The time-out outlasts the test: only the pool's design can let the healthy delivery through.
    const slowCtx: AppContext = { ...ctx, config: testConfig({ ...ENV, WEBHOOK_TIMEOUT_MS: '600000' }) };
    const worker = startDeliveryWorker(slowCtx, { intervalMs: 50, transport });
    try {
      // Workspace A: 30 events queued for a receiver that never answers.
      await webhookWithEvents(30, '/hang');
      await until(() => held.length >= 2);
      // Workspace B, later: one event for a healthy receiver.
      const healthy = await webhookWithEvents(1, '/ok');
      await until(async () => (await t.db.query(`SELECT 1 FROM webhook_delivery_attempts WHERE webhook_id = $1 AND status = 'success'`, [healthy.webhookId])).length === 1);
      expect(receiver.requests.filter((r) => r.path === '/ok')).toHaveLength(1);
      // …while the hanging attempts are still open, and only two of them (the per-webhook bound).
      expect(held).toHaveLength(2);
      expect(held.every((res) => !res.writableEnded)).toBe(true);

      // A tenant whose six receivers all hang holds at most 8 attempts (the per-workspace bound)…
      const tenant = await t.createTenant({ plan: 'pro' });
      const key = await t.createKey(tenant, 'ws_admin');
      for (let i = 0; i < 6; i++) {
        expect((await t.request('/v1/webhooks', { method: 'POST', key, json: { url: receiver.url('/hang'), secret: 'worker-test-secret-0001', events: ['qr.created'] } })).status).toBe(201);
      }
      const items = Array.from({ length: 4 }, (_, i) => ({ url: `https://example.com/many/${i}` }));
      expect((await t.request('/v1/codes/batch', { method: 'POST', key, json: { items } })).status).toBe(201);
      await until(() => held.length >= 2 + 8);
      // …and a delivery to a third workspace still goes through while all of them are open.
      const third = await webhookWithEvents(1, '/ok');
      await until(async () => (await t.db.query(`SELECT 1 FROM webhook_delivery_attempts WHERE webhook_id = $1 AND status = 'success'`, [third.webhookId])).length === 1);
      expect(held).toHaveLength(10);
      expect(held.every((res) => !res.writableEnded)).toBe(true);
    } finally {
      receiver.behave(answer(200));
      for (const res of held) res.writeHead(200).end();
      await worker.stop();
    }
  }, 30_000);
});

/** Polls `condition` until it holds; fails after `timeoutMs` (far below the 600 s time-out above). */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
