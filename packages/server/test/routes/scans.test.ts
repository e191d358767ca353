import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { afterEach, describe, expect, it } from 'vitest';
import { startScanRecorder, type ScanRecorder } from '../../src/scans/scan-recorder';
import { storedScans } from '../helpers/stored-scans';
import { body, setupTestApp, testConfig, type Tenant, type TestKey } from '../helpers/test-app';
import { insertWebhookRow } from '../helpers/insert-webhook-row';

const t = setupTestApp();

/** Real user agents of the devices the issue names (captured from the browsers' own strings). */
const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.113 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.5.0',
};

let recorder: ScanRecorder | undefined;
const recorderErrors: string[] = [];
afterEach(async () => {
  await recorder?.stop();
  recorder = undefined;
  expect(recorderErrors).toEqual([]);
});

function record(): ScanRecorder {
  recorder = startScanRecorder({ ...t.ctx, logger: { info: () => {}, error: (message, fields) => recorderErrors.push(`${message} ${JSON.stringify(fields)}`) } });
  return recorder;
}

async function dynamicCode(key: TestKey, options: Record<string, unknown> = {}): Promise<{ id: string; short_code: string; url: string }> {
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', url: 'https://example.com/landing', is_dynamic: true, ...options } });
  expect(res.status).toBe(201);
  return (await body(res)).data;
}

async function scan(shortCode: string, headers: Record<string, string> = {}, app = t.app): Promise<Response> {
  const res = await app.request(`/${shortCode}`, { headers });
  expect(res.status).toBe(302);
  return res;
}

async function allScans(key: TestKey, codeId: string) {
  const res = await t.request(`/v1/codes/${codeId}/scans?limit=100`, { key });
  expect(res.status).toBe(200);
  return (await body(res)).data as Record<string, unknown>[];
}

async function setup(): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant({ plan: 'business' });
  return { tenant, key: await t.createKey(tenant, 'ws_admin') };
}

/** A DE range of the table's own dotted CSV file (the recorder reads the numeric one). */
async function germanAddress(): Promise<string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@ip-location-db/geo-whois-asn-country/geo-whois-asn-country-ipv4.csv');
  const line = (await readFile(file, 'utf8')).split('\n').find((row) => row.endsWith(',DE') && !row.startsWith('0.'));
  return line!.split(',')[0]!.replace(/\.0$/, '.1');
}

