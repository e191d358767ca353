import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runExportPass } from '../../src/exports/run-export-pass';
import { qpdfJson, resolve, streamData } from '../../../render/test/support/qpdf-json';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp } from '../helpers/test-app';

// fg/bg=cmyk:C,M,Y,K on the image routes and in exports: PDF (read back by qpdf) and EPS carry
// the inks as given; SVG shows their screen conversion.

const t = setupTestApp();
const SLOW_MS = 60_000;

function pdfContent(bytes: Uint8Array): string {
  const file = qpdfJson(bytes);
  const root = resolve(file, (file.objects.trailer as { value: { '/Root': string } }).value['/Root']);
  const page = resolve(file, (resolve(file, root['/Pages'])['/Kids'] as string[])[0]);
  return streamData(file, page['/Contents']).toString('latin1');
}

async function fetchImage(path: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('CMYK colors on the image routes', () => {
  it('writes fg=cmyk:100,66,0,2 as given in PDF and EPS, shows it as #0055FA in SVG, and keys the ETag on the inks', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const base = `/v1/codes/${code.shortCode}`;
    const pdf = await fetchImage(`${base}/qr.pdf?fg=cmyk:100,66,0,2&bg=cmyk:0,0,10,0`);
    const content = pdfContent(pdf.bytes);
    expect(content).toContain('1 0.66 0 0.02 k');
    expect(content).toContain('0 0 0.1 0 k');
    const eps = new TextDecoder().decode((await fetchImage(`${base}/qr.eps?fg=cmyk:100,66,0,2`)).bytes);
    expect(eps).toContain('1 0.66 0 0.02 setcmykcolor');
    expect(new TextDecoder().decode((await fetchImage(`${base}/qr.svg?fg=cmyk:100,66,0,2`)).bytes).toLowerCase()).toContain('#0055fa');
    // The hex color of the same screen color converts to the same inks here, and is the same file.
    const hex = await fetchImage(`${base}/qr.pdf?fg=0055fa&bg=cmyk:0,0,10,0`);
    expect(pdfContent(hex.bytes)).toContain('1 0.66 0 0.02 k');
    // Another ink build is another file with another ETag.
    const other = await fetchImage(`${base}/qr.pdf?fg=cmyk:100,66,0,3&bg=cmyk:0,0,10,0`);
    expect(other.res.headers.get('etag')).not.toBe(pdf.res.headers.get('etag'));
    expect(pdfContent(other.bytes)).toContain('1 0.66 0 0.03 k');
  }, SLOW_MS);

  it('exports with options.fg cmyk: the PDF carries the inks; an ink above 100 is 422', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const code = await insertCodeRow(t.db, tenant);
    const refused = await t.request('/v1/exports', { method: 'POST', key, json: { code_ids: [code.id], formats: ['pdf'], options: { fg: 'cmyk:120,0,0,0' } } });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors.map((error: { field: string }) => error.field)).toContain('options.fg');
    const posted = await t.request('/v1/exports', { method: 'POST', key, json: { code_ids: [code.id], formats: ['pdf'], options: { fg: 'cmyk:100,66,0,2', bg: 'ffffff' } } });
    expect(posted.status).toBe(202);
    const { id } = (await body(posted)).data;
    expect(await runExportPass(t.ctx)).toBe(1);
    const files = unzipSync(new Uint8Array(await (await t.request(`/v1/exports/${id}/download`, { key })).arrayBuffer()));
    expect(pdfContent(files[`${code.shortCode}.pdf`]!)).toContain('1 0.66 0 0.02 k');
  }, SLOW_MS);
});
