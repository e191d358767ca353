import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import type { AppContext } from '../../src/app/app-context';
import { LINK_RECHECK_ACTOR } from '../../src/codes/link-safety/pause-unsafe-code';
import { queueLinkRecheck } from '../../src/codes/link-safety/queue-link-recheck';
import { LINK_SWEEP_EVERY_MS, LINK_SWEEP_JOB, runLinkRecheck } from '../../src/codes/link-safety/recheck-links-job';
import { startLinkRecheckScheduler } from '../../src/codes/link-safety/start-link-recheck-scheduler';
import { silentLogger } from '../../src/logger';
import { newId } from '../../src/new-id';
import { startFakeSafeBrowsing, type FakeSafeBrowsing } from '../helpers/fake-safe-browsing';
import { setupTestApp, testConfig, type Tenant } from '../helpers/test-app';

const t = setupTestApp();
let fake: FakeSafeBrowsing;
let ctx: AppContext;
let tenant: Tenant;
const T0 = new Date('2030-01-01T00:00:00.000Z');

beforeAll(async () => {
  fake = await startFakeSafeBrowsing();
  ctx = { ...t.context({ env: { SAFE_BROWSING_API_KEY: 'job-key', SAFE_BROWSING_URL: fake.endpoint } }), logger: silentLogger };
  tenant = await t.createTenant();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  fake.clearUnsafe();
  fake.setMode('ok');
  t.clock.set(T0);
  // Every test starts with an empty queue and the daily sweep not due; sweep tests make it due.
  await t.db.query('DELETE FROM link_rechecks');
  await t.db.query('DELETE FROM scheduled_jobs');
  await t.db.query(`INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, '2100-01-01T00:00:00Z')`, [LINK_SWEEP_JOB]);
  // Codes of earlier tests must not take part in this test's sweep.
  await t.db.query(`UPDATE codes SET deleted_at = $1::timestamptz WHERE deleted_at IS NULL`, [T0.toISOString()]);
});

interface CodeInput {
  status?: string;
  url?: string | null;
  abTargetUrlB?: string | null;
  links?: { label: string; url: string }[];
  deleted?: boolean;
}

async function insertCode(input: CodeInput = {}): Promise<{ id: string; shortCode: string }> {
  const id = newId('qr');
  const shortCode = id.slice(3, 13);
  await t.db.query(
    `INSERT INTO codes (id, organization_id, workspace_id, short_code, type, is_dynamic, status, url, links, ab_target_url_b, ab_enabled, is_landing_page, created_at, updated_at, deleted_at)
     VALUES ($1, $2, $3, $4, 'url', true, $5, $6, $7::jsonb, $8, $9, $10, $11::timestamptz, $11::timestamptz, $12::timestamptz)`,
    [
      id,
      tenant.organizationId,
      tenant.workspaceId,
      shortCode,
      input.status ?? 'live',
      input.url === undefined ? `https://dest-${shortCode}.example/` : input.url,
      JSON.stringify(input.links ?? []),
      input.abTargetUrlB ?? null,
      input.abTargetUrlB != null,
      (input.links ?? []).length > 0,
      T0.toISOString(),
      input.deleted ? T0.toISOString() : null,
    ],
  );
  return { id, shortCode };
}

const codeState = async (id: string) =>
  (await t.db.query<{ status: string; paused_reason: string | null; version: number; updated_at: string }>('SELECT status, paused_reason, version, updated_at FROM codes WHERE id = $1', [id]))[0]!;
const queued = () => t.db.query<{ code_id: string; url: string; attempts: number; next_attempt_at: string }>('SELECT code_id, url, attempts, next_attempt_at FROM link_rechecks ORDER BY url');
const flagAudits = (id: string) =>
  t.db.query<{ actor_type: string; actor_id: string; action: string; changes: Record<string, unknown>; created_at: string; workspace_id: string }>(
    `SELECT actor_type, actor_id, action, changes, created_at, workspace_id FROM audit_logs WHERE resource_id = $1 ORDER BY created_at`,
    [id],
  );
