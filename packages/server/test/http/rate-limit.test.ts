import { describe, expect, it } from 'vitest';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });

describe('rate limit per key', () => {
  it('sends X-RateLimit-Limit on every authenticated response and 429 with the four headers past the limit', async () => {
    t.clock.set('2030-01-01T10:00:05.000Z');
    try {
      const tenant = await t.createTenant();
      const key = await t.createKey(tenant, 'viewer');
      for (let i = 1; i <= 3; i++) {
        const res = await t.request('/v1/account', { key });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-ratelimit-limit')).toBe('3');
        expect(res.headers.get('x-ratelimit-remaining')).toBe(String(3 - i));
      }
      const limited = await t.request('/v1/account', { key, headers: { 'x-request-id': 'rl-1' } });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toBe('application/problem+json');
      expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
      expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(limited.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2030-01-01T10:01:00.000Z') / 1000));
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(limited.headers.get('x-request-id')).toBe('rl-1');
      expect(await body(limited)).toMatchObject({ type: 'http://qz.test/docs/errors/rate-limited', status: 429, instance: '/v1/account' });

      // A 403 after authentication counts too and carries the header.
      const other = await t.createKey(tenant, 'viewer');
      const forbidden = await t.request('/v1/api-keys', { key: other });
      expect(forbidden.status).toBe(403);
      expect(forbidden.headers.get('x-ratelimit-limit')).toBe('3');

      // The next fixed window starts afresh.
      t.clock.set('2030-01-01T10:01:00.000Z');
      const fresh = await t.request('/v1/account', { key });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('x-ratelimit-remaining')).toBe('2');
    } finally {
      t.clock.set(null);
    }
  });

  it('counts per key, not per workspace', async () => {
    t.clock.set('2030-01-01T11:00:00.000Z');
    try {
      const tenant = await t.createTenant();
      const a = await t.createKey(tenant, 'viewer');
      const b = await t.createKey(tenant, 'viewer');
      for (let i = 0; i < 3; i++) expect((await t.request('/v1/account', { key: a })).status).toBe(200);
      expect((await t.request('/v1/account', { key: a })).status).toBe(429);
      expect((await t.request('/v1/account', { key: b })).status).toBe(200);
    } finally {
      t.clock.set(null);
    }
  });

  it('two app instances on one database share the count', async () => {
    t.clock.set('2030-01-01T12:00:00.000Z');
    const second = t.createApp({ db: t.database.connect() }).app;
    try {
      const tenant = await t.createTenant();
      const key = await t.createKey(tenant, 'viewer');
      const headers = { authorization: `Bearer ${key.key}` };
      expect((await t.app.request('/v1/account', { headers })).status).toBe(200);
      expect((await second.request('/v1/account', { headers })).status).toBe(200);
      expect((await t.app.request('/v1/account', { headers })).status).toBe(200);
      const limited = await second.request('/v1/account', { headers });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
    } finally {
      t.clock.set(null);
    }
  });

  it('concurrent requests never let more than the limit through', async () => {
    t.clock.set('2030-01-01T13:00:00.000Z');
    try {
      const tenant = await t.createTenant();
      const key = await t.createKey(tenant, 'viewer');
      const statuses = await Promise.all(Array.from({ length: 10 }, () => t.request('/v1/account', { key }).then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    } finally {
      t.clock.set(null);
    }
  });

  it('does not count public routes', async () => {
    const res = await t.request('/v1/health');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
