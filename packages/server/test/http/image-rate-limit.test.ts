import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { createImageRateLimiter } from '../../src/http/image-rate-limit';
import { silentLogger } from '../../src/logger';
import { ShutdownHooks } from '../../src/shutdown-hooks';
import { startServer, type RunningServer } from '../../src/start-server';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.shutdown();
});

// 12:00:20 UTC: 40 s are left in the minute's window.
const T0 = '2026-03-02T12:00:20.000Z';
const WINDOW_END_S = Date.parse('2026-03-02T12:01:00.000Z') / 1000;

describe('image rate limit per client address', () => {
  it('behind TRUST_PROXY: 429 problem+json with the rate headers after N requests from one address, none for another', async () => {
    t.clock.set(T0);
    const app = t.createApp({ env: { TRUST_PROXY: 'true', IMAGE_RATE_LIMIT_PER_MINUTE: '3' } }).app;
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const get = (address: string, path = `/v1/codes/${code.shortCode}/qr.svg`, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { 'x-forwarded-for': address, ...headers } });

    // Rendered, a cache hit and a 304: each counts, however cheap.
    const first = await get('203.0.113.7');
    expect(first.status).toBe(200);
    expect((await get('203.0.113.7')).status).toBe(200);
    expect((await get('203.0.113.7', undefined, { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
    // Image responses carry no rate headers: shared caches store them.
    expect(first.headers.get('x-ratelimit-remaining')).toBeNull();

    const limited = await get('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('application/problem+json');
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String(WINDOW_END_S));
    expect(await body(limited)).toMatchObject({ status: 429, type: 'http://qz.test/docs/errors/rate-limited' });
    // Every image route and every code share the address's count.
    expect((await get('203.0.113.7', `/v1/codes/${code.shortCode}/qr.png`)).status).toBe(429);

    // Another address, or the same one as the LAST X-Forwarded-For entry (the one the proxy appended).
    expect((await get('198.51.100.9')).status).toBe(200);
    expect((await get('203.0.113.7, 198.51.100.9')).status).toBe(200);
    expect((await get('198.51.100.9, 203.0.113.7')).status).toBe(429);

    // Short links are not image routes.
    expect((await get('203.0.113.7', `/${code.shortCode}`)).status).toBe(302);

    // The next minute is a new window.
    t.clock.set(new Date(WINDOW_END_S * 1000).toISOString());
    expect((await get('203.0.113.7')).status).toBe(200);
    t.clock.set(null);
  });

  it('without TRUST_PROXY the socket address counts and X-Forwarded-For is ignored (over HTTP)', async () => {
    const app = t.createApp({ env: { IMAGE_RATE_LIMIT_PER_MINUTE: '2' } }).app;
    const db: Db = { dialect: t.db.dialect, query: (q, p) => t.db.query(q, p), exec: (s) => t.db.exec(s), transaction: (fn) => t.db.transaction(fn), close: async () => {} };
    const server = await startServer({ app, db, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
    servers.push(server);
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const statuses: number[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const res = await fetch(`${server.url}/v1/codes/${code.shortCode}/qr.svg`, { headers: { 'x-forwarded-for': address } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('in-process requests without a socket have no address and are not counted', async () => {
    const app = t.createApp({ env: { IMAGE_RATE_LIMIT_PER_MINUTE: '1' } }).app;
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    for (let i = 0; i < 3; i++) expect((await app.request(`/v1/codes/${code.shortCode}/qr.svg`)).status).toBe(200);
  });
});

describe('createImageRateLimiter', () => {
  const at = Date.parse(T0);

  it('counts per address on a fixed one-minute window', () => {
    const limiter = createImageRateLimiter(2);
    expect([1, 2, 3].map(() => limiter.count('a', at))).toEqual([
      { limit: 2, remaining: 1, reset: WINDOW_END_S, exceeded: false },
      { limit: 2, remaining: 0, reset: WINDOW_END_S, exceeded: false },
      { limit: 2, remaining: 0, reset: WINDOW_END_S, exceeded: true },
    ]);
    expect(limiter.count('b', at + 39_999).exceeded).toBe(false);
    expect(limiter.count('a', WINDOW_END_S * 1000)).toMatchObject({ remaining: 1, exceeded: false, reset: WINDOW_END_S + 60 });
    // A new window forgets every address of the last one.
    expect(limiter.size).toBe(1);
  });

  it('keeps at most maxAddresses, forgetting addresses idle while half the bound of others arrived', () => {
    const limiter = createImageRateLimiter(1, 4);
    for (const address of ['a', 'b', 'c']) limiter.count(address, at);
    expect(limiter.count('a', at).exceeded).toBe(true); // seen again: kept
    limiter.count('d', at);
    limiter.count('e', at);
    expect(limiter.size).toBeLessThanOrEqual(4);
    expect(limiter.count('a', at).exceeded).toBe(true);
    expect(limiter.count('b', at).exceeded).toBe(false); // idle since: forgotten, starts again at one
    expect(limiter.count('e', at).exceeded).toBe(true);
  });

  it('a flood of addresses in one window never grows past the bound, and a busy address stays counted', () => {
    const limiter = createImageRateLimiter(600, 1000);
    let busy = 0;
    for (let i = 0; i < 50_000; i++) {
      limiter.count(`2001:db8::${i.toString(16)}`, at);
      if (i % 100 === 0) {
        busy++;
        limiter.count('203.0.113.7', at);
        expect(limiter.size).toBeLessThanOrEqual(1000);
      }
    }
    expect(limiter.count('203.0.113.7', at).remaining).toBe(600 - busy - 1);
  });
});
