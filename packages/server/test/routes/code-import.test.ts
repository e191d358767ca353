import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PREPARED_CODES_PER_STATEMENT } from '../../src/codes/create-code';
import { csvLine } from '../../src/scans/csv-line';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-code-import-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const t = setupTestApp({ env: { URL_BLOCKLIST: blocklist } });

const FUTURE = '2099-06-30T12:00:00.000Z';

function csv(rows: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(rows.map((cells) => csvLine([...cells])).join(''));
}

async function xlsx(rows: readonly (readonly (string | number | boolean)[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Codes');
  for (const cells of rows) sheet.addRow([...cells]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function importFile(key: TestKey, bytes: Uint8Array, query = '', extra: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([bytes]), 'codes.csv');
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return t.request(`/v1/codes/import${query}`, { method: 'POST', key, body: form });
}

async function imported(res: Response, status = 201): Promise<any> {
  const json = await body(res);
  expect(res.status, JSON.stringify(json)).toBe(status);
  return json.data;
}

async function codeOf(key: TestKey, id: string): Promise<any> {
  return (await body(await t.request(`/v1/codes/${id}`, { key }))).data;
}

async function codeCount(tenant: Tenant): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1', [tenant.workspaceId]);
  return row!.n;
}

async function admin(plan = 'free'): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant({ plan });
  return { tenant, key: await t.createKey(tenant, 'ws_admin') };
}

describe('POST /v1/codes/import: our columns', () => {
  it('creates every type from the create fields, tags ;-separated, each with qr.created and its URLs queued for the reputation check', async () => {
    const { tenant, key } = await admin();
    const file = csv([
      ['type', 'url', 'title', 'tags', 'expires_at', 'vcard_first_name', 'vcard_last_name', 'wifi_ssid', 'wifi_password', 'email_to', 'sms_phone', 'location_lat', 'location_lng'],
      ['url', 'https://example.com/menu', 'Menu', 'print; table ;', FUTURE, '', '', '', '', '', '', '', ''],
      ['vcard', '', 'Ada', '', '', 'Ada', 'Lovelace', '', '', '', '', '', ''],
      ['wifi', '', '', 'guest', '', '', '', 'Cafe', 'espresso1', '', '', '', ''],
      ['email', '', '', '', '', '', '', '', '', 'hello@example.com', '', '', ''],
      ['sms', '', '', '', '', '', '', '', '', '', '+491701234567', '', ''],
      ['location', '', '', '', '', '', '', '', '', '', '', '52.52', '13.405'],
    ]);
    const data = await imported(await importFile(key, file));
    expect(data).toMatchObject({ format: 'columns', dry_run: false, total: 6, failed: 0 });
    expect(data.created.map((entry: any) => [entry.index, entry.row, entry.status])).toEqual([0, 1, 2, 3, 4, 5].map((index) => [index, index + 1, 'created']));
    const url = await codeOf(key, data.created[0].id);
    expect(url).toMatchObject({ type: 'url', url: 'https://example.com/menu', title: 'Menu', tags: ['print', 'table'], expires_at: FUTURE, is_dynamic: true, status: 'live' });
    expect(await codeOf(key, data.created[1].id)).toMatchObject({ type: 'vcard', vcard_first_name: 'Ada', vcard_last_name: 'Lovelace', title: 'Ada' });
    expect(await codeOf(key, data.created[2].id)).toMatchObject({ type: 'wifi', wifi_ssid: 'Cafe', wifi_password: 'espresso1', tags: ['guest'] });
    expect(await codeOf(key, data.created[4].id)).toMatchObject({ type: 'sms', sms_phone: '+491701234567' });
    expect(await codeOf(key, data.created[5].id)).toMatchObject({ type: 'location', location_lat: '52.52', location_lng: '13.405' });
    const events = await t.db.query<{ data: { id: string } }>(`SELECT data FROM events WHERE workspace_id = $1 AND type = 'qr.created'`, [tenant.workspaceId]);
    expect(events.map((event) => event.data.id).sort()).toEqual(data.created.map((entry: any) => entry.id).sort());
    const queued = await t.db.query<{ url: string }>('SELECT url FROM link_rechecks WHERE code_id = $1', [url.id]);
    expect(queued.map((row) => row.url)).toEqual(['https://example.com/menu']);
  });

  it('a failing row is reported in place, naming the field, and the others are created', async () => {
    const { tenant, key } = await admin();
    const file = csv([
      ['url', 'type', 'is_dynamic', 'ab_weight_a'],
      ['https://example.com/ok', '', '', ''],
      ['ftp://example.com/no', '', '', ''],
      ['https://example.com/flag', '', 'maybe', ''],
      ['', 'fax', '', ''],
      ['https://example.com/weight', '', '', 'half'],
    ]);
    const data = await imported(await importFile(key, file));
    expect(data.total).toBe(5);
    expect(data.failed).toBe(4);
    expect(data.created[0]).toMatchObject({ row: 1, status: 'created' });
    expect(data.created.slice(1).map((entry: any) => [entry.row, entry.status, entry.errors.map((error: any) => error.field)])).toEqual([
      [2, 'failed', ['url']],
      [3, 'failed', ['is_dynamic']],
      [4, 'failed', ['type']],
      [5, 'failed', ['ab_weight_a']],
    ]);
    expect(await codeCount(tenant)).toBe(1);
  });

  it('a blocklisted destination fails its row alone; the rest is created', async () => {
    const { tenant, key } = await admin();
    const file = csv([['url'], ['https://example.com/a'], ['https://evil.example/login'], ['https://example.com/b']]);
    const data = await imported(await importFile(key, file));
    expect(data.created.map((entry: any) => entry.status)).toEqual(['created', 'failed', 'created']);
    expect(data.created[1].errors).toEqual([{ field: 'url', message: 'The URL is classified unsafe (BLOCKLIST).' }]);
    expect(await codeCount(tenant)).toBe(2);
  });

  it('reads an XLSX workbook (its first sheet), booleans and numbers as cells', async () => {
    const { key } = await admin();
    const file = await xlsx([
      ['url', 'title', 'tags', 'ab_enabled', 'ab_target_url_b', 'ab_weight_a'],
      ['https://example.com/a', 'Split', 'spring;summer', true, 'https://example.com/b', 70],
    ]);
    const data = await imported(await importFile(key, file));
    expect(data.failed).toBe(0);
    expect(await codeOf(key, data.created[0].id)).toMatchObject({ title: 'Split', tags: ['spring', 'summer'], ab_enabled: true, ab_target_url_b: 'https://example.com/b', ab_weight_a: 70 });
  });
});

describe('short_code', () => {
  it('is kept when free; taken by another code (any workspace), repeated in the file or malformed, its row fails naming short_code', async () => {
    const other = await admin();
    const taken = await body(await t.request('/v1/codes', { method: 'POST', key: other.key, json: { url: 'https://example.com/other' } }));
    const { tenant, key } = await admin();
    const file = csv([
      ['short_code', 'url'],
      ['spring-menu', 'https://example.com/1'],
      [taken.data.short_code, 'https://example.com/2'],
      ['spring-menu', 'https://example.com/3'],
      ['no/slash', 'https://example.com/4'],
      ['docs', 'https://example.com/5'],
      ['', 'https://example.com/6'],
    ]);
    const data = await imported(await importFile(key, file));
    expect(data.created[0]).toMatchObject({ status: 'created', short_code: 'spring-menu', short_url: 'http://qz.test/spring-menu' });
    expect(data.created.slice(1, 5).map((entry: any) => entry.errors)).toEqual([
      [{ field: 'short_code', message: 'is taken by another code' }],
      [{ field: 'short_code', message: 'repeats the short_code of row 1' }],
      [{ field: 'short_code', message: 'may hold only letters, digits, - and _' }],
      [{ field: 'short_code', message: '"docs" is reserved for the service\'s own pages' }],
    ]);
    expect(data.created[5]).toMatchObject({ status: 'created', short_code: expect.stringMatching(/^[A-Za-z0-9]{7}$/) });
    expect(await codeCount(tenant)).toBe(2);
    const redirect = await t.request('/spring-menu', { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://example.com/1');
  });

  it('importing the same file again creates nothing twice', async () => {
    const { tenant, key } = await admin();
    const file = csv([['short_code', 'url'], ['again-1', 'https://example.com/1']]);
    await imported(await importFile(key, file));
    const second = await imported(await importFile(key, file));
    expect(second.created[0]).toMatchObject({ status: 'failed', errors: [{ field: 'short_code', message: 'is taken by another code' }] });
    expect(await codeCount(tenant)).toBe(1);
  });
});

describe('many rows (multi-row statements of PREPARED_CODES_PER_STATEMENT)', () => {
  it('1,201 rows over three statements: each result in its place, kept short codes kept or refused in place, one audit entry, qr.created and re-check per code', async () => {
    const other = await admin();
    const taken = await body(await t.request('/v1/codes', { method: 'POST', key: other.key, json: { url: 'https://example.com/other' } }));
    const { tenant, key } = await admin('pro');
    const count = 2 * PREPARED_CODES_PER_STATEMENT + 201;
    const shortCodes = new Map<number, string>([[3, taken.data.short_code], [7, 'bulk-kept-1'], [PREPARED_CODES_PER_STATEMENT + 40, 'bulk-kept-2'], [count - 1, 'bulk-kept-3']]);
    const invalid = new Set([0, PREPARED_CODES_PER_STATEMENT, 2 * PREPARED_CODES_PER_STATEMENT + 100]);
    const rows = Array.from({ length: count }, (_, i) => [shortCodes.get(i) ?? '', invalid.has(i) ? 'not a url' : `https://example.com/bulk/${i}`, `Row ${i}`]);
    const data = await imported(await importFile(key, csv([['short_code', 'url', 'title'], ...rows])));
    expect(data).toMatchObject({ total: count, failed: invalid.size + 1 });
    expect(data.created.map((entry: any) => [entry.index, entry.row])).toEqual(rows.map((_, i) => [i, i + 1]));
    for (const i of invalid) expect(data.created[i]).toMatchObject({ status: 'failed', errors: [expect.objectContaining({ field: 'url' })] });
    expect(data.created[3]).toMatchObject({ status: 'failed', errors: [{ field: 'short_code', message: 'is taken by another code' }] });
    for (const i of [7, PREPARED_CODES_PER_STATEMENT + 40, count - 1]) expect(data.created[i]).toMatchObject({ status: 'created', short_code: shortCodes.get(i) });
    const created = data.created.filter((entry: any) => entry.status === 'created');
    expect(created).toHaveLength(count - invalid.size - 1);
    expect(new Set(created.map((entry: any) => entry.short_code)).size).toBe(created.length);
    // Each created row is the code of its own line.
    const stored = await t.db.query<{ id: string; url: string; title: string }>('SELECT id, url, title FROM codes WHERE workspace_id = $1', [tenant.workspaceId]);
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(stored).toHaveLength(created.length);
    for (const entry of created) expect(byId.get(entry.id)).toMatchObject({ url: `https://example.com/bulk/${entry.index}`, title: `Row ${entry.index}` });
    const perCode = async (sql: string) => (await t.db.query<{ id: string }>(sql, [tenant.workspaceId])).map((row) => row.id).sort();
    const ids = created.map((entry: any) => entry.id).sort();
    expect(await perCode(`SELECT resource_id AS id FROM audit_logs WHERE workspace_id = $1 AND action = 'codes.create'`)).toEqual(ids);
    expect(await perCode(`SELECT data->>'id' AS id FROM events WHERE workspace_id = $1 AND type = 'qr.created'`)).toEqual(ids);
    expect(await perCode(`SELECT l.code_id AS id FROM link_rechecks l JOIN codes c ON c.id = l.code_id WHERE c.workspace_id = $1`)).toEqual(ids);
  });
});

describe('short_code under concurrency (QA S1-2)', () => {
  it('concurrent imports of one short_code: one creates it, every other fails naming short_code, none gets a random code', async () => {
    const { tenant, key } = await admin();
    const file = csv([['short_code', 'url'], ['race-qa-1', 'https://example.com/race']]);
    const results = await Promise.all(Array.from({ length: 8 }, () => importFile(key, file).then((res) => imported(res))));
    const rows = results.map((data) => data.created[0]);
    expect(rows.filter((row: any) => row.status === 'created')).toEqual([expect.objectContaining({ short_code: 'race-qa-1' })]);
    expect(rows.filter((row: any) => row.status === 'failed').map((row: any) => row.errors)).toEqual(
      Array.from({ length: 7 }, () => [{ field: 'short_code', message: 'is taken by another code' }]),
    );
    expect(await codeCount(tenant)).toBe(1);
  });
});

describe('Idempotency-Key (QA S3-6)', () => {
  it('a retried import with the same key and file replays the first answer (a new multipart boundary too) and creates nothing twice; another file is 409; a dry run ignores it', async () => {
    const { tenant, key } = await admin();
    const file = csv([['url'], ['https://example.com/retry-1'], ['https://example.com/retry-2']]);
    const idempotencyKey = '0b0f8a9e-3c55-4f5e-9a43-2f1c8d6e7a10';
    const send = (bytes: Uint8Array, query = '') => {
      const form = new FormData();
      form.set('file', new Blob([bytes]), 'codes.csv');
      return t.request(`/v1/codes/import${query}`, { method: 'POST', key, body: form, headers: { 'idempotency-key': idempotencyKey } });
    };
    const first = await send(file);
    const firstData = await imported(first);
    const retry = await send(file);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await imported(retry)).toEqual(firstData);
    expect(await codeCount(tenant)).toBe(2);
    const other = await send(csv([['url'], ['https://example.com/other']]));
    expect(other.status).toBe(409);
    expect(await imported(await send(csv([['url'], ['https://example.com/dry']]), '?dry_run=true'), 200)).toMatchObject({ dry_run: true, total: 1 });
    expect(await codeCount(tenant)).toBe(2);
  });
});

describe('shortener exports', () => {
  it.each([
    ['older Bitly ("Long URL")', 'Long URL'],
    ['newer Bitly ("Destination URL")', 'Destination URL'],
  ])('%s: destination, title, tags; the bitlink and created time in notes', async (_name, urlColumn) => {
    const { key } = await admin();
    const file = csv([
      ['Title', 'Bitlink', urlColumn, 'Created', 'Tags', 'Clicks'],
      ['Spring menu', 'bit.ly/3abcDEF', 'https://example.com/spring', '2023-04-01 10:00:00', 'print, menu', '12'],
      ['', 'bit.ly/3ghiJKL', 'https://example.com/plain', '2023-04-02', '', '0'],
    ]);
    const data = await imported(await importFile(key, file));
    expect(data).toMatchObject({ format: 'bitly', total: 2, failed: 0 });
    expect(await codeOf(key, data.created[0].id)).toMatchObject({
      type: 'url',
      is_dynamic: true,
      url: 'https://example.com/spring',
      title: 'Spring menu',
      tags: ['print', 'menu'],
      notes: 'Imported from Bitly: bit.ly/3abcDEF, created 2023-04-01 10:00:00.',
    });
    expect(data.created[0].short_code).not.toBe('3abcDEF');
    expect(await codeOf(key, data.created[1].id)).toMatchObject({ title: null, tags: [], url: 'https://example.com/plain' });
  });

  it('Shlink web-client export: longUrl, title, |-separated tags, shortCode kept', async () => {
    const { key } = await admin();
    const file = csv([
      ['createdAt', 'domain', 'shortCode', 'shortUrl', 'longUrl', 'title', 'tags', 'visits'],
      ['2024-01-02T03:04:05+00:00', 's.example.com', 'shl-menu', 'https://s.example.com/shl-menu', 'https://example.com/shlink', 'Shlink menu', 'print|menu', '42'],
    ]);
    const data = await imported(await importFile(key, file));
    expect(data).toMatchObject({ format: 'shlink', failed: 0, created: [{ status: 'created', short_code: 'shl-menu' }] });
    expect(await codeOf(key, data.created[0].id)).toMatchObject({
      url: 'https://example.com/shlink',
      title: 'Shlink menu',
      tags: ['print', 'menu'],
      notes: 'Imported from Shlink: https://s.example.com/shl-menu, created 2024-01-02T03:04:05+00:00, 42 visits.',
    });
  });
});

describe('dry run', () => {
  it('judges every row (short codes included) and answers 200, storing nothing', async () => {
    const { tenant, key } = await admin();
    const file = csv([['short_code', 'url'], ['dry-1', 'https://example.com/1'], ['', 'https://evil.example/x'], ['', 'https://example.com/3']]);
    const data = await imported(await importFile(key, file, '?dry_run=true'), 200);
    expect(data).toMatchObject({ dry_run: true, total: 3, failed: 1 });
    expect(data.created).toEqual([
      { index: 0, row: 1, status: 'valid', short_code: 'dry-1' },
      { index: 1, row: 2, status: 'failed', errors: [{ field: 'url', message: 'The URL is classified unsafe (BLOCKLIST).' }] },
      { index: 2, row: 3, status: 'valid', short_code: null },
    ]);
    expect(await codeCount(tenant)).toBe(0);
    const [events] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE workspace_id = $1`, [tenant.workspaceId]);
    expect(events!.n).toBe(0);
  });

  it('is a query parameter: a dry_run form field is 400 and stores nothing; dry_run=yes is 400 naming it', async () => {
    const { tenant, key } = await admin();
    const file = csv([['url'], ['https://example.com/1']]);
    const field = await importFile(key, file, '', { dry_run: 'true' });
    expect(field.status).toBe(400);
    expect((await body(field)).errors).toEqual([{ field: 'dry_run', message: 'unknown form field (dry_run is a query parameter)' }]);
    const bad = await importFile(key, file, '?dry_run=yes');
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors.map((error: any) => error.field)).toEqual(['dry_run']);
    expect(await codeCount(tenant)).toBe(0);
  });

  it('two file parts are 400 naming file; a __proto__ or constructor form field is 400 naming it (QA S4-1)', async () => {
    const { tenant, key } = await admin();
    const form = new FormData();
    form.append('file', new Blob([csv([['url'], ['https://example.com/1']])]), 'a.csv');
    form.append('file', new Blob([csv([['url'], ['https://example.com/2']])]), 'b.csv');
    const twice = await t.request('/v1/codes/import', { method: 'POST', key, body: form });
    expect(twice.status).toBe(400);
    expect((await body(twice)).errors).toEqual([{ field: 'file', message: 'must appear once' }]);
    for (const name of ['__proto__', 'constructor']) {
      const res = await importFile(key, csv([['url'], ['https://example.com/3']]), '', { [name]: 'x' });
      expect(res.status).toBe(400);
      expect((await body(res)).errors).toEqual([{ field: name, message: 'unknown form field (dry_run is a query parameter)' }]);
    }
    expect(await codeCount(tenant)).toBe(0);
  });
});

describe('whole-import refusals', () => {
  it.each(['appearance', 'foreground_color', 'background_color', 'Color', 'logo_url'])('a %s column is 422 naming it, nothing stored', async (column) => {
    const { tenant, key } = await admin();
    const res = await importFile(key, csv([['url', column], ['https://example.com/1', '#112233']]));
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: column, message: expect.stringContaining('PATCH') }]);
    expect(await codeCount(tenant)).toBe(0);
  });

  it('unknown or repeated columns of our format are 422 naming them; a file without data rows is 422 naming file', async () => {
    const { key } = await admin();
    const unknown = await importFile(key, csv([['url', 'target', 'url'], ['https://example.com/1', 'x', 'https://example.com/1']]));
    expect(unknown.status).toBe(422);
    expect((await body(unknown)).errors.map((error: any) => error.field)).toEqual(['target', 'url']);
    const empty = await importFile(key, csv([['url']]));
    expect(empty.status).toBe(422);
    expect((await body(empty)).errors.map((error: any) => error.field)).toEqual(['file']);
    const binary = await importFile(key, new Uint8Array([0xff, 0xfe, 0x00, 0x41]));
    expect(binary.status).toBe(422);
  });

  it('an 8 MB header of one column repeated and of unknown ones: each distinct column once, at most 50 plus how many more (QA S3-3)', async () => {
    const { key } = await admin();
    const header = [...Array<string>(1_000_000).fill('url'), ...Array.from({ length: 60 }, (_, index) => `x${index}`)];
    const res = await importFile(key, csv([header, ['https://example.com/1']]), '?dry_run=true');
    expect(res.status).toBe(422);
    const errors = (await body(res)).errors;
    expect(errors).toHaveLength(51);
    expect(errors[0]).toEqual({ field: 'x0', message: 'unknown column' });
    expect(errors[50]).toEqual({ field: 'file', message: '…and 11 more' });
  });

  it('a workbook spanning too many cells (416 bytes asking for 100,000 × 18,278) is 422 naming file, the process survives (QA S1-1)', async () => {
    const { key } = await admin();
    const { strToU8, zipSync } = await import('fflate');
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const sheet = `<worksheet><sheetData><row r="1">${inline('A1', 'url')}${inline('XFD1', 'x')}</row><row r="100000">${inline('A100000', 'https://e.com')}</row></sheetData></worksheet>`;
    const bomb = zipSync({ 'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="A" sheetId="1"/></sheets></workbook>'), 'xl/worksheets/sheet1.xml': strToU8(sheet) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1000);
    const res = await importFile(key, bomb, '?dry_run=true');
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'file', message: expect.stringContaining('more than 1000000 cells') }]);
  });

  const rows = (count: number) => csv([['url'], ...Array.from({ length: count }, (_, index) => [`https://example.com/${index}`])]);

  it.each([
    ['free', 100],
    ['pro', 5_000],
    ['business', 10_000],
    ['agency', 10_000],
    ['enterprise', 10_000],
  ])('%s imports at most %i rows per request', async (plan, limit) => {
    const { tenant, key } = await admin(plan);
    const over = await importFile(key, rows(limit + 1), '?dry_run=true');
    expect(over.status).toBe(422);
    expect((await body(over)).errors).toEqual([{ field: 'file', message: `at most ${limit} rows on the ${plan} plan` }]);
    const atLimit = await imported(await importFile(key, rows(limit), '?dry_run=true'), 200);
    expect(atLimit).toMatchObject({ total: limit, failed: 0 });
    expect(await codeCount(tenant)).toBe(0);
  });

  it('a file over 10 MB is 413; a viewer is 403', async () => {
    const { tenant, key } = await admin();
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
    expect((await importFile(key, big)).status).toBe(413);
    const viewer = await t.createKey(tenant, 'viewer');
    expect((await importFile(viewer, csv([['url'], ['https://example.com/1']]))).status).toBe(403);
  });
});
