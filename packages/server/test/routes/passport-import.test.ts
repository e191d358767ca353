import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSPORT_CATEGORIES } from '@quietzone/core';
import { MAX_IMPORT_BYTES, importResultSchema, templateColumns } from '@quietzone/core/schemas';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

// POST /v1/dpp/import and GET /v1/dpp/import/templates/{category} (shared/dpp.md, "Import").
const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-import-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const t = setupTestApp({ env: { URL_BLOCKLIST: blocklist } });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function keyOn(plan = 'pro'): Promise<TestKey> {
  return t.createKey(await t.createTenant({ plan }), 'contributor');
}

function template(key: TestKey, category: string, format?: string): Promise<Response> {
  return t.request(`/v1/dpp/import/templates/${category}${format === undefined ? '' : `?format=${format}`}`, { key });
}

function importFile(key: TestKey, bytes: Uint8Array | string, name: string, query = ''): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: name.endsWith('.xlsx') ? XLSX : 'text/csv' }), name);
  return t.request(`/v1/dpp/import${query}`, { method: 'POST', key, body: form });
}

function importJson(key: TestKey, rows: unknown[], query = ''): Promise<Response> {
  return t.request(`/v1/dpp/import${query}`, { method: 'POST', key, json: { rows } });
}

async function resultOf(res: Response, status: number) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const { data } = JSON.parse(text) as { data: unknown };
  const parsed = importResultSchema.safeParse(data);
  expect(parsed.success, text).toBe(true);
  return parsed.data!;
}

async function passportsOf(key: TestKey): Promise<{ id: string; gtin: string; lot: string | null; product_name: string; version: number; status: string }[]> {
  return t.db.query(`SELECT id, gtin, lot, product_name, version, status FROM passports WHERE workspace_id = $1 ORDER BY created_at, id`, [key.workspaceId]);
}

/** A CSV of these rows under these columns (fields quoted when needed). */
function csv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/**
 * A GTIN-13 of its own for every test: each test's key is of another organization, and a GTIN
 * has one owner on the instance.
 */
let GTIN = '';
let nextGtin = 400638133300;
beforeEach(() => {
  GTIN = testGtin(nextGtin++).slice(1);
});

const BASE_COLUMNS = ['gtin', 'lot', 'product_name', 'manufacturer.name'] as const;
const row = (lot: string, name = `Kettle ${lot}`) => [GTIN, lot, name, 'ACME'];

/** The templates' example rows share one GTIN: their imports run in workspaces of one organization. */
let templateOrganization: Promise<Tenant> | undefined;
async function templateKey(): Promise<TestKey> {
  templateOrganization ??= t.createTenant({ plan: 'pro' });
  const tenant = await templateOrganization;
  return t.createKey({ organizationId: tenant.organizationId, workspaceId: await t.createWorkspace(tenant) }, 'contributor');
}

