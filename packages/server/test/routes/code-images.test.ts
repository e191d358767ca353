import { DEFAULT_IMAGE_CACHE_CONTROL, IMAGE_CACHE_CONTROL, buildPayload } from '@quietzone/core';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../helpers/decode-png';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

async function png(path: string) {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return { res, image: decodePng(new Uint8Array(await res.arrayBuffer())) };
}

function pixel(image: { width: number; data: Uint8Array }, x: number, y: number) {
  const i = (y * image.width + x) * 4;
  return [image.data[i], image.data[i + 1], image.data[i + 2], image.data[i + 3]];
}

describe('image routes: what is encoded', () => {
  it('a dynamic code encodes its short link, a static one its content', async () => {
    const tenant = await t.createTenant();
    const dynamic = await insertCodeRow(t.db, tenant, { url: 'https://example.com/landing' });
    expect((await png(`/v1/codes/${dynamic.shortCode}/qr.png`)).image.text).toBe(`http://qz.test/${dynamic.shortCode}`);

    const staticUrl = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: 'https://example.org/a?b=c' });
    expect((await png(`/v1/codes/${staticUrl.shortCode}/qr.png`)).image.text).toBe('https://example.org/a?b=c');

    const content = { wifi_ssid: 'Café; "Net"', wifi_password: 'p:a\\ss', wifi_encryption: 'WPA' };
    const wifi = await insertCodeRow(t.db, tenant, { type: 'wifi', is_dynamic: false, url: null, content });
    const expected = buildPayload({ type: 'wifi', ...content });
    expect(expected.ok).toBe(true);
    expect((await png(`/v1/codes/${wifi.shortCode}/qr.png`)).image.text).toBe(expected.ok ? expected.payload : '');
  });

  it('serves the four formats with their content types, and SVG rasterizes to the same code', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const types = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf', eps: 'application/postscript' };
    for (const [format, type] of Object.entries(types)) {
      const res = await t.request(`/v1/codes/${code.shortCode}/qr.${format}`);
      expect(res.status, format).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
      const head = new TextDecoder().decode(bytes.slice(0, 12));
      if (format === 'pdf') expect(head.startsWith('%PDF-')).toBe(true);
      if (format === 'eps') expect(head.startsWith('%!PS-Adobe')).toBe(true);
      if (format === 'svg') {
        const raster = new Resvg(new TextDecoder().decode(bytes)).render().asPng();
        expect(decodePng(raster).text).toBe(`http://qz.test/${code.shortCode}`);
      }
    }
  });
});

describe('image routes: query parameters (contract rules 1, 2, 3, 5, 7)', () => {
  it('size sets pixels per module; bad values count as unset, never an error', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const base = (await png(`/v1/codes/${code.shortCode}/qr.png`)).image.width;
    const big = (await png(`/v1/codes/${code.shortCode}/qr.png?size=8`)).image.width;
    expect(big).toBe(base * 2);
    for (const bad of ['1', '21', 'abc', '8.0', '-4', '', '%zz']) {
      const { image } = await png(`/v1/codes/${code.shortCode}/qr.png?size=${bad}&fg=nothex&bg=rgb(1,2,3)&ecc=Z&unknown=1`);
      expect(image.width, bad).toBe(base);
      expect(pixel(image, 0, 0)).toEqual([255, 255, 255, 255]);
    }
  });

  it('stored colors apply; the query wins; fg=000000 forces black but keeps the stored background', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { foreground_color: '#1A237E', background_color: '#FFF8E1' });
    const quiet = (image: { width: number; data: Uint8Array }) => pixel(image, 1, 1);
    const dark = (image: { width: number; data: Uint8Array }) => pixel(image, 4 * 4 + 1, 4 * 4 + 1); // finder corner

    const stored = (await png(`/v1/codes/${code.shortCode}/qr.png`)).image;
    expect(quiet(stored)).toEqual([0xff, 0xf8, 0xe1, 255]);
    expect(dark(stored)).toEqual([0x1a, 0x23, 0x7e, 255]);
    expect(stored.text).toBe(`http://qz.test/${code.shortCode}`);

    const forcedBlack = (await png(`/v1/codes/${code.shortCode}/qr.png?fg=000000`)).image;
    expect(dark(forcedBlack)).toEqual([0, 0, 0, 255]);
    expect(quiet(forcedBlack)).toEqual([0xff, 0xf8, 0xe1, 255]);

    const both = (await png(`/v1/codes/${code.shortCode}/qr.png?fg=%23c00&bg=FFFFFF`)).image;
    expect(dark(both)).toEqual([0xcc, 0, 0, 255]);
    expect(quiet(both)).toEqual([255, 255, 255, 255]);

    // An invalid fg is unset: the stored color is used (rule 1).
    expect(dark((await png(`/v1/codes/${code.shortCode}/qr.png?fg=12345`)).image)).toEqual([0x1a, 0x23, 0x7e, 255]);
  });

  it('bg=transparent gives a PNG with a real alpha channel that still decodes', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const { image } = await png(`/v1/codes/${code.shortCode}/qr.png?bg=transparent`);
    expect(pixel(image, 0, 0)[3]).toBe(0);
    expect(image.text).toBe(`http://qz.test/${code.shortCode}`);
  });

  it('ecc changes the dot pattern, not the content', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const low = await png(`/v1/codes/${code.shortCode}/qr.png?ecc=l`);
    const high = await png(`/v1/codes/${code.shortCode}/qr.png?ecc=H`);
    expect(low.image.text).toBe(high.image.text);
    expect(Buffer.from(low.image.data).equals(Buffer.from(high.image.data))).toBe(false);
    expect(low.res.headers.get('etag')).not.toBe(high.res.headers.get('etag'));
  });
});

