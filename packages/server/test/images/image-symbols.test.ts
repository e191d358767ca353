import { describe, expect, it } from 'vitest';
import { insertCodeRow } from '../helpers/insert-code-row';
import { readSymbolPng } from '../helpers/read-symbol';
import { setupTestApp } from '../helpers/test-app';

// symbol=microqr|rmqr|datamatrix on the public image routes: read back by ZXing-C++, and
// content a symbol cannot hold drawn as QR with X-QR-Warning.

const t = setupTestApp();

async function image(shortCode: string, query: string): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await t.request(`/v1/codes/${shortCode}/qr.png${query}`);
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /v1/codes/{code}/qr.png?symbol=', () => {
  it('rmqr and datamatrix draw the short link, any case, with the short Cache-Control and their own ETag', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const link = `http://qz.test/${code.shortCode}`;
    const qr = await image(code.shortCode, '');
    for (const [query, format] of [['?symbol=rmqr', 'rMQRCode'], ['?symbol=DataMatrix', 'DataMatrix'], ['?symbol=rmqr&ecc=H', 'rMQRCode']] as const) {
      const { res, bytes } = await image(code.shortCode, query);
      expect((await readSymbolPng(bytes, format)).map((read) => read.text), query).toEqual([link]);
      expect(res.headers.get('x-qr-warning'), query).toBeNull();
      expect(res.headers.get('cache-control'), query).toBe('public, max-age=300');
      expect(res.headers.get('etag'), query).not.toBe(qr.res.headers.get('etag'));
    }
  });

  it('microqr draws a short static URL (12 bytes fit M4 at M); symbol=qr and an unknown symbol are the QR image unchanged', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: 'http://a.io/' });
    const { bytes } = await image(code.shortCode, '?symbol=microqr');
    expect((await readSymbolPng(bytes, 'MicroQRCode')).map((read) => read.text)).toEqual(['http://a.io/']);
    const qr = await image(code.shortCode, '');
    for (const query of ['?symbol=qr', '?symbol=aztec']) {
      const other = await image(code.shortCode, query);
      expect(other.bytes, query).toEqual(qr.bytes);
      expect(other.res.headers.get('etag'), query).toBe(qr.res.headers.get('etag'));
    }
  });

  it('content Micro QR cannot hold is drawn as QR and says so in X-QR-Warning', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const { res, bytes } = await image(code.shortCode, '?symbol=microqr');
    expect(res.headers.get('x-qr-warning')).toBe('drawn as qr: content does not fit microqr at ecc M');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await readSymbolPng(bytes, 'QRCode')).map((read) => read.text)).toEqual([`http://qz.test/${code.shortCode}`]);
    const h = await image(code.shortCode, '?symbol=microqr&ecc=h');
    expect(h.res.headers.get('x-qr-warning')).toBe('drawn as qr: content does not fit microqr at ecc H');
  });
});