describe('GET /v1/dpp/import/templates/{category}', () => {
  it.each(PASSPORT_CATEGORIES)('%s: CSV with the header row and one example row, prefilled category', async (category) => {
    const res = await template(await keyOn(), category, 'csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`dpp-import-${category}.csv`);
    const lines = (await res.text()).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const columns = templateColumns(category);
    expect(lines[0]).toBe(columns.map((column) => column.column).join(','));
    expect(lines[1]!.startsWith(`${category},`)).toBe(true);
  });

  it('XLSX: the rows on the first sheet and a sheet describing each column', async () => {
    const res = await template(await keyOn(), 'battery', 'xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const [rows, described] = workbook.worksheets;
    const columns = templateColumns('battery');
    expect((rows!.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((column) => column.column));
    expect(rows!.getRow(2).getCell(1).value).toBe('battery');
    expect(described!.getRow(1).values).toEqual([undefined, 'column', 'requirement', 'type', 'unit', 'description']);
    const capacity = columns.findIndex((column) => column.column === 'attributes.rated_capacity_ah');
    expect((described!.getRow(capacity + 2).values as unknown[]).slice(1, 5)).toEqual(['attributes.rated_capacity_ah', columns[capacity]!.requirement, 'number', 'Ah']);
  });

  it('takes the format in any case: XLSX and Csv answer as xlsx and csv', async () => {
    const key = await keyOn();
    const xlsx = await template(key, 'generic', 'XLSX');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(XLSX);
    expect(xlsx.headers.get('content-disposition')).toContain('dpp-import-generic.xlsx');
    const csv = await template(key, 'generic', 'Csv');
    expect(csv.headers.get('content-disposition')).toContain('dpp-import-generic.csv');
  });

  it('CSV is the default; an unknown category is 404 and an unknown format 400', async () => {
    const key = await keyOn();
    expect((await template(key, 'generic')).headers.get('content-type')).toMatch(/^text\/csv/);
    const unknown = await template(key, 'furniture', 'csv');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    const format = await template(key, 'generic', 'ods');
    expect(format.status).toBe(400);
    expect((await body(format)).errors.map((error: { field: string }) => error.field)).toEqual(['format']);
  });
});

describe('a template imports cleanly', () => {
  it.each(PASSPORT_CATEGORIES.flatMap((category) => [[category, 'csv'], [category, 'xlsx']] as const))('%s as %s', async (category, format) => {
    const key = await templateKey();
    const file = new Uint8Array(await (await template(key, category, format)).arrayBuffer());
    const result = await resultOf(await importFile(key, file, `template.${format}`), 201);
    expect(result).toMatchObject({ total: 1, created: 1, updated: 0, failed: 0, rows: [{ row: 1, status: 'created', id: expect.stringMatching(/^dpp_/) }] });
    const compliance = await body(await t.request(`/v1/dpp/${result.rows[0]!.id}/eu-compliance`, { key }));
    expect(compliance.data.status).toBe('compliant');
    const [stored] = await passportsOf(key);
    expect(stored).toMatchObject({ gtin: '09506000134352', status: 'draft' });
  });

  it('with a UTF-8 byte order mark and LF line ends', async () => {
    const key = await keyOn();
    const text = `\uFEFF${csv(BASE_COLUMNS, [row('L1', 'Wasserkocher, "Edelstahl"')]).replace(/\r\n/g, '\n')}`;
    const result = await resultOf(await importFile(key, new TextEncoder().encode(text), 'bom.csv'), 201);
    expect(result.created).toBe(1);
    expect((await passportsOf(key))[0]!.product_name).toBe('Wasserkocher, "Edelstahl"');
  });
});

describe('POST /v1/dpp/import', () => {
  it('JSON rows are create bodies; events and audit as a single create', async () => {
    const key = await keyOn();
    const rows = [
      { gtin: GTIN, lot: 'J1', product_name: 'Kettle', status: 'published', links: [{ link_type: 'gs1:pip', url: 'https://example.com/k' }] },
      { gtin: GTIN, lot: 'J2', product_name: 'Kettle 2' },
    ];
    const result = await resultOf(await importJson(key, rows), 201);
    expect(result).toMatchObject({ total: 2, created: 2, updated: 0, failed: 0 });
    const ids = result.rows.map((entry) => entry.id!);
    const events = await t.db.query<{ type: string; id: string }>(`SELECT type, data->>'id' AS id FROM events WHERE data->>'id' = ANY($1) ORDER BY type`, [ids]);
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'dpp.created', id: ids[0] },
        { type: 'dpp.published', id: ids[0] },
        { type: 'dpp.created', id: ids[1] },
      ]),
    );
    expect(events).toHaveLength(3);
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_logs WHERE resource_id = ANY($1)`, [ids]);
    expect(audit.map((entry) => entry.action)).toEqual(['passports.create', 'passports.create']);
  });

  it('a failing row never blocks the others; errors name the column', async () => {
    const key = await keyOn();
    const columns = [...BASE_COLUMNS, 'attributes.rated_capacity_ah', 'documents.1.type', 'documents.1.url'];
    const text = csv(columns, [
      [...row('OK1'), '', '', ''],
      ['4006381333932', 'BAD', 'Kettle', 'ACME', '', '', ''],
      [...row('BAD2'), '2,5', '', ''],
      [...row('BAD3'), '', 'user_manual', 'https://evil.example/manual.pdf'],
      [...row('BAD4'), '', 'user_manual', 'ftp://example.com/manual.pdf'],
      [...row('OK1'), '', '', ''],
      [...row('OK2'), '', '', ''],
    ]);
    const result = await resultOf(await importFile(key, text, 'rows.csv'), 201);
    expect(result).toMatchObject({ total: 7, created: 2, updated: 0, failed: 5 });
    const failedFields = Object.fromEntries(result.rows.filter((entry) => entry.status === 'failed').map((entry) => [entry.row, [...new Set(entry.errors!.map((error) => error.field))]]));
    expect(failedFields).toEqual({
      2: ['gtin'],
      3: ['attributes.rated_capacity_ah'],
      4: ['documents.1.url'],
      5: ['documents.1.url'],
      6: ['gtin'],
    });
    expect(result.rows.map((entry) => entry.row)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const nul = await resultOf(await importFile(key, csv(BASE_COLUMNS, [row('N1', 'Ket\u0000tle'), row('N2')]), 'nul.csv'), 201);
    expect(nul.rows.map((entry) => [entry.status, entry.errors?.[0]?.field])).toEqual([['failed', 'product_name'], ['created', undefined]]);
    expect((await passportsOf(key)).map((passport) => passport.lot).sort()).toEqual(['N2', 'OK1', 'OK2']);
  });

  it('upsert merges a matched passport like PATCH (only the given columns) and creates the others', async () => {
    const key = await keyOn();
    await resultOf(await importJson(key, [{ gtin: GTIN, lot: 'U1', product_name: 'Old name', brand: 'Keep', manufacturer: { name: 'ACME' } }]), 201);
    const [before] = await passportsOf(key);
    const text = csv(['gtin', 'lot', 'product_name', 'manufacturer.name'], [
      [`0${GTIN}`, 'U1', 'New name', ''],
      [GTIN, 'U2', 'Second', 'ACME'],
    ]);
    const result = await resultOf(await importFile(key, text, 'upsert.csv', '?mode=upsert'), 201);
    expect(result).toMatchObject({ total: 2, created: 1, updated: 1, failed: 0, rows: [{ row: 1, status: 'updated', id: before!.id }, { row: 2, status: 'created' }] });
    const stored = await body(await t.request(`/v1/dpp/${before!.id}`, { key }));
    expect(stored.data).toMatchObject({ product_name: 'New name', brand: 'Keep', manufacturer: { name: 'ACME' }, version: 2 });
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_logs WHERE resource_id = $1 ORDER BY created_at`, [before!.id]);
    expect(audit.map((entry) => entry.action)).toEqual(['passports.create', 'passports.update']);
    // create mode refuses the same row: the identity is taken.
    const again = await resultOf(await importFile(key, text, 'create.csv'), 201);
    expect(again).toMatchObject({ created: 0, failed: 2 });
  });

  it('an upsert that publishes emits dpp.updated and dpp.published, as PATCH does; updates do not count against max_passports', async () => {
    const key = await keyOn('free');
    const rows = Array.from({ length: 10 }, (_, index) => ({ gtin: GTIN, lot: `P${index}`, product_name: 'Kettle' }));
    await resultOf(await importJson(key, rows), 201);
    const result = await resultOf(await importJson(key, [{ ...rows[0], status: 'published' }, { ...rows[1], status: 'published' }], '?mode=upsert'), 201);
    expect(result).toMatchObject({ updated: 2, failed: 0 });
    const events = await t.db.query<{ type: string }>(`SELECT type FROM events WHERE data->>'id' = $1 ORDER BY type`, [result.rows[0]!.id]);
    expect(events.map((event) => event.type)).toEqual(['dpp.created', 'dpp.published', 'dpp.updated']);
    const back = await resultOf(await importJson(key, [{ ...rows[0], status: 'draft' }], '?mode=upsert'), 201);
    expect(back.rows[0]).toMatchObject({ status: 'failed', errors: [{ field: 'status' }] });
  });

  it('the resolver answers what an import wrote at once (its cache is dropped after the commit)', async () => {
    const key = await keyOn();
    const gtin = '09506000134376';
    const productName = async () => ((await (await t.request(`/01/${gtin}`)).json()) as { product_name: string }).product_name;
    await resultOf(await importJson(key, [{ gtin, product_name: 'Before', status: 'published' }]), 201);
    expect(await productName()).toBe('Before');
    expect(await productName()).toBe('Before');
    await resultOf(await importFile(key, csv(['gtin', 'product_name'], [[gtin, 'After']]), 'rename.csv', '?mode=upsert'), 201);
    expect(await productName()).toBe('After');
  });

  it('a dry run answers the counts it would produce and stores nothing', async () => {
    const key = await keyOn();
    const text = csv(BASE_COLUMNS, [row('D1'), ['123', 'D2', 'Kettle', 'ACME'], row('D3')]);
    const eventsBefore = await t.db.query(`SELECT count(*)::int AS n FROM events`);
    const result = await resultOf(await importFile(key, text, 'dry.csv', '?dry_run=true'), 200);
    expect(result).toMatchObject({ total: 3, created: 2, failed: 1 });
    expect(result.rows.every((entry) => entry.id === undefined)).toBe(true);
    expect(await passportsOf(key)).toEqual([]);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM events`)).toEqual(eventsBefore);
  });

  it('rows beyond max_passports fail one by one naming the plan limit; the rows before are created', async () => {
    const key = await keyOn('free');
    const rows = Array.from({ length: 12 }, (_, index) => ({ gtin: GTIN, lot: `F${index + 1}`, product_name: 'Kettle' }));
    const result = await resultOf(await importJson(key, rows), 201);
    expect(result).toMatchObject({ total: 12, created: 10, failed: 2 });
    expect(result.rows.slice(10).map((entry) => [entry.row, entry.errors![0]!.field, entry.errors![0]!.message])).toEqual([
      [11, 'max_passports', expect.stringContaining('free plan allows 10 passports')],
      [12, 'max_passports', expect.stringContaining('free plan allows 10 passports')],
    ]);
    expect(await passportsOf(key)).toHaveLength(10);
  });

  it('more rows than the plan imports per request is 422 for the whole request', async () => {
    const key = await keyOn('free');
    const text = csv(BASE_COLUMNS, Array.from({ length: 101 }, (_, index) => row(`R${index}`)));
    const res = await importFile(key, text, 'many.csv');
    expect(res.status).toBe(422);
    expect((await body(res)).detail).toContain('max_dpp_import_rows');
    expect(await passportsOf(key)).toEqual([]);
  });

  it('unknown columns are 422 naming them, before any row is stored', async () => {
    const key = await keyOn();
    const res = await importFile(key, csv([...BASE_COLUMNS, 'manufacturer.nmae'], [[...row('X1'), 'typo']]), 'typo.csv');
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'manufacturer.nmae', message: 'unknown column' }]);
    expect(await passportsOf(key)).toEqual([]);
  });

  it('a body or file over 5,242,880 bytes is 413', async () => {
    const key = await keyOn();
    const padding = 'x'.repeat(MAX_IMPORT_BYTES);
    const json = await importJson(key, [{ gtin: GTIN, product_name: 'Kettle', description: padding }]);
    expect(json.status).toBe(413);
    const file = await importFile(key, `gtin,description\r\n${GTIN},${padding}\r\n`, 'big.csv');
    expect(file.status).toBe(413);
    expect(await passportsOf(key)).toEqual([]);
  });

  it('a file that is neither UTF-8 CSV nor XLSX, and a missing file, are refused naming file', async () => {
    const key = await keyOn();
    const latin1 = await importFile(key, new Uint8Array([0x67, 0x74, 0x69, 0x6e, 0x0d, 0x0a, 0xe9]), 'latin1.csv');
    expect(latin1.status).toBe(422);
    expect((await body(latin1)).errors[0].field).toBe('file');
    const unterminated = await importFile(key, `gtin,product_name\r\n${GTIN},"Kettle\r\n`, 'quote.csv');
    expect(unterminated.status).toBe(422);
    expect((await body(unterminated)).errors[0]).toEqual({ field: 'file', message: expect.stringContaining('line 2') });
    const form = new FormData();
    form.set('other', 'x');
    const missing = await t.request('/v1/dpp/import', { method: 'POST', key, body: form });
    expect(missing.status).toBe(400);
  });

  it('mode and dry_run take only their words (400 naming the parameter)', async () => {
    const key = await keyOn();
    for (const [query, field] of [['?mode=replace', 'mode'], ['?dry_run=yes', 'dry_run']] as const) {
      const res = await importJson(key, [{ gtin: GTIN, product_name: 'Kettle' }], query);
      expect(res.status).toBe(400);
      expect((await body(res)).errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    expect(await passportsOf(key)).toEqual([]);
  });

  it('an upsert row that changes nothing is updated without a new version', async () => {
    const key = await keyOn();
    const rows = [{ gtin: GTIN, lot: 'S1', product_name: 'Kettle' }];
    await resultOf(await importJson(key, rows), 201);
    const result = await resultOf(await importJson(key, rows, '?mode=upsert'), 201);
    expect(result).toMatchObject({ updated: 1, rows: [{ status: 'updated' }] });
    expect((await passportsOf(key))[0]!.version).toBe(1);
  });

  it('a viewer may not import', async () => {
    const viewer = await t.createKey(await t.createTenant({ plan: 'pro' }), 'viewer');
    expect((await importJson(viewer, [{ gtin: GTIN, product_name: 'Kettle' }])).status).toBe(403);
  });

  it('never half-writes: a failure inside the transaction stores none of the rows', async () => {
    const key = await keyOn();
    let inserts = 0;
    const failing = (db: Db): Db => ({
      ...db,
      dialect: db.dialect,
      close: () => db.close(),
      exec: (script) => db.exec(script),
      query: (text, params) => {
        if (/^\s*INSERT INTO passports\b/.test(text) && ++inserts === 3) return Promise.reject(new Error('disk full'));
        return db.query(text, params);
      },
      transaction: (fn) => db.transaction((tx) => fn(failing(tx))),
    });
    const app = t.createApp({ db: failing(t.db) }).app;
    const rows = Array.from({ length: 4 }, (_, index) => ({ gtin: GTIN, lot: `H${index}`, product_name: 'Kettle' }));
    const res = await app.request('/v1/dpp/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    expect(res.status).toBe(500);
    expect(inserts).toBe(3);
    expect(await passportsOf(key)).toEqual([]);
    const events = await t.db.query(`SELECT 1 FROM events WHERE workspace_id = $1`, [key.workspaceId]);
    expect(events).toEqual([]);
  });
});
