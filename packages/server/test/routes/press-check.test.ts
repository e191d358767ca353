import { encodeQr } from '@quietzone/render';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runExportPass } from '../../src/exports/run-export-pass';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp } from '../helpers/test-app';

// Press-aware warnings: a PDF or EPS module too fine for the press is named with its numbers,
// in X-QR-Warning on the image routes (the file and its ETag stay the same) and in an export's
// manifest.csv `warning` column.

const t = setupTestApp();

async function fetchImage(path: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  return { warning: res.headers.get('x-qr-warning'), etag: res.headers.get('etag'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('image routes: module size against the press', () => {
  it('warns below 0.33 mm by default, and below 4 device pixels at press_dpi, with the same bytes and ETag', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const base = `/v1/codes/${code.shortCode}`;
    const fine = await fetchImage(`${base}/qr.pdf?module_mm=0.25`);
    expect(fine.warning).toBe('module 0.25 mm is below 0.33 mm');
    const press = await fetchImage(`${base}/qr.pdf?module_mm=0.25&press_dpi=300`);
    expect(press.warning).toBe('module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)');
    expect(press.etag).toBe(fine.etag);
    expect(press.bytes).toEqual(fine.bytes);
    // At 2,400 dpi the same module is 23.6 device pixels: nothing to say.
    expect((await fetchImage(`${base}/qr.pdf?module_mm=0.25&press_dpi=2400`)).warning).toBeNull();
    expect((await fetchImage(`${base}/qr.eps?module_mm=0.3`)).warning).toBe('module 0.3 mm is below 0.33 mm');
    expect((await fetchImage(`${base}/qr.pdf?module_mm=0.5`)).warning).toBeNull();
    expect((await fetchImage(`${base}/qr.pdf`)).warning).toBeNull();
  });

  it('ignores an invalid press_dpi and every press parameter on SVG and PNG', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const base = `/v1/codes/${code.shortCode}`;
    for (const value of ['30', '3e2', 'x', '20000']) expect((await fetchImage(`${base}/qr.pdf?module_mm=0.25&press_dpi=${value}`)).warning).toBe('module 0.25 mm is below 0.33 mm');
    expect((await fetchImage(`${base}/qr.png?module_mm=0.25&press_dpi=300`)).warning).toBeNull();
  });
});

describe('exports: module size against the press in manifest.csv', () => {
  async function manifestOf(json: Record<string, unknown>, key: Awaited<ReturnType<typeof t.createKey>>): Promise<string[][]> {
    const posted = await t.request('/v1/exports', { method: 'POST', key, json });
    expect(posted.status, JSON.stringify(await posted.clone().json())).toBe(202);
    const { id } = (await body(posted)).data;
    expect(await runExportPass(t.ctx)).toBe(1);
    const files = unzipSync(new Uint8Array(await (await t.request(`/v1/exports/${id}/download`, { key })).arrayBuffer()));
    return new TextDecoder().decode(files['manifest.csv']!).trim().split('\r\n').map((line) => line.split(','));
  }

  it('names the PDF and EPS files whose module is too fine, not the SVG; a sheet by each code\'s own module', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const code = await insertCodeRow(t.db, tenant);
    const files = await manifestOf({ code_ids: [code.id], formats: ['svg', 'pdf', 'eps'], options: { module_mm: 0.25, press_dpi: 300 } }, key);
    const column = files[0]!.indexOf('warning');
    expect(column).toBe(files[0]!.length - 1);
    const press = 'module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)';
    expect(files.slice(1).map((row) => [row[4]!.split('.')[1], row[column]])).toEqual([
      ['svg', ''],
      ['pdf', press],
      ['eps', press],
    ]);

    // 10 mm for a 25 + 8 module symbol: 0.303 mm modules, below the default 0.33 mm.
    const side = encodeQr(`http://qz.test/${code.shortCode}`, { ecc: 'M' }).size + 8;
    const sheet = await manifestOf({ code_ids: [code.id], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 10 } }, key);
    expect(sheet[1]![column]).toBe(`module ${Math.round((10 / side) * 1000) / 1000} mm is below 0.33 mm`);
  }, 60_000);

  it('refuses press_dpi out of range or without a PDF or EPS file', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    for (const json of [
      { code_ids: ['x'], formats: ['pdf'], options: { press_dpi: 50 } },
      { code_ids: ['x'], formats: ['svg'], options: { press_dpi: 300 } },
    ]) {
      const res = await t.request('/v1/exports', { method: 'POST', key, json });
      expect(res.status).toBe(422);
      expect((await body(res)).errors.map((error: { field: string }) => error.field)).toContain('options.press_dpi');
    }
  });
});
