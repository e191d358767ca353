import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { IMAGE_CACHE_CONTROL } from '@quietzone/core';
import { encodeQr, POINTS_PER_MM } from '@quietzone/render';
import { describe, expect, it } from 'vitest';
import { insertCodeRow } from '../helpers/insert-code-row';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { setupTestApp } from '../helpers/test-app';

// module_mm on the PDF and EPS image routes, checked by reading the page
// (pdfinfo) and the bounding box back: (modules + 2 × 4 quiet-zone modules) × module_mm.

const run = promisify(execFile);
const t = setupTestApp();

async function fetchImage(path: string) {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfPagePoints(bytes: Uint8Array): Promise<[number, number]> {
  const dir = await mkdtemp(join(tmpdir(), 'qz-module-mm-'));
  try {
    await writeFile(join(dir, 'a.pdf'), bytes);
    const { stdout } = await run('pdfinfo', [join(dir, 'a.pdf')]);
    const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
    expect(match, stdout).not.toBeNull();
    return [Number(match![1]), Number(match![2])];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function epsBoxPoints(bytes: Uint8Array): number {
  const match = /%%HiResBoundingBox: 0 0 ([\d.]+) ([\d.]+)/.exec(new TextDecoder().decode(bytes));
  expect(match).not.toBeNull();
  return Number(match![1]);
}

describe('image routes: module_mm (PDF and EPS)', () => {
  it('sizes the PDF page and the EPS box to (modules + 8) × module_mm, and changes ETag and cache key', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const edgeModules = encodeQr(`http://qz.test/${code.shortCode}`, { ecc: 'M' }).size + 8;
    const base = `/v1/codes/${code.shortCode}`;

    const plain = await fetchImage(`${base}/qr.pdf`);
    const [plainWidth] = await pdfPagePoints(plain.bytes);
    expect(plainWidth).toBeCloseTo(edgeModules * POINTS_PER_MM, 1);

    const half = await fetchImage(`${base}/qr.pdf?module_mm=0.5`);
    const [width, height] = await pdfPagePoints(half.bytes);
    expect(width).toBeCloseTo(edgeModules * 0.5 * POINTS_PER_MM, 1);
    expect(height).toBeCloseTo(width, 5);
    expect(half.res.headers.get('etag')).not.toBe(plain.res.headers.get('etag'));
    expect(half.res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);

    const big = await fetchImage(`${base}/qr.pdf?module_mm=2.25`);
    expect((await pdfPagePoints(big.bytes))[0]).toBeCloseTo(edgeModules * 2.25 * POINTS_PER_MM, 1);
    // Served again (from the rendered-image cache by ETag): the same bytes, not the 0.5 mm ones.
    const again = await fetchImage(`${base}/qr.pdf?module_mm=2.25`);
    expect(again.bytes).toEqual(big.bytes);

    const eps = await fetchImage(`${base}/qr.eps?module_mm=0.35`);
    expect(epsBoxPoints(eps.bytes)).toBeCloseTo(edgeModules * 0.35 * POINTS_PER_MM, 3);
    const epsPlain = await fetchImage(`${base}/qr.eps?size=4`);
    expect(epsBoxPoints(epsPlain.bytes)).toBeCloseTo(edgeModules * 4, 3);
  });

  it.each(['0.2', '5.5', 'abc', '1e0', '', '-1'])('falls back to the default for module_mm=%j', async (value) => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const base = `/v1/codes/${code.shortCode}`;
    const plain = await fetchImage(`${base}/qr.pdf`);
    const odd = await fetchImage(`${base}/qr.pdf?module_mm=${encodeURIComponent(value)}`);
    expect(odd.res.headers.get('etag')).toBe(plain.res.headers.get('etag'));
    expect(odd.bytes).toEqual(plain.bytes);
  });

  it('ignores module_mm on PNG, and on an A4 PDF whose symbol it would make wider than the page (with a warning)', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const base = `/v1/codes/${code.shortCode}`;
    const png = await fetchImage(`${base}/qr.png?module_mm=2`);
    expect(png.res.headers.get('etag')).toBe((await fetchImage(`${base}/qr.png`)).res.headers.get('etag'));
    // A short link is 33 modules with its quiet zone (165 mm at 5 mm); this one is far more.
    const long = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: `https://example.org/${'x'.repeat(200)}` });
    const a4 = await fetchImage(`/v1/codes/${long.shortCode}/qr.pdf?format=a4&module_mm=5`);
    expect(a4.res.headers.get('x-qr-warning')).toMatch(/module_mm 5 ignored/);
    const [width, height] = await pdfPagePoints(a4.bytes);
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const a4Small = await fetchImage(`/v1/codes/${long.shortCode}/qr.pdf?format=a4&module_mm=0.5`);
    expect(a4Small.res.headers.get('x-qr-warning')).toBeNull();
    expect(a4Small.bytes).not.toEqual(a4.bytes);
  });

  it('passport images take it too: the EPS box scales with module_mm', async () => {
    const tenant = await t.createTenant();
    const row = await insertPassportRow(t.db, tenant, { gtin: testGtin(950600090001) });
    const base = `/v1/dpp/${row.id}/qr.eps`;
    const one = epsBoxPoints((await fetchImage(`${base}?module_mm=1`)).bytes);
    const three = epsBoxPoints((await fetchImage(`${base}?module_mm=3`)).bytes);
    expect(three / one).toBeCloseTo(3, 4);
    // Whole modules of 1 mm: the box is an integer number of millimetres.
    const edgeModules = one / POINTS_PER_MM;
    expect(edgeModules).toBeCloseTo(Math.round(edgeModules), 3);
  });
});
