import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import type { ServedApp } from '../../src/http/create-app';
import { silentLogger } from '../../src/logger';
import type { ScanInput } from '../../src/scans/scan-input';
import { ShutdownHooks } from '../../src/shutdown-hooks';
import { startServer, type RunningServer } from '../../src/start-server';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { parsePrometheus } from '../helpers/parse-prometheus';
import { setupTestApp, type TestKey } from '../helpers/test-app';

/**
 * The node fast path (http/node-fast-path.ts) answers cached short links and resolver paths
 * before h3 does. Over real HTTP: the first request of a code or path is a cache miss, which
 * h3 answers (and which fills the cache); the next ones are answered by the fast path. Both
 * answers must be the same, header for header, with the same scan, access line and metrics.
 */
const t = setupTestApp();
const proxiedEnv = { TRUST_PROXY: 'true' };
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Headers node writes itself, or that differ only in how a bodiless answer is framed. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

let server: RunningServer;
let proxied: RunningServer;
let key: TestKey;
const fastAnswers = { count: 0 };
const scans: ScanInput[] = [];

/** The database stays open for the test harness when a server shuts down. */
function keepOpen(db: Db): Db {
  return { dialect: db.dialect, query: (text, params) => db.query(text, params), exec: (script) => db.exec(script), transaction: (fn) => db.transaction(fn), close: async () => {} };
}

/** Starts an app's server with its fast path counted. */
async function serve({ app, fastPath }: ServedApp): Promise<RunningServer> {
  const counted = (request: IncomingMessage, response: ServerResponse) => {
    const answered = fastPath!(request, response);
    if (answered) fastAnswers.count++;
    return answered;
  };
  return startServer({ app, fastPath: counted, db: keepOpen(t.db), hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  const tenant = await t.createTenant({ plan: 'business' });
  key = await t.createKey(tenant, 'ws_admin');
  t.ctx.scans.listen((scan) => void scans.push(scan));
  server = await serve(t.served);
  proxied = await serve(t.createApp({ env: proxiedEnv }));
}, 60_000);
afterAll(async () => {
  await server?.shutdown();
  await proxied?.shutdown();
});

async function createCode(extra: Record<string, unknown> = {}): Promise<{ id: string; short_code: string }> {
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', url: 'https://example.com/landing?x=1', is_dynamic: true, ...extra } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string; short_code: string } }).data;
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** Whether the fast path answered it. */
  readonly fast: boolean;
}

async function get(base: RunningServer, path: string, init: RequestInit = {}): Promise<Answer> {
  const before = fastAnswers.count;
  const res = await fetch(`${base.url}${path}`, { redirect: 'manual', ...init });
  const body = await res.text();
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !FRAMING.has(name)));
  return { status: res.status, headers, body, fast: fastAnswers.count > before };
}

/** h3's answer to the same request, in-process (`app.request`). */
async function h3Answer(path: string, init: RequestInit = {}): Promise<Omit<Answer, 'fast'>> {
  const res = await t.request(path, init);
  const body = await res.text();
  return { status: res.status, headers: Object.fromEntries([...res.headers].filter(([name]) => !FRAMING.has(name))), body };
}

/** The first answer (h3, filling the cache) and the second (the fast path), compared. */
async function slowThenFast(base: RunningServer, path: string, init: RequestInit = {}): Promise<[Answer, Answer]> {
  const slow = await get(base, path, init);
  const fast = await get(base, path, init);
  expect(slow.fast).toBe(false);
  expect(fast.fast).toBe(true);
  expect(fast.status).toBe(slow.status);
  expect(fast.headers).toEqual(slow.headers);
  expect(fast.body).toBe(slow.body);
  return [slow, fast];
}

