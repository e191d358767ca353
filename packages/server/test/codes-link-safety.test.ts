import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSafeBrowsing } from './helpers/fake-safe-browsing';
import { body, setupTestApp, type TestKey } from './helpers/test-app';

// Link safety of the codes endpoints with both sources: the local blocklist (evil.example) and a
// fake Safe Browsing provider whose verdicts each test sets.
const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-codes-link-safety-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const fake = await startFakeSafeBrowsing();
const env = { URL_BLOCKLIST: blocklist, SAFE_BROWSING_API_KEY: 'codes-key', SAFE_BROWSING_URL: fake.endpoint };
const t = setupTestApp({ env });

afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.clearUnsafe();
  fake.setMode('ok');
});

async function admin(plan = 'free'): Promise<TestKey> {
  return t.createKey(await t.createTenant({ plan }), 'ws_admin');
}

async function codeCount(key: TestKey): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1`, [key.workspaceId]);
  return row!.n;
}

const sentUrls = () => fake.requests.flatMap((r) => r.body.threatInfo.threatEntries.map((e: { url: string }) => e.url));

describe('URLs with a user name or password', () => {
  const CREDENTIALS_MESSAGE = 'must not contain a user name or password';

  it('are refused with 422 as destination, A/B target and landing link, on POST, PATCH and batch; nothing is stored', async () => {
    const key = await admin();
    for (const json of [
      { url: 'https://user:secret@example.com/' },
      { url: 'https://example.com/', ab_enabled: true, ab_target_url_b: 'https://user@example.com/b' },
      { url: 'https://example.com/', links: [{ label: 'ok', url: 'https://example.com/ok' }, { label: 'bad', url: 'https://:pw@example.com/' }] },
    ]) {
      const res = await t.request('/v1/codes', { method: 'POST', key, json });
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual([{ field: expect.stringMatching(/^(url|ab_target_url_b|links\.1\.url)$/), message: CREDENTIALS_MESSAGE }]);
    }
    expect(await codeCount(key)).toBe(0);

    const { data } = await body(await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/' } }));
    const patched = await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { url: 'https://admin:admin@example.com/' } });
    expect(patched.status).toBe(422);
    expect((await body(patched)).errors).toEqual([{ field: 'url', message: CREDENTIALS_MESSAGE }]);
    expect((await body(await t.request(`/v1/codes/${data.id}`, { key }))).data.url).toBe('https://example.com/');

    const batch = await body(await t.request('/v1/codes/batch', { method: 'POST', key, json: { items: [{ url: 'https://u:p@example.com/' }, { url: 'https://example.com/2' }] } }));
    expect(batch.data.created).toEqual([
      { index: 0, status: 'failed', errors: [{ field: 'url', message: CREDENTIALS_MESSAGE }] },
      expect.objectContaining({ index: 1, status: 'created' }),
    ]);
    // Refused before any reputation lookup: the credentials never leave the server.
    expect(sentUrls().some((url) => url.includes('@'))).toBe(false);
  });
});

describe('skip_url_scan', () => {
  const queuedUrls = async (codeId: string) => (await t.db.query<{ url: string }>(`SELECT url FROM link_rechecks WHERE code_id = $1 ORDER BY url`, [codeId])).map((row) => row.url);

  it('skips only the remote provider: a one-item batch for a blocklisted host fails and nothing is created', async () => {
    const key = await admin();
    const res = await t.request('/v1/codes/batch', { method: 'POST', key, json: { items: [{ url: 'https://evil.example/login' }], skip_url_scan: true } });
    expect(res.status).toBe(201);
    expect((await body(res)).data).toEqual({
      created: [{ index: 0, status: 'failed', errors: [{ field: 'url', message: 'The URL is classified unsafe (BLOCKLIST).' }] }],
      total: 1,
      failed: 1,
    });
    expect(await codeCount(key)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('above 50 url items: blocklisted destinations and landing links fail in place, the rest is created unscanned and queued', async () => {
    const key = await admin('pro');
    fake.markUnsafe('https://example.com/7', 'SOCIAL_ENGINEERING');
    const items = Array.from({ length: 52 }, (_, i) => ({ url: `https://example.com/${i}` }));
    items[3] = { url: 'https://a.b.EVIL.example/x' };
    items[51] = { url: 'https://example.com/51', links: [{ label: 'shop', url: 'https://shop.evil.example/' }] } as (typeof items)[number];
    const res = await body(await t.request('/v1/codes/batch', { method: 'POST', key, json: { items, skip_url_scan: true } }));
    expect(res.data.failed).toBe(2);
    expect(res.data.created[3]).toEqual({ index: 3, status: 'failed', errors: [{ field: 'url', message: expect.stringContaining('BLOCKLIST') }] });
    expect(res.data.created[51]).toEqual({ index: 51, status: 'failed', errors: [{ field: 'links.0.url', message: expect.stringContaining('BLOCKLIST') }] });
    // The provider's verdict waits for the re-check job: no lookup now, the URL queued with its code.
    expect(fake.requests).toHaveLength(0);
    expect(res.data.created[7]).toMatchObject({ status: 'created' });
    expect(await queuedUrls(res.data.created[7].id)).toEqual(['https://example.com/7']);
    expect(await codeCount(key)).toBe(50);
  });

  it('without skip_url_scan the provider is asked and its verdict refuses the item', async () => {
    const key = await admin();
    fake.markUnsafe('https://example.com/phish', 'SOCIAL_ENGINEERING');
    const res = await body(await t.request('/v1/codes/batch', { method: 'POST', key, json: { items: [{ url: 'https://example.com/phish' }, { url: 'https://example.com/fine' }] } }));
    expect(res.data.created[0]).toEqual({ index: 0, status: 'failed', errors: [{ field: 'url', message: 'The URL is classified unsafe (SOCIAL_ENGINEERING).' }] });
    expect(res.data.created[1]).toMatchObject({ status: 'created' });
    expect(sentUrls()).toEqual(['https://example.com/phish', 'https://example.com/fine']);
    expect(await queuedUrls(res.data.created[1].id)).toEqual([]);
  });
});
