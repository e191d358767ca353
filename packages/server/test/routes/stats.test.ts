import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { newId } from '../../src/new-id';
import { insertScanRows } from '../../src/scans/insert-scans';
import type { ScanRow } from '../../src/scans/scan-chunk';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';
import { insertCodeRow } from '../helpers/insert-code-row';

const t = setupTestApp();
const statsResponse = ALL_OPERATIONS.find((op) => op.operationId === 'getCodeStats')!.responses[200]!.schema!;

function row(tenant: Tenant, codeId: string, at: string, fields: Partial<ScanRow> = {}): ScanRow {
  return {
    id: newId('scn'),
    code_id: codeId,
    organization_id: tenant.organizationId,
    workspace_id: tenant.workspaceId,
    scanned_at: at,
    country: 'DE',
    device_type: 'mobile',
    os: 'iOS',
    browser: 'Mobile Safari',
    language: 'de',
    ab_variant: null,
    redirected_to: 'https://example.com/',
    is_bot: false,
    visitor_hash: 'v1',
    ...fields,
  };
}

async function setup(): Promise<{ tenant: Tenant; key: TestKey; codeId: string }> {
  const tenant = await t.createTenant();
  const key = await t.createKey(tenant, 'viewer');
  const code = await insertCodeRow(t.db, tenant);
  return { tenant, key, codeId: code.id };
}

async function stats(key: TestKey, codeId: string, query = '') {
  const res = await t.request(`/v1/codes/${codeId}/stats${query}`, { key });
  return { status: res.status, body: await body(res) };
}

describe('GET /v1/codes/:id/stats', () => {
  it('lists every day of the window with zeros, counts the window, and today separately', async () => {
    const { tenant, key, codeId } = await setup();
    t.clock.set('2031-03-10T15:00:00.000Z');
    try {
      await insertScanRows(t.db, [
        row(tenant, codeId, '2031-03-10T00:00:00.000Z', { visitor_hash: 'a' }), // first ms of today
        row(tenant, codeId, '2031-03-10T14:59:59.999Z', { visitor_hash: 'a', country: 'AT', device_type: 'desktop', os: 'Windows', browser: 'Edge' }),
        row(tenant, codeId, '2031-03-08T23:59:59.999Z', { visitor_hash: 'b' }), // last ms of the 8th
        row(tenant, codeId, '2031-03-04T00:00:00.000Z', { visitor_hash: 'c', country: 'CH' }), // first day of days=7
        row(tenant, codeId, '2031-03-03T23:59:59.999Z', { visitor_hash: 'd' }), // just before days=7
        row(tenant, codeId, '2031-03-09T12:00:00.000Z', { is_bot: true, visitor_hash: 'bot', device_type: 'unknown', os: 'unknown', browser: 'unknown' }),
      ]);
      const week = await stats(key, codeId, '?days=7');
      expect(week.status).toBe(200);
      expect(statsResponse.safeParse(week.body).success).toBe(true);
      expect(week.body.data).toEqual({
        from: '2031-03-04',
        to: '2031-03-10',
        total_scans: 4,
        unique_scanners: 3,
        scans_today: 2,
        by_day: [
          { date: '2031-03-04', scans: 1, unique: 1 },
          { date: '2031-03-05', scans: 0, unique: 0 },
          { date: '2031-03-06', scans: 0, unique: 0 },
          { date: '2031-03-07', scans: 0, unique: 0 },
          { date: '2031-03-08', scans: 1, unique: 1 },
          { date: '2031-03-09', scans: 0, unique: 0 },
          { date: '2031-03-10', scans: 2, unique: 1 },
        ],
        by_country: [
          { country: 'DE', scans: 2 },
          { country: 'AT', scans: 1 },
          { country: 'CH', scans: 1 },
        ],
        by_device: [
          { device_type: 'mobile', scans: 3 },
          { device_type: 'desktop', scans: 1 },
        ],
        by_os: [
          { os: 'iOS', scans: 3 },
          { os: 'Windows', scans: 1 },
        ],
        by_browser: [
          { browser: 'Mobile Safari', scans: 3 },
          { browser: 'Edge', scans: 1 },
        ],
      });

      const withBots = (await stats(key, codeId, '?days=7&include_bots=true')).body.data;
      expect(withBots.total_scans).toBe(5);
      expect(withBots.by_day[5]).toEqual({ date: '2031-03-09', scans: 1, unique: 1 });

      const defaults = (await stats(key, codeId)).body.data;
      expect(defaults).toMatchObject({ from: '2031-02-09', to: '2031-03-10', total_scans: 5, scans_today: 2 });
      expect(defaults.by_day).toHaveLength(30);
      expect(defaults.by_day.reduce((sum: number, day: { scans: number }) => sum + day.scans, 0)).toBe(5);

      const range = (await stats(key, codeId, '?from=2031-03-01&to=2031-03-08')).body.data;
      expect(range).toMatchObject({ from: '2031-03-01', to: '2031-03-08', total_scans: 3, scans_today: 2 });
      expect(range.by_day.map((day: { date: string }) => day.date)).toEqual(['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07', '2031-03-08']);
    } finally {
      t.clock.set(null);
    }
  });

  it('answers a code without scans with zeros on every day', async () => {
    const { key, codeId } = await setup();
    const { body: res } = await stats(key, codeId, '?days=3');
    expect(res.data.total_scans).toBe(0);
    expect(res.data.unique_scanners).toBe(0);
    expect(res.data.by_day).toHaveLength(3);
    expect(res.data.by_day.every((day: { scans: number; unique: number }) => day.scans === 0 && day.unique === 0)).toBe(true);
    expect(res.data.by_country).toEqual([]);
  });

  it('refuses invalid windows with 400 and unknown or foreign codes with 404', async () => {
    const { key, codeId } = await setup();
    for (const query of ['?days=0', '?days=366', '?days=abc', '?days=7&from=2031-01-01', '?from=2031-02-02&to=2031-02-01', '?from=2030-01-01&to=2031-01-02', '?from=2031-02-30', '?to=tomorrow', '?include_bots=yes']) {
      const res = await stats(key, codeId, query);
      expect(res.status, query).toBe(400);
      expect(res.body.type).toMatch(/bad-request|bad_request/);
    }
    expect((await stats(key, codeId, '?days=365')).status).toBe(200);
    expect((await stats(key, codeId, '?from=2028-01-01&to=2028-12-31')).body.data.by_day).toHaveLength(366);
    expect((await stats(key, 'qr_missing')).status).toBe(404);
    const other = await setup();
    expect((await stats(key, other.codeId)).status).toBe(404);
  });
});
