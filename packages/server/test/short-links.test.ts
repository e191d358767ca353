import { describe, expect, it } from 'vitest';
import type { ScanInput } from '../src/scans/scan-input';
import { insertCodeRow } from './helpers/insert-code-row';
import { body, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

/** mulberry32: a small seeded PRNG, so the A/B test is reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('short links: redirects', () => {
  it('a live dynamic url code answers 302 with Location and no-store, with no body', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { url: 'https://example.com/spring?utm=qr' });
    const res = await t.request(`/${code.shortCode}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/spring?utm=qr');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
  });

  it('percent-encodes a non-ASCII destination for the Location header', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { url: 'https://example.com/café' });
    expect((await t.request(`/${code.shortCode}`)).headers.get('location')).toBe('https://example.com/caf%C3%A9');
  });

  it('a static url code redirects too and reads its current state on every call', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: 'https://example.org/' });
    expect((await t.request(`/${code.shortCode}`)).status).toBe(302);
    await t.db.query(`UPDATE codes SET status = 'paused' WHERE id = $1`, [code.id]);
    // No invalidation: static codes are never cached.
    expect((await t.request(`/${code.shortCode}`)).status).toBe(404);
  });

  it('HEAD answers like GET, without a body', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const res = await t.request(`/${code.shortCode}`, { method: 'HEAD' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/');
    const missing = await t.request('/no-such-code', { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });

  it('splits A/B by ab_weight_a (70 → 70 % ± 5 % to A over 1000 seeded requests)', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, {
      url: 'https://a.example/',
      ab_enabled: true,
      ab_target_url_b: 'https://b.example/',
      ab_weight_a: 70,
    });
    const app = t.createApp({ random: seeded(42) }).app;
    const counts = { 'https://a.example/': 0, 'https://b.example/': 0 } as Record<string, number>;
    for (let i = 0; i < 1000; i++) {
      const res = await app.request(`/${code.shortCode}`);
      const location = res.headers.get('location')!;
      counts[location] = (counts[location] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['https://a.example/', 'https://b.example/']);
    expect(counts['https://a.example/']! / 1000).toBeGreaterThanOrEqual(0.65);
    expect(counts['https://a.example/']! / 1000).toBeLessThanOrEqual(0.75);
  });

  it('A/B extremes: weight 100 always A, weight 0 always B; A/B off ignores the B url', async () => {
    const tenant = await t.createTenant();
    const app = t.createApp({ random: seeded(7) }).app;
    const all = await insertCodeRow(t.db, tenant, { url: 'https://a.example/', ab_enabled: true, ab_target_url_b: 'https://b.example/', ab_weight_a: 100 });
    const none = await insertCodeRow(t.db, tenant, { url: 'https://a.example/', ab_enabled: true, ab_target_url_b: 'https://b.example/', ab_weight_a: 0 });
    const off = await insertCodeRow(t.db, tenant, { url: 'https://a.example/', ab_enabled: false, ab_target_url_b: 'https://b.example/', ab_weight_a: 0 });
    for (let i = 0; i < 50; i++) {
      expect((await app.request(`/${all.shortCode}`)).headers.get('location')).toBe('https://a.example/');
      expect((await app.request(`/${none.shortCode}`)).headers.get('location')).toBe('https://b.example/');
      expect((await app.request(`/${off.shortCode}`)).headers.get('location')).toBe('https://a.example/');
    }
  });
});

describe('short links: states', () => {
  it('paused, draft, archived, flagged, deleted and unknown codes are 404', async () => {
    const tenant = await t.createTenant();
    for (const status of ['paused', 'draft', 'archived', 'flagged']) {
      const code = await insertCodeRow(t.db, tenant, { status });
      expect((await t.request(`/${code.shortCode}`)).status, status).toBe(404);
    }
    const deleted = await insertCodeRow(t.db, tenant, { status: 'archived', deleted_at: '2024-01-01T00:00:00.000Z' });
    expect((await t.request(`/${deleted.shortCode}`)).status).toBe(404);
    expect((await t.request('/unknown-code')).status).toBe(404);
    expect((await t.request(`/${'x'.repeat(300)}`)).status).toBe(404);
  });

  it('a code of a deleted organization is 404', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { is_dynamic: false });
    await t.db.query(`UPDATE organizations SET deleted_at = now() WHERE id = $1`, [tenant.organizationId]);
    expect((await t.request(`/${code.shortCode}`)).status).toBe(404);
  });

  it('expires on time (410 at expires_at), also while the dynamic code is cached', async () => {
    const tenant = await t.createTenant();
    t.clock.set('2025-03-01T12:00:00.000Z');
    try {
      const code = await insertCodeRow(t.db, tenant, { expires_at: '2025-03-01T12:00:10.000Z' });
      expect((await t.request(`/${code.shortCode}`)).status).toBe(302); // now cached
      t.clock.set('2025-03-01T12:00:09.999Z');
      expect((await t.request(`/${code.shortCode}`)).status).toBe(302);
      t.clock.set('2025-03-01T12:00:10.000Z');
      const gone = await t.request(`/${code.shortCode}`);
      expect(gone.status).toBe(410);
      expect(gone.headers.get('content-type')).toBe('application/problem+json');
      expect((await body(gone)).status).toBe(410);
    } finally {
      t.clock.set(null);
    }
  });

  it('410 after expires_at is moved into the past and the cache invalidated (as PATCH does)', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    expect((await t.request(`/${code.shortCode}`)).status).toBe(302);
    await t.db.query(`UPDATE codes SET expires_at = now() - interval '1 minute' WHERE id = $1`, [code.id]);
    t.ctx.caches.forgetCode(code.shortCode);
    expect((await t.request(`/${code.shortCode}`)).status).toBe(410);
  });

  it('browsers get small HTML pages for 404 and 410, others problem+json', async () => {
    const tenant = await t.createTenant();
    const expired = await insertCodeRow(t.db, tenant, { expires_at: '2020-01-01T00:00:00.000Z' });
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-language': 'en' };

    const notFound = await t.request('/missing-code', { headers: browser });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const notFoundHtml = await notFound.text();
    expect(notFoundHtml).toMatch(/^<!doctype html>/);
    expect(notFoundHtml).toContain('<html lang="en">');
    expect(notFoundHtml.length).toBeLessThan(4096);

    const gone = await t.request(`/${expired.shortCode}`, { headers: browser });
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await gone.text()).toContain('expired');

    const api = await t.request('/missing-code', { headers: { accept: 'application/json' } });
    expect(api.headers.get('content-type')).toBe('application/problem+json');
    expect((await body(api)).type).toBe('http://qz.test/docs/errors/not-found');
  });
});

describe('short links: content of static non-url codes', () => {
  it('shows a page with the content and an action (mailto for email)', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, {
      type: 'email',
      is_dynamic: false,
      url: null,
      content: { email_to: 'hello@example.com', email_subject: 'Hi <there>' },
    });
    const res = await t.request(`/${code.shortCode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('hello@example.com');
    expect(html).toContain('Hi &lt;there&gt;');
    expect(html).toContain('href="mailto:hello@example.com?subject=');
  });
});

describe('short links: redirect cache and the scan hook', () => {
  it('serves a dynamic code from the cache until forgetCode, then the new state', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { url: 'https://old.example/' });
    expect((await t.request(`/${code.shortCode}`)).headers.get('location')).toBe('https://old.example/');
    await t.db.query(`UPDATE codes SET url = 'https://new.example/' WHERE id = $1`, [code.id]);
    expect((await t.request(`/${code.shortCode}`)).headers.get('location')).toBe('https://old.example/');
    t.ctx.caches.forgetCode(code.shortCode);
    expect((await t.request(`/${code.shortCode}`)).headers.get('location')).toBe('https://new.example/');
    await t.db.query(`UPDATE codes SET status = 'paused' WHERE id = $1`, [code.id]);
    t.ctx.caches.forgetCode(code.shortCode);
    expect((await t.request(`/${code.shortCode}`)).status).toBe(404);
  });

  it('the cache entry lives at most 60 s', async () => {
    const tenant = await t.createTenant();
    t.clock.set('2025-04-01T00:00:00.000Z');
    try {
      const code = await insertCodeRow(t.db, tenant, { url: 'https://old.example/' });
      await t.request(`/${code.shortCode}`);
      await t.db.query(`UPDATE codes SET url = 'https://new.example/' WHERE id = $1`, [code.id]);
      t.clock.advance(59_999);
      expect((await t.request(`/${code.shortCode}`)).headers.get('location')).toBe('https://old.example/');
      t.clock.advance(1);
      expect((await t.request(`/${code.shortCode}`)).headers.get('location')).toBe('https://new.example/');
    } finally {
      t.clock.set(null);
    }
  });

  it('calls scan listeners for GET redirects and pages, not for HEAD or 404', async () => {
    const tenant = await t.createTenant();
    const scans: ScanInput[] = [];
    const off = t.ctx.scans.listen((scan) => {
      scans.push(scan);
    });
    try {
      const code = await insertCodeRow(t.db, tenant, { url: 'https://a.example/', ab_enabled: true, ab_target_url_b: 'https://b.example/', ab_weight_a: 100 });
      await t.request(`/${code.shortCode}`, { headers: { 'user-agent': 'ScannerApp/1.0' } });
      await t.request(`/${code.shortCode}`, { method: 'HEAD' });
      await t.request('/no-such-code');
      expect(scans).toHaveLength(1);
      expect(scans[0]).toMatchObject({ codeId: code.id, shortCode: code.shortCode, outcome: 'redirect', destination: 'https://a.example/', variant: 'a' });
      expect(scans[0]!.userAgent).toBe('ScannerApp/1.0');
    } finally {
      off();
    }
  });

  it('a failing listener is logged and the redirect still succeeds', async () => {
    const tenant = await t.createTenant();
    const off = t.ctx.scans.listen(() => Promise.reject(new Error('buffer full')));
    try {
      const code = await insertCodeRow(t.db, tenant);
      expect((await t.request(`/${code.shortCode}`)).status).toBe(302);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(t.logs.some((log) => log.message === 'scan listener failed')).toBe(true);
    } finally {
      off();
    }
  });
});
