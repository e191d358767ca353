import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_GRACE_MS } from '../src/domains/workspace-domain';
import { startSyncedServer, stopSyncedServers, type SyncedServer } from './helpers/synced-server';
import { body, setupTestApp, type TestKey } from './helpers/test-app';
import { startTxtDnsServer } from './helpers/txt-dns-server';

// Two servers on one PostgreSQL database, each with its own pool, caches and listener, as two
// `quietzone serve` processes have them: a custom domain verified, failed or removed through
// one is routed (or no longer routed) by the other within a second, not after its domain
// cache's minute. Included only when TEST_DATABASE_URL is set, as every `*.postgres.test.ts`.
const dns = await startTxtDnsServer();
const t = setupTestApp({ env: { DNS_SERVERS: dns.address } });

let a: SyncedServer;
let b: SyncedServer;

beforeAll(async () => {
  a = await startSyncedServer(t);
  b = await startSyncedServer(t);
}, 60_000);
afterEach(() => t.clock.set(null));
afterAll(async () => {
  await stopSyncedServers([a, b]);
  await dns.close();
});

/** A request with any Host header (fetch would send the URL's). */
function onHost(server: SyncedServer, host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(server.http.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function api(server: SyncedServer, key: TestKey, path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await fetch(`${server.http.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key.key}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return { status: res.status, json: res.status === 204 ? undefined : await body(res) };
}

interface Setup {
  readonly domain: string;
  readonly workspaceId: string;
  readonly admin: TestKey;
  readonly own: { id: string; short_code: string };
  readonly foreign: { id: string; short_code: string };
}

/** A workspace with a code and a pending custom domain (set on A), and a code of another workspace. */
async function setUp(): Promise<Setup> {
  const tenant = await t.createTenant({ plan: 'business' });
  const admin = await t.createKey(tenant, 'ws_admin');
  const stranger = await t.createKey(await t.createTenant({ plan: 'business' }), 'ws_admin');
  const domain = `sync-${Math.random().toString(36).slice(2, 10)}.example.com`;
  const set = await api(a, admin, `/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', json: { custom_domain: domain } });
  expect(set.status).toBe(200);
  dns.records.set(`_quietzone.${domain}`, [set.json.data.domain.verification.value]);
  const own = (await api(a, admin, '/v1/codes', { method: 'POST', json: { url: 'https://example.com/own' } })).json.data;
  const foreign = (await api(a, stranger, '/v1/codes', { method: 'POST', json: { url: 'https://example.com/foreign' } })).json.data;
  return { domain, workspaceId: tenant.workspaceId, admin, own, foreign };
}

/**
 * What `server` does with the domain now: `routed` when a request on it answers the workspace's
 * short link and 404 for another workspace's, and the reverse proxy's ask says yes; `plain` when
 * it is any other host (both links redirect) and the ask says no. Anything else is `mixed`.
 */
async function routing(server: SyncedServer, setup: Setup): Promise<'routed' | 'plain' | 'mixed'> {
  const own = await onHost(server, setup.domain, `/${setup.own.short_code}`);
  const foreign = await onHost(server, setup.domain, `/${setup.foreign.short_code}`);
  const ask = await fetch(`${server.http.url}/v1/domains/allowed?domain=${setup.domain}`);
  await ask.arrayBuffer();
  if (own.location !== 'https://example.com/own') return 'mixed';
  if (foreign.status === 404 && ask.status === 200) return 'routed';
  if (foreign.location === 'https://example.com/foreign' && ask.status === 404) return 'plain';
  return 'mixed';
}

/** The short_url server B gives the workspace's code. */
async function shortUrlOn(server: SyncedServer, setup: Setup): Promise<string> {
  return (await api(server, setup.admin, `/v1/codes/${setup.own.id}`)).json.data.short_url;
}

/** Polls `server` until the domain is `expected` there (short_url included); the milliseconds it took. */
async function reachedWithin(server: SyncedServer, setup: Setup, expected: 'routed' | 'plain', limitMs: number): Promise<number> {
  const shortUrl = expected === 'routed' ? `https://${setup.domain}/${setup.own.short_code}` : `${t.config.publicUrl}/${setup.own.short_code}`;
  const started = performance.now();
  let last = '';
  while (performance.now() - started < limitMs) {
    const [state, url] = await Promise.all([routing(server, setup), shortUrlOn(server, setup)]);
    if (state === expected && url === shortUrl) return performance.now() - started;
    last = `${state} ${url}`;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${setup.domain} was not ${expected} within ${limitMs} ms (last: ${last})`);
}

/** Both servers route the domain (verified through A), and B holds it in its domain cache. */
async function verifiedOnBoth(): Promise<Setup> {
  const setup = await setUp();
  expect((await api(a, setup.admin, `/v1/workspaces/${setup.workspaceId}/domain/verify`, { method: 'POST' })).json.data.domain.status).toBe('verified');
  await reachedWithin(b, setup, 'routed', 1000);
  expect(b.ctx.caches.domains.hosts.get(setup.domain, Date.now())).toMatchObject({ domain_status: 'verified' });
  return setup;
}

describe('a custom domain changed on one server, on the other', () => {
  it('verified on A: B routes it within 1 s, though B had cached it as no domain', async () => {
    const setup = await setUp();
    expect(await routing(b, setup)).toBe('plain');
    expect(await shortUrlOn(b, setup)).toBe(`${t.config.publicUrl}/${setup.own.short_code}`);
    // B now holds "not a serving domain" for the name and for the workspace's URLs.
    expect(b.ctx.caches.domains.hosts.get(setup.domain, Date.now())).toMatchObject({ domain_status: 'pending' });

    const verified = await api(a, setup.admin, `/v1/workspaces/${setup.workspaceId}/domain/verify`, { method: 'POST' });
    expect(verified.json.data.domain.status).toBe('verified');
    expect(await reachedWithin(b, setup, 'routed', 1000)).toBeLessThan(1000);
  });

  it('failed on A: B stops routing it within 1 s', async () => {
    const setup = await verifiedOnBoth();
    dns.records.delete(`_quietzone.${setup.domain}`);
    // The check that misses the record is dated past the grace period, so the failure stops
    // the domain at once rather than in 72 hours; B's cached row still says verified.
    t.clock.set(new Date(Date.now() - DOMAIN_GRACE_MS - 60_000).toISOString());
    const failed = await api(a, setup.admin, `/v1/workspaces/${setup.workspaceId}/domain/verify`, { method: 'POST' });
    t.clock.set(null);
    expect(failed.json.data.domain.status).toBe('failed');
    expect(await reachedWithin(b, setup, 'plain', 1000)).toBeLessThan(1000);
  });

  it('removed on A: B stops routing it within 1 s, and the code links PUBLIC_URL again', async () => {
    const setup = await verifiedOnBoth();
    const removed = await api(a, setup.admin, `/v1/workspaces/${setup.workspaceId}`, { method: 'PATCH', json: { custom_domain: null } });
    expect(removed.status).toBe(200);
    expect(removed.json.data.domain).toBeNull();
    expect(await reachedWithin(b, setup, 'plain', 1000)).toBeLessThan(1000);
  });
});
