import { scanStatsSchema, workspacePassportStatsSchema } from '@quietzone/core/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { startScanRecorder } from '../../src/scans/scan-recorder';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let gtinNumber = 950600014500;

/** A GTIN no other test of this file uses: the resolver looks across all workspaces. */
function freshGtin(): string {
  return testGtin(gtinNumber++);
}

/** A generic passport whose every error check passes (dpp.md, "Category requirements"). */
const COMPLIANT = {
  manufacturer: { name: 'Volta Cells GmbH', address: 'Werkstraße 1, 10115 Berlin', country: 'DE' },
  attributes: { substances_of_concern: [] },
  documents: [{ type: 'user_manual', url: 'https://example.com/manual.pdf', title: 'Manual', language: 'en' }],
};

afterEach(() => t.clock.set(null));

/** Scans through the resolver (the passport's Digital Link path), then flushed as the recorder does. */
async function scanThroughResolver(paths: readonly { gtin: string; userAgent?: string; at: string }[]): Promise<void> {
  const recorder = startScanRecorder(t.ctx);
  try {
    for (const { gtin, userAgent = PHONE, at } of paths) {
      t.clock.set(at);
      const res = await t.request(`/01/${gtin}`, { headers: { 'user-agent': userAgent, accept: 'application/json' } });
      expect(res.status).toBe(200);
    }
    await recorder.flush();
  } finally {
    await recorder.stop();
  }
}

async function get(key: TestKey, path: string) {
  const res = await t.request(path, { key });
  return { status: res.status, body: await body(res) };
}

async function tenantWithKey(kind: 'secret' | 'public' = 'secret'): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant({ plan: 'pro' });
  return { tenant, key: await t.createKey(tenant, 'viewer', { kind }) };
}

describe('GET /v1/dpp/{id}/stats', () => {
  it("answers the code stats shape for the passport's resolver scans: days with zeros, bots left out unless asked", async () => {
    const { tenant, key } = await tenantWithKey();
    const gtin = freshGtin();
    const passport = await insertPassportRow(t.db, tenant, { gtin });
    const other = await tenantWithKey();
    const otherGtin = freshGtin();
    await insertPassportRow(t.db, other.tenant, { gtin: otherGtin });
    await scanThroughResolver([
      { gtin, at: '2031-05-08T09:00:00.000Z' },
      { gtin, at: '2031-05-10T10:00:00.000Z' },
      { gtin, at: '2031-05-10T11:00:00.000Z', userAgent: BOT },
      { gtin: otherGtin, at: '2031-05-10T11:30:00.000Z' },
    ]);
    t.clock.set('2031-05-10T12:00:00.000Z');

    const week = await get(key, `/v1/dpp/${passport.id}/stats?days=3`);
    expect(week.status).toBe(200);
    expect(scanStatsSchema.safeParse(week.body.data).success).toBe(true);
    expect(week.body.data).toMatchObject({
      from: '2031-05-08',
      to: '2031-05-10',
      total_scans: 2,
      scans_today: 1,
      by_day: [
        { date: '2031-05-08', scans: 1, unique: 1 },
        { date: '2031-05-09', scans: 0, unique: 0 },
        { date: '2031-05-10', scans: 1, unique: 1 },
      ],
      by_device: [{ device_type: 'mobile', scans: 2 }],
    });
    const withBots = await get(key, `/v1/dpp/${passport.id}/stats?from=2031-05-10&to=2031-05-10&include_bots=true`);
    expect(withBots.body.data).toMatchObject({ total_scans: 2, scans_today: 2, by_day: [{ date: '2031-05-10', scans: 2 }] });
  });

  it('answers zeros for a passport without scans, and 404 for one of another workspace', async () => {
    const { tenant, key } = await tenantWithKey();
    const draft = await insertPassportRow(t.db, tenant, { gtin: freshGtin() }, 'draft');
    t.clock.set('2031-05-10T12:00:00.000Z');
    const zero = await get(key, `/v1/dpp/${draft.id}/stats?days=2`);
    expect(zero.status).toBe(200);
    expect(zero.body.data).toEqual({
      from: '2031-05-09',
      to: '2031-05-10',
      total_scans: 0,
      unique_scanners: 0,
      scans_today: 0,
      by_day: [
        { date: '2031-05-09', scans: 0, unique: 0 },
        { date: '2031-05-10', scans: 0, unique: 0 },
      ],
      by_country: [],
      by_device: [],
      by_os: [],
      by_browser: [],
    });
    const other = await tenantWithKey();
    expect((await get(other.key, `/v1/dpp/${draft.id}/stats`)).status).toBe(404);
    // A public key reads published passports only, as on GET /dpp/{id}.
    const publicKey = await t.createKey(tenant, 'viewer', { kind: 'public' });
    expect((await get(publicKey, `/v1/dpp/${draft.id}/stats`)).status).toBe(404);
  });
});

