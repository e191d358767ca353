import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DOMAIN_ASKS_PER_MINUTE } from '../../src/domains/domain-cache';
import { recheckDomains } from '../../src/domains/recheck-domains';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';
import { startTxtDnsServer } from '../helpers/txt-dns-server';

const dns = await startTxtDnsServer();
// TRUST_PROXY: the asks' limit counts per client address, given here as X-Forwarded-For.
const t = setupTestApp({ env: { DNS_SERVERS: dns.address, TRUST_PROXY: 'true' } });

afterEach(() => t.clock.set(null));
afterAll(() => dns.close());

let domainCount = 0;
/** A domain no other test uses (the index is unique across the instance). */
function freshDomain(): string {
  domainCount++;
  return `qr${domainCount}-${Math.random().toString(36).slice(2, 8)}.example.com`;
}

async function tenantWithKey(): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant();
  return { tenant, key: await t.createKey(tenant, 'ws_admin') };
}

async function setDomain(tenant: Tenant, key: TestKey, domain: string | null) {
  const res = await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', key, json: { custom_domain: domain } });
  return { status: res.status, json: await body(res) };
}

async function verify(tenant: Tenant, key: TestKey) {
  const res = await t.request(`/v1/workspaces/${tenant.workspaceId}/domain/verify`, { method: 'POST', key });
  return { status: res.status, json: await body(res) };
}

/** A tenant whose workspace has a verified custom domain. */
async function verifiedTenant() {
  const { tenant, key } = await tenantWithKey();
  const domain = freshDomain();
  const set = await setDomain(tenant, key, domain);
  dns.records.set(`_quietzone.${domain}`, ['unrelated', set.json.data.domain.verification.value]);
  expect((await verify(tenant, key)).json.data.domain.status).toBe('verified');
  return { tenant, key, domain };
}

async function createCode(key: TestKey, url = 'https://example.com/menu') {
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { url } });
  expect(res.status).toBe(201);
  return (await body(res)).data as { id: string; short_code: string; short_url: string; image_svg_url: string };
}

function onHost(host: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return t.request(path, { ...init, headers: { ...init.headers, host } });
}

