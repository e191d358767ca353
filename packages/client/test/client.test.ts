import { describe, expect, it } from 'vitest';
import { setupTestApp, type TestKey } from '../../server/test/helpers/test-app';
import { createQuietzoneClient, QuietzoneProblem, type components } from '../src/index';

// The client against the real server, in process: the server's test harness (fresh database,
// the app's own fetch) behind the client's `fetch` option.
const t = setupTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A client of a fresh workspace, and every request it sent. */
async function clientOfNewWorkspace(options: { baseUrl?: string } = {}) {
  const key: TestKey = await t.createKey(await t.createTenant(), 'ws_admin');
  const sent: Request[] = [];
  const client = createQuietzoneClient({
    baseUrl: options.baseUrl ?? t.config.publicUrl,
    apiKey: key.key,
    fetch: async (request) => {
      sent.push(request.clone());
      return t.app.fetch(request);
    },
  });
  return { client, sent, key };
}

describe('createQuietzoneClient against the in-process server', () => {
  it('creates and reads a code: the key as Bearer, the envelope unwrapped to its data', async () => {
    const { client, sent, key } = await clientOfNewWorkspace();
    const code: components['schemas']['Code'] = await client.post('/codes', { body: { url: 'https://example.com/menu' } });
    expect(code.url).toBe('https://example.com/menu');
    const read = await client.get('/codes/{id}', { params: { path: { id: code.id } } });
    expect(read.short_code).toBe(code.short_code);
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['POST /v1/codes', `GET /v1/codes/${code.id}`]);
    expect(sent.every((request) => request.headers.get('authorization') === `Bearer ${key.key}`)).toBe(true);
  });

  it('sends a random Idempotency-Key on creates that read one, and only there', async () => {
    const { client, sent } = await clientOfNewWorkspace();
    const first = await client.post('/codes', { body: { url: 'https://example.com/a' } });
    const second = await client.post('/codes', { body: { url: 'https://example.com/a' } });
    expect(second.id).not.toBe(first.id);
    await client.post('/codes/{id}/comments', { params: { path: { id: first.id } }, body: { body: 'Reprint in June.' } });
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });

  it('keeps an Idempotency-Key the caller gives: the retry replays the first answer', async () => {
    const { client, sent } = await clientOfNewWorkspace();
    const header = { 'Idempotency-Key': '3b241101-e2bb-4255-8caf-4136c566a962' };
    const first = await client.post('/codes', { params: { header }, body: { url: 'https://example.com/once' } });
    const retry = await client.post('/codes', { params: { header }, body: { url: 'https://example.com/once' } });
    expect(retry.id).toBe(first.id);
    expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual([header['Idempotency-Key'], header['Idempotency-Key']]);
  });

  it('follows cursors: paginate yields every item of every page once', async () => {
    const { client, sent } = await clientOfNewWorkspace();
    const made = new Set<string>();
    for (let index = 0; index < 5; index += 1) made.add((await client.post('/codes', { body: { url: `https://example.com/${index}` } })).id);
    sent.length = 0;
    const listed: string[] = [];
    for await (const code of client.paginate('/codes', { params: { query: { limit: 2, status: 'live' } } })) listed.push(code.id);
    expect(listed).toHaveLength(5);
    expect(new Set(listed)).toEqual(made);
    const pages = sent.map((request) => new URL(request.url).searchParams);
    expect(pages).toHaveLength(3);
    expect(pages.map((query) => query.get('limit'))).toEqual(['2', '2', '2']);
    expect(pages.map((query) => query.get('status'))).toEqual(['live', 'live', 'live']);
    expect(pages[0]!.has('cursor')).toBe(false);
    expect(pages[1]!.get('cursor')).toBeTruthy();
  });

  it('stops after one page of an empty list', async () => {
    const { client, sent } = await clientOfNewWorkspace();
    const listed = [];
    for await (const code of client.paginate('/codes')) listed.push(code);
    expect(listed).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('resolves a 204 to undefined', async () => {
    const { client } = await clientOfNewWorkspace();
    const code = await client.post('/codes', { body: { url: 'https://example.com/gone' } });
    await expect(client.delete('/codes/{id}', { params: { path: { id: code.id } } })).resolves.toBeUndefined();
  });

  it('reads a body that is not JSON by its media type: CSV as text, XLSX and PNG as a Blob', async () => {
    const { client } = await clientOfNewWorkspace();
    const code = await client.post('/codes', { body: { url: 'https://example.com/csv' } });
    const csv = await client.get('/codes.csv');
    expect(typeof csv).toBe('string');
    expect(csv as string).toContain(code.short_code);
    const xlsx = await client.get('/codes.xlsx');
    expect(xlsx).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (xlsx as Blob).arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    const png = await client.get('/codes/{code}/qr.png', { params: { path: { code: code.short_code } } });
    expect(new Uint8Array(await (png as Blob).arrayBuffer()).subarray(1, 4)).toEqual(new TextEncoder().encode('PNG'));
    expect(await client.get('/codes.csv', { parseAs: 'text' })).toBe(csv);
  });

  it('throws a QuietzoneProblem with the problem document: status, type, title, detail, request id', async () => {
    const { client } = await clientOfNewWorkspace();
    const error = await client.get('/codes/{id}', { params: { path: { id: 'qr_doesnotexist' } } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuietzoneProblem);
    const problem = error as QuietzoneProblem;
    expect(problem.status).toBe(404);
    expect(problem.type).toBe(`${t.config.docsUrl}/errors/not-found`);
    expect(problem.title).toBe('Not Found');
    expect(problem.detail).toBeTruthy();
    expect(problem.instance).toBe('/v1/codes/qr_doesnotexist');
    expect(problem.requestId).toBe(problem.response.headers.get('x-request-id'));
    expect(problem.message).toContain('404 Not Found');
  });

  it('carries the field errors of a refused body', async () => {
    const { client } = await clientOfNewWorkspace();
    const error = await client.post('/codes', { body: { url: 'ftp://example.com/file' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuietzoneProblem);
    const problem = error as QuietzoneProblem;
    expect([400, 422]).toContain(problem.status);
    expect(problem.errors.map((fieldError) => fieldError.field)).toContain('url');
  });

  it('throws 401 without a key', async () => {
    const client = createQuietzoneClient({ baseUrl: t.config.publicUrl, fetch: async (request) => t.app.fetch(request) });
    await expect(client.get('/codes')).rejects.toMatchObject({ name: 'QuietzoneProblem', status: 401, type: `${t.config.docsUrl}/errors/authentication` });
  });

  it('makes a problem of an error answer that is no problem document (a proxy page)', async () => {
    const client = createQuietzoneClient({
      baseUrl: 'https://qr.example.com',
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }),
    });
    await expect(client.get('/codes')).rejects.toMatchObject({ status: 502, type: 'about:blank', title: 'Bad Gateway' });
  });

  it('takes a base URL with or without /v1 and a trailing slash', async () => {
    for (const baseUrl of [`${t.config.publicUrl}/`, `${t.config.publicUrl}/v1`, `${t.config.publicUrl}/v1/`]) {
      const { client, sent } = await clientOfNewWorkspace({ baseUrl });
      await client.get('/codes');
      expect(new URL(sent[0]!.url).pathname, baseUrl).toBe('/v1/codes');
    }
  });
});

/**
 * Compile-time checks (never run; `pnpm typecheck` fails if the types loosen): the paths,
 * bodies and answers are the document's.
 */
export function typesFollowTheDocument(client: ReturnType<typeof createQuietzoneClient>): void {
  // @ts-expect-error: no such path in the API
  void client.get('/no-such-path');
  // @ts-expect-error: /codes/{id} is no list (it takes no cursor)
  void client.paginate('/codes/{id}', { params: { path: { id: 'qr_x' } } });
  // @ts-expect-error: the path parameter is required
  void client.get('/codes/{id}');
  // @ts-expect-error: `url` is a string
  void client.post('/codes', { body: { url: 42 } });
  void client.get('/codes').then((codes) => {
    // @ts-expect-error: answers are typed: `short_code` is a string
    const wrong: number | undefined = codes[0]?.short_code;
    void wrong;
    const shortCodes: string[] = codes.map((code) => code.short_code);
    return shortCodes;
  });
}
