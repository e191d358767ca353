import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runExportPass } from '../../src/exports/run-export-pass';
import { allNames, qpdfJson, resolve, type QpdfFile } from '../../../render/test/support/qpdf-json';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// options.pdfx on POST /v1/exports: every PDF of the export (one per code, or the sheet) is a
// PDF/X file, read back by qpdf; SVG, PNG and EPS files are as without it.

const t = setupTestApp();
const NOW = '2026-03-01T10:00:00.000Z';
const SLOW_MS = 60_000;

async function exportFiles(key: TestKey, json: unknown): Promise<Record<string, Uint8Array>> {
  t.clock.set(NOW);
  const posted = await t.request('/v1/exports', { method: 'POST', key, json });
  expect(posted.status, JSON.stringify(await posted.clone().json())).toBe(202);
  const { id } = (await body(posted)).data;
  expect(await runExportPass(t.ctx)).toBe(1);
  const res = await t.request(`/v1/exports/${id}/download`, { key });
  expect(res.status).toBe(200);
  t.clock.set(null);
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

function pdfxFacts(file: QpdfFile) {
  const trailer = (file.objects.trailer as { value: Record<string, string> }).value;
  const catalog = resolve(file, trailer['/Root']);
  const pages = resolve(file, catalog['/Pages'])['/Kids'] as string[];
  return {
    intent: resolve(file, (catalog['/OutputIntents'] as string[])[0]),
    info: resolve(file, trailer['/Info']),
    boxed: pages.every((kid) => {
      const page = resolve(file, kid);
      return page['/TrimBox'] !== undefined && page['/BleedBox'] !== undefined;
    }),
  };
}

describe('POST /v1/exports with options.pdfx', () => {
  it('writes each code\'s PDF as PDF/X-4 for GRACoL 2013, dated when the export was created; other formats unchanged', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const code = await insertCodeRow(t.db, tenant, { title: 'Table 1' });
    const files = await exportFiles(key, { code_ids: [code.id], formats: ['pdf', 'svg'], options: { pdfx: 'X-4', output_condition: 'cgats21', fg: '1d4ed8' } });
    const file = qpdfJson(files[`${code.shortCode}.pdf`]!);
    expect(file.pdfVersion).toBe('1.6');
    const { intent, info, boxed } = pdfxFacts(file);
    expect(intent).toMatchObject({ '/S': '/GTS_PDFX', '/OutputConditionIdentifier': 'u:CGATS21_CRPC6' });
    expect(info).toMatchObject({ '/GTS_PDFXVersion': 'u:PDF/X-4', '/Trapped': '/False', '/CreationDate': 'u:D:20260301100000Z' });
    expect(boxed).toBe(true);
    expect(new TextDecoder().decode(files[`${code.shortCode}.svg`]!)).toContain('#1d4ed8');
  }, SLOW_MS);

  it('writes the sheet as PDF/X-1a: every page boxed, no RGB, no transparency, crop marks included', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await insertCodeRow(t.db, tenant, { url: `https://example.com/t/${i}` })).id);
    const files = await exportFiles(key, { code_ids: ids, formats: ['pdf'], options: { pdfx: 'x-1a' }, sheet: { page: 'A4', symbol_mm: 30, crop_marks: true } });
    const file = qpdfJson(files['sheet.pdf']!);
    expect(file.pdfVersion).toBe('1.3');
    const { intent, info, boxed } = pdfxFacts(file);
    expect(intent).toMatchObject({ '/OutputConditionIdentifier': 'u:FOGRA39' });
    expect(info).toMatchObject({ '/GTS_PDFXVersion': 'u:PDF/X-1:2001', '/Title': 'u:3 codes' });
    expect(boxed).toBe(true);
    const names = allNames(file);
    for (const forbidden of ['/DeviceRGB', '/SMask', '/Group', '/Image']) expect(names).not.toContain(forbidden);
  }, SLOW_MS);

  it('writes a captioned sheet as PDF/X-1a with the caption font embedded', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const ids = [];
    for (const title of ['Καφές', 'Кафе', 'Café']) ids.push((await insertCodeRow(t.db, tenant, { title })).id);
    const files = await exportFiles(key, { code_ids: ids, formats: ['pdf'], options: { pdfx: 'x-1a' }, sheet: { page: 'A4', symbol_mm: 30, caption: 'name' } });
    const file = qpdfJson(files['sheet.pdf']!);
    expect(pdfxFacts(file).info).toMatchObject({ '/GTS_PDFXVersion': 'u:PDF/X-1:2001' });
    const fonts = Object.values(file.objects)
      .map((object) => (object as { value?: Record<string, unknown> }).value)
      .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && value['/Type'] === '/FontDescriptor');
    expect(fonts).toHaveLength(1);
    expect(fonts[0]!['/FontFile2']).toBeDefined();
    expect(fonts[0]!['/FontName']).toMatch(/^\/[A-Z]{6}\+NotoSans-Regular$/);
  }, SLOW_MS);

  it.each([
    [{ code_ids: ['x'], formats: ['pdf'], options: { pdfx: 'x-3' } }, 'options.pdfx'],
    [{ code_ids: ['x'], formats: ['svg', 'eps'], options: { pdfx: 'x-1a' } }, 'options.pdfx'],
    [{ code_ids: ['x'], formats: ['pdf'], options: { output_condition: 'FOGRA39' } }, 'options.output_condition'],
    [{ code_ids: ['x'], formats: ['pdf'], options: { pdfx: 'x-1a', output_condition: 'SWOP' } }, 'options.output_condition'],
  ])('refuses %j with 422 naming %s', async (json, field) => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const res = await t.request('/v1/exports', { method: 'POST', key, json });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
