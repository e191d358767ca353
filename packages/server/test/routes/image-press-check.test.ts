import { describe, expect, it } from 'vitest';
import { insertCodeRow } from '../helpers/insert-code-row';
import { setupTestApp } from '../helpers/test-app';

// Press-aware warnings on the PDF and EPS image routes: a module too fine for the press is
// named in X-QR-Warning with its numbers; the file and its ETag stay the same.

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
