import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emitEvent } from '../../src/events/emit-event';
import type { AppContext } from '../../src/app/app-context';
import { pauseUnsafeCode } from '../../src/codes/link-safety/pause-unsafe-code';
import { silentLogger } from '../../src/logger';
import type { HostLookup, ResolvedAddress } from '../../src/webhooks/assert-public-url';
import { RESPONSE_BODY_CAP } from '../../src/webhooks/deliver-webhook';
import { runDeliveryPass } from '../../src/webhooks/delivery-worker';
import { answer, startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver';
import { body, setupTestApp, testConfig, type TestKey } from '../helpers/test-app';
import { verifyWebhookRequest } from '../helpers/verify-webhook-request';

let receiver: HttpsReceiver;
/** The resolver the routes and the worker use; tests change its answers (DNS rebinding). */
let dnsAnswers: Record<string, string> = {};
const lookups: string[] = [];
const lookup: HostLookup = async (hostname) => {
  lookups.push(hostname);
  const address = dnsAnswers[hostname];
  if (!address) throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address, family: address.includes(':') ? 6 : 4 } satisfies ResolvedAddress];
};
const transport = {
  get agent() {
    return receiver.agent;
  },
  lookup,
};
const ENV = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '1500' };
const t = setupTestApp({ env: ENV, webhookTransport: transport });
const SECRET = 'delivery-test-secret-01';
const T0 = new Date('2032-05-01T10:00:00.000Z');
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
  receiver.behave(answer(200, 'ok'));
  receiver.requests.length = 0;
  dnsAnswers = {};
  // Deliveries of earlier tests must not be sent in this test's passes.
  await t.db.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE status IN ('pending', 'retrying')`);
});

async function tenantWithWebhook(events: string[] = ['*'], url = receiver.url()) {
  // pro: some tests add more webhooks than the free plan's two.
  const tenant = await t.createTenant({ plan: 'pro' });
  const key = await t.createKey(tenant, 'org_admin');
  const res = await t.request('/v1/webhooks', { method: 'POST', key, json: { url, secret: SECRET, events } });
  expect(res.status).toBe(201);
  return { tenant, key, webhook: (await body(res)).data as { id: string } };
}

const pass = (at: Date = t.clock.now()) => runDeliveryPass(ctx, { now: at, transport });
const envelope = (request: ReceivedRequest) => JSON.parse(request.rawBody.toString('utf8'));
const log = async (key: TestKey, webhookId: string) => (await body(await t.request(`/v1/webhooks/${webhookId}/deliveries?limit=100`, { key }))).data;
const webhookState = async (key: TestKey, id: string) => (await body(await t.request(`/v1/webhooks/${id}`, { key }))).data;
async function createCode(key: TestKey, url = 'https://example.com/landing') {
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { url } });
  expect(res.status).toBe(201);
  return (await body(res)).data as { id: string };
}

describe('events reach a real HTTPS receiver, signed over the raw bytes', () => {
  it('delivers qr.created, qr.updated, qr.deleted, qr.flagged and workspace.updated with the contract headers', async () => {
    const { tenant, key, webhook } = await tenantWithWebhook();
    const code = await createCode(key);
    const created = (await body(await t.request(`/v1/codes/${code.id}`, { key }))).data;
    expect((await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { tags: ['spring'] } })).status).toBe(200);
    const updated = (await body(await t.request(`/v1/codes/${code.id}`, { key }))).data;
    const flagged = await createCode(key, 'https://example.com/soon-unsafe');
    expect(await pauseUnsafeCode(ctx, { codeId: flagged.id, unsafe: [{ url: 'https://example.com/soon-unsafe', threat: 'MALWARE' }], at: T0.toISOString() })).toBeDefined();
    expect((await t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key })).status).toBe(204);
    expect((await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', key, json: { name: 'Renamed' } })).status).toBe(200);

    const report = await pass();
    expect(report).toMatchObject({ attempted: 6, succeeded: 6 });
    const requests = receiver.requests;
    expect(requests).toHaveLength(6);
    for (const request of requests) {
      expect(verifyWebhookRequest(request, SECRET)).toEqual({ svc: true, standard: true });
      expect(request.headers['user-agent']).toBe('svc-webhooks/1.0');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-svc-attempt']).toBe('1');
      expect(request.headers['webhook-id']).toBe(request.headers['x-svc-delivery']);
      expect(request.headers['webhook-timestamp']).toBe(String(T0.getTime() / 1000));
      expect(request.headers['x-svc-event']).toBe(envelope(request).type);
      expect(Object.keys(envelope(request))).toEqual(['id', 'type', 'created', 'data']);
    }
    const byType = (type: string) => requests.map(envelope).filter((e) => e.type === type);
    // Data of qr.created / qr.updated: the code exactly as GET /codes/{id} returns it.
    expect(byType('qr.created').find((e) => e.data.id === code.id).data).toEqual(created);
    expect(byType('qr.updated')[0].data).toEqual(updated);
    expect(byType('qr.deleted')).toHaveLength(1);
    expect(byType('qr.deleted')[0].data.id).toBe(code.id);
    expect(byType('qr.flagged')[0].data).toMatchObject({ code_id: flagged.id });
    expect(byType('workspace.updated')[0].data).toMatchObject({ id: tenant.workspaceId, name: 'Renamed' });
    // The envelope id is the outbox event's id.
    const events = await t.db.query<{ id: string }>(`SELECT id FROM events WHERE workspace_id = $1`, [tenant.workspaceId]);
    expect(requests.map((r) => envelope(r).id).sort()).toEqual(events.map((e) => e.id).sort());

    const entries = await log(key, webhook.id);
    expect(entries).toHaveLength(6);
    for (const entry of entries) expect(entry).toMatchObject({ status: 'success', status_code: 200, attempt: 1 });
    expect(await webhookState(key, webhook.id)).toMatchObject({ last_status_code: 200, consecutive_failures: 0, last_triggered_at: T0.toISOString() });
    // Nothing is sent twice.
    expect((await pass()).attempted).toBe(0);
  });

  it('delivers qr.deleted exactly once when DELETEs race', async () => {
    const { key } = await tenantWithWebhook(['qr.deleted']);
    const code = await createCode(key);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    await pass();
    expect(receiver.requests.map((r) => [envelope(r).type, envelope(r).data.id])).toEqual([['qr.deleted', code.id]]);
  });

  it('sends only subscribed types; scan.created subscribers get qr.scanned under the alias', async () => {
    const { tenant, key } = await tenantWithWebhook(['qr.updated']);
    const aliasHook = (await body(await t.request('/v1/webhooks', { method: 'POST', key, json: { url: receiver.url('/alias'), secret: SECRET, events: ['scan.created'] } }))).data;
    const allHook = (await body(await t.request('/v1/webhooks', { method: 'POST', key, json: { url: receiver.url('/all'), secret: SECRET, events: ['*'] } }))).data;
    await createCode(key); // qr.created: only the * webhook
    const scan = { code_id: 'qr_x', short_code: 'abc', scanned_at: T0.toISOString(), scan_id: 'scn_1' };
    await t.db.transaction((tx) => emitEvent(tx, { organizationId: tenant.organizationId, workspaceId: tenant.workspaceId, type: 'qr.scanned', data: scan, at: T0.toISOString() }));
    await pass();
    const seen = receiver.requests.map((r) => [r.path, envelope(r).type, r.headers['x-svc-event']]);
    expect(seen.sort()).toEqual([
      ['/alias', 'scan.created', 'scan.created'],
      ['/all', 'qr.created', 'qr.created'],
      ['/all', 'qr.scanned', 'qr.scanned'],
    ]);
    const alias = receiver.requests.find((r) => r.path === '/alias')!;
    expect(envelope(alias).data).toEqual(scan);
    expect((await log(key, aliasHook.id))[0]).toMatchObject({ event_type: 'scan.created', status: 'success' });
    expect(await log(key, allHook.id)).toHaveLength(2);
  });

  it('sends nothing for an inactive webhook, and drops the pending deliveries of a deleted or deactivated one', async () => {
    const { key, webhook } = await tenantWithWebhook();
    await createCode(key); // pending
    expect((await t.request(`/v1/webhooks/${webhook.id}`, { method: 'PATCH', key, json: { is_active: false } })).status).toBe(200);
    await createCode(key); // not even queued
    expect((await t.request(`/v1/webhooks/${webhook.id}`, { method: 'PATCH', key, json: { is_active: true } })).status).toBe(200);
    expect((await pass()).attempted).toBe(0);
    await createCode(key);
    expect((await t.request(`/v1/webhooks/${webhook.id}`, { method: 'DELETE', key })).status).toBe(204);
    await createCode(key);
    expect((await pass()).attempted).toBe(0);
    expect(receiver.requests).toHaveLength(0);
  });
});

describe('retries', () => {
  it('attempts at 0, 1 min and 5 min with the same bytes, then the delivery is failed', async () => {
    const { key, webhook } = await tenantWithWebhook(['qr.created']);
    receiver.behave(answer(500, 'down'));
    await createCode(key);
    const at = (ms: number) => new Date(T0.getTime() + ms);
    expect(await pass(at(0))).toMatchObject({ attempted: 1, retrying: 1 });
    expect((await pass(at(59_999))).attempted).toBe(0);
    expect(await pass(at(60_000))).toMatchObject({ attempted: 1, retrying: 1 });
    expect((await pass(at(60_000 + 299_999))).attempted).toBe(0);
    expect(await pass(at(360_000))).toMatchObject({ attempted: 1, failed: 1 });
    expect((await pass(at(86_400_000))).attempted).toBe(0);

    const requests = receiver.requests;
    expect(requests.map((r) => r.headers['x-svc-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(requests.map((r) => r.headers['x-svc-delivery'])).size).toBe(1);
    expect(requests[1]!.rawBody.equals(requests[0]!.rawBody) && requests[2]!.rawBody.equals(requests[0]!.rawBody)).toBe(true);
    for (const request of requests) expect(verifyWebhookRequest(request, SECRET).svc).toBe(true);
    expect(requests.map((r) => r.headers['webhook-timestamp'])).toEqual([0, 60_000, 360_000].map((ms) => String(at(ms).getTime() / 1000)));

    const entries = await log(key, webhook.id);
    expect(entries.map((e: { attempt: number; status: string; status_code: number; created_at: string }) => [e.attempt, e.status, e.status_code, e.created_at])).toEqual([
      [3, 'failed', 500, at(360_000).toISOString()],
      [2, 'retrying', 500, at(60_000).toISOString()],
      [1, 'retrying', 500, at(0).toISOString()],
    ]);
    expect((await webhookState(key, webhook.id)).consecutive_failures).toBe(3);
  });

  it('deactivates the webhook at 10 consecutive failures and drops what is pending; a success resets the counter', async () => {
    const { key, webhook } = await tenantWithWebhook(['qr.created']);
    receiver.behave(answer(503));
    for (let i = 0; i < 9; i++) await createCode(key);
    await pass();
    expect(await webhookState(key, webhook.id)).toMatchObject({ consecutive_failures: 9, is_active: true });
    // The first retry succeeds: the counter starts again.
    receiver.behave(answer(200));
    await runDeliveryPass(ctx, { now: new Date(T0.getTime() + 60_000), transport, concurrency: 1 });
    expect(await webhookState(key, webhook.id)).toMatchObject({ consecutive_failures: 0, is_active: true });

    receiver.behave(answer(503));
    for (let i = 0; i < 10; i++) await createCode(key);
    const report = await pass(new Date(T0.getTime() + 60_000));
    expect(report.deactivated).toEqual([webhook.id]);
    const state = await webhookState(key, webhook.id);
    expect(state).toMatchObject({ is_active: false, last_status_code: 503 });
    expect(state.consecutive_failures).toBeGreaterThanOrEqual(10);
    const pending = await t.db.query(`SELECT id FROM webhook_deliveries WHERE webhook_id = $1 AND status IN ('pending', 'retrying')`, [webhook.id]);
    expect(pending).toEqual([]);
    expect((await pass(new Date(T0.getTime() + 3_600_000))).attempted).toBe(0);
    const audit = await t.db.query<{ actor_type: string; changes: Record<string, unknown> }>(
      `SELECT actor_type, changes FROM audit_logs WHERE resource_id = $1 AND action = 'webhooks.deactivate'`,
      [webhook.id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'system', changes: { is_active: [true, false] } });
    // Turned on by hand, it starts from zero.
    expect((await body(await t.request(`/v1/webhooks/${webhook.id}`, { method: 'PATCH', key, json: { is_active: true } }))).data).toMatchObject({ is_active: true, consecutive_failures: 0 });
  });
});

describe('what counts as a failure', () => {
  it('does not follow redirects: a 302 is a failed attempt and the Location is never requested', async () => {
    const { key, webhook } = await tenantWithWebhook(['qr.created']);
    receiver.behave((request, res) => {
      if (request.path === '/hook') {
        res.writeHead(302, { location: receiver.url('/elsewhere') });
        res.end();
      } else answer(200)(request, res);
    });
    await createCode(key);
    expect(await pass()).toMatchObject({ attempted: 1, retrying: 1 });
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook']);
    expect((await log(key, webhook.id))[0]).toMatchObject({ status: 'retrying', status_code: 302 });
  });

  it('reads a huge response body only up to the cap, without waiting for its end', async () => {
    const { key, webhook } = await tenantWithWebhook(['qr.created']);
    let written = 0;
    receiver.behave((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      // An endless body: stops only when the client goes away.
      const write = () => {
        let more = true;
        while (!res.destroyed && more) {
          more = res.write(chunk);
          written += chunk.length;
        }
        if (!res.destroyed) res.once('drain', write);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      write();
    });
    await createCode(key);
    const started = performance.now();
    expect(await pass()).toMatchObject({ attempted: 1, succeeded: 1 });
    // Well under the 1.5 s time-out: the cap ended the read, not the deadline.
    expect(performance.now() - started).toBeLessThan(1_400);
    expect(written).toBeGreaterThan(RESPONSE_BODY_CAP);
    expect(written).toBeLessThan(64 * 1024 * 1024);
    expect((await log(key, webhook.id))[0]).toMatchObject({ status: 'success', status_code: 200 });
  });

  it('gives up on a slow receiver after WEBHOOK_TIMEOUT_MS', async () => {
    const { key, webhook } = await tenantWithWebhook(['qr.created']);
    receiver.behave((_request, res) => {
      setTimeout(() => answer(200)(_request, res), 4_000).unref();
    });
    await createCode(key);
    const started = performance.now();
    expect(await pass()).toMatchObject({ attempted: 1, retrying: 1 });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(3_500);
    expect((await log(key, webhook.id))[0]).toMatchObject({ status: 'retrying', status_code: null, error: 'timeout' });
    receiver.behave(answer(200));
  });

  it('fails a connection refused as a network error', async () => {
    const { key, webhook } = await tenantWithWebhook(['qr.created'], 'https://127.0.0.1:9/hook');
    await createCode(key);
    expect(await pass()).toMatchObject({ attempted: 1, retrying: 1 });
    expect((await log(key, webhook.id))[0]).toMatchObject({ status: 'retrying', status_code: null, error: 'ECONNREFUSED' });
  });
});

describe('SSRF guard at delivery time', () => {
  it('connects only to the address checked for this attempt (the socket does not resolve again)', async () => {
    dnsAnswers = { 'hooks.example.test': '127.0.0.1' };
    const { key } = await tenantWithWebhook(['qr.created'], receiver.url('/pinned', 'hooks.example.test'));
    await createCode(key);
    lookups.length = 0;
    expect(await pass()).toMatchObject({ attempted: 1, succeeded: 1 });
    expect(lookups).toEqual(['hooks.example.test']);
    expect(receiver.requests[0]!.headers.host).toBe(`hooks.example.test:${receiver.port}`);
  });

  it('refuses a name that resolved to a public address at creation and to a private one now (DNS rebinding)', async () => {
    const strictEnv = { ...ENV, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' };
    const strictApp = t.createApp({ env: strictEnv }).app;
    const workerLogs: Record<string, unknown>[] = [];
    const strict: AppContext = { ...ctx, config: testConfig(strictEnv), logger: { info: (_message, fields) => workerLogs.push(fields ?? {}), error: () => {} } };
    dnsAnswers = { 'rebind.test': '93.184.216.34' };
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'ws_admin');
    const res = await strictApp.request('/v1/webhooks', {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `https://rebind.test:${receiver.port}/hook`, secret: SECRET }),
    });
    expect(res.status).toBe(201);
    const webhook = (await body(res)).data;
    dnsAnswers = { 'rebind.test': '127.0.0.1' };
    await createCode(key);
    expect(await runDeliveryPass(strict, { now: T0, transport })).toMatchObject({ attempted: 1, retrying: 1 });
    expect(receiver.requests).toHaveLength(0);
    const entry = (await log(key, webhook.id))[0];
    expect(entry).toMatchObject({ status: 'retrying', status_code: null });
    // The client sees a generic refusal; the address is in the server log only.
    expect(entry.error).toBe('The URL must point to a host with public addresses only.');
    expect(JSON.stringify(entry)).not.toContain('127.0.0.1');
    expect(workerLogs).toContainEqual(expect.objectContaining({ webhook_id: webhook.id, detail: expect.stringMatching(/rebind\.test resolves to 127\.0\.0\.1/) }));
    // A ping gets the same generic answer.
    t.logs.length = 0;
    const ping = await strictApp.request(`/v1/webhooks/${webhook.id}/ping`, { method: 'POST', headers: { authorization: `Bearer ${key.key}` } });
    expect(ping.status).toBe(200);
    const pingText = await ping.text();
    expect(JSON.parse(pingText).data).toMatchObject({ success: false, status_code: null, error: 'The URL must point to a host with public addresses only.' });
    expect(pingText).not.toContain('127.0.0.1');
    expect(t.logs.some((line) => String(line.fields?.detail).includes('127.0.0.1'))).toBe(true);
    expect(receiver.requests).toHaveLength(0);
  });
});
