import { describe, expect, it } from 'vitest';
import { body as json, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

describe('app basics', () => {
  it('serves the public health check with the envelope and a request id', async () => {
    const res = await t.request('/v1/health');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.status).toBe('ok');
    expect(body.data).toEqual({ status: 'ok' });
    expect(body.meta.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('echoes X-Request-Id', async () => {
    const res = await t.request('/v1/health', { headers: { 'x-request-id': 'req-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('req-abc-123');
    expect((await json(res)).meta.request_id).toBe('req-abc-123');
  });

  it('authenticates and answers GET /v1/account', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const res = await t.request('/v1/account', { key });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data.role).toBe('viewer');
    expect(body.data.workspace.id).toBe(tenant.workspaceId);
    expect(res.headers.get('x-ratelimit-limit')).toBe('100000');
  });
});