describe('the node fast path: short links', () => {
  it('answers a cached code as h3 does: same 302, same scan, the access line and the metrics', async () => {
    const code = await createCode();
    scans.length = 0;
    const [, fast] = await slowThenFast(server, `/${code.short_code}`, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'accept-language': 'de-DE', 'x-request-id': 'fast-path-test-1' } });
    expect(fast.status).toBe(302);
    expect(fast.headers).toEqual({ location: 'https://example.com/landing?x=1', 'cache-control': 'no-store' });
    expect(scans).toHaveLength(2);
    const [slowScan, fastScan] = scans.map(({ at: _at, ...scan }) => scan);
    expect(fastScan).toEqual(slowScan);
    expect(fastScan).toMatchObject({ codeId: code.id, outcome: 'redirect', userAgent: expect.stringContaining('iPhone'), acceptLanguage: 'de-DE', ip: '127.0.0.1' });
    const lines = t.logs.filter((line) => line.message === 'request' && line.fields?.['request_id'] === 'fast-path-test-1');
    expect(lines.map((line) => line.fields)).toEqual([0, 1].map(() => ({ request_id: 'fast-path-test-1', method: 'GET', route: '/{shortCode}', status: 302, duration_ms: expect.any(Number) })));
    const metrics = parsePrometheus(await t.ctx.metrics.registry.metrics());
    const redirects = metrics.find((sample) => sample.name === 'quietzone_short_link_requests_total' && sample.labels['status'] === '302');
    expect(redirects?.value).toBeGreaterThanOrEqual(2);
  });

  it('records no scan for a HEAD and gives every request without X-Request-Id its own id', async () => {
    const code = await createCode();
    await get(server, `/${code.short_code}`);
    scans.length = 0;
    const logged = t.logs.length;
    const head = await get(server, `/${code.short_code}`, { method: 'HEAD' });
    const again = await get(server, `/${code.short_code}`, { method: 'HEAD' });
    expect([head.fast, again.fast]).toEqual([true, true]);
    expect(head.status).toBe(302);
    expect(head.headers['location']).toBe('https://example.com/landing?x=1');
    expect(scans).toEqual([]);
    const ids = t.logs.slice(logged).filter((line) => line.message === 'request').map((line) => line.fields?.['request_id']);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('takes the visitor from the last X-Forwarded-For entry behind a trusted proxy, as h3 does', async () => {
    const code = await createCode();
    scans.length = 0;
    await slowThenFast(proxied, `/${code.short_code}`, { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' } });
    expect(scans.map((scan) => scan.ip)).toEqual(['203.0.113.9', '203.0.113.9']);
  });

  it('matches destination rules as h3 does', async () => {
    const code = await createCode({ rules: [{ when: { os: ['android'] }, url: 'https://play.example.com/app' }, { when: { language: ['fr'] }, url: 'https://example.com/fr' }] });
    const [, android] = await slowThenFast(server, `/${code.short_code}`, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' } });
    expect(android.headers['location']).toBe('https://play.example.com/app');
    const french = await get(server, `/${code.short_code}`, { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(french).toMatchObject({ fast: true, headers: { location: 'https://example.com/fr' } });
    expect(scans.at(-1)).toMatchObject({ codeId: code.id, rule: 1 });
  });

  it('leaves pages, passwords, scan limits, refusals and unknown codes to h3', async () => {
    const landing = await createCode({ is_landing_page: true, landing_page: { title: 'Hello' } });
    const password = await createCode({ password: 'correct horse battery' });
    const limited = await createCode({ max_scans: 5 });
    const paused = await createCode();
    const patched = await t.request(`/v1/codes/${paused.id}`, { method: 'PATCH', key, json: { status: 'paused' } });
    expect(patched.status).toBe(200);
    for (const code of [landing, password, limited, paused]) {
      const answers = [await get(server, `/${code.short_code}`), await get(server, `/${code.short_code}`)];
      expect(answers.map((answer) => answer.fast)).toEqual([false, false]);
    }
    expect(await get(server, '/NoSuchCode9')).toMatchObject({ fast: false, status: 404 });
    // Not a plain short code: percent-encoded, dotted, or another route's path.
    for (const path of ['/Ab%43', '/a.b', '/docs', `/${'x'.repeat(65)}`]) expect((await get(server, path)).fast).toBe(false);
  });

  it('forgets a code at once when it changes: the next request is h3 again', async () => {
    const code = await createCode();
    await slowThenFast(server, `/${code.short_code}`);
    const patched = await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { url: 'https://example.com/changed' } });
    expect(patched.status).toBe(200);
    const [slow] = await slowThenFast(server, `/${code.short_code}`);
    expect(slow.headers['location']).toBe('https://example.com/changed');
  });
});

describe('the node fast path: resolver', () => {
  let gtin: string;
  let path: string;

  beforeAll(async () => {
    const tenant = await t.createTenant();
    gtin = testGtin(950600013800);
    path = `/01/${gtin}/21/FAST-1`;
    await insertPassportRow(t.db, tenant, {
      gtin,
      serial: 'FAST-1',
      manufacturer: { name: 'Volta Cells GmbH', address: 'Werkstraße 1, 10115 Berlin', country: 'DE' },
      links: [
        { link_type: 'gs1:pip', url: 'https://example.com/en', title: 'Product', language: 'en', default: true },
        { link_type: 'gs1:pip', url: 'https://example.com/de', title: 'Produkt', language: 'de' },
      ],
    });
  });

  it('answers a cached path as h3 does: 307 per linkType and Accept-Language, and a scan of the passport each', async () => {
    scans.length = 0;
    const [, english] = await slowThenFast(server, `${path}?linkType=gs1:pip`);
    expect(english.status).toBe(307);
    expect(english.headers).toMatchObject({ location: 'https://example.com/en', vary: 'Accept, Accept-Language', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
    expect(english.headers['link']).toContain('rel="linkset"');
    const german = await get(server, `${path}?linkType=gs1%3Apip`, { headers: { 'accept-language': 'de' } });
    expect(german).toMatchObject({ fast: true, status: 307, headers: { location: 'https://example.com/de' } });
    expect(scans.map((scan) => [scan.subject, scan.outcome, scan.destination])).toEqual([
      ['passport', 'redirect', 'https://example.com/en'],
      ['passport', 'redirect', 'https://example.com/en'],
      ['passport', 'redirect', 'https://example.com/de'],
    ]);
  });

  it('answers the documents as h3 does: the HTML page, JSON, the linkset; a HEAD without body or scan', async () => {
    await get(server, path);
    const documents: readonly (readonly [query: string, accept: string, type: string])[] = [
      ['', BROWSER, 'text/html'],
      ['', '*/*', 'application/json'],
      ['?linkType=all', '*/*', 'application/linkset+json'],
      ['', 'application/ld+json', 'application/ld+json'],
    ];
    for (const [query, accept, type] of documents) {
      const { fast, ...answer } = await get(server, `${path}${query}`, { headers: { accept } });
      expect(fast).toBe(true);
      expect(answer).toEqual(await h3Answer(`${path}${query}`, { headers: { accept } }));
      expect(answer).toMatchObject({ status: 200, headers: { 'content-type': expect.stringContaining(type) } });
    }
    const page = await get(server, path, { headers: { accept: BROWSER } });
    expect(page.body).toContain('<html');
    scans.length = 0;
    const res = await fetch(`${server.url}${path}`, { method: 'HEAD', headers: { accept: BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(page.body)));
    expect(await res.text()).toBe('');
    expect(scans).toEqual([]);
  });

  it('logs and meters its answers under the resolver route', async () => {
    await get(server, path, { headers: { 'x-request-id': 'fast-path-resolver' } });
    const line = t.logs.find((entry) => entry.fields?.['request_id'] === 'fast-path-resolver');
    expect(line?.fields).toMatchObject({ method: 'GET', route: '/01/{gtin}/{ai1}/{value1}', status: 200 });
  });
});
