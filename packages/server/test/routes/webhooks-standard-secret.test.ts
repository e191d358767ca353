import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeliveryPass } from '../../src/webhooks/delivery-worker';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';
import { verifyWebhookRequest } from '../helpers/verify-webhook-request';

// Interoperability with the official Standard Webhooks library (npm `standardwebhooks`): a
// receiver that stores the secret exactly as it was given verifies real deliveries with
// `new Webhook(secret).verify(body, headers)`. The library checks the timestamp against the
// real clock, so these tests run on it (the app's clock is not pinned here).
let receiver: HttpsReceiver;
const transport = {
  get agent() {
    return receiver.agent;
  },
  lookup: async () => [{ address: '127.0.0.1', family: 4 as const }],
};
const ENV = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '2000' };
const t = setupTestApp({ env: ENV, webhookTransport: transport });

beforeAll(async () => {
  receiver = await startHttpsReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** A Standard Webhooks secret as their libraries and dashboards make them: 24 random bytes. */
const standardSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

async function webhookWith(secret: string, events = ['*']): Promise<{ key: TestKey; id: string }> {
  const key = await t.createKey(await t.createTenant({ plan: 'pro' }), 'org_admin');
  const res = await t.request('/v1/webhooks', { method: 'POST', key, json: { url: receiver.url('/standard'), secret, events } });
  expect(res.status).toBe(201);
  const { data } = await body(res);
  expect(data.secret).toBe(secret);
  return { key, id: data.id };
}

async function ping(key: TestKey, id: string): Promise<ReceivedRequest> {
  const before = receiver.requests.length;
  const res = await t.request(`/v1/webhooks/${id}/ping`, { method: 'POST', key });
  expect((await body(res)).data.success).toBe(true);
  return receiver.requests[before]!;
}

/** The library's verdict: the parsed payload, or the error it threw. */
function libraryVerify(secret: string, request: ReceivedRequest): unknown {
  try {
    return new Webhook(secret).verify(request.rawBody.toString('utf8'), request.headers as Record<string, string>);
  } catch (error) {
    return error;
  }
}

describe('Standard Webhooks secrets (whsec_<base64>)', () => {
  it('a ping verifies with new Webhook(secret).verify, the secret exactly as stored; X-SVC-Signature keeps its text key', async () => {
    const secret = standardSecret();
    const { key, id } = await webhookWith(secret);
    const request = await ping(key, id);
    expect(libraryVerify(secret, request)).toMatchObject({ type: 'webhook.ping', data: { webhook_id: id } });
    expect(libraryVerify(standardSecret(), request)).toBeInstanceOf(WebhookVerificationError);
    expect(verifyWebhookRequest(request, secret)).toEqual({ svc: true, standard: true });
  });

  it('an event delivered by the worker verifies with the library too', async () => {
    const secret = standardSecret();
    const { key, id } = await webhookWith(secret, ['qr.created']);
    const created = await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/menu' } });
    expect(created.status).toBe(201);
    const before = receiver.requests.length;
    await runDeliveryPass(t.context({ env: ENV }), { now: new Date(), transport });
    const request = receiver.requests.slice(before).find((entry) => entry.headers['x-svc-event'] === 'qr.created')!;
    expect(libraryVerify(secret, request)).toMatchObject({ type: 'qr.created', data: { id: (await body(created)).data.id } });
    expect((await body(await t.request(`/v1/webhooks/${id}/deliveries`, { key }))).data[0]).toMatchObject({ event_type: 'qr.created', status: 'success' });
  });

  it('after a rotation to another whsec_ secret, the library verifies with the new one and, for a day, the old one', async () => {
    const first = standardSecret();
    const { key, id } = await webhookWith(first);
    const second = standardSecret();
    expect((await t.request(`/v1/webhooks/${id}`, { method: 'PATCH', key, json: { secret: second } })).status).toBe(200);
    const request = await ping(key, id);
    expect(libraryVerify(second, request)).toMatchObject({ type: 'webhook.ping' });
    expect(libraryVerify(first, request)).toMatchObject({ type: 'webhook.ping' });
  });

  it('refuses a whsec_ secret the library could not decode, naming the field', async () => {
    const key = await t.createKey(await t.createTenant(), 'org_admin');
    const res = await t.request('/v1/webhooks', { method: 'POST', key, json: { url: receiver.url(), secret: 'whsec_this-is-not-base64' } });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([expect.objectContaining({ field: 'secret', message: expect.stringContaining('padded base64') })]);
  });
});

describe('any other secret keeps its documented key: its UTF-8 bytes', () => {
  it('verifies with the library given whsec_ + the base64 of those bytes, and not with the raw text', async () => {
    const secret = 'plain-secret-0123456789';
    const { key, id } = await webhookWith(secret);
    const request = await ping(key, id);
    expect(verifyWebhookRequest(request, secret)).toEqual({ svc: true, standard: true });
    expect(libraryVerify(`whsec_${Buffer.from(secret, 'utf8').toString('base64')}`, request)).toMatchObject({ type: 'webhook.ping' });
    expect(libraryVerify(secret, request)).toBeInstanceOf(Error);
  });
});
