import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger';
import { ShutdownHooks } from '../../src/shutdown-hooks';
import { startServer } from '../../src/start-server';
import { body, setupTestApp } from '../helpers/test-app';

// U+0000 and the year 0000 once were 500s with a stack trace in the log, on
// PGlite and PostgreSQL alike. They are refused where input is read, so nothing reaches SQL.
const t = setupTestApp();

async function setup() {
  const tenant = await t.createTenant();
  const key = await t.createKey(tenant, 'org_admin');
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', title: 'menu', url: 'https://example.com/menu', dynamic: true } });
  expect(res.status).toBe(201);
  const code = (await body(res)).data as { id: string; short_code: string };
  return { key, code };
}

function errorLines() {
  return t.logs.filter((line) => line.level === 'error');
}

async function expectProblem(res: Response, status: number, field?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const problem = await body(res);
  expect(problem.status).toBe(status);
  if (field !== undefined) expect(problem.errors).toEqual([expect.objectContaining({ field })]);
}

function cursorOf(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

describe('U+0000 in a path segment is 404', () => {
  it('short link, code, image and file routes', async () => {
    const { key, code } = await setup();
    const before = errorLines().length;
    await expectProblem(await t.request(`/${code.short_code}%00`), 404);
    await expectProblem(await t.request(`/${code.short_code}%00`, { headers: { accept: 'text/html' } }), 404);
    await expectProblem(await t.request(`/v1/codes/${code.id}%00`, { key }), 404);
    await expectProblem(await t.request(`/v1/codes/${code.id}%00/comments`, { key }), 404);
    await expectProblem(await t.request(`/v1/codes/${code.short_code}%00/qr.png`, { key }), 404);
    await expectProblem(await t.request(`/v1/codes/${code.short_code}%00/qr.svg`), 404);
    await expectProblem(await t.request('/v1/files/file_%00x', { key }), 404);
    await expectProblem(await t.request('/v1/files/file_%00x/content', { key }), 404);
    await expectProblem(await t.request('/files/file_%00x/menu.pdf'), 404);
    expect(errorLines().length).toBe(before);
    // The same short code without the NUL still answers.
    expect((await t.request(`/${code.short_code}`)).status).toBe(302);
  });
});

describe('U+0000 in a JSON string is 422 naming the field', () => {
  it('values and keys, at any depth, in every body the API reads', async () => {
    const { key, code } = await setup();
    const before = errorLines().length;
    await expectProblem(await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', title: 'a\u0000b', url: 'https://example.com', dynamic: true } }), 422, 'title');
    await expectProblem(await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { tags: ['ok', 'b\u0000'] } }), 422, 'tags.1');
    await expectProblem(await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { 'x\u0000': 1 } }), 422, 'x\u0000');
    await expectProblem(await t.request(`/v1/codes/${code.id}/comments`, { method: 'POST', key, json: { body: 'hi\u0000' } }), 422, 'body');
    await expectProblem(await t.request('/v1/organizations', { method: 'POST', key, json: { name: 'Acme\u0000', slug: 'acme-nul' } }), 422, 'name');
    expect(errorLines().length).toBe(before);
    // Nothing was written.
    expect((await body(await t.request(`/v1/codes/${code.id}/comments`, { key }))).data).toEqual([]);
  });

  it('an unpaired surrogate (jsonb refuses its escape) is refused the same way, a paired one is text', async () => {
    const { key, code } = await setup();
    const before = errorLines().length;
    await expectProblem(await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { tags: ['\ud800'] } }), 422, 'tags.0');
    await expectProblem(await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { title: 'x\udc00y' } }), 422, 'title');
    await expectProblem(await t.request('/v1/organizations', { method: 'POST', key, json: { name: 'Acme \ud83d', slug: 'acme-lone' } }), 422, 'name');
    expect(errorLines().length).toBe(before);
    const paired = await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { title: 'menu \ud83c\udf55' } });
    expect(paired.status).toBe(200);
    expect((await body(paired)).data.title).toBe('menu 🍕');
  });

  it('a multipart text field', async () => {
    const { key } = await setup();
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), 'menu.pdf');
    form.set('code_id', 'qr_\u0000');
    await expectProblem(await t.request('/v1/files', { method: 'POST', key, body: form }), 422, 'code_id');
  });

  it('a body nested far deeper than the call stack is read without overflowing it', async () => {
    const { key, code } = await setup();
    // 1 MB of brackets: as deep as the body limit allows.
    const depth = 400_000;
    const deep = `{"title":"ok","x":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, body: deep, headers: { 'content-type': 'application/json' } });
    await expectProblem(res, 422);
    expect((await t.request(`/v1/codes/${code.id}`, { key })).status).toBe(200);
  });
});

describe('U+0000 and the year 0000 in a query are 400', () => {
  it('cursor, audit filters, stats dates', async () => {
    const { key, code } = await setup();
    const before = errorLines().length;
    await expectProblem(await t.request(`/v1/codes?cursor=${cursorOf('2024-05-01T10:00:00.000Z|qr_\u0000')}`, { key }), 400, 'cursor');
    await expectProblem(await t.request('/v1/codes?cursor=0000-01-01T00:00:00Z', { key }), 400, 'cursor');
    await expectProblem(await t.request(`/v1/codes?cursor=${cursorOf('0000-01-01T00:00:00.000Z|qr_x')}`, { key }), 400, 'cursor');
    await expectProblem(await t.request(`/v1/codes/${code.id}/scans?cursor=0000-01-01T00:00:00Z`, { key }), 400, 'cursor');
    await expectProblem(await t.request('/v1/codes?cursor=%00', { key }), 400, 'cursor');
    await expectProblem(await t.request('/v1/audit-logs?action=codes.create%00', { key }), 400, 'action');
    await expectProblem(await t.request('/v1/audit-logs?resource_id=qr_%00', { key }), 400, 'resource_id');
    await expectProblem(await t.request(`/v1/codes/${code.id}/stats?from=0000-01-01`, { key }), 400, 'from');
    expect(errorLines().length).toBe(before);
  });
});

describe('expires_at outside the years 0001–9999 (UTC) is 422', () => {
  it('on create and on PATCH, with and without an offset', async () => {
    const { key, code } = await setup();
    const before = errorLines().length;
    for (const expiresAt of ['0000-01-01T00:00:00Z', '0001-01-01T00:30:00+01:00', '9999-12-31T23:59:59-05:00']) {
      await expectProblem(await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { expires_at: expiresAt } }), 422, 'expires_at');
      await expectProblem(
        await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', title: 'x', url: 'https://example.com', dynamic: true, expires_at: expiresAt } }),
        422,
        'expires_at',
      );
      await expectProblem(await t.request('/v1/api-keys', { method: 'POST', key, json: { name: 'k', role: 'viewer', expires_at: expiresAt } }), 422, 'expires_at');
    }
    expect(errorLines().length).toBe(before);
    const last = await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { expires_at: '9999-12-31T23:59:59.999Z' } });
    expect(last.status).toBe(200);
    expect((await body(last)).data.expires_at).toBe('9999-12-31T23:59:59.999Z');
  });
});

describe('over real HTTP', () => {
  it('the same refusals reach a client through Node’s parser unchanged', async () => {
    const { key, code } = await setup();
    const app = t.createApp().app;
    const server = await startServer({ app, db: t.db, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
    try {
      const auth = { authorization: `Bearer ${key.key}` };
      await expectProblem(await fetch(`${server.url}/${code.short_code}%00`), 404);
      await expectProblem(await fetch(`${server.url}/v1/files/file_%00x`, { headers: auth }), 404);
      await expectProblem(
        await fetch(`${server.url}/v1/codes`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"url":"https://example.com","title":"a\\u0000b"}' }),
        422,
        'title',
      );
      await expectProblem(await fetch(`${server.url}/v1/codes?cursor=0000-01-01T00:00:00Z`, { headers: auth }), 400, 'cursor');
      await expectProblem(await fetch(`${server.url}/v1/audit-logs?action=%00`, { headers: auth }), 400, 'action');
    } finally {
      // shutdown() closes the database too, so this block stays the last of the file.
      await server.shutdown().catch(() => {});
    }
  });
});
