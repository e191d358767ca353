import type { LinkRule } from '@quietzone/core/schemas';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_COLUMNS } from '../../src/codes/import/code-columns';
import { readImportFile } from '../../src/codes/import/read-import-file';
import { createXlsxReader } from '../../src/passports/import/xlsx-reader';
import { codeExportCells } from '../../src/codes/export/code-export-cells';
import { codesCsvLine } from '../../src/codes/import/csv-guard';
import type { ExportCodeRow } from '../../src/codes/store/code-export';

/** The imports' XLSX reader (these files are CSV: its worker never starts). */
const xlsx = createXlsxReader({ logger: { info: () => {}, error: () => {} } });
afterAll(() => xlsx.close());

/** Text as a creation body may hold it: trimmed where the schema trims, anything else inside (quotes, commas, line breaks, formula starts). */
const text = fc.string({ minLength: 1, maxLength: 30, unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r\n', '=', '+', '-', '@', '\t', "'", 'é', '🙂', ';') });
const trimmed = text.map((value) => value.trim()).filter((value) => value !== '');
const tag = trimmed.map((value) => value.replaceAll(';', '')).map((value) => value.trim()).filter((value) => value !== '');
const url = fc.webUrl({ validSchemes: ['https'] });
/** A UTM value: printable, so no line breaks or tabs (the API refuses them), anything else inside. */
const utmValue = trimmed.filter((value) => !/[\p{Cc}]/u.test(value));

const dynamicUrlRow = fc.record({
  type: fc.constant('url' as const),
  is_dynamic: fc.constant(true),
  url,
  ab_enabled: fc.boolean(),
  ab_target_url_b: fc.option(url, { nil: null }),
  ab_weight_a: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  is_landing_page: fc.boolean(),
  links: fc.array(fc.record({ label: trimmed, url }), { maxLength: 3 }),
  rules: fc.array(fc.record({ when: fc.constantFrom<LinkRule['when']>({ device: ['mobile'] }, { country: ['DE', 'AT'] }, { language: ['en'] }), url }), { maxLength: 3 }),
  max_scans: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
  active_from: fc.option(fc.constant('2026-01-02T03:04:05.678Z'), { nil: null }),
  has_password: fc.constant(false),
  utm: fc.record({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue }, { requiredKeys: [] }),
  content: fc.constant({}),
});
const staticRow = fc.oneof(
  fc.record({ type: fc.constant('url' as const), is_dynamic: fc.constant(false), url, content: fc.constant({}) }),
  fc.record({ type: fc.constant('wifi' as const), is_dynamic: fc.constant(false), url: fc.constant(null), content: fc.record({ wifi_ssid: trimmed, wifi_password: text, wifi_hidden: fc.boolean() }) }),
  fc.record({ type: fc.constant('sms' as const), is_dynamic: fc.constant(false), url: fc.constant(null), content: fc.record({ sms_phone: fc.stringMatching(/^\+?[0-9]{3,15}$/), sms_message: text }) }),
  fc.record({ type: fc.constant('location' as const), is_dynamic: fc.constant(false), url: fc.constant(null), content: fc.record({ location_lat: fc.constantFrom('-33.8688', '52.52'), location_lng: fc.constantFrom('151.2093', '-0.1') }) }),
);

const codeRow = fc
  .record({
    kind: fc.oneof(dynamicUrlRow, staticRow),
    short_code: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
    title: fc.option(trimmed, { nil: null }),
    tags: fc.uniqueArray(tag, { maxLength: 4 }),
    notes: fc.option(text, { nil: null }),
    expires_at: fc.option(fc.constant('2099-01-02T03:04:05.678Z'), { nil: null }),
  })
  .map(({ kind, ...rest }): ExportCodeRow => ({
    id: 'qr_x',
    created_at: '2026-01-01T00:00:00.000Z',
    ab_enabled: false,
    ab_target_url_b: null,
    ab_weight_a: null,
    is_landing_page: false,
    links: [],
    rules: [],
    has_password: false,
    max_scans: null,
    active_from: null,
    utm: {},
    ...rest,
    ...kind,
  }));

/** The creation body a row was made from, as the import should read it back (unset fields absent). */
function expectedBody(row: ExportCodeRow): Record<string, unknown> {
  const body: Record<string, unknown> = { type: row.type, is_dynamic: row.is_dynamic };
  if (row.url !== null) body.url = row.url;
  if (row.title !== null) body.title = row.title;
  if (row.tags.length > 0) body.tags = row.tags;
  if (row.notes !== null && row.notes.trim() !== '') body.notes = row.notes;
  if (row.expires_at !== null) body.expires_at = row.expires_at;
  if (row.type === 'url' && row.is_dynamic) {
    body.ab_enabled = row.ab_enabled;
    body.is_landing_page = row.is_landing_page;
    if (row.ab_target_url_b !== null) body.ab_target_url_b = row.ab_target_url_b;
    if (row.ab_weight_a !== null) body.ab_weight_a = row.ab_weight_a;
    if (row.links.length > 0) body.links = row.links;
    if (row.rules.length > 0) body.rules = row.rules;
    if (row.max_scans !== null) body.max_scans = row.max_scans;
    if (row.active_from !== null) body.active_from = row.active_from;
    if (Object.keys(row.utm).length > 0) body.utm = row.utm;
  }
  for (const [field, value] of Object.entries(row.content)) if (typeof value === 'boolean' || String(value).trim() !== '') body[field] = value;
  return body;
}

describe('codeExportCells', () => {
  it('writes one cell per column, and the import reads the CSV line back into the body the code was made from', async () => {
    await fc.assert(
      fc.asyncProperty(codeRow, async (row) => {
        const cells = codeExportCells(row);
        expect(cells).toHaveLength(CODE_COLUMNS.length);
        const file = await readImportFile(xlsx, new TextEncoder().encode(codesCsvLine(CODE_COLUMNS) + codesCsvLine(cells)));
        expect(file.format).toBe('columns');
        expect(file.rows).toEqual([{ row: 1, read: { ok: true, body: expectedBody(row), shortCode: row.short_code } }]);
      }),
      { numRuns: 300 },
    );
  });

  it('a code with a password is exported has_password true; its row fails naming password until the file gives one (QA S2-4)', async () => {
    const row: ExportCodeRow = {
      id: 'qr_x', short_code: 'locked', type: 'url', is_dynamic: true, url: 'https://example.com/a', title: null, content: {}, tags: [], notes: null, expires_at: null,
      is_landing_page: false, links: [], ab_enabled: false, ab_target_url_b: null, ab_weight_a: null, rules: [], has_password: true, max_scans: 3, active_from: null, utm: {},
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const cells = codeExportCells(row);
    expect(cells[CODE_COLUMNS.indexOf('has_password')]).toBe(true);
    expect(CODE_COLUMNS).not.toContain('password');
    const exported = codesCsvLine(CODE_COLUMNS) + codesCsvLine(cells);
    const withoutPassword = await readImportFile(xlsx, new TextEncoder().encode(exported));
    expect(withoutPassword.rows[0]!.read).toEqual({ ok: false, errors: [{ field: 'password', message: expect.stringContaining('has_password is true') }] });
    const withPassword = await readImportFile(xlsx, new TextEncoder().encode(codesCsvLine([...CODE_COLUMNS, 'password']) + codesCsvLine([...cells, 'correct-horse'])));
    expect(withPassword.rows[0]!.read).toEqual({ ok: true, shortCode: 'locked', body: expect.objectContaining({ password: 'correct-horse', max_scans: 3 }) });
  });
});
