import { describe, expect, it } from 'vitest';
import type { H3 } from 'h3';
import { createApp } from '../../src/http/create-app';
import { defineRoute } from '../../src/http/route';
import { createLogger, type LogLevel } from '../../src/logger';
import { ALL_ROUTES } from '../../src/http/all-routes';
import { insertCodeRow } from '../helpers/insert-code-row';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const boomRoutes = [
  defineRoute({
    method: 'GET',
    path: '/probe/boom',
    operationId: 'probeBoom',
    summary: 'Fails',
    access: 'public',
    responses: { 200: { description: 'Never.' } },
    handler: () => {
      throw new Error('broken on purpose');
    },
  }),
];

/** An app over the test database whose pino logger writes into `lines`, parsed. */
function loggedApp(level: LogLevel = 'info'): { app: H3; lines: () => Record<string, unknown>[]; raw: () => string } {
  const chunks: string[] = [];
  const logger = createLogger({ level, destination: { write: (chunk: string) => void chunks.push(chunk) } });
  const app = createApp({ context: { ...t.context(), logger }, routes: [...ALL_ROUTES, boomRoutes] }).app;
  const raw = () => chunks.join('');
  const lines = () =>
    raw()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, raw };
}

const accessLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.message === 'request');

describe('the access line', () => {
  it('is one JSON line per request: method, route template, status, duration, request id; never the key or the query', async () => {
    const { app, lines, raw } = loggedApp();
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'ws_admin');
    const code = await insertCodeRow(t.db, tenant);
    const res = await app.request(`/v1/codes/${code.id}?token=query-secret-42&api_key=${key.key}`, {
      headers: { authorization: `Bearer ${key.key}`, 'x-request-id': 'req-access-1' },
    });
    expect(res.status).toBe(200);
    const [line, ...more] = accessLines(lines());
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      message: 'request',
      request_id: 'req-access-1',
      method: 'GET',
      route: '/v1/codes/{id}',
      status: 200,
      duration_ms: expect.any(Number),
    });
    expect(line!.duration_ms as number).toBeGreaterThanOrEqual(0);
    for (const secret of [key.key, 'query-secret-42', code.id, 'authorization', 'Bearer']) expect(raw()).not.toContain(secret);
  });

  it('names a made request id, and the short link by its template, not its code', async () => {
    const { app, lines, raw } = loggedApp();
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { url: 'https://example.com/logged' });
    const unknown = await app.request('/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await app.request(`/${code.shortCode}`, { headers: { 'x-request-id': 'scan-7' } })).toHaveProperty('status', 302);
    const [missing, redirect] = accessLines(lines());
    expect(missing).toMatchObject({ level: 'info', method: 'GET', route: 'unmatched', status: 404, request_id: unknown.headers.get('x-request-id') });
    expect(redirect).toMatchObject({ level: 'info', method: 'GET', route: '/{shortCode}', status: 302, request_id: 'scan-7' });
    expect(raw()).not.toContain(code.shortCode);
  });

  it('gives a short link scanned without X-Request-Id a fresh request id of its own', async () => {
    const { app, lines } = loggedApp();
    const code = await insertCodeRow(t.db, await t.createTenant(), { url: 'https://example.com/unnamed' });
    expect(await app.request(`/${code.shortCode}`)).toHaveProperty('status', 302);
    expect(await app.request(`/${code.shortCode}`)).toHaveProperty('status', 302);
    const [first, second] = accessLines(lines());
    expect(first!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.request_id).not.toBe(first!.request_id);
  });

  it('4xx: info, no stack; 5xx: error level, and the stack only in the `unhandled error` line', async () => {
    const { app, lines } = loggedApp();
    expect((await app.request('/v1/codes', { headers: { authorization: 'Bearer svc_sk_not-a-real-key-000000' } })).status).toBe(401);
    expect((await app.request('/v1/probe/boom', { headers: { 'x-request-id': 'boom-2' } })).status).toBe(500);
    const all = lines();
    const [refused, failed] = accessLines(all);
    expect(refused).toMatchObject({ level: 'info', route: '/v1/codes', status: 401 });
    expect(JSON.stringify(refused)).not.toMatch(/stack|\n\s+at /);
    expect(failed).toMatchObject({ level: 'error', route: '/v1/probe/boom', status: 500, request_id: 'boom-2' });
    expect(failed).not.toHaveProperty('error');
    const unhandled = all.find((line) => line.message === 'unhandled error');
    expect(unhandled).toMatchObject({ level: 'error', request_id: 'boom-2' });
    expect(String(unhandled!.error)).toMatch(/broken on purpose\n\s+at /);
    expect(all.filter((line) => line !== unhandled && /\n\s+at /.test(JSON.stringify(line)))).toEqual([]);
  });

  it('a 501 (a feature this deployment has no provider for) is info: it is no failure', async () => {
    const { app, lines } = loggedApp();
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'org_admin');
    expect((await app.request('/v1/billing/portal', { headers: { authorization: `Bearer ${key.key}` } })).status).toBe(501);
    expect(accessLines(lines())).toEqual([expect.objectContaining({ level: 'info', route: '/v1/billing/portal', status: 501 })]);
  });

  it('LOG_LEVEL=warn keeps only the 5xx lines', async () => {
    const { app, lines } = loggedApp('warn');
    expect((await app.request('/v1/health')).status).toBe(200);
    expect(lines()).toEqual([]);
    expect((await app.request('/v1/probe/boom')).status).toBe(500);
    expect(lines().map((line) => [line.level, line.message])).toEqual([
      ['error', 'unhandled error'],
      ['error', 'request'],
    ]);
  });
});