describe('image routes: caching (contract rule 6), ETag and 304', () => {
  it('only the true default image is immutable for a day', async () => {
    const tenant = await t.createTenant();
    const plain = await insertCodeRow(t.db, tenant);
    const colored = await insertCodeRow(t.db, tenant, { foreground_color: '#222222' });
    const cc = async (path: string) => (await t.request(path)).headers.get('cache-control');
    expect(await cc(`/v1/codes/${plain.shortCode}/qr.png`)).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
    expect(await cc(`/v1/codes/${plain.shortCode}/qr.svg?fg=000000&bg=fff&size=9`)).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
    expect(await cc(`/v1/codes/${plain.shortCode}/qr.pdf`)).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
    expect(await cc(`/v1/codes/${plain.shortCode}/qr.pdf?bg=ffffff`)).toBe(IMAGE_CACHE_CONTROL);
    expect(await cc(`/v1/codes/${plain.shortCode}/qr.png?ecc=Q`)).toBe(IMAGE_CACHE_CONTROL);
    expect(await cc(`/v1/codes/${colored.shortCode}/qr.png`)).toBe(IMAGE_CACHE_CONTROL);
  });

  it('sends a strong ETag; If-None-Match answers 304 without a body; a changed color changes the tag', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const path = `/v1/codes/${code.shortCode}/qr.svg`;
    const first = await t.request(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await t.request(path)).headers.get('etag')).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.request(path, { headers: { 'if-none-match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
      expect(await res.text()).toBe('');
    }
    expect((await t.request(path, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);

    // A change through the API invalidates the code's caches, as PATCH does.
    await t.db.query(`UPDATE codes SET foreground_color = '#333333' WHERE id = $1`, [code.id]);
    t.ctx.caches.forgetCode(code.shortCode);
    const changed = await t.request(path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const get = await t.request(`/v1/codes/${code.shortCode}/qr.png`);
    const head = await t.request(`/v1/codes/${code.shortCode}/qr.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('image routes: code lookup cache', () => {
  it('serves a looked-up code for at most 60 s without invalidation, and the new state at once with it', async () => {
    const tenant = await t.createTenant();
    t.clock.set('2025-05-01T00:00:00.000Z');
    try {
      const code = await insertCodeRow(t.db, tenant);
      const path = `/v1/codes/${code.shortCode}/qr.png`;
      const first = (await t.request(path)).headers.get('etag');
      await t.db.query(`UPDATE codes SET foreground_color = '#333333' WHERE id = $1`, [code.id]);
      t.clock.advance(59_999);
      expect((await t.request(path)).headers.get('etag')).toBe(first);
      t.clock.advance(1);
      const second = (await t.request(path)).headers.get('etag');
      expect(second).not.toBe(first);
      await t.db.query(`UPDATE codes SET deleted_at = now(), status = 'archived' WHERE id = $1`, [code.id]);
      t.ctx.caches.forgetCode(code.shortCode);
      expect((await t.request(path)).status).toBe(404);
    } finally {
      t.clock.set(null);
    }
  });
});

describe('image routes: which codes have images', () => {
  it('unknown and deleted codes are 404 problems; paused, archived and draft codes still render', async () => {
    const tenant = await t.createTenant();
    const unknown = await t.request('/v1/codes/nope-nope/qr.png');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    expect((await body(unknown)).status).toBe(404);

    const deleted = await insertCodeRow(t.db, tenant, { status: 'archived', deleted_at: '2024-01-01T00:00:00.000Z' });
    expect((await t.request(`/v1/codes/${deleted.shortCode}/qr.svg`)).status).toBe(404);

    for (const status of ['paused', 'archived', 'draft']) {
      const code = await insertCodeRow(t.db, tenant, { status });
      expect((await t.request(`/v1/codes/${code.shortCode}/qr.png`)).status, status).toBe(200);
    }
    const flaggedStatic = await insertCodeRow(t.db, tenant, { status: 'flagged', is_dynamic: false });
    expect((await t.request(`/v1/codes/${flaggedStatic.shortCode}/qr.png`)).status).toBe(404);
    const flaggedDynamic = await insertCodeRow(t.db, tenant, { status: 'flagged' });
    expect((await t.request(`/v1/codes/${flaggedDynamic.shortCode}/qr.png`)).status).toBe(200);
  });

  it('codes of a deleted organization are 404', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    await t.db.query(`UPDATE organizations SET deleted_at = now() WHERE id = $1`, [tenant.organizationId]);
    expect((await t.request(`/v1/codes/${code.shortCode}/qr.png`)).status).toBe(404);
  });

  it('needs no authentication and ignores a bad Authorization header', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const res = await t.request(`/v1/codes/${code.shortCode}/qr.png`, { key: 'svc_sk_not-a-real-key-at-all' });
    expect(res.status).toBe(200);
  });
});