describe('custom domains', () => {
  it('stores a domain in lower-case ASCII, pending, with a TXT record to publish', async () => {
    const { tenant, key } = await tenantWithKey();
    const suffix = Math.random().toString(36).slice(2, 8);
    const set = await setDomain(tenant, key, `Bücher-${suffix}.Example`);
    expect(set.status).toBe(200);
    const name = new URL(`http://bücher-${suffix}.example`).hostname;
    expect(name.startsWith('xn--')).toBe(true);
    expect(set.json.data.custom_domain).toBe(name);
    expect(set.json.data.domain).toEqual({
      name,
      status: 'pending',
      verification: { type: 'dns-txt', name: `_quietzone.${name}`, value: expect.stringMatching(/^[0-9a-f]{32}$/) },
      verified_at: null,
    });
    const again = await t.request(`/v1/workspaces/${tenant.workspaceId}`, { key });
    expect((await body(again)).data.domain.verification.value).toBe(set.json.data.domain.verification.value);
  });

  it('refuses a domain another workspace has, in any organization (409), and releases it on null', async () => {
    const first = await tenantWithKey();
    const second = await tenantWithKey();
    const domain = freshDomain();
    expect((await setDomain(first.tenant, first.key, domain)).status).toBe(200);
    const taken = await setDomain(second.tenant, second.key, domain.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual([{ field: 'custom_domain', message: 'already used by another workspace' }]);
    const cleared = await setDomain(first.tenant, first.key, null);
    expect(cleared.json.data).toMatchObject({ custom_domain: null, domain: null });
    expect((await setDomain(second.tenant, second.key, domain)).status).toBe(200);
  });

  it('refuses what is not a host name (422)', async () => {
    const { tenant, key } = await tenantWithKey();
    for (const bad of ['qr.example.com:8443', 'https://qr.example.com', '127.0.0.1', 'localhost', 'qr..example.com']) {
      expect((await setDomain(tenant, key, bad)).status, bad).toBe(422);
    }
  });

  it('verifies only when the TXT record carries the token; a new domain starts over', async () => {
    const { tenant, key } = await tenantWithKey();
    const domain = freshDomain();
    const set = await setDomain(tenant, key, domain);
    expect((await verify(tenant, key)).json.data.domain.status).toBe('pending');
    dns.records.set(`_quietzone.${domain}`, ['not-the-token']);
    expect((await verify(tenant, key)).json.data.domain.status).toBe('pending');
    t.clock.set('2026-05-01T10:00:00.000Z');
    dns.records.set(`_quietzone.${domain}`, [set.json.data.domain.verification.value]);
    const verified = await verify(tenant, key);
    expect(verified.status).toBe(200);
    expect(verified.json.data.domain).toMatchObject({ status: 'verified', verified_at: '2026-05-01T10:00:00.000Z' });
    const moved = await setDomain(tenant, key, freshDomain());
    expect(moved.json.data.domain.status).toBe('pending');
    expect(moved.json.data.domain.verification.value).not.toBe(set.json.data.domain.verification.value);
  });

  it('answers 409 to verify without a domain', async () => {
    const { tenant, key } = await tenantWithKey();
    expect((await verify(tenant, key)).status).toBe(409);
  });

  it("serves the workspace's short links, images and pages on its verified domain, and nothing of another workspace", async () => {
    const { key, domain } = await verifiedTenant();
    const other = await tenantWithKey();
    const own = await createCode(key);
    const foreign = await createCode(other.key);
    expect(own.short_url).toBe(`https://${domain}/${own.short_code}`);
    expect(own.image_svg_url).toBe(`https://${domain}/v1/codes/${own.short_code}/qr.svg`);
    expect(foreign.short_url).toBe(`${t.config.publicUrl}/${foreign.short_code}`);

    const redirect = await onHost(domain, `/${own.short_code}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://example.com/menu');
    expect((await onHost(domain, `/${foreign.short_code}`)).status).toBe(404);
    // The PUBLIC_URL link of a code keeps working.
    expect((await t.request(`/${own.short_code}`)).status).toBe(302);
    expect((await t.request(`/${foreign.short_code}`)).status).toBe(302);

    const image = await onHost(domain, `/v1/codes/${own.short_code}/qr.svg`);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
    expect((await onHost(domain, `/v1/codes/${foreign.short_code}/qr.svg`)).status).toBe(404);
  });

  it('serves no API, docs or health on a custom domain', async () => {
    const { key, domain } = await verifiedTenant();
    for (const path of ['/v1/health', '/v1/codes', '/v1/openapi.json', '/docs', `/v1/domains/allowed?domain=${domain}`]) {
      const res = await onHost(domain, path, { headers: { authorization: `Bearer ${key.key}` } });
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it('serves nothing special on a pending domain: it is any other host', async () => {
    const { tenant, key } = await tenantWithKey();
    const domain = freshDomain();
    await setDomain(tenant, key, domain);
    const code = await createCode(key);
    expect(code.short_url).toBe(`${t.config.publicUrl}/${code.short_code}`);
    expect((await onHost(domain, '/v1/health')).status).toBe(200);
  });

  it('tells the reverse proxy which names are served: 200 for a verified domain only', async () => {
    const { domain } = await verifiedTenant();
    const pending = await tenantWithKey();
    const pendingDomain = freshDomain();
    await setDomain(pending.tenant, pending.key, pendingDomain);
    const ask = (name: string) => t.request(`/v1/domains/allowed?domain=${encodeURIComponent(name)}`);
    const yes = await ask(domain.toUpperCase());
    expect(yes.status).toBe(200);
    expect(await yes.text()).toBe('ok');
    expect((await ask(pendingDomain)).status).toBe(404);
    expect((await ask('unknown.example.org')).status).toBe(404);
    expect((await ask('127.0.0.1')).status).toBe(404);
    expect((await t.request('/v1/domains/allowed')).status).toBe(400);
  });

  it(`limits the asks to ${DOMAIN_ASKS_PER_MINUTE} per client address and minute: then 429 problem+json that tells nothing of the name`, async () => {
    const { domain } = await verifiedTenant();
    t.clock.set('2026-06-01T00:00:05.000Z');
    const ask = (name: string, address: string) =>
      t.request(`/v1/domains/allowed?domain=${encodeURIComponent(name)}`, { headers: { 'x-forwarded-for': address } });
    const prober = '203.0.113.77';
    // Verified and unknown names count alike: the limit is on the asker, not the name.
    for (let n = 0; n < DOMAIN_ASKS_PER_MINUTE; n++) {
      const res = await ask(n % 2 === 0 ? domain : `probe-${n}.example.org`, prober);
      expect(res.status).toBe(n % 2 === 0 ? 200 : 404);
    }
    const refusals = [await ask(domain, prober), await ask('unknown.example.org', prober)];
    const answers = await Promise.all(
      refusals.map(async (res) => ({
        status: res.status,
        type: res.headers.get('content-type'),
        retryAfter: res.headers.get('retry-after'),
        body: await res.text(),
      })),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 429, type: expect.stringContaining('application/problem+json'), retryAfter: '55' });
    const problem = JSON.parse(answers[0]!.body);
    expect(problem.status).toBe(429);
    expect(answers[0]!.body).not.toContain(domain);
    expect(answers[0]!.body).not.toContain('example');
    // Another address is not held back; the next minute starts the count again.
    expect((await ask(domain, '203.0.113.78')).status).toBe(200);
    t.clock.set('2026-06-01T00:01:00.000Z');
    expect((await ask(domain, prober)).status).toBe(200);
  });

  it('fails a domain whose record went away, keeps serving it 72 hours, then stops (workspace.domain_failed)', async () => {
    t.clock.set('2026-06-01T00:00:00.000Z');
    const { tenant, key, domain } = await verifiedTenant();
    const code = await createCode(key);
    dns.records.delete(`_quietzone.${domain}`);

    // A day later the re-check misses the record.
    t.clock.set('2026-06-02T00:00:01.000Z');
    expect(await recheckDomains(t.ctx)).toBeGreaterThanOrEqual(1);
    const failed = await body(await t.request(`/v1/workspaces/${tenant.workspaceId}`, { key }));
    expect(failed.data.domain.status).toBe('failed');
    const events = await t.db.query<{ data: { domain: { status: string } } }>(`SELECT data FROM events WHERE workspace_id = $1 AND type = 'workspace.domain_failed'`, [
      tenant.workspaceId,
    ]);
    expect(events.map((event) => event.data.domain.status)).toEqual(['failed']);
    expect((await onHost(domain, `/${code.short_code}`)).status).toBe(302);

    // Still failing three days after the first failed check: no longer served.
    t.clock.set('2026-06-05T00:00:02.000Z');
    await recheckDomains(t.ctx);
    expect((await onHost(domain, `/${code.short_code}`)).status).toBe(302); // any other host: the service as usual
    expect((await onHost(domain, '/v1/health')).status).toBe(200);
    expect((await t.request(`/v1/domains/allowed?domain=${domain}`)).status).toBe(404);
    const afterGrace = await body(await t.request(`/v1/codes/${code.id}`, { key }));
    expect(afterGrace.data.short_url).toBe(`${t.config.publicUrl}/${code.short_code}`);
    expect(
      (await t.db.query(`SELECT 1 FROM events WHERE workspace_id = $1 AND type = 'workspace.domain_failed'`, [tenant.workspaceId])).length,
    ).toBe(1);

    // The record back: the next re-check verifies it again.
    dns.records.set(`_quietzone.${domain}`, [failed.data.domain.verification.value]);
    await recheckDomains(t.ctx);
    expect((await t.request(`/v1/domains/allowed?domain=${domain}`)).status).toBe(200);
  });
});