describe('GET /v1/workspace/stats/dpp', () => {
  it("counts the workspace's passports by status, compliance and category, and its resolver scans per day and per passport", async () => {
    const { tenant, key } = await tenantWithKey();
    const scanned = await insertPassportRow(t.db, tenant, { gtin: freshGtin(), product_name: 'Cargo bike battery', ...COMPLIANT });
    const lessScanned = await insertPassportRow(t.db, tenant, { gtin: freshGtin(), product_name: 'Jacket', category: 'textile', ...COMPLIANT }, 'archived');
    await insertPassportRow(t.db, tenant, { gtin: freshGtin(), category: 'battery', ...COMPLIANT }, 'draft'); // battery checks fail: incomplete
    await insertPassportRow(t.db, tenant, { gtin: freshGtin() }); // no manufacturer: incomplete, never scanned
    const other = await tenantWithKey();
    const otherPassport = await insertPassportRow(t.db, other.tenant, { gtin: freshGtin() });
    await scanThroughResolver([
      { gtin: scanned.gtin, at: '2031-05-09T08:00:00.000Z' },
      { gtin: scanned.gtin, at: '2031-05-10T08:00:00.000Z' },
      { gtin: scanned.gtin, at: '2031-05-10T09:00:00.000Z', userAgent: BOT },
      { gtin: lessScanned.gtin, at: '2031-05-10T10:00:00.000Z' },
      { gtin: otherPassport.gtin, at: '2031-05-10T10:30:00.000Z' },
      { gtin: otherPassport.gtin, at: '2031-05-10T10:31:00.000Z' },
      { gtin: scanned.gtin, at: '2031-05-01T08:00:00.000Z' }, // before the window
    ]);
    t.clock.set('2031-05-10T12:00:00.000Z');
    const top = [
      { id: scanned.id, product_name: 'Cargo bike battery', scans: 2 },
      { id: lessScanned.id, product_name: 'Jacket', scans: 1 },
    ];

    const stats = await get(key, '/v1/workspace/stats/dpp?days=3');
    expect(stats.status).toBe(200);
    expect(workspacePassportStatsSchema.safeParse(stats.body.data).success).toBe(true);
    expect(stats.body.data).toEqual({
      passports: { total: 4, draft: 1, published: 2, archived: 1 },
      compliance: { compliant: 2, incomplete: 2 },
      by_category: { generic: 2, battery: 1, textile: 1, electronics: 0 },
      scans: {
        total: 3,
        days: [
          { date: '2031-05-08', scans: 0 },
          { date: '2031-05-09', scans: 1 },
          { date: '2031-05-10', scans: 2 },
        ],
      },
      top_passports: top,
    });

    const withBots = await get(key, '/v1/workspace/stats/dpp?days=3&include_bots=true');
    expect(withBots.body.data.scans).toEqual({
      total: 4,
      days: [
        { date: '2031-05-08', scans: 0 },
        { date: '2031-05-09', scans: 1 },
        { date: '2031-05-10', scans: 3 },
      ],
    });
    expect(withBots.body.data.top_passports.map((passport: { scans: number }) => passport.scans)).toEqual([3, 1]);

    // A public key sees the published passports only, as GET /dpp lists them.
    const publicKey = await t.createKey(tenant, 'viewer', { kind: 'public' });
    const published = await get(publicKey, '/v1/workspace/stats/dpp?days=3');
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      passports: { total: 2, draft: 0, published: 2, archived: 0 },
      compliance: { compliant: 1, incomplete: 1 },
      by_category: { generic: 2, battery: 0, textile: 0, electronics: 0 },
      scans: { total: 2 },
      top_passports: [{ id: scanned.id, scans: 2 }],
    });
  });

  it('answers zeros for a workspace without passports, every date of the window listed', async () => {
    const { key } = await tenantWithKey();
    t.clock.set('2031-05-10T12:00:00.000Z');
    const stats = await get(key, '/v1/workspace/stats/dpp');
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({
      passports: { total: 0, draft: 0, published: 0, archived: 0 },
      compliance: { compliant: 0, incomplete: 0 },
      by_category: { generic: 0, battery: 0, textile: 0, electronics: 0 },
      scans: { total: 0 },
      top_passports: [],
    });
    expect(stats.body.data.scans.days).toHaveLength(30);
    expect(stats.body.data.scans.days[29]).toEqual({ date: '2031-05-10', scans: 0 });
    expect(stats.body.data.scans.days.every((day: { scans: number }) => day.scans === 0)).toBe(true);
  });
});

describe('bad windows', () => {
  const BAD: readonly [string, string][] = [
    ['?days=0', 'days'],
    ['?days=366', 'days'],
    ['?days=abc', 'days'],
    ['?days=7&from=2031-05-01', 'days'],
    ['?from=2031-05-10&to=2031-05-01', 'from'],
    ['?from=2030-01-01&to=2031-05-01', 'from'],
    ['?from=2031-02-30', 'from'],
    ['?include_bots=yes', 'include_bots'],
  ];

  it.each(BAD)('%s is 400 naming %s on both endpoints', async (query, field) => {
    const { tenant, key } = await tenantWithKey();
    const passport = await insertPassportRow(t.db, tenant, { gtin: freshGtin() });
    for (const path of [`/v1/dpp/${passport.id}/stats${query}`, `/v1/workspace/stats/dpp${query}`]) {
      const res = await get(key, path);
      expect(res.status, path).toBe(400);
      expect(res.body.errors.map((error: { field: string }) => error.field), path).toContain(field);
    }
  });
});
