import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostLookup } from '../../src/webhooks/assert-public-url';
import { answer, startHttpsReceiver, type HttpsReceiver } from '../helpers/https-receiver';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';
import { verifyWebhookRequest } from '../helpers/verify-webhook-request';

let receiver: HttpsReceiver;
// Public-looking names for the SSRF tests: "hooks.public.test" passes, the others point inside.
const dns: HostLookup = async (hostname) => {
  const table: Record<string, string> = { 'hooks.public.test': '93.184.216.34', 'inside.test': '10.0.0.5', 'meta.test': '169.254.169.254', 'v6.test': '::1' };
  const address = table[hostname];
  if (!address) throw new Error('ENOTFOUND');
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};
const transport = {
  get agent() {
    return receiver.agent;
  },
  lookup: async (hostname: string) => (hostname === 'localhost' ? [{ address: '127.0.0.1', family: 4 as const }] : dns(hostname)),
};
// The receiver listens on 127.0.0.1, so this app allows private networks; the SSRF tests use `strict`.
const t = setupTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '2000' }, webhookTransport: transport });
const SECRET = 'route-test-secret-0001';

beforeAll(async () => {
  receiver = await startHttpsReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function setup(role: 'ws_admin' | 'org_admin' = 'ws_admin') {
  const tenant = await t.createTenant();
  return { tenant, key: await t.createKey(tenant, role) };
}

function create(key: TestKey, json: unknown) {
  return t.request('/v1/webhooks', { method: 'POST', key, json });
}

describe('POST /v1/webhooks', () => {
  it('creates a webhook with events ["*"] by default; the secret is only in this response', async () => {
    const { key } = await setup();
    const res = await create(key, { url: receiver.url(), secret: SECRET });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data).toMatchObject({ url: receiver.url(), events: ['*'], is_active: true, consecutive_failures: 0, last_triggered_at: null, last_status_code: null, secret: SECRET, secret_hint: 'rout…' });
    const schema = ALL_OPERATIONS.find((op) => op.operationId === 'createWebhook')!.responses[201]!.schema!;
    expect(schema.safeParse(await body(await create(key, { url: receiver.url(), secret: SECRET }))).success).toBe(true);

    const one = await body(await t.request(`/v1/webhooks/${data.id}`, { key }));
    expect(one.data.secret).toBeUndefined();
    expect(one.data.secret_hint).toBe('rout…');
    const all = await body(await t.request('/v1/webhooks', { key }));
    expect(all.data.map((w: { id: string }) => w.id)).toContain(data.id);
    expect(JSON.stringify(all)).not.toContain(SECRET);
    const patched = await body(await t.request(`/v1/webhooks/${data.id}`, { method: 'PATCH', key, json: { events: ['qr.created'] } }));
    expect(JSON.stringify(patched)).not.toContain(SECRET);
  });

  it('answers 422 for http, a secret under 16 characters, unknown or empty event types; 400 without url or secret', async () => {
    const { key } = await setup();
    const cases: [unknown, number][] = [
      [{ url: 'http://example.com/hook', secret: SECRET }, 422],
      [{ url: receiver.url(), secret: 'x'.repeat(15) }, 422],
      [{ url: receiver.url(), secret: SECRET, events: ['qr.created', 'qr.exploded'] }, 422],
      [{ url: receiver.url(), secret: SECRET, events: [] }, 422],
      [{ url: receiver.url() }, 400],
      [{ secret: SECRET }, 400],
    ];
    for (const [json, status] of cases) {
      const res = await create(key, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
    }
    const problem = await body(await create(key, { url: 'http://example.com/hook', secret: SECRET }));
    expect(problem.errors[0].field).toBe('url');
    expect((await create(key, { url: receiver.url(), secret: 'x'.repeat(16), events: ['qr.created', 'scan.created', 'workspace.updated'] })).status).toBe(201);
  });

  it('refuses private, loopback, link-local and IPv6 loopback targets without WEBHOOK_ALLOW_PRIVATE_NETWORKS', async () => {
    const strict = t.createApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' } }).app;
    const { key } = await setup();
    const post = (url: string) =>
      strict.request('/v1/webhooks', { method: 'POST', headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url, secret: SECRET }) });
    for (const url of ['https://127.0.0.1/h', 'https://10.1.1.1/h', 'https://169.254.169.254/h', 'https://[::1]/h', 'https://inside.test/h', 'https://meta.test/h', 'https://v6.test/h', 'https://localhost/h']) {
      const res = await post(url);
      expect(res.status, url).toBe(422);
      expect((await body(res)).errors[0].field).toBe('url');
    }
    expect((await post('https://no-such-host.test/h')).status).toBe(422);
    const ok = await post('https://hooks.public.test/h');
    expect(ok.status).toBe(201);
    // PATCH checks again.
    const { data } = await body(ok);
    const patch = await strict.request(`/v1/webhooks/${data.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://inside.test/h' }),
    });
    expect(patch.status).toBe(422);
  });
});

describe('plan cap and port rule', () => {
  it('allows max_webhooks_per_workspace webhooks per workspace (free 2), then 403 as the other plan limits; deleted ones do not count', async () => {
    const { tenant, key } = await setup();
    const first = await body(await create(key, { url: receiver.url('/a'), secret: SECRET }));
    expect((await create(key, { url: receiver.url('/b'), secret: SECRET })).status).toBe(201);
    const over = await create(key, { url: receiver.url('/c'), secret: SECRET });
    expect(over.status).toBe(403);
    expect(over.headers.get('content-type')).toContain('application/problem+json');
    expect((await body(over)).detail).toMatch(/free plan allows 2 webhooks per workspace/);
    // Per workspace: another workspace of the same organization has its own two.
    const otherWorkspace = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    const otherKey = await t.createKey(otherWorkspace, 'ws_admin');
    expect((await create(otherKey, { url: receiver.url('/d'), secret: SECRET })).status).toBe(201);
    // Switched off still counts; deleted does not.
    expect((await t.request(`/v1/webhooks/${first.data.id}`, { method: 'PATCH', key, json: { is_active: false } })).status).toBe(200);
    expect((await create(key, { url: receiver.url('/c'), secret: SECRET })).status).toBe(403);
    expect((await t.request(`/v1/webhooks/${first.data.id}`, { method: 'DELETE', key })).status).toBe(204);
    expect((await create(key, { url: receiver.url('/c'), secret: SECRET })).status).toBe(201);
  });

  it('follows the plan table: business 25', async () => {
    const tenant = await t.createTenant({ plan: 'business' });
    const key = await t.createKey(tenant, 'ws_admin');
    for (let i = 0; i < 25; i++) expect((await create(key, { url: receiver.url(`/n${i}`), secret: SECRET })).status, `webhook ${i + 1}`).toBe(201);
    expect((await create(key, { url: receiver.url('/n25'), secret: SECRET })).status).toBe(403);
  });

  it('refuses ports under 1024 other than 443 without WEBHOOK_ALLOW_PRIVATE_NETWORKS, at create and PATCH', async () => {
    const strict = t.createApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' } }).app;
    const tenant = await t.createTenant({ plan: 'business' });
    const key = await t.createKey(tenant, 'ws_admin');
    const send = (path: string, method: string, json: unknown) =>
      strict.request(path, { method, headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' }, body: JSON.stringify(json) });
    for (const port of [':22', ':25', ':80', ':1023', ':0']) {
      const res = await send('/v1/webhooks', 'POST', { url: `https://hooks.public.test${port}/h`, secret: SECRET });
      expect(res.status, port).toBe(422);
      expect((await body(res)).errors[0]).toMatchObject({ field: 'url', message: 'The URL must use port 443 or a port from 1024 up.' });
    }
    for (const port of ['', ':443', ':1024', ':8443', ':65535']) {
      expect((await send('/v1/webhooks', 'POST', { url: `https://hooks.public.test${port}/h`, secret: SECRET })).status, port || 'default').toBe(201);
    }
    const { data } = await body(await send('/v1/webhooks', 'POST', { url: 'https://hooks.public.test/h', secret: SECRET }));
    expect((await send(`/v1/webhooks/${data.id}`, 'PATCH', { url: 'https://hooks.public.test:6379/h' })).status).toBe(200);
    expect((await send(`/v1/webhooks/${data.id}`, 'PATCH', { url: 'https://hooks.public.test:389/h' })).status).toBe(422);
    // The private-network switch lifts the port rule too (intranet receivers).
    const lenient = await setup();
    expect((await create(lenient.key, { url: 'https://hooks.public.test:22/h', secret: SECRET })).status).toBe(201);
  });

  it('tells the client no address on an SSRF refusal, and logs the specifics', async () => {
    const strict = t.createApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' } }).app;
    const { key } = await setup();
    const post = (url: string) =>
      strict.request('/v1/webhooks', { method: 'POST', headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url, secret: SECRET }) });
    const messages = new Set<string>();
    for (const [url, address] of [['https://inside.test/h', '10.0.0.5'], ['https://meta.test/h', '169.254.169.254'], ['https://no-such-host.test/h', 'no-such-host.test']] as const) {
      t.logs.length = 0;
      const res = await post(url);
      expect(res.status).toBe(422);
      const text = await res.text();
      expect(text, url).not.toContain(address);
      messages.add(JSON.parse(text).detail);
      expect(t.logs.some((entry) => String(entry.fields?.detail).includes(address) && entry.level === 'info'), url).toBe(true);
    }
    // One message for "resolves inside" and "does not resolve": the answer tells nothing about internal names.
    expect([...messages]).toEqual(['The URL must point to a host with public addresses only.']);
  });
});

