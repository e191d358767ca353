import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedirectCache, REDIRECT_CACHE_TTL_MS } from '../../src/codes/short-links/redirect-cache';
import type { ShortLinkRecord } from '../../src/codes/short-links/short-link-record';

function record(shortCode: string, isDynamic = true): ShortLinkRecord {
  return {
    id: `qr_${shortCode}`,
    organizationId: 'org_1',
    workspaceId: 'ws_1',
    shortCode,
    type: 'url',
    isDynamic,
    status: 'live',
    title: null,
    url: 'https://example.com/',
    content: {},
    expiresAt: null,
    isLandingPage: false,
    links: [],
    abEnabled: false,
    abTargetUrlB: null,
    abWeightA: null,
    rules: [],
    passwordHash: null,
    maxScans: null,
    activeFromMs: null,
    defaultLocale: 'en',
    primaryColor: null,
    deleted: false,
  };
}

describe('RedirectCache', () => {
  it('keeps dynamic codes for at most the TTL and never stores static ones', () => {
    const cache = new RedirectCache(10);
    cache.set(record('dyn'), 1000);
    cache.set(record('static', false), 1000);
    expect(cache.get('dyn', 1000 + REDIRECT_CACHE_TTL_MS - 1)?.shortCode).toBe('dyn');
    expect(cache.get('dyn', 1000 + REDIRECT_CACHE_TTL_MS)).toBeUndefined();
    expect(cache.get('static', 1000)).toBeUndefined();
    expect(REDIRECT_CACHE_TTL_MS).toBeLessThanOrEqual(60_000);
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new RedirectCache(2);
    cache.set(record('a'), 0);
    cache.set(record('b'), 0);
    cache.get('a', 0); // a is now the most recently used
    cache.set(record('c'), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
  });

  it('keeps the same entries as a plain least-recently-used list for any sequence of sets, hits, misses and deletes', () => {
    const op = fc.record({ kind: fc.constantFrom('set', 'get', 'get', 'delete'), key: fc.constantFrom('a', 'b', 'c', 'd', 'e') });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(op, { maxLength: 60 }), (bound, ops) => {
        const cache = new RedirectCache(bound);
        let model: string[] = []; // least recently used first
        for (const { kind, key } of ops) {
          if (kind === 'set') {
            cache.set(record(key), 0);
            model = [...model.filter((k) => k !== key), key].slice(-bound);
          } else if (kind === 'get') {
            const hit = cache.get(key, 0);
            expect(hit?.shortCode).toBe(model.includes(key) ? key : undefined);
            if (hit) model = [...model.filter((k) => k !== key), key];
          } else {
            cache.delete(key);
            model = model.filter((k) => k !== key);
          }
          expect(cache.size).toBe(model.length);
        }
      }),
    );
  });

  it('computes the Location of a destination once per record', () => {
    const cache = new RedirectCache();
    const a = record('x');
    expect(cache.location(a, 'https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(cache.location(a, 'javascript:alert(1)')).toBeUndefined();
    expect(cache.location(a, 'https://example.com/a b')).toBe(cache.location(a, 'https://example.com/a b'));
  });

  it('compiles a record\'s rules once and keeps them with the record', () => {
    const cache = new RedirectCache(10);
    const withRules: ShortLinkRecord = { ...record('rules'), rules: [{ when: { country: ['DE'] }, url: 'https://example.com/de' }] };
    const compiled = cache.rules(withRules);
    expect(cache.rules(withRules)).toBe(compiled);
    expect(compiled.needsCountry).toBe(true);
    expect(compiled.match({ device: 'mobile', os: 'ios', country: 'DE', language: 'de', at: 0 })).toBe(0);
    expect(compiled.match({ device: 'mobile', os: 'ios', country: 'FR', language: 'de', at: 0 })).toBeUndefined();
    const other = cache.rules({ ...withRules, rules: [{ when: { os: ['ios'] }, url: 'https://example.com/ios' }] });
    expect(other).not.toBe(compiled);
    expect(other.needsCountry).toBe(false);
  });
});
