import { describe, expect, it } from 'vitest';
import { decodePng } from './helpers/decode-png';
import { insertPassportRow, testGtin } from './helpers/insert-passport-row';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();
let gtinNumber = 950600020000;

async function passport(input: Record<string, unknown>, status: 'draft' | 'published' | 'archived' = 'published') {
  const tenant = await t.createTenant();
  return insertPassportRow(t.db, tenant, { gtin: testGtin(gtinNumber++), ...input }, status);
}

describe('GET /v1/dpp/{id}/qr.*', () => {
  it('draws the Digital Link URI: the PNG decodes (jsqr) to it, percent-encoding and all', async () => {
    const row = await passport({ lot: 'B/7', serial: 'SN:0042' });
    const res = await t.request(`/v1/dpp/${row.id}/qr.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const decoded = decodePng(new Uint8Array(await res.arrayBuffer()));
    expect(decoded.text).toBe(`http://qz.test/01/${row.gtin}/10/B%2F7/21/SN%3A0042`);
  });

  it('serves drafts and archived passports too, in every format, without a key', async () => {
    const draft = await passport({}, 'draft');
    const archived = await passport({}, 'archived');
    for (const row of [draft, archived]) {
      const png = await t.request(`/v1/dpp/${row.id}/qr.png`);
      expect(decodePng(new Uint8Array(await png.arrayBuffer())).text).toBe(`http://qz.test/01/${row.gtin}`);
    }
    const expected: Record<string, [string, string]> = { svg: ['image/svg+xml', '<svg'], pdf: ['application/pdf', '%PDF'], eps: ['application/postscript', '%!PS'] };
    for (const [ext, [type, start]] of Object.entries(expected)) {
      const res = await t.request(`/v1/dpp/${draft.id}/qr.${ext}`);
      expect(res.status, ext).toBe(200);
      expect(res.headers.get('content-type'), ext).toContain(type);
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 200)), ext).toContain(start);
    }
  });

  it('follows the code image rules: invalid parameters count as unset, colors shorten the cache, ETag and 304', async () => {
    const row = await passport({});
    const plain = await t.request(`/v1/dpp/${row.id}/qr.svg`);
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const invalid = await t.request(`/v1/dpp/${row.id}/qr.svg?size=abc&fg=nope&ecc=Z`);
    expect(invalid.status).toBe(200);
    expect(invalid.headers.get('etag')).toBe(etag);
    const colored = await t.request(`/v1/dpp/${row.id}/qr.png?fg=336699&size=6`);
    expect(colored.headers.get('cache-control')).toBe('public, max-age=300');
    expect(decodePng(new Uint8Array(await colored.arrayBuffer())).text).toBe(`http://qz.test/01/${row.gtin}`);
    const notModified = await t.request(`/v1/dpp/${row.id}/qr.svg`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
  });

  it('is 404 for an unknown passport', async () => {
    const res = await t.request('/v1/dpp/dpp_unknown/qr.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});