describe('roles', () => {
  it('lets viewers and contributors read, only ws_admin and org_admin manage', async () => {
    const { tenant, key: admin } = await setup();
    const { data } = await body(await create(admin, { url: receiver.url(), secret: SECRET }));
    for (const role of ['viewer', 'contributor'] as const) {
      const key = await t.createKey(tenant, role);
      expect((await t.request('/v1/webhooks', { key })).status, role).toBe(200);
      expect((await t.request(`/v1/webhooks/${data.id}`, { key })).status, role).toBe(200);
      expect((await t.request(`/v1/webhooks/${data.id}/deliveries`, { key })).status, role).toBe(200);
      expect((await create(key, { url: receiver.url(), secret: SECRET })).status, role).toBe(403);
      expect((await t.request(`/v1/webhooks/${data.id}`, { method: 'PATCH', key, json: { is_active: false } })).status, role).toBe(403);
      expect((await t.request(`/v1/webhooks/${data.id}/ping`, { method: 'POST', key })).status, role).toBe(403);
      expect((await t.request(`/v1/webhooks/${data.id}`, { method: 'DELETE', key })).status, role).toBe(403);
    }
    const orgAdmin = await t.createKey(tenant, 'org_admin');
    expect((await t.request(`/v1/webhooks/${data.id}`, { method: 'PATCH', key: orgAdmin, json: { is_active: false } })).status).toBe(200);
    // Another workspace's key does not see it.
    const other = await setup();
    expect((await t.request(`/v1/webhooks/${data.id}`, { key: other.key })).status).toBe(404);
    expect((await t.request('/v1/webhooks', { key: other.key })).status).toBe(200);
  });
});

