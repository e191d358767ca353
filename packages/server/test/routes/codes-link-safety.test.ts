import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_RECHECK_RETRY_AFTER_SECONDS } from '../../src/codes/update-code';
import type { AppContext } from '../../src/app/app-context';
import { queueLinkRecheck } from '../../src/codes/link-safety/queue-link-recheck';
import { LINK_SWEEP_JOB, runLinkRecheck } from '../../src/codes/link-safety/recheck-links-job';
import { silentLogger } from '../../src/logger';
import { startFakeSafeBrowsing } from '../helpers/fake-safe-browsing';
import { body, setupTestApp, testConfig, type TestKey } from '../helpers/test-app';

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

describe('PATCH to live re-checks every stored link', () => {
  type Code = Record<string, any>;

  async function create(key: TestKey, json: unknown): Promise<Code> {
    const res = await t.request('/v1/codes', { method: 'POST', key, json });
    expect(res.status).toBe(201);
    return (await body(res)).data;
  }
  const patch = (key: TestKey, id: string, json: unknown) => t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json });
  const get = async (key: TestKey, id: string): Promise<Code> => (await body(await t.request(`/v1/codes/${id}`, { key }))).data;
  const stored = async (id: string) => (await t.db.query<{ status: string; paused_reason: string | null; version: number }>(`SELECT status, paused_reason, version FROM codes WHERE id = $1`, [id]))[0]!;
  const updates = async (id: string) => t.db.query<{ changes: Record<string, unknown> }>(`SELECT changes FROM audit_logs WHERE resource_id = $1 AND action = 'codes.update' ORDER BY created_at, id`, [id]);
  const updatedEvents = async (id: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'qr.updated' AND data->>'id' = $1`, [id]))[0]!.n;

  /** The re-check job's queue pass, as it runs in the server (the daily sweep kept out of it). */
  async function runRecheckJob(): Promise<void> {
    await t.db.query(
      `INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, '2100-01-01T00:00:00Z') ON CONFLICT (name) DO UPDATE SET next_run_at = EXCLUDED.next_run_at`,
      [LINK_SWEEP_JOB],
    );
    const ctx: AppContext = { ...t.context({ env }), logger: silentLogger };
    await runLinkRecheck(ctx);
  }

  it('a code the re-check job paused for an unsafe link stays paused (422) until the link is safe again', async () => {
    const key = await admin();
    const url = 'https://example.com/turns-bad';
    const code = await create(key, { url });
    expect(code.paused_reason).toBeNull();

    fake.markUnsafe(url, 'MALWARE');
    await queueLinkRecheck(t.db, { codeId: code.id, urls: [url], at: t.clock.now().toISOString() });
    await runRecheckJob();
    expect(await get(key, code.id)).toMatchObject({ status: 'paused', paused_reason: 'unsafe_link' });
    expect((await t.request(`/${code.short_code}`)).headers.get('location')).toBeNull();

    const before = await stored(code.id);
    fake.requests.length = 0;
    const refused = await patch(key, code.id, { status: 'live' });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors).toEqual([{ field: 'url', message: 'The URL is classified unsafe (MALWARE).' }]);
    expect(sentUrls()).toEqual([url]);
    expect(await stored(code.id)).toEqual(before);
    expect(await updatedEvents(code.id)).toBe(0);
    expect((await t.request(`/${code.short_code}`)).headers.get('location')).toBeNull();

    fake.clearUnsafe();
    const revived = await patch(key, code.id, { status: 'live' });
    expect(revived.status).toBe(200);
    expect((await body(revived)).data).toMatchObject({ status: 'live', paused_reason: null });
    expect((await updates(code.id)).map((entry) => entry.changes)).toEqual([{ status: ['paused', 'live'], paused_reason: ['unsafe_link', null] }]);
    expect((await t.request(`/${code.short_code}`)).headers.get('location')).toBe(url);
  });

  it('documents paused_reason in the Code schema of the OpenAPI document, and the 503 of PATCH', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    expect(document.components.schemas.Code.properties.paused_reason.anyOf).toEqual(expect.arrayContaining([expect.objectContaining({ enum: ['unsafe_link'] }), { type: 'null' }]));
    expect(document.components.schemas.Code.required).toContain('paused_reason');
    expect(Object.keys(document.paths['/codes/{id}'].patch.responses)).toContain('503');
  });

  it('checks the destination, the A/B target and the landing links (also switched off), from paused and from archived', async () => {
    const key = await admin();
    const links = [{ label: 'a', url: 'https://example.com/l0' }, { label: 'b', url: 'https://example.com/l1' }];
    const code = await create(key, { url: 'https://example.com/main', ab_enabled: true, ab_target_url_b: 'https://example.com/b', links });
    expect((await body(await patch(key, code.id, { status: 'paused' }))).data).toMatchObject({ status: 'paused', paused_reason: null });

    fake.markUnsafe('https://example.com/l1', 'SOCIAL_ENGINEERING');
    const landing = await patch(key, code.id, { status: 'live' });
    expect(landing.status).toBe(422);
    expect((await body(landing)).errors).toEqual([{ field: 'links.1.url', message: expect.stringContaining('SOCIAL_ENGINEERING') }]);

    fake.clearUnsafe();
    fake.markUnsafe('https://example.com/b', 'UNWANTED_SOFTWARE');
    const variant = await patch(key, code.id, { status: 'live', ab_enabled: false });
    expect(variant.status).toBe(422);
    expect((await body(variant)).errors).toEqual([{ field: 'ab_target_url_b', message: expect.stringContaining('UNWANTED_SOFTWARE') }]);

    fake.clearUnsafe();
    expect((await patch(key, code.id, { status: 'archived' })).status).toBe(200);
    fake.markUnsafe('https://example.com/main');
    const archived = await patch(key, code.id, { status: 'live' });
    expect(archived.status).toBe(422);
    expect((await body(archived)).errors).toEqual([{ field: 'url', message: expect.stringContaining('MALWARE') }]);
    expect(await stored(code.id)).toMatchObject({ status: 'archived' });

    // A destination replaced in the same PATCH is no link any more; its replacement is checked.
    fake.requests.length = 0;
    const replaced = await patch(key, code.id, { status: 'live', url: 'https://example.com/new' });
    expect(replaced.status).toBe(200);
    expect((await body(replaced)).data).toMatchObject({ status: 'live', url: 'https://example.com/new' });
    expect(sentUrls().sort()).toEqual(['https://example.com/b', 'https://example.com/l0', 'https://example.com/l1', 'https://example.com/new']);
  });

  it('a code paused by the job while a PATCH to live is being checked is re-checked on its newest state', async () => {
    const key = await admin();
    const url = 'https://example.com/paused-meanwhile';
    const code = await create(key, { url });
    const gate = fake.holdNext();
    // The code is live: this PATCH checks only the link it brings, and waits for that answer.
    const pending = patch(key, code.id, { status: 'live', links: [{ label: 'new', url: 'https://example.com/new-link' }] });
    await gate.arrived;
    fake.markUnsafe(url, 'MALWARE');
    await queueLinkRecheck(t.db, { codeId: code.id, urls: [url], at: t.clock.now().toISOString() });
    await runRecheckJob();
    expect(await stored(code.id)).toMatchObject({ status: 'paused', paused_reason: 'unsafe_link' });
    gate.release();

    const res = await pending;
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'url', message: 'The URL is classified unsafe (MALWARE).' }]);
    expect(await get(key, code.id)).toMatchObject({ status: 'paused', paused_reason: 'unsafe_link', links: [] });

    // Deleted, the code is archived: no longer paused, so no reason in qr.deleted either.
    expect((await t.request(`/v1/codes/${code.id}`, { method: 'DELETE', key })).status).toBe(204);
    const [deleted] = await t.db.query<{ data: Code }>(`SELECT data FROM events WHERE type = 'qr.deleted' AND data->>'id' = $1`, [code.id]);
    expect(deleted!.data).toMatchObject({ status: 'archived', paused_reason: null });
  });

  it('a reputation service that cannot answer is 503 problem+json with Retry-After, and nothing changes', async () => {
    const key = await admin();
    const code = await create(key, { url: 'https://example.com/down' });
    expect((await patch(key, code.id, { status: 'paused' })).status).toBe(200);
    const before = await stored(code.id);

    fake.setMode('fail');
    const res = await patch(key, code.id, { status: 'live', title: 'Back' });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.headers.get('retry-after')).toBe(String(LINK_RECHECK_RETRY_AFTER_SECONDS));
    expect(await body(res)).toMatchObject({ status: 503, title: 'Service Unavailable', detail: expect.stringContaining('not set live') });
    expect(await stored(code.id)).toEqual(before);
    expect((await get(key, code.id)).title).toBeNull();
    expect(await updates(code.id)).toHaveLength(1);
    const [queued] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM link_rechecks WHERE code_id = $1`, [code.id]);
    expect(queued!.n).toBe(0);

    fake.setMode('ok');
    expect((await body(await patch(key, code.id, { status: 'live', title: 'Back' }))).data).toMatchObject({ status: 'live', title: 'Back' });
  });

  it('PATCHes that do not set a code live, and live on a live code, ask nothing about stored links', async () => {
    const key = await admin();
    const code = await create(key, { url: 'https://example.com/quiet', links: [{ label: 'x', url: 'https://example.com/x' }] });
    fake.requests.length = 0;
    expect((await patch(key, code.id, { title: 'T' })).status).toBe(200);
    expect((await patch(key, code.id, { status: 'live' })).status).toBe(200);
    expect((await patch(key, code.id, { status: 'paused', tags: ['a'] })).status).toBe(200);
    expect(fake.requests).toHaveLength(0);
    // Provider down while nothing is set live: a PATCH bringing a URL accepts it and queues it (contract, PATCH rule 3).
    fake.setMode('fail');
    expect((await patch(key, code.id, { url: 'https://example.com/later' })).status).toBe(200);
    const [queued] = await t.db.query<{ url: string }>(`SELECT url FROM link_rechecks WHERE code_id = $1`, [code.id]);
    expect(queued).toEqual({ url: 'https://example.com/later' });
  });
});