const flaggedEvents = (id: string) =>
  t.db.query<{ type: string; organization_id: string; workspace_id: string; data: Record<string, unknown>; created_at: string }>(
    `SELECT type, organization_id, workspace_id, data, created_at FROM events WHERE type = 'qr.flagged' AND data->>'code_id' = $1`,
    [id],
  );
const sentUrls = () => fake.requests.flatMap((r) => r.body.threatInfo.threatEntries.map((e: { url: string }) => e.url)).sort();
const makeSweepDue = () => t.db.query(`UPDATE scheduled_jobs SET next_run_at = $2::timestamptz WHERE name = $1`, [LINK_SWEEP_JOB, T0.toISOString()]);

describe('queued links', () => {
  it('queueLinkRecheck records each url once per code; queueing again makes it due and resets attempts', async () => {
    const code = await insertCode();
    await queueLinkRecheck(t.db, { codeId: code.id, urls: ['https://a.example/', 'https://b.example/', 'https://a.example/'], at: T0.toISOString() });
    await t.db.query(`UPDATE link_rechecks SET attempts = 3, next_attempt_at = '2031-01-01T00:00:00Z'`);
    await queueLinkRecheck(t.db, { codeId: code.id, urls: ['https://a.example/'], at: T0.toISOString() });
    expect((await queued()).map((r) => [r.url, r.attempts, r.next_attempt_at])).toEqual([
      ['https://a.example/', 0, T0.toISOString()],
      ['https://b.example/', 3, '2031-01-01T00:00:00.000Z'],
    ]);
  });

  it('a queued safe link is checked and dequeued; the code stays live', async () => {
    const code = await insertCode({ links: [{ label: 'Shop', url: 'https://shop.example/' }] });
    await queueLinkRecheck(t.db, { codeId: code.id, urls: ['https://shop.example/'], at: T0.toISOString() });
    const report = await runLinkRecheck(ctx);
    expect(report).toMatchObject({ dequeued: 1, stillUnchecked: 0, paused: [] });
    expect(sentUrls()).toEqual(['https://shop.example/']);
    expect(await queued()).toEqual([]);
    expect((await codeState(code.id)).status).toBe('live');
  });

  it('while the provider is down the link stays queued with attempts + 1 and a growing back-off, then is classified', async () => {
    const code = await insertCode();
    const url = `https://dest-${code.shortCode}.example/`;
    await queueLinkRecheck(t.db, { codeId: code.id, urls: [url], at: T0.toISOString() });
    fake.setMode('fail');
    expect(await runLinkRecheck(ctx)).toMatchObject({ dequeued: 0, stillUnchecked: 1 });
    expect(await queued()).toEqual([{ code_id: code.id, url, attempts: 1, next_attempt_at: '2030-01-01T00:05:00.000Z' }]);
    // Not due yet: nothing is sent.
    fake.requests.length = 0;
    await runLinkRecheck(ctx);
    expect(fake.requests).toHaveLength(0);
    t.clock.set('2030-01-01T00:05:00.000Z');
    await runLinkRecheck(ctx);
    expect((await queued())[0]).toMatchObject({ attempts: 2, next_attempt_at: '2030-01-01T00:15:00.000Z' });

    fake.setMode('ok');
    fake.markUnsafe(url, 'SOCIAL_ENGINEERING');
    t.clock.set('2030-01-01T00:15:00.000Z');
    const report = await runLinkRecheck(ctx);
    expect(report.paused).toEqual([{ codeId: code.id, shortCode: code.shortCode, unsafe: [{ url, threat: 'SOCIAL_ENGINEERING' }] }]);
    expect(await queued()).toEqual([]);
  });

  it('a queued link now unsafe pauses the live code: version bump, audit entry, redirect cache dropped', async () => {
    const code = await insertCode({ links: [{ label: 'Bad', url: 'https://bad-landing.example/' }, { label: 'Good', url: 'https://good.example/' }] });
    await queueLinkRecheck(t.db, { codeId: code.id, urls: ['https://bad-landing.example/', 'https://good.example/'], at: T0.toISOString() });
    fake.markUnsafe('https://bad-landing.example/', 'MALWARE');
    const cache = ctx.caches.redirects;
    cache.set(
      { id: code.id, organizationId: tenant.organizationId, workspaceId: tenant.workspaceId, shortCode: code.shortCode, type: 'url', isDynamic: true, status: 'live', title: null, url: null, content: {}, expiresAt: null, isLandingPage: true, links: [], abEnabled: false, abTargetUrlB: null, abWeightA: null, rules: [], passwordHash: null, maxScans: null, activeFromMs: null, defaultLocale: 'en', primaryColor: null, deleted: false },
      T0.getTime(),
    );
    expect(cache.get(code.shortCode, T0.getTime())).toBeDefined();

    t.clock.set('2030-01-01T00:01:00.000Z');
    const report = await runLinkRecheck(ctx);
    expect(report.paused).toEqual([{ codeId: code.id, shortCode: code.shortCode, unsafe: [{ url: 'https://bad-landing.example/', threat: 'MALWARE' }] }]);
    expect(await codeState(code.id)).toEqual({ status: 'paused', paused_reason: 'unsafe_link', version: 2, updated_at: '2030-01-01T00:01:00.000Z' });
    expect(await flagAudits(code.id)).toEqual([
      {
        actor_type: 'system',
        actor_id: LINK_RECHECK_ACTOR,
        action: 'codes.flag',
        workspace_id: tenant.workspaceId,
        changes: { status: ['live', 'paused'], paused_reason: [null, 'unsafe_link'], unsafe_links: [null, [{ url: 'https://bad-landing.example/', threat: 'MALWARE' }]] },
        created_at: '2030-01-01T00:01:00.000Z',
      },
    ]);
    expect(await flaggedEvents(code.id)).toEqual([
      {
        type: 'qr.flagged',
        organization_id: tenant.organizationId,
        workspace_id: tenant.workspaceId,
        data: { code_id: code.id, short_code: code.shortCode, unsafe: [{ url: 'https://bad-landing.example/', threat: 'MALWARE' }], status: 'paused', paused_reason: 'unsafe_link' },
        created_at: '2030-01-01T00:01:00.000Z',
      },
    ]);
    expect(cache.get(code.shortCode, T0.getTime())).toBeUndefined();
    expect(await queued()).toEqual([]);
  });

  it('paused and deleted codes are left alone; links replaced since queueing are dropped unchecked', async () => {
    const pausedCode = await insertCode({ status: 'paused', url: 'https://bad-1.example/' });
    const deletedCode = await insertCode({ deleted: true, url: 'https://bad-2.example/' });
    const replaced = await insertCode({ url: 'https://now-elsewhere.example/' });
    for (const [code, url] of [
      [pausedCode, 'https://bad-1.example/'],
      [deletedCode, 'https://bad-2.example/'],
      [replaced, 'https://bad-3.example/'],
    ] as const) {
      await queueLinkRecheck(t.db, { codeId: code.id, urls: [url], at: T0.toISOString() });
      fake.markUnsafe(url);
    }
    const report = await runLinkRecheck(ctx);
    expect(report).toMatchObject({ dequeued: 3, paused: [] });
    expect(sentUrls()).toEqual(['https://bad-1.example/']);
    expect((await codeState(pausedCode.id)).status).toBe('paused');
    expect((await codeState(deletedCode.id)).version).toBe(1);
    expect((await codeState(replaced.id)).status).toBe('live');
    for (const code of [pausedCode, deletedCode, replaced]) {
      expect(await flagAudits(code.id)).toEqual([]);
      expect(await flaggedEvents(code.id)).toEqual([]);
    }
    expect(await queued()).toEqual([]);
  });
});