describe('PATCH and DELETE /v1/webhooks/{id}', () => {
  it('rotates the secret: requests are signed with the new one, and for 24 h webhook-signature also carries the old one', async () => {
    const { key } = await setup();
    const t0 = new Date('2031-06-01T12:00:00.000Z');
    t.clock.set(t0);
    try {
      const { data } = await body(await create(key, { url: receiver.url(), secret: SECRET }));
      expect(data.previous_secret_expires_at).toBeNull();
      const newSecret = 'rotated-secret-0000000002';
      const res = await t.request(`/v1/webhooks/${data.id}`, { method: 'PATCH', key, json: { secret: newSecret } });
      expect(res.status).toBe(200);
      expect((await body(res)).data).toMatchObject({ secret_hint: 'rota…', previous_secret_expires_at: '2031-06-02T12:00:00.000Z' });
      receiver.behave(answer(204));
      const pingAt = async (at: Date) => {
        t.clock.set(at);
        const before = receiver.requests.length;
        expect((await body(await t.request(`/v1/webhooks/${data.id}/ping`, { method: 'POST', key }))).data.success).toBe(true);
        return receiver.requests[before]!;
      };
      const during = await pingAt(new Date(t0.getTime() + 24 * 3600_000 - 1000));
      const entries = String(during.headers['webhook-signature']).split(' ');
      expect(entries).toHaveLength(2);
      expect(entries.every((entry) => /^v1,[A-Za-z0-9+/]+=*$/.test(entry))).toBe(true);
      // X-SVC-Signature holds one signature: the new secret's. Standard Webhooks verifies with either.
      expect(verifyWebhookRequest(during, newSecret)).toEqual({ svc: true, standard: true });
      expect(verifyWebhookRequest(during, SECRET)).toEqual({ svc: false, standard: true });
      const newOnly = { ...during, headers: { ...during.headers, 'webhook-signature': entries[0] } };
      expect(verifyWebhookRequest(newOnly, newSecret).standard).toBe(true);

      const after = await pingAt(new Date(t0.getTime() + 24 * 3600_000));
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verifyWebhookRequest(after, newSecret)).toEqual({ svc: true, standard: true });
      expect(verifyWebhookRequest(after, SECRET)).toEqual({ svc: false, standard: false });
    } finally {
      t.clock.set(null);
    }
  });

  it('keeps one previous secret: a second rotation within 24 h drops the first secret', async () => {
    const { key } = await setup();
    const { data } = await body(await create(key, { url: receiver.url(), secret: SECRET }));
    const second = 'second-secret-00000000002';
    const third = 'third-secret-000000000003';
    for (const secret of [second, third]) expect((await t.request(`/v1/webhooks/${data.id}`, { method: 'PATCH', key, json: { secret } })).status).toBe(200);
    receiver.behave(answer(204));
    const before = receiver.requests.length;
    await t.request(`/v1/webhooks/${data.id}/ping`, { method: 'POST', key });
    const request = receiver.requests[before]!;
    expect(verifyWebhookRequest(request, third)).toEqual({ svc: true, standard: true });
    expect(verifyWebhookRequest(request, second).standard).toBe(true);
    expect(verifyWebhookRequest(request, SECRET).standard).toBe(false);
  });

  it('toggles is_active, and writes audit entries for create, update, delete without the secret', async () => {
    const { key } = await setup();
    const { data } = await body(await create(key, { url: receiver.url(), secret: SECRET, events: ['qr.created'] }));
    const off = await body(await t.request(`/v1/webhooks/${data.id}`, { method: 'PATCH', key, json: { is_active: false } }));
    expect(off.data.is_active).toBe(false);
    const on = await body(await t.request(`/v1/webhooks/${data.id}`, { method: 'PATCH', key, json: { is_active: true, url: receiver.url('/other'), secret: 'another-secret-000000003' } }));
    expect(on.data).toMatchObject({ is_active: true, url: receiver.url('/other') });
    expect((await t.request(`/v1/webhooks/${data.id}`, { method: 'DELETE', key })).status).toBe(204);
    expect((await t.request(`/v1/webhooks/${data.id}`, { method: 'DELETE', key })).status).toBe(404);
    expect((await t.request(`/v1/webhooks/${data.id}`, { key })).status).toBe(404);
    expect((await t.request(`/v1/webhooks/${data.id}/ping`, { method: 'POST', key })).status).toBe(404);

    const audit = await t.db.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM audit_logs WHERE resource_type = 'webhooks' AND resource_id = $1 ORDER BY created_at, id`,
      [data.id],
    );
    expect(audit.map((entry) => entry.action).sort()).toEqual(['webhooks.create', 'webhooks.delete', 'webhooks.update', 'webhooks.update']);
    const create_ = audit.find((entry) => entry.action === 'webhooks.create')!;
    expect(create_.changes).toMatchObject({ url: [null, receiver.url()], events: [null, ['qr.created']], is_active: [null, true], secret_hint: [null, 'rout…'] });
    const updates = audit.filter((entry) => entry.action === 'webhooks.update').map((entry) => entry.changes);
    expect(updates).toContainEqual({ is_active: [true, false] });
    expect(updates).toContainEqual({ is_active: [false, true], url: [receiver.url(), receiver.url('/other')], secret_hint: ['rout…', 'anot…'] });
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(JSON.stringify(audit)).not.toContain('another-secret');
    // Listed by GET /audit-logs under resource_type webhooks.
    const listed = await body(await t.request(`/v1/audit-logs?resource_type=webhooks&resource_id=${data.id}`, { key }));
    expect(listed.data).toHaveLength(4);
  });
});

describe('POST /v1/webhooks/{id}/ping', () => {
  it("sends webhook.ping now and answers with the receiver's status code and response time; logged as a delivery", async () => {
    const { key } = await setup();
    const { data } = await body(await create(key, { url: receiver.url('/ping'), secret: SECRET, events: ['qr.created'] }));
    receiver.behave(answer(202, 'accepted'));
    const before = receiver.requests.length;
    const res = await t.request(`/v1/webhooks/${data.id}/ping`, { method: 'POST', key });
    expect(res.status).toBe(200);
    const ping = await body(res);
    expect(ping.data).toMatchObject({ success: true, status_code: 202, error: null });
    expect(ping.data.response_time_ms).toBeGreaterThanOrEqual(0);
    const schema = ALL_OPERATIONS.find((op) => op.operationId === 'pingWebhook')!.responses[200]!.schema!;
    expect(schema.safeParse(ping).success).toBe(true);

    const request = receiver.requests[before]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/ping');
    expect(request.headers['x-svc-event']).toBe('webhook.ping');
    expect(request.headers['x-svc-delivery']).toBe(ping.data.delivery_id);
    expect(request.headers['x-svc-attempt']).toBe('1');
    expect(request.headers['user-agent']).toBe('svc-webhooks/1.0');
    expect(verifyWebhookRequest(request, SECRET)).toEqual({ svc: true, standard: true });
    const envelope = JSON.parse(request.rawBody.toString('utf8'));
    expect(envelope).toMatchObject({ id: ping.data.event_id, type: 'webhook.ping', data: { webhook_id: data.id } });
    expect(Object.keys(envelope)).toEqual(['id', 'type', 'created', 'data']);

    receiver.behave(answer(500));
    const failed = await body(await t.request(`/v1/webhooks/${data.id}/ping`, { method: 'POST', key }));
    expect(failed.data).toMatchObject({ success: false, status_code: 500 });
    const log = await body(await t.request(`/v1/webhooks/${data.id}/deliveries`, { key }));
    expect(log.data.map((entry: { status: string; status_code: number; event_type: string; attempt: number }) => [entry.event_type, entry.status, entry.status_code, entry.attempt])).toEqual([
      ['webhook.ping', 'failed', 500, 1],
      ['webhook.ping', 'success', 202, 1],
    ]);
    const webhook = await body(await t.request(`/v1/webhooks/${data.id}`, { key }));
    expect(webhook.data).toMatchObject({ last_status_code: 500, consecutive_failures: 1 });
    expect(webhook.data.last_triggered_at).not.toBeNull();
    receiver.behave(answer(200));
  });
});

describe('GET /v1/webhooks/{id}/deliveries', () => {
  it('pages newest first with next_cursor = the id of the last entry; an unknown id gives the first page', async () => {
    const { key } = await setup();
    const { data } = await body(await create(key, { url: receiver.url(), secret: SECRET }));
    receiver.behave(answer(200));
    const base = Date.parse('2031-03-01T00:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.set(new Date(base + i * 1000));
      ids.unshift((await body(await t.request(`/v1/webhooks/${data.id}/ping`, { method: 'POST', key }))).data.delivery_id);
    }
    t.clock.set(null);
    const page = async (query: string) => body(await t.request(`/v1/webhooks/${data.id}/deliveries${query}`, { key }));
    const first = await page('?limit=2');
    expect(first.data.map((entry: { delivery_id: string }) => entry.delivery_id)).toEqual(ids.slice(0, 2));
    expect(first.meta.pagination).toMatchObject({ has_more: true, next_cursor: first.data[1].id, total_count: 5 });
    const second = await page(`?limit=2&cursor=${first.meta.pagination.next_cursor}`);
    expect(second.data.map((entry: { delivery_id: string }) => entry.delivery_id)).toEqual(ids.slice(2, 4));
    const third = await page(`?limit=2&cursor=${second.meta.pagination.next_cursor}`);
    expect(third.data.map((entry: { delivery_id: string }) => entry.delivery_id)).toEqual(ids.slice(4));
    expect(third.meta.pagination).toMatchObject({ has_more: false, next_cursor: null });
    const unknown = await page('?limit=2&cursor=dla_not-a-real-id');
    expect(unknown.data).toEqual(first.data);
    const defaults = await page('');
    expect(defaults.data).toHaveLength(5);
    const schema = ALL_OPERATIONS.find((op) => op.operationId === 'listWebhookDeliveries')!.responses[200]!.schema!;
    expect(schema.safeParse(defaults).success).toBe(true);
    for (const entry of defaults.data) expect(Object.keys(entry)).toEqual(expect.arrayContaining(['id', 'event_type', 'status', 'status_code', 'response_time_ms', 'attempt', 'created_at']));
    expect((await t.request(`/v1/webhooks/${data.id}/deliveries?limit=101`, { key })).status).toBe(400);
    expect((await t.request(`/v1/webhooks/wh_unknown/deliveries`, { key })).status).toBe(404);
  });
});
