import { describe, expect, it } from 'vitest';
import { decodeCacheChanges, encodeCacheChanges, MAX_CACHE_PAYLOAD_BYTES, type CacheChange } from '../../src/app/cache-change';
import { CodeCaches } from '../../src/codes/code-caches';
import { startCacheSync } from '../../src/app/cache-sync';
import type { ShortLinkRecord } from '../../src/codes/short-links/short-link-record';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

function record(shortCode: string, workspaceId = 'ws_1', organizationId = 'org_1'): ShortLinkRecord {
  return { id: `qr_${shortCode}`, organizationId, workspaceId, shortCode, type: 'url', isDynamic: true, status: 'live', title: null, url: 'https://example.com/', content: {}, expiresAt: null, isLandingPage: false, links: [], abEnabled: false, abTargetUrlB: null, abWeightA: null, rules: [], passwordHash: null, maxScans: null, activeFromMs: null, defaultLocale: 'en', primaryColor: null, deleted: false };
}

const CHANGES: CacheChange[] = [
  { kind: 'code', id: 'menu' },
  { kind: 'workspace', id: 'ws_1' },
  { kind: 'organization', id: 'org_1' },
  { kind: 'passports' },
  { kind: 'domains' },
];

describe('cache changes', () => {
  it('read back as written, in payloads below the NOTIFY limit; anything else is no change', () => {
    const [payload, ...more] = encodeCacheChanges(CHANGES);
    expect(more).toEqual([]);
    expect(decodeCacheChanges(payload!)).toEqual(CHANGES);
    const many = Array.from({ length: 2000 }, (_, i): CacheChange => ({ kind: 'code', id: `code-${i}` }));
    const payloads = encodeCacheChanges(many);
    expect(payloads.length).toBeGreaterThan(1);
    for (const each of payloads) expect(Buffer.byteLength(each)).toBeLessThanOrEqual(MAX_CACHE_PAYLOAD_BYTES);
    expect(payloads.flatMap((each) => decodeCacheChanges(each)!)).toEqual(many);
    for (const junk of ['', 'null', '{"kind":"code","id":"x"}', '[{"kind":"code"}]', '[{"kind":"domain","id":"x"}]', '[1]', '[{"kind":"code","id":7}]']) expect(decodeCacheChanges(junk)).toBeUndefined();
  });

  it('forget… drops here and publishes; apply (a change heard) drops without publishing; forgetAll drops every code', () => {
    const caches = new CodeCaches();
    const published: CacheChange[] = [];
    caches.publishTo((change) => published.push(change));
    caches.redirects.set(record('a'), 0);
    caches.redirects.set(record('b', 'ws_2'), 0);
    caches.redirects.set(record('c', 'ws_3', 'org_2'), 0);
    caches.forgetCode('a');
    expect(caches.redirects.get('a', 0)).toBeUndefined();
    expect(published).toEqual([{ kind: 'code', id: 'a' }]);
    caches.apply({ kind: 'workspace', id: 'ws_2' });
    expect(caches.redirects.get('b', 0)).toBeUndefined();
    expect(caches.redirects.get('c', 0)).toBeDefined();
    expect(published).toHaveLength(1);
    caches.forgetAll();
    expect(caches.redirects.size).toBe(0);
    caches.publishTo(undefined);
    caches.forgetOrganization('org_2');
    expect(published).toHaveLength(1);
  });

  it('a domain change drops which host serves which workspace, and the resolver answers built on it', () => {
    const caches = new CodeCaches();
    const published: CacheChange[] = [];
    caches.publishTo((change) => published.push(change));
    const owner = { id: 'ws_1', organization_id: 'org_1', custom_domain: 'qr.brand.example', domain_status: 'verified', domain_token: 't', domain_checked_at: null, domain_failing_since: null } as const;
    caches.domains.hosts.set('qr.brand.example', owner, 0);
    caches.domains.hosts.set('unknown.example', null, 0);
    caches.domains.workspaces.set('ws_1', owner, 0);
    caches.forgetDomains();
    expect(published).toEqual([{ kind: 'domains' }]);
    expect([caches.domains.hosts.size, caches.domains.workspaces.size]).toEqual([0, 0]);
    caches.domains.hosts.set('qr.brand.example', owner, 0);
    caches.apply({ kind: 'domains' });
    expect(caches.domains.hosts.get('qr.brand.example', 0)).toBeUndefined();
    expect(published).toHaveLength(1);
  });

  it(`startCacheSync on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL: a change forgotten by another server drops the entry here' : 'PGlite: nothing to listen on, the apps of its one process share their caches'}`, async () => {
    const here = t.context({ db: t.database.connect() });
    const there = t.context({ db: t.database.connect() });
    const syncHere = await startCacheSync(here);
    const syncThere = await startCacheSync(there);
    try {
      here.caches.redirects.set(record('shared'), Date.now());
      there.caches.forgetCode('shared');
      if (t.db.dialect === 'pglite') {
        // Nothing to listen on: PGlite's database belongs to this process, whose apps share their caches.
        expect(t.db.listen).toBeUndefined();
        expect(here.caches).toBe(there.caches);
        expect(here.caches.redirects.get('shared', Date.now())).toBeUndefined();
      } else {
        const started = Date.now();
        while (here.caches.redirects.get('shared', Date.now()) !== undefined) {
          expect(Date.now() - started).toBeLessThan(1000);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    } finally {
      await syncHere.stop();
      await syncThere.stop();
    }
  });
});
