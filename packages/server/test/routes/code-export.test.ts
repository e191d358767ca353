import { parseDelimited } from '@quietzone/render';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CODE_COLUMNS } from '../../src/codes/import/code-columns';
import { CODE_EXPORT_CHUNK } from '../../src/codes/export/code-export-streams';
import { csvLine } from '../../src/scans/csv-line';
import { readXlsxRows, xlsxBytes } from '../../src/xlsx';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One code of each kind the import takes, with text that needs quoting or the formula guard. */
const SOURCE_ROWS: readonly Record<string, string>[] = [
  { type: 'url', url: 'https://example.com/menu', title: 'Menu, "daily"', tags: 'print;table', notes: 'line one\nline two', expires_at: '2099-06-30T12:00:00.000Z' },
  { type: 'url', url: 'https://example.com/split', title: '=SUM(1;2)', ab_enabled: 'true', ab_target_url_b: 'https://example.com/b', ab_weight_a: '70' },
  { type: 'url', url: 'https://example.com/landing', is_landing_page: 'true', links: JSON.stringify([{ label: 'Shop', url: 'https://example.com/shop' }]) },
  { type: 'url', url: 'https://example.com/static', is_dynamic: 'false', title: '-10% off' },
  { type: 'vcard', vcard_first_name: 'Ada', vcard_last_name: 'Lovelace', vcard_phone: '+441234567', vcard_email: 'ada@example.com' },
  { type: 'wifi', wifi_ssid: 'Cafe', wifi_password: 'espresso1', wifi_encryption: 'WPA', wifi_hidden: 'true' },
  { type: 'email', email_to: 'hello@example.com', email_subject: 'Hi', email_body: 'Body' },
  { type: 'sms', sms_phone: '+491701234567', sms_message: '@team hello' },
  { type: 'location', location_lat: '-33.8688', location_lng: '151.2093' },
];

function sourceCsv(rows: readonly Record<string, string>[]): Uint8Array {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return new TextEncoder().encode(csvLine(columns) + rows.map((row) => csvLine(columns.map((column) => row[column] ?? ''))).join(''));
}

async function importInto(key: TestKey, bytes: Uint8Array): Promise<any> {
  const form = new FormData();
  form.set('file', new Blob([bytes]), 'codes');
  const res = await t.request('/v1/codes/import', { method: 'POST', key, body: form });
  const json = await body(res);
  expect(res.status, JSON.stringify(json)).toBe(201);
  expect(json.data.failed, JSON.stringify(json.data.created.filter((entry: any) => entry.status === 'failed'))).toBe(0);
  return json.data;
}

async function exported(key: TestKey, ext: 'csv' | 'xlsx'): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await t.request(`/v1/codes.${ext}`, { key });
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function csvRecords(bytes: Uint8Array): string[][] {
  const parsed = parseDelimited(new TextDecoder().decode(bytes), ',');
  if (!parsed.ok) throw new Error('export is not CSV');
  return parsed.records.map((record) => [...record.fields]);
}

async function xlsxRecords(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const records: string[][] = [];
  sheet.eachRow((row) => records.push(CODE_COLUMNS.map((_, index) => String(row.getCell(index + 1).value ?? ''))));
  return records;
}

/** Data lines in a stable order: codes imported in one transaction share created_at, so the export orders them by id. */
const sortedLines = (bytes: Uint8Array) => new TextDecoder().decode(bytes).split('\r\n').slice(1).sort();

/** Frees the short codes for a re-import: a deleted code keeps its short code, so the rows go. */
async function dropCodes(tenant: Tenant): Promise<void> {
  await t.db.query('DELETE FROM link_rechecks WHERE code_id IN (SELECT id FROM codes WHERE workspace_id = $1)', [tenant.workspaceId]);
  await t.db.query('DELETE FROM codes WHERE workspace_id = $1', [tenant.workspaceId]);
}

async function admin(plan = 'free'): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant({ plan });
  return { tenant, key: await t.createKey(tenant, 'ws_admin') };
}

