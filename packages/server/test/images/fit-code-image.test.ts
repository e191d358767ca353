import { IMAGE_CACHE_CONTROL } from '@quietzone/core';
import { BYTE_CAPACITY_V40 } from '@quietzone/render';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../helpers/decode-image';
import { decodePng } from '../helpers/decode-png';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp, type Tenant } from '../helpers/test-app';

// Image routes of stored codes whose content is too long for the asked level: rendered at the
// highest level that fits (dropping a logo when even H does not), said in X-QR-Warning; and
// 422, never 500, when nothing fits or the stored content cannot be encoded.

const t = setupTestApp();
const FORMATS = ['svg', 'png', 'pdf', 'eps'] as const;

/** 2,000 bytes: fits at M (2,331), not at Q (1,663) or H (1,273). */
const LONG_URL = `https://example.com/${'a'.repeat(1980)}`;

async function image(shortCode: string, format: string, query = '') {
  const res = await t.request(`/v1/codes/${shortCode}/qr.${format}${query}`);
  expect(res.status, `${format}${query}`).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function uploadLogo(tenant: Tenant, id: string): Promise<void> {
  const key = await t.createKey(tenant, 'contributor');
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)]), 'logo.png');
  expect((await t.request(`/v1/codes/${id}/logo`, { method: 'POST', key, body: form })).status).toBe(201);
}

describe('requested ECC too high for the content', () => {
  it('?ecc=H on a 2,000-byte static url renders at M, says so, and decodes', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: LONG_URL });
    const atM = await image(code.shortCode, 'png', '?ecc=M');
    expect(atM.res.headers.get('x-qr-warning')).toBeNull();
    for (const level of ['H', 'Q']) {
      const lowered = await image(code.shortCode, 'png', `?ecc=${level}`);
      expect(lowered.res.headers.get('x-qr-warning')).toBe(`ecc lowered from ${level} to M: content too long`);
      // What is rendered is the M image, byte for byte, and the ETag (the rendered-image cache key) says so.
      expect(lowered.res.headers.get('etag')).toBe(atM.res.headers.get('etag'));
      expect(lowered.bytes).toEqual(atM.bytes);
      expect(lowered.res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    }
    expect(await decodeImage('png', (await image(code.shortCode, 'png', '?ecc=H')).bytes)).toBe(LONG_URL);
  });

  it('a 304 revalidation carries the warning and the ETag of what is rendered', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: LONG_URL });
    const first = await image(code.shortCode, 'svg', '?ecc=H');
    const again = await t.request(`/v1/codes/${code.shortCode}/qr.svg?ecc=H`, { headers: { 'if-none-match': first.res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-qr-warning')).toBe('ecc lowered from H to M: content too long');
  });
});

describe('a legacy code with a logo whose content no longer fits at H', () => {
  it.each(FORMATS)('%s: 200, logo dropped, the highest level that fits, warnings, decodes', async (format) => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: 'https://example.com/short' });
    await uploadLogo(tenant, code.id);
    // As a row written before the upload check existed (or edited by hand) would be.
    await t.db.query(`UPDATE codes SET url = $2 WHERE id = $1`, [code.id, LONG_URL]);
    // The same content without a logo: what the image of the legacy code must now be.
    const twin = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: LONG_URL });

    const { res, bytes } = await image(code.shortCode, format);
    expect(res.headers.get('x-qr-warning')).toBe('logo dropped: content too long for ECC H, ecc lowered from H to M: content too long');
    const plain = await image(twin.shortCode, format, '?ecc=M');
    expect(res.headers.get('etag')).toBe(plain.res.headers.get('etag'));
    expect(bytes).toEqual(plain.bytes);
    expect(await decodeImage(format, bytes)).toBe(LONG_URL);
    if (format === 'png') {
      // No logo pixels: the uploaded red is nowhere in the image.
      const decoded = decodePng(bytes);
      const red = decoded.data.some((_, i) => i % 4 === 0 && decoded.data[i] === 200 && decoded.data[i + 1] === 30);
      expect(red).toBe(false);
    }
  });
});

describe('stored content that no level can render: 422, never 500', () => {
  it.each(FORMATS)('%s: a static url longer than ECC L holds is 422 naming url, with both lengths', async (format) => {
    const tenant = await t.createTenant();
    const url = `https://example.com/${'a'.repeat(2980)}`;
    const code = await insertCodeRow(t.db, tenant, { is_dynamic: false, url });
    const res = await t.request(`/v1/codes/${code.shortCode}/qr.${format}?ecc=H`);
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const problem = await body(res);
    const message = `3,000 bytes; even at ECC L a QR code holds at most ${BYTE_CAPACITY_V40.L.toLocaleString('en-US')} bytes`;
    expect(problem.errors).toEqual([{ field: 'url', message }]);
    expect(problem.detail).toContain(message);
  });

  it('stored content that cannot be encoded at all (a vCard without a name) is 422 naming the field', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { type: 'vcard', is_dynamic: false, url: null, content: { vcard_phone: '+1 555 0100' } });
    const res = await t.request(`/v1/codes/${code.shortCode}/qr.png`);
    expect(res.status).toBe(422);
    const problem = await body(res);
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'vcard_first_name' })]);
  });
});

describe('OpenAPI', () => {
  it('documents X-QR-Warning on 200 and 304 and the 422 of every image route', async () => {
    const doc = await body(await t.request('/v1/openapi.json'));
    for (const format of FORMATS) {
      const responses = doc.paths[`/codes/{code}/qr.${format}`].get.responses;
      expect(responses['200'].headers['X-QR-Warning'].description, format).toMatch(/comma-separated/);
      expect(responses['304'].headers['X-QR-Warning'], format).toBeDefined();
      expect(responses['422'], format).toBeDefined();
    }
  });
});
