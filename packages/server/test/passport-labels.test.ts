import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { insertPassportRow, testGtin } from './helpers/insert-passport-row';
import { readSymbolPng } from './helpers/read-symbol';
import { setupTestApp } from './helpers/test-app';

// GET /v1/dpp/{id}/label.*: GS1 DataMatrix and rMQR of a passport, read back by ZXing-C++.

const run = promisify(execFile);
const t = setupTestApp();
let gtinNumber = 950600030000;
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function passport(input: Record<string, unknown> = {}) {
  const tenant = await t.createTenant();
  return insertPassportRow(t.db, tenant, { gtin: testGtin(gtinNumber++), ...input }, 'published');
}

async function label(id: string, ext: string, query = ''): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await t.request(`/v1/dpp/${id}/label.${ext}${query}`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /v1/dpp/{id}/label.*', () => {
  it('is a Data Matrix of the Digital Link by default, an rMQR with symbol=rmqr', async () => {
    const row = await passport({ lot: 'B/7', serial: 'SN42' });
    const link = `http://qz.test/01/${row.gtin}/10/B%2F7/21/SN42`;
    const matrix = await label(row.id, 'png');
    expect(matrix.res.status).toBe(200);
    expect(matrix.res.headers.get('content-type')).toBe('image/png');
    expect(matrix.res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await readSymbolPng(matrix.bytes, 'DataMatrix')).map((read) => read.text)).toEqual([link]);
    const rmqr = await label(row.id, 'png', '?symbol=RMQR&size=6');
    expect((await readSymbolPng(rmqr.bytes, 'rMQRCode')).map((read) => read.text)).toEqual([link]);
    expect(rmqr.res.headers.get('etag')).not.toBe(matrix.res.headers.get('etag'));
  });

  it('content=element-string is a GS1 DataMatrix: FNC1, read as ]d2, GS after the variable-length lot', async () => {
    const row = await passport({ lot: 'B7', serial: 'SN42' });
    const { res, bytes } = await label(row.id, 'png', '?content=element-string');
    expect(res.status).toBe(200);
    expect(await readSymbolPng(bytes, 'DataMatrix')).toEqual([{ text: `01${row.gtin}10B7\x1d21SN42`, symbologyIdentifier: ']d2' }]);
  });

  it('content=element-string with a parenthesis in the lot carries the Digital Link instead, with a warning', async () => {
    const row = await passport({ lot: 'A(12)B', serial: 'SN42' });
    const { res, bytes } = await label(row.id, 'png', '?content=element-string');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-qr-warning')).toContain('element string not drawn');
    expect((await readSymbolPng(bytes, 'DataMatrix')).map((read) => read.text)).toEqual([`http://qz.test/01/${row.gtin}/10/A%2812%29B/21/SN42`]);
  });

  it('height_mm with module_mm picks a 10 mm rMQR in PDF: the page is at most 10 mm high and the label decodes', async () => {
    const row = await passport({ lot: 'L1' });
    const { res, bytes } = await label(row.id, 'pdf', '?symbol=rmqr&height_mm=10&module_mm=0.5');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-qr-warning')).toBeNull();
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(new TextDecoder().decode(bytes))!;
    expect(Number(box[2]) / (72 / 25.4)).toBeCloseTo(9.5, 2);
    const dir = await mkdtemp(join(tmpdir(), 'qz-label-'));
    dirs.push(dir);
    await writeFile(join(dir, 'label.pdf'), bytes);
    await run('pdftoppm', ['-r', '600', '-png', '-singlefile', join(dir, 'label.pdf'), join(dir, 'label')]);
    const read = await readSymbolPng(new Uint8Array(await readFile(join(dir, 'label.png'))), 'rMQRCode');
    expect(read.map((r) => r.text)).toEqual([`http://qz.test/01/${row.gtin}/10/L1`]);
  });

  it('a height no size fits draws the Digital Link as QR, named in X-QR-Warning', async () => {
    const row = await passport({ serial: 'SN42' });
    const { res } = await label(row.id, 'pdf', '?content=element-string&height_mm=2&module_mm=0.5');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-qr-warning')).toBe('drawn as qr: content does not fit datamatrix 2 mm high');
  });

  it('is 404 for an unknown passport', async () => {
    const { res } = await label('dpp_unknown', 'svg');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
