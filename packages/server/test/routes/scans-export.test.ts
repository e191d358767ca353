import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/new-id';
import { EXPORT_CHUNK, EXPORT_COLUMNS } from '../../src/scans/scan-export';
import { insertScanRows } from '../../src/scans/insert-scans';
import type { ScanRow } from '../../src/scans/scan-chunk';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';
import { insertCodeRow } from '../helpers/insert-code-row';

const t = setupTestApp();

/** More than two export chunks, so the keyset walk crosses chunk borders. */
const ROWS = EXPORT_CHUNK * 2 + 7;

function rows(tenant: Tenant, codeId: string, count: number): ScanRow[] {
  const start = Date.parse('2031-01-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => ({
    id: newId('scn'),
    code_id: codeId,
    organization_id: tenant.organizationId,
    workspace_id: tenant.workspaceId,
    // Pairs share a timestamp, so the id breaks ties in the keyset.
    scanned_at: new Date(start + Math.floor(i / 2) * 1000).toISOString(),
    country: i % 3 === 0 ? 'DE' : 'XX',
    device_type: 'desktop',
    // Text that needs RFC 4180 quoting, and text that would run as a spreadsheet formula.
    os: i === 0 ? 'Evil "OS", v1\r\nline two' : i === 1 ? '=HYPERLINK("http://x")' : 'Windows',
    browser: i === 2 ? '@SUM(A1)' : i === 3 ? 'Grüße, 🙂' : 'Edge',
    language: i % 2 === 0 ? 'de' : null,
    ab_variant: i % 4 === 0 ? 'a' : i % 4 === 1 ? 'b' : null,
    redirected_to: i % 5 === 0 ? null : `https://example.com/p?a=1,b=${i}`,
    is_bot: i % 7 === 0,
    visitor_hash: `v${i}`,
  }));
}

function expectedFields(row: ScanRow): (string | boolean | null)[] {
  return [row.id, row.scanned_at, row.country, row.device_type, row.os, row.browser, row.language, row.ab_variant, row.redirected_to, row.is_bot];
}

/** The formula guard's visible effect: a leading apostrophe. */
function guarded(value: string | boolean | null): string | boolean | null {
  return typeof value === 'string' && /^[=+\-@]/.test(value) ? `'${value}` : value;
}

async function setup(): Promise<{ key: TestKey; codeId: string; shortCode: string; inserted: ScanRow[] }> {
  const tenant = await t.createTenant();
  const key = await t.createKey(tenant, 'viewer');
  const code = await insertCodeRow(t.db, tenant);
  const inserted = rows(tenant, code.id, ROWS);
  await insertScanRows(t.db, inserted);
  const sorted = [...inserted].sort((a, b) => (a.scanned_at === b.scanned_at ? (a.id < b.id ? -1 : 1) : a.scanned_at < b.scanned_at ? -1 : 1));
  return { key, codeId: code.id, shortCode: code.shortCode, inserted: sorted };
}

/** An RFC 4180 reader written from the RFC's grammar, independent of the writer. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), (i += 2);
      else if (c === '"') (quoted = false), i++;
      else (field += c), i++;
    } else if (c === '"') (quoted = true), i++;
    else if (c === ',') record.push(field), (field = ''), i++;
    else if (c === '\r' && text[i + 1] === '\n') record.push(field), records.push(record), (record = []), (field = ''), (i += 2);
    else (field += c), i++;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

describe('scan list and exports', () => {
  it('GET /scans walks every scan once, newest first, with a cursor', async () => {
    const { key, codeId, inserted } = await setup();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await t.request(`/v1/codes/${codeId}/scans?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { key });
      expect(res.status).toBe(200);
      const page = await body(res);
      expect(page.meta.pagination.total_count).toBe(ROWS);
      seen.push(...page.data.map((scan: { id: string }) => scan.id));
      cursor = page.meta.pagination.next_cursor;
    } while (cursor);
    expect(seen).toEqual(inserted.map((row) => row.id).reverse());
    expect((await t.request(`/v1/codes/${codeId}/scans?limit=101`, { key })).status).toBe(400);
  });

  it('scans.csv is RFC 4180 with a header row, and parses back to the same rows', async () => {
    const { key, codeId, shortCode, inserted } = await setup();
    const res = await t.request(`/v1/codes/${codeId}/scans.csv`, { key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="scans-${shortCode}.csv"`);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await res.arrayBuffer());
    expect(text).toContain('"Evil ""OS"", v1\r\nline two"');
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(records).toEqual(inserted.map((row) => expectedFields(row).map((value) => (value === null ? '' : String(guarded(value))))));
  });

  it('scans.xlsx is a workbook that parses back to the same rows', async () => {
    const { key, codeId, shortCode, inserted } = await setup();
    const res = await t.request(`/v1/codes/${codeId}/scans.xlsx`, { key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`filename="scans-${shortCode}.xlsx"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04])); // a zip (OOXML package)
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(bytes));
    const sheet = workbook.getWorksheet('Scans')!;
    const values: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual([...EXPORT_COLUMNS]);
    const read = values.slice(1).map((cells) => EXPORT_COLUMNS.map((_, i) => cells[i] ?? null));
    // The CR of the CRLF in the test data comes back: the writer escapes it (&#13;), as XML
    // parsers turn a raw CRLF in text into LF (XML 1.0 §2.11).
    expect(read).toEqual(inserted.map((row) => expectedFields(row)));
  });

  it('exports of an unknown code are 404, and a code without scans exports the header alone', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const code = await insertCodeRow(t.db, tenant);
    expect((await t.request(`/v1/codes/qr_nope/scans.csv`, { key })).status).toBe(404);
    expect((await t.request(`/v1/codes/qr_nope/scans.xlsx`, { key })).status).toBe(404);
    expect(await (await t.request(`/v1/codes/${code.id}/scans.csv`, { key })).text()).toBe(`${EXPORT_COLUMNS.join(',')}\r\n`);
  });
});
