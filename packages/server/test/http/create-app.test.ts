import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../src/http/all-routes';
import { probeRoutes } from '../helpers/probe-routes';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ routes: [...ALL_ROUTES, probeRoutes] });

async function expectProblem(res: Response, status: number, slug: string, instance: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const doc = await body(res);
  expect(doc).toMatchObject({ type: `http://qz.test/docs/errors/${slug}`, status, instance });
  expect(typeof doc.title).toBe('string');
  expect(typeof doc.detail).toBe('string');
  expect(res.headers.get('x-request-id')).toBeTruthy();
  return doc;
}

describe('health and request ids', () => {
  it('serves GET /v1/health publicly as { status } inside the { data, meta } envelope', async () => {
    const res = await t.request('/v1/health');
    expect(res.status).toBe(200);
    const doc = await body(res);
    const health = { status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) };
    expect(doc).toEqual({ ...health, data: health, meta: { request_id: res.headers.get('x-request-id') } });
  });

  it('echoes X-Request-Id in the header and meta, and generates one otherwise', async () => {
    const echoed = await t.request('/v1/health', { headers: { 'x-request-id': 'client-req-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('client-req-42');
    expect((await body(echoed)).meta.request_id).toBe('client-req-42');
    const a = await t.request('/v1/health');
    const b = await t.request('/v1/health');
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('echoes the request id on errors too', async () => {
    const res = await t.request('/v1/nowhere', { headers: { 'x-request-id': 'err-req-1' } });
    expect(res.headers.get('x-request-id')).toBe('err-req-1');
  });

  it('answers HEAD on GET routes without a body', async () => {
    const res = await t.request('/v1/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('problem documents', () => {
  it('400 for invalid JSON', async () => {
    const res = await t.request('/v1/probe/echo', { method: 'POST', body: '{"name": ', headers: { 'content-type': 'application/json' } });
    await expectProblem(res, 400, 'bad-request', '/v1/probe/echo');
  });

  it('400 for missing required fields, listing them', async () => {
    const res = await t.request('/v1/probe/echo', { method: 'POST', json: { name: 'x' } });
    const doc = await expectProblem(res, 400, 'bad-request', '/v1/probe/echo');
    expect(doc.errors).toEqual([{ field: 'count', message: expect.any(String) }]);
  });

  it('422 for present but invalid fields, with errors [{ field, message }]', async () => {
    const res = await t.request('/v1/probe/echo', { method: 'POST', json: { name: '', count: 1.5 } });
    const doc = await expectProblem(res, 422, 'validation-error', '/v1/probe/echo');
    expect(doc.errors.map((e: { field: string }) => e.field).sort()).toEqual(['count', 'name']);
    for (const error of doc.errors) expect(typeof error.message).toBe('string');
  });

  it('401 without a key', async () => {
    const res = await t.request('/v1/account');
    await expectProblem(res, 401, 'authentication', '/v1/account');
  });

  it('403 when the role lacks the permission', async () => {
    const tenant = await t.createTenant();
    const viewer = await t.createKey(tenant, 'viewer');
    const res = await t.request('/v1/probe/write', { method: 'POST', key: viewer });
    await expectProblem(res, 403, 'forbidden', '/v1/probe/write');
    expect(res.headers.get('x-ratelimit-limit')).toBe('100000');
  });

  it('404 for unknown routes', async () => {
    await expectProblem(await t.request('/v1/does-not-exist'), 404, 'not-found', '/v1/does-not-exist');
    await expectProblem(await t.request('/elsewhere'), 404, 'not-found', '/elsewhere');
  });

  it('405 with Allow for a method the path does not serve', async () => {
    const res = await t.request('/v1/health', { method: 'DELETE' });
    const doc = await expectProblem(res, 405, 'method-not-allowed', '/v1/health');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(doc.detail).toContain('DELETE');
    const keys = await t.request('/v1/api-keys', { method: 'PUT' });
    expect(keys.status).toBe(405);
    expect(keys.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('413 for a body over the route limit (declared or streamed)', async () => {
    const declared = await t.request('/v1/probe/small', { method: 'POST', body: 'x'.repeat(101) });
    await expectProblem(declared, 413, 'payload-too-large', '/v1/probe/small');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(50)));
        controller.close();
      },
    });
    const streamed = await t.request('/v1/probe/small', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    await expectProblem(streamed, 413, 'payload-too-large', '/v1/probe/small');
    const fits = await t.request('/v1/probe/small', { method: 'POST', body: 'x'.repeat(100) });
    expect(fits.status).toBe(200);
  });

  it('413 for a JSON body over the 1 MB default', async () => {
    const res = await t.request('/v1/probe/echo', { method: 'POST', json: { name: 'x'.repeat(1024 * 1024), count: 1 } });
    await expectProblem(res, 413, 'payload-too-large', '/v1/probe/echo');
  });

  it('500 without internals, logged with the request id', async () => {
    const res = await t.request('/v1/probe/boom', { headers: { 'x-request-id': 'boom-1' } });
    const text = await res.clone().text();
    await expectProblem(res, 500, 'internal', '/v1/probe/boom');
    expect(text).not.toMatch(/hunter2|secret internals|app\.ts|stack/i);
    const entry = t.logs.find((log) => log.level === 'error' && log.fields?.request_id === 'boom-1');
    expect(entry?.fields?.error).toContain('secret internals');
  });

  it('500 after authentication still carries the rate-limit header', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const res = await t.request('/v1/probe/boom-authed', { key });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-ratelimit-limit')).toBe('100000');
    expect(await res.text()).not.toContain('kaboom');
  });
});