describe('daily sweep', () => {
  it('re-checks every stored link of live codes once a day and pauses a code whose link turned unsafe', async () => {
    const clean = await insertCode({ links: [{ label: 'L', url: 'https://landing-ok.example/' }] });
    const turnsBad = await insertCode({ abTargetUrlB: 'https://variant-b.example/' });
    const paused = await insertCode({ status: 'paused', url: 'https://paused.example/' });
    const deleted = await insertCode({ deleted: true, url: 'https://deleted.example/' });
    await makeSweepDue();

    const first = await runLinkRecheck(ctx);
    expect(first).toMatchObject({ sweptCodes: 2, sweepFinished: true, paused: [] });
    expect(sentUrls()).toEqual(
      [`https://dest-${clean.shortCode}.example/`, 'https://landing-ok.example/', `https://dest-${turnsBad.shortCode}.example/`, 'https://variant-b.example/'].sort(),
    );

    fake.markUnsafe('https://variant-b.example/', 'UNWANTED_SOFTWARE');
    fake.markUnsafe('https://paused.example/');
    fake.markUnsafe('https://deleted.example/');
    fake.requests.length = 0;
    t.clock.set(new Date(T0.getTime() + LINK_SWEEP_EVERY_MS - 1));
    expect(await runLinkRecheck(ctx)).toMatchObject({ sweptCodes: 0, sweepFinished: false });
    expect(fake.requests).toHaveLength(0);

    t.clock.set(new Date(T0.getTime() + LINK_SWEEP_EVERY_MS));
    const second = await runLinkRecheck(ctx);
    expect(second.paused).toEqual([{ codeId: turnsBad.id, shortCode: turnsBad.shortCode, unsafe: [{ url: 'https://variant-b.example/', threat: 'UNWANTED_SOFTWARE' }] }]);
    expect((await codeState(turnsBad.id)).status).toBe('paused');
    expect((await codeState(clean.id)).status).toBe('live');
    expect(await codeState(paused.id)).toMatchObject({ status: 'paused', paused_reason: null, version: 1 });
    expect(await codeState(deleted.id)).toMatchObject({ status: 'live', version: 1 });
    expect(await flagAudits(paused.id)).toEqual([]);
    expect(await flagAudits(deleted.id)).toEqual([]);
    expect((await flaggedEvents(turnsBad.id)).map((e) => e.data)).toEqual([
      { code_id: turnsBad.id, short_code: turnsBad.shortCode, unsafe: [{ url: 'https://variant-b.example/', threat: 'UNWANTED_SOFTWARE' }], status: 'paused', paused_reason: 'unsafe_link' },
    ]);
    expect(await flaggedEvents(paused.id)).toEqual([]);
  });

  it('links the provider cannot classify during the sweep are queued for the urgent re-check', async () => {
    const code = await insertCode({ links: [{ label: 'L', url: 'https://landing.example/' }] });
    await makeSweepDue();
    fake.setMode('fail');
    expect(await runLinkRecheck(ctx)).toMatchObject({ sweptCodes: 1, sweepFinished: true });
    expect((await queued()).map((r) => [r.code_id, r.url])).toEqual([
      [code.id, `https://dest-${code.shortCode}.example/`],
      [code.id, 'https://landing.example/'],
    ]);
  });

  it('pages through many codes in bounded batches', async () => {
    const codes = [];
    for (let i = 0; i < 450; i++) codes.push(await insertCode());
    const last = codes.at(-1)!;
    fake.markUnsafe(`https://dest-${last.shortCode}.example/`);
    await makeSweepDue();
    const report = await runLinkRecheck(ctx);
    expect(report).toMatchObject({ sweptCodes: 450, sweepFinished: true });
    expect(report.paused.map((p) => p.codeId)).toEqual([last.id]);
    // One request per batch of codes, each well under the 500-entry limit.
    expect(fake.requests.map((r) => r.body.threatInfo.threatEntries.length)).toEqual([200, 200, 50]);
  });
});