describe('GET /v1/codes.csv', () => {
  it("writes the import's columns, one row per code that is not deleted, each cell as created; a viewer may read; other workspaces stay out", async () => {
    const { tenant, key } = await admin();
    const other = await admin();
    await importInto(other.key, sourceCsv([{ url: 'https://example.com/elsewhere' }]));
    const data = await importInto(key, sourceCsv(SOURCE_ROWS));
    const doomed = await body(await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/doomed' } }));
    expect((await t.request(`/v1/codes/${doomed.data.id}`, { method: 'DELETE', key })).status).toBe(204);

    const viewer = await t.createKey(tenant, 'viewer');
    const { res, bytes } = await exported(viewer, 'csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="codes-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = csvRecords(bytes);
    expect(header).toEqual([...CODE_COLUMNS]);
    expect(rows).toHaveLength(SOURCE_ROWS.length);
    const byShortCode = new Map(rows.map((cells) => [cells[0], Object.fromEntries(CODE_COLUMNS.map((column, index) => [column, cells[index]]))]));
    const cellsOf = (index: number) => byShortCode.get(data.created[index].short_code)!;
    expect(cellsOf(0)).toMatchObject({ type: 'url', url: 'https://example.com/menu', title: 'Menu, "daily"', tags: 'print;table', notes: 'line one\nline two', expires_at: '2099-06-30T12:00:00.000Z', is_dynamic: 'true', ab_enabled: 'false', is_landing_page: 'false', links: '' });
    expect(cellsOf(1)).toMatchObject({ title: "'=SUM(1;2)", ab_enabled: 'true', ab_target_url_b: 'https://example.com/b', ab_weight_a: '70' });
    expect(cellsOf(2).links).toBe('[{"label":"Shop","url":"https://example.com/shop"}]');
    expect(cellsOf(3)).toMatchObject({ is_dynamic: 'false', ab_enabled: '', is_landing_page: '', title: "'-10% off" });
    expect(cellsOf(5)).toMatchObject({ type: 'wifi', wifi_ssid: 'Cafe', wifi_hidden: 'true', url: '' });
    expect(cellsOf(8)).toMatchObject({ location_lat: "'-33.8688", location_lng: '151.2093' });
  });

  it('streams every code exactly once across keyset chunks (ties on created_at included)', async () => {
    const { tenant, key } = await admin();
    const count = CODE_EXPORT_CHUNK * 2 + 7;
    // Rows straight into the table: the API would spend seconds on two thousand audited inserts. Half share one created_at.
    await t.db.query(
      `INSERT INTO codes (id, organization_id, workspace_id, short_code, type, is_dynamic, url, created_at)
       SELECT 'qr_chunk' || n, $1, $2, 'chunk' || n, 'url', true, 'https://example.com/' || n,
              CASE WHEN n % 2 = 0 THEN timestamptz '2026-01-01T00:00:00Z' ELSE timestamptz '2026-01-01T00:00:00Z' + n * interval '1 second' END
         FROM generate_series(1, $3::int) AS n`,
      [tenant.organizationId, tenant.workspaceId, count],
    );
    const [, ...rows] = csvRecords((await exported(key, 'csv')).bytes);
    expect(rows.map((cells) => cells[0]).sort()).toEqual(Array.from({ length: count }, (_, index) => `chunk${index + 1}`).sort());
    expect(rows.map((cells) => cells[CODE_COLUMNS.indexOf('url')])).toContain(`https://example.com/${count}`);
  });
});

describe('export → import round trip', () => {
  it.each(['csv', 'xlsx'] as const)('%s: importing the export recreates the codes (short codes, fields, order-free)', async (ext) => {
    const source = await admin();
    await importInto(source.key, sourceCsv(SOURCE_ROWS));
    const before = (await exported(source.key, 'csv')).bytes;
    const file = (await exported(source.key, ext)).bytes;
    if (ext === 'xlsx') {
      const csvRows = csvRecords(before).map((cells) => cells.map((cell) => cell.replace(/^'(?=[=+\-@])/, '')));
      expect((await xlsxRecords(file)).sort()).toEqual(csvRows.sort());
    }
    await dropCodes(source.tenant);

    const target = await admin();
    const data = await importInto(target.key, file);
    expect(data.total).toBe(SOURCE_ROWS.length);
    expect(sortedLines((await exported(target.key, 'csv')).bytes)).toEqual(sortedLines(before));
  });

  it.each(['csv', 'xlsx'] as const)(
    '%s: link controls travel (rules, max_scans, active_from, control characters); a password-protected code fails naming password until the file brings one (QA S2-4, S4-5)',
    async (ext) => {
      const source = await admin();
      const controls = { rules: [{ when: { device: ['mobile'] }, url: 'https://example.com/ios' }], max_scans: 3, active_from: '2099-01-01T00:00:00.000Z' };
      const create = async (json: Record<string, unknown>) => {
        const res = await t.request('/v1/codes', { method: 'POST', key: source.key, json });
        const created = await body(res);
        expect(res.status, JSON.stringify(created)).toBe(201);
        return created;
      };
      const open = (await create({ url: 'https://example.com/open', title: 'bell\u0001 and \u000b tab', ...controls })).data;
      const locked = (await create({ url: 'https://example.com/locked', password: 'correct-horse', max_scans: 5 })).data;
      const file = (await exported(source.key, ext)).bytes;
      await dropCodes(source.tenant);

      const target = await admin();
      const form = new FormData();
      form.set('file', new Blob([file]), `codes.${ext}`);
      const first = (await body(await t.request('/v1/codes/import', { method: 'POST', key: target.key, body: form }))).data;
      const byShortCode = new Map<string, any>(first.created.map((entry: any, index: number) => [[open.short_code, locked.short_code][index], entry]));
      expect(byShortCode.get(locked.short_code)).toMatchObject({ status: 'failed', errors: [{ field: 'password', message: expect.stringContaining('has_password is true') }] });
      const reopened = (await body(await t.request(`/v1/codes/${byShortCode.get(open.short_code).id}`, { key: target.key }))).data;
      expect(reopened).toMatchObject({ short_code: open.short_code, title: 'bell\u0001 and \u000b tab', ...controls, has_password: false });

      // The owner adds the password column to the exported rows and imports again.
      const records = ext === 'csv' ? csvRecords(file) : readXlsxRows(file, { maxRows: 10 });
      const withPassword = [[...records[0]!, 'password'], ...records.slice(1).map((cells) => [...cells, cells[0] === locked.short_code ? 'correct-horse' : ''])];
      const second = new FormData();
      second.set('file', new Blob([ext === 'csv' ? new TextEncoder().encode(withPassword.map((cells) => csvLine(cells)).join('')) : await xlsxBytes([{ name: 'Codes', columns: withPassword[0]!.map((header) => ({ header })), rows: [withPassword.slice(1)] }])]), `codes.${ext}`);
      const again = (await body(await t.request('/v1/codes/import', { method: 'POST', key: target.key, body: second }))).data;
      const relocked = again.created.find((entry: any) => entry.status === 'created');
      expect(relocked).toMatchObject({ short_code: locked.short_code });
      expect((await body(await t.request(`/v1/codes/${relocked.id}`, { key: target.key }))).data).toMatchObject({ has_password: true, max_scans: 5 });
      // Protected again: the short link asks for the password instead of redirecting.
      const scan = await t.request(`/${locked.short_code}`, { redirect: 'manual' });
      expect([scan.status, scan.headers.get('location')]).toEqual([200, null]);
      expect(await scan.text()).toContain('type="password"');
    },
  );

  it('the XLSX export is a workbook of one sheet "Codes"', async () => {
    const { key } = await admin();
    await importInto(key, sourceCsv(SOURCE_ROWS.slice(0, 2)));
    const { res, bytes } = await exported(key, 'xlsx');
    expect(res.headers.get('content-type')).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Codes']);
    expect(workbook.worksheets[0]!.rowCount).toBe(3);
  });
});