describe('scan recording on the short link', () => {
  it('classifies realistic user agents into device, OS and browser, flags bots, and leaves bots out of stats', async () => {
    const { key } = await setup();
    const code = await dynamicCode(key);
    const rec = record();
    for (const ua of Object.values(UA)) await scan(code.short_code, { 'user-agent': ua });
    await scan(code.short_code); // no user agent at all: a script
    expect(rec.pending).toBe(Object.keys(UA).length + 1);
    await rec.flush();
    expect(rec.pending).toBe(0);

    const rows = await allScans(key, code.id);
    const byBrowserOs = rows.map((row) => `${row.device_type}|${row.os}|${row.browser}|${row.is_bot}`).sort();
    expect(byBrowserOs).toEqual(
      [
        'mobile|iOS|Mobile Safari|false',
        'mobile|Android|Chrome|false',
        'tablet|iOS|Mobile Safari|false',
        'desktop|Windows|Chrome|false',
        'desktop|Windows|Edge|false',
        'desktop|Windows|Firefox|false',
        'desktop|Mac OS|Safari|false',
        'mobile|Android|Chrome|true',
        'unknown|unknown|unknown|true',
        'unknown|unknown|unknown|true',
      ].sort(),
    );
    for (const row of rows) expect(ALL_OPERATIONS.find((op) => op.operationId === 'listCodeScans')!.responses[200]!.schema!.safeParse({ data: [row], meta: { request_id: 'x', pagination: { limit: 1, has_more: false, next_cursor: null, total_count: 1 } } }).success).toBe(true);

    const stats = (await body(await t.request(`/v1/codes/${code.id}/stats`, { key }))).data;
    expect(stats.total_scans).toBe(7);
    expect(stats.scans_today).toBe(7);
    expect(stats.by_device).toEqual([
      { device_type: 'desktop', scans: 4 },
      { device_type: 'mobile', scans: 2 },
      { device_type: 'tablet', scans: 1 },
    ]);
    expect(stats.by_os).toEqual([
      { os: 'Windows', scans: 3 },
      { os: 'iOS', scans: 2 },
      { os: 'Android', scans: 1 },
      { os: 'Mac OS', scans: 1 },
    ]);
    expect(stats.by_browser).toEqual([
      { browser: 'Chrome', scans: 2 },
      { browser: 'Mobile Safari', scans: 2 },
      { browser: 'Edge', scans: 1 },
      { browser: 'Firefox', scans: 1 },
      { browser: 'Safari', scans: 1 },
    ]);
    const withBots = (await body(await t.request(`/v1/codes/${code.id}/stats?include_bots=true`, { key }))).data;
    expect(withBots.total_scans).toBe(10);
    expect(withBots.by_device).toContainEqual({ device_type: 'unknown', scans: 2 });

    // total_scans on the code counts human scans, like the stats.
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key }))).data.total_scans).toBe(7);
  });

  it('takes the country from the configured header only, else from the IP table behind TRUST_PROXY, else XX', async () => {
    const { key } = await setup();
    const code = await dynamicCode(key);
    const german = await germanAddress();
    const proxied = t.createApp({ env: { TRUST_PROXY: 'true' } }).app;

    // The route copies the configured header's value into the scan (codes/short-links/short-link-routes.ts scanOf).
    const behindCloudflare = t.createApp({ env: { COUNTRY_HEADER: 'CF-IPCountry' } }).app;
    let rec = record();
    await scan(code.short_code, { 'cf-ipcountry': 'ch', 'user-agent': UA.iphoneSafari }, behindCloudflare);
    await scan(code.short_code, { 'cf-ipcountry': 'T1', 'user-agent': UA.iphoneSafari }, behindCloudflare); // Tor: unknown
    await rec.stop();
    rec = record();
    await scan(code.short_code, { 'cf-ipcountry': 'CH', 'user-agent': UA.macSafari }); // header not configured: ignored
    // The client put a fake address first; the proxy appended what it saw.
    await scan(code.short_code, { 'x-forwarded-for': `10.9.9.9, ${german}`, 'user-agent': UA.windowsEdge }, proxied);
    await scan(code.short_code, { 'x-forwarded-for': '192.168.1.20', 'user-agent': UA.windowsFirefox }, proxied);
    await scan(code.short_code, { 'x-forwarded-for': german, 'user-agent': UA.androidChrome }); // not trusted: no address
    await rec.flush();

    const rows = await allScans(key, code.id);
    const country = (ua: string) => rows.filter((row) => row.browser === ua).map((row) => row.country);
    expect(country('Mobile Safari').sort()).toEqual(['CH', 'XX']);
    expect(country('Safari')).toEqual(['XX']);
    expect(country('Edge')).toEqual(['DE']);
    expect(country('Firefox')).toEqual(['XX']);
    expect(country('Chrome')).toEqual(['XX']);
    const stats = (await body(await t.request(`/v1/codes/${code.id}/stats`, { key }))).data;
    expect(stats.by_country).toEqual([
      { country: 'XX', scans: 4 },
      { country: 'CH', scans: 1 },
      { country: 'DE', scans: 1 },
    ]);
  });

  it('stores language, A/B variant and destination; counts unique visitors by address and user agent', async () => {
    const { key } = await setup();
    const code = await dynamicCode(key, { ab_enabled: true, ab_target_url_b: 'https://example.com/b', ab_weight_a: 0 });
    const proxied = t.createApp({ env: { TRUST_PROXY: 'true' } }).app;
    const rec = record();
    const visitor = { 'x-forwarded-for': '8.8.8.8', 'user-agent': UA.iphoneSafari, 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' };
    await scan(code.short_code, visitor, proxied);
    await scan(code.short_code, visitor, proxied);
    await scan(code.short_code, { ...visitor, 'x-forwarded-for': '8.8.4.4' }, proxied);
    await rec.flush();

    const rows = await allScans(key, code.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ language: 'de', ab_variant: 'b', redirected_to: 'https://example.com/b', is_bot: false });
      expect(Object.keys(row)).not.toContain('visitor_hash');
    }
    const stats = (await body(await t.request(`/v1/codes/${code.id}/stats`, { key }))).data;
    expect(stats).toMatchObject({ total_scans: 3, unique_scanners: 2 });
    // No raw address anywhere in the scan tables.
    for (const table of ['scan_chunks', 'scan_days', 'scan_rollups']) {
      const stored = await t.db.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE code_id = $1`, [code.id]);
      expect(stored.length, table).toBeGreaterThan(0);
      expect(JSON.stringify(stored), table).not.toContain('8.8.');
    }
  });

  it('hashes visitors with a salt per UTC day kept in Postgres, and deletes salts older than yesterday', async () => {
    const { key } = await setup();
    const code = await dynamicCode(key);
    const proxied = t.createApp({ env: { TRUST_PROXY: 'true' } }).app;
    const visitor = { 'x-forwarded-for': '1.1.1.1', 'user-agent': UA.macSafari };
    try {
      for (const day of ['2031-05-01', '2031-05-02', '2031-05-03', '2031-05-04']) {
        t.clock.set(`${day}T12:00:00.000Z`);
        const rec = record();
        await scan(code.short_code, visitor, proxied);
        await scan(code.short_code, visitor, proxied);
        await rec.stop();
        recorder = undefined;
      }
      const stored = await storedScans(t.db, code.id);
      const hashesOf = (day: string) => new Set(stored.filter((row) => row.scanned_at.startsWith(day)).map((row) => row.visitor_hash)).size;
      expect(['2031-05-01', '2031-05-02', '2031-05-03', '2031-05-04'].map(hashesOf)).toEqual([1, 1, 1, 1]);
      expect(new Set(stored.map((row) => row.visitor_hash)).size).toBe(4);
      const stats = (await body(await t.request(`/v1/codes/${code.id}/stats?from=2031-05-01&to=2031-05-04`, { key }))).data;
      expect(stats.by_day.map((day: { unique: number }) => day.unique)).toEqual([1, 1, 1, 1]);
      const salts = await t.db.query<{ day: string }>(`SELECT day FROM scan_salts ORDER BY day`);
      expect(salts.map((row) => row.day)).toEqual(['2031-05-03', '2031-05-04']);
    } finally {
      t.clock.set(null);
    }
  });

  it('writes no qr.scanned event when no webhook of the workspace subscribes to scans', async () => {
    const { tenant, key } = await setup();
    await insertWebhookRow(t.db, tenant, ['qr.created']);
    const code = await dynamicCode(key);
    const rec = record();
    await scan(code.short_code, { 'user-agent': UA.androidChrome });
    await rec.flush();
    expect(await allScans(key, code.id)).toHaveLength(1);
    const events = await t.db.query(`SELECT id FROM events WHERE organization_id = $1 AND type = 'qr.scanned'`, [tenant.organizationId]);
    expect(events).toHaveLength(0);
  });

  it('emits qr.scanned with the contract data for every human scan, in the batch transaction', async () => {
    const { tenant, key } = await setup();
    await insertWebhookRow(t.db, tenant, ['scan.created']);
    const code = await dynamicCode(key);
    const behindCloudflare = t.createApp({ env: { COUNTRY_HEADER: 'CF-IPCountry' } }).app;
    const rec = record();
    await scan(code.short_code, { 'user-agent': UA.androidChrome, 'accept-language': 'fr-FR', 'cf-ipcountry': 'FR' }, behindCloudflare);
    await scan(code.short_code, { 'user-agent': UA.googlebot }, behindCloudflare);
    await rec.flush();
    const events = await t.db.query<{ type: string; data: Record<string, unknown>; created_at: string; workspace_id: string }>(
      `SELECT type, data, created_at, workspace_id FROM events WHERE organization_id = $1 AND type = 'qr.scanned'`,
      [tenant.organizationId],
    );
    expect(events).toHaveLength(1);
    const [row] = await allScans(key, code.id).then((rows) => rows.filter((r) => r.is_bot === false));
    expect(events[0]!.workspace_id).toBe(tenant.workspaceId);
    expect(events[0]!.created_at).toBe(row!.scanned_at);
    expect(events[0]!.data).toEqual({
      code_id: code.id,
      short_code: code.short_code,
      scanned_at: row!.scanned_at,
      country: 'FR',
      device_type: 'mobile',
      os: 'Android',
      browser: 'Chrome',
      language: 'fr',
      ab_variant: null,
      redirected_to: 'https://example.com/landing',
      rule: null,
    });
  });

  it('does not record HEAD requests, unknown short codes or paused codes', async () => {
    const { key } = await setup();
    const code = await dynamicCode(key);
    const rec = record();
    expect((await t.app.request(`/${code.short_code}`, { method: 'HEAD' })).status).toBe(302);
    expect((await t.app.request(`/nonexistent-code`)).status).toBe(404);
    await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { status: 'paused' } });
    expect((await t.app.request(`/${code.short_code}`)).status).toBe(404);
    await rec.flush();
    expect(await allScans(key, code.id)).toEqual([]);
  });

  it('GET /organizations/usage counts the human scans of the current month', async () => {
    const { tenant, key } = await setup();
    const code = await dynamicCode(key);
    const orgKey = await t.createKey(tenant, 'org_admin');
    try {
      t.clock.set('2031-07-31T23:59:00.000Z');
      let rec = record();
      await scan(code.short_code, { 'user-agent': UA.macSafari }); // last month
      await rec.stop();
      t.clock.set('2031-08-02T10:00:00.000Z');
      rec = record();
      await scan(code.short_code, { 'user-agent': UA.macSafari });
      await scan(code.short_code, { 'user-agent': UA.iphoneSafari });
      await scan(code.short_code, { 'user-agent': UA.curl });
      await rec.stop();
      recorder = undefined;
      const usage = (await body(await t.request('/v1/organizations/usage', { key: orgKey }))).data;
      expect(usage.scans).toMatchObject({ used: 2, period: '2031-08' });
      expect(usage.dynamic_codes.used).toBe(1);
    } finally {
      t.clock.set(null);
    }
  });
});