describe('several runners', () => {
  it('two runners at the same moment do the work once: each link is checked once and a code is paused once', async () => {
    const other = t.database.connect();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push(await insertCode());
    const unsafeCode = codes[0]!;
    const queuedCode = codes[1]!;
    fake.markUnsafe(`https://dest-${unsafeCode.shortCode}.example/`, 'MALWARE');
    fake.markUnsafe(`https://dest-${queuedCode.shortCode}.example/`, 'MALWARE');
    await queueLinkRecheck(t.db, { codeId: queuedCode.id, urls: [`https://dest-${queuedCode.shortCode}.example/`], at: T0.toISOString() });
    await makeSweepDue();

    const otherCtx: AppContext = { ...ctx, db: other };
    const reports = await Promise.all([runLinkRecheck(ctx), runLinkRecheck(otherCtx)]);
    const paused = reports.flatMap((r) => r.paused.map((p) => p.codeId)).sort();
    expect(paused).toEqual([unsafeCode.id, queuedCode.id].sort());
    expect(reports.filter((r) => r.sweepFinished)).toHaveLength(1);
    expect(reports.reduce((sum, r) => sum + r.dequeued, 0)).toBe(1);
    for (const code of [unsafeCode, queuedCode]) {
      expect(await flagAudits(code.id)).toHaveLength(1);
      expect(await flaggedEvents(code.id)).toHaveLength(1);
    }
    // The sweep ran once: every live code's url went out once (the queued one may also go out in the queue pass).
    const sent = sentUrls().filter((url) => url !== `https://dest-${queuedCode.shortCode}.example/`);
    expect(sent).toEqual(codes.filter((c) => c !== queuedCode).map((c) => `https://dest-${c.shortCode}.example/`).sort());
  });

  it('a lease held by a live runner blocks the sweep; an expired one is taken over from the saved cursor', async () => {
    const a = await insertCode();
    const b = await insertCode();
    const [first, second] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
    await t.db.query(`UPDATE scheduled_jobs SET next_run_at = $2::timestamptz, lease_owner = 'run_dead', lease_until = $3::timestamptz, cursor = $4 WHERE name = $1`, [
      LINK_SWEEP_JOB,
      T0.toISOString(),
      '2030-01-01T00:05:00.000Z',
      first!.id,
    ]);
    expect(await runLinkRecheck(ctx)).toMatchObject({ sweptCodes: 0 });
    t.clock.set('2030-01-01T00:05:00.000Z');
    expect(await runLinkRecheck(ctx)).toMatchObject({ sweptCodes: 1, sweepFinished: true });
    expect(sentUrls()).toEqual([`https://dest-${second!.shortCode}.example/`]);
  });
});

