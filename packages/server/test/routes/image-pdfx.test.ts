import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { IMAGE_CACHE_CONTROL } from '@quietzone/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allNames, qpdfJson, resolve, temporaryPdf, type QpdfFile } from '../../../render/test/support/qpdf-json';
import { insertCodeRow } from '../helpers/insert-code-row';
import { setupTestApp, type Tenant } from '../helpers/test-app';

// pdfx and output_condition on the PDF image route, checked by qpdf's JSON of every object
// (an independent parser) and read back by zbar from ghostscript's rendering of the page.

const run = promisify(execFile);
const t = setupTestApp();
const SLOW_MS = 60_000;

async function fetchImage(path: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function catalogOf(file: QpdfFile): Record<string, unknown> {
  return resolve(file, (file.objects.trailer as { value: { '/Root': string } }).value['/Root']);
}

function infoOf(file: QpdfFile): Record<string, unknown> {
  return resolve(file, (file.objects.trailer as { value: { '/Info': string } }).value['/Info']);
}

function firstPage(file: QpdfFile): Record<string, unknown> {
  return resolve(file, (resolve(file, catalogOf(file)['/Pages'])['/Kids'] as string[])[0]);
}

function intentOf(file: QpdfFile): Record<string, unknown> {
  return resolve(file, (catalogOf(file)['/OutputIntents'] as string[])[0]);
}

async function uploadLogo(tenant: Tenant, id: string): Promise<void> {
  const key = await t.createKey(tenant, 'contributor');
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)]), 'logo.png');
  expect((await t.request(`/v1/codes/${id}/logo`, { method: 'POST', key, body: form })).status).toBe(201);
}

async function zbarOfPdf(bytes: Uint8Array): Promise<string> {
  const pdf = temporaryPdf(bytes);
  const png = pdf.replace(/\.pdf$/, '.png');
  await run('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pnggray', '-r300', `-sOutputFile=${png}`, pdf]);
  const { stdout } = await run('zbarimg', ['--raw', '-q', png]);
  return stdout.trim();
}

describe('image routes: pdfx (PDF/X files)', () => {
  it('?pdfx=x-1a is a PDF/X-1a file for FOGRA39 with boxes, Info and /ID, that decodes; the ETag and Cache-Control change', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { foreground_color: '#1D4ED8' });
    const base = `/v1/codes/${code.shortCode}`;
    const plain = await fetchImage(`${base}/qr.pdf`);
    const x1a = await fetchImage(`${base}/qr.pdf?pdfx=X-1A`);
    expect(x1a.res.headers.get('etag')).not.toBe(plain.res.headers.get('etag'));
    expect(x1a.res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(x1a.res.headers.get('x-qr-warning')).toBeNull();

    const file = qpdfJson(x1a.bytes);
    expect(file.pdfVersion).toBe('1.3');
    expect(intentOf(file)).toMatchObject({ '/S': '/GTS_PDFX', '/OutputConditionIdentifier': 'u:FOGRA39' });
    expect(infoOf(file)).toMatchObject({ '/GTS_PDFXVersion': 'u:PDF/X-1:2001', '/Trapped': '/False', '/Title': `u:http://qz.test/${code.shortCode}` });
    expect((file.objects.trailer as { value: Record<string, unknown> }).value['/ID']).toHaveLength(2);
    const page = firstPage(file);
    expect(page['/TrimBox']).toEqual(page['/MediaBox']);
    expect(page['/BleedBox']).toEqual(page['/MediaBox']);
    const names = allNames(file);
    for (const forbidden of ['/DeviceRGB', '/SMask', '/Group', '/Image']) expect(names).not.toContain(forbidden);
    expect((await run('qpdf', ['--check', temporaryPdf(x1a.bytes)])).stdout).toContain('No syntax or stream encoding errors');
    expect(await zbarOfPdf(x1a.bytes)).toBe(`http://qz.test/${code.shortCode}`);

    // Served again from the rendered-image cache: the same bytes.
    expect((await fetchImage(`${base}/qr.pdf?pdfx=x-1a`)).bytes).toEqual(x1a.bytes);
  }, SLOW_MS);

  it('?pdfx=x-4&output_condition=cgats21 names GRACoL 2013 and carries XMP', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const { bytes, res } = await fetchImage(`/v1/codes/${code.shortCode}/qr.pdf?pdfx=x-4&output_condition=cgats21`);
    const file = qpdfJson(bytes);
    expect(file.pdfVersion).toBe('1.6');
    expect(intentOf(file)).toMatchObject({ '/OutputConditionIdentifier': 'u:CGATS21_CRPC6' });
    expect(infoOf(file)).toMatchObject({ '/GTS_PDFXVersion': 'u:PDF/X-4' });
    expect(resolve(file, catalogOf(file)['/Metadata'])).toMatchObject({ '/Type': '/Metadata', '/Subtype': '/XML' });
    const fogra = await fetchImage(`/v1/codes/${code.shortCode}/qr.pdf?pdfx=x-4`);
    expect(fogra.res.headers.get('etag')).not.toBe(res.headers.get('etag'));
  }, SLOW_MS);

  it.each([
    ['pdf', '?pdfx=x-3'],
    ['pdf', '?pdfx='],
    ['pdf', '?output_condition=FOGRA39'],
    ['svg', '?pdfx=x-1a'],
    ['eps', '?pdfx=x-4'],
  ])('treats %s with %s as the plain image (same ETag)', async (format, query) => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const plain = await fetchImage(`/v1/codes/${code.shortCode}/qr.${format}`);
    const odd = await fetchImage(`/v1/codes/${code.shortCode}/qr.${format}${query}`);
    expect(odd.res.headers.get('etag')).toBe(plain.res.headers.get('etag'));
  });

  it('an unknown output_condition with pdfx falls back to FOGRA39', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const fogra = await fetchImage(`/v1/codes/${code.shortCode}/qr.pdf?pdfx=x-1a&output_condition=FOGRA39`);
    const odd = await fetchImage(`/v1/codes/${code.shortCode}/qr.pdf?pdfx=x-1a&output_condition=ISOcoated`);
    expect(odd.res.headers.get('etag')).toBe(fogra.res.headers.get('etag'));
  });

  it('draws a code with a logo without it (and without the forced ECC H), saying so in X-QR-Warning', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    await uploadLogo(tenant, code.id);
    const withLogo = await fetchImage(`/v1/codes/${code.shortCode}/qr.pdf`);
    expect(allNames(qpdfJson(withLogo.bytes))).toContain('/Image');
    const x1a = await fetchImage(`/v1/codes/${code.shortCode}/qr.pdf?pdfx=x-1a`);
    expect(x1a.res.headers.get('x-qr-warning')).toBe('logo dropped: a PDF/X file carries no logo');
    const names = allNames(qpdfJson(x1a.bytes));
    for (const forbidden of ['/Image', '/SMask', '/DeviceRGB']) expect(names).not.toContain(forbidden);
    expect(await zbarOfPdf(x1a.bytes)).toBe(`http://qz.test/${code.shortCode}`);
    // Without the logo the asked ECC (M) is drawn: the page is that of a code without a logo.
    const bare = await insertCodeRow(t.db, tenant, { url: 'https://example.com/other' });
    const bareX1a = await fetchImage(`/v1/codes/${bare.shortCode}/qr.pdf?pdfx=x-1a`);
    expect(firstPage(qpdfJson(x1a.bytes))['/MediaBox']).toEqual(firstPage(qpdfJson(bareX1a.bytes))['/MediaBox']);
  }, SLOW_MS);
});