describe('scheduler', () => {
  it('runs passes in the background; after stop no pass runs again', async () => {
    const code = await insertCode();
    const url = `https://dest-${code.shortCode}.example/`;
    await queueLinkRecheck(t.db, { codeId: code.id, urls: [url], at: T0.toISOString() });
    const scheduler = startLinkRecheckScheduler(ctx, { firstRunMs: 0, intervalMs: 10 });
    const deadline = Date.now() + 10_000;
    while ((await queued()).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await queued()).toEqual([]);
    await scheduler.stop();
    await scheduler.stop();
    // Work that a live scheduler would pick up within 10 ms stays untouched.
    await queueLinkRecheck(t.db, { codeId: code.id, urls: [url], at: T0.toISOString() });
    fake.requests.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.requests).toHaveLength(0);
    expect(await queued()).toHaveLength(1);
  });

  it('stop() waits for the pass in flight to finish', async () => {
    const code = await insertCode();
    await queueLinkRecheck(t.db, { codeId: code.id, urls: [`https://dest-${code.shortCode}.example/`], at: T0.toISOString() });
    fake.setMode('slow');
    const scheduler = startLinkRecheckScheduler(ctx, { firstRunMs: 0, intervalMs: 10 });
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await scheduler.stop();
    // The lookup in flight ran into its timeout; the pass recorded the failed attempt before stop resolved.
    expect(Date.now() - started).toBeGreaterThan(1_000);
    expect((await queued())[0]).toMatchObject({ attempts: 1 });
  });
});
