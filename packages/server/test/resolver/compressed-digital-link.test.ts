import { compressDigitalLinkPath, LINKSET_MEDIA_TYPE } from '@quietzone/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/start-server';
import { insertCodeRow } from '../helpers/insert-code-row';
import { insertPassportRow } from '../helpers/insert-passport-row';
import { serveTestApp } from '../helpers/serve-test-app';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

/**
 * A compressed GS1 Digital Link at the root (`/AQdJnd9bVg`, GS1 Digital Link: Compression) is
 * answered as its uncompressed form, over real HTTP; short links at the root keep theirs.
 */
const t = setupTestApp();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** GS1's example GTIN: `/AQdJnd9bVg` is its compressed Digital Link (GS1's reference toolkit). */
const GTIN = '04006381333931';
const PIP = 'https://example.com/voltwerk';
let server: RunningServer;
let tenant: Tenant;
let key: TestKey;

beforeAll(async () => {
  tenant = await t.createTenant({ plan: 'business' });
  key = await t.createKey(tenant, 'ws_admin');
  await insertPassportRow(t.db, tenant, { gtin: GTIN, product_name: 'Voltwerk model', links: [{ link_type: 'gs1:pip', url: PIP, title: 'Product page' }] });
  await insertPassportRow(t.db, tenant, { gtin: GTIN, lot: "L(1)+", serial: 'S/1!', product_name: 'Voltwerk item' });
  server = await serveTestApp(t);
}, 60_000);
afterAll(async () => {
  await server?.shutdown();
});

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
}

describe('GET /{compressed Digital Link}', () => {
  it('answers /AQdJnd9bVg as /01/04006381333931: the passport as JSON, to browsers, HEAD, linkType and the linkset', async () => {
    const link = `http://qz.test/01/${GTIN}`;
    const json = await get('/AQdJnd9bVg');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(json.headers.get('link')).toBe(`<${link}?linkType=all>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`);
    expect(await json.json()).toMatchObject({ gtin: GTIN, product_name: 'Voltwerk model', digital_link: link });
    const page = await get('/AQdJnd9bVg', { headers: { accept: BROWSER } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Voltwerk model</h1>');
    const head = await get('/AQdJnd9bVg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const pip = await get('/AQdJnd9bVg?linkType=gs1:pip');
    expect(pip.status).toBe(307);
    expect(pip.headers.get('location')).toBe(PIP);
    const linkset = await get('/AQdJnd9bVg', { headers: { accept: LINKSET_MEDIA_TYPE } });
    expect(linkset.status).toBe(200);
    expect(((await linkset.json()) as { linkset: { anchor: string }[] }).linkset[0]!.anchor).toBe(link);
  });

  it('answers the CORS preflight of a compressed Digital Link, and any origin may read its answer', async () => {
    const preflight = await get('/AQdJnd9bVg', {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept-language' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('accept-language');
    const answer = await get('/AQdJnd9bVg', { headers: { origin: 'https://app.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a compressed item link with its lot and serial, walks up as the uncompressed path does, and 404s the resolver way', async () => {
    const item = compressDigitalLinkPath({ gtin: GTIN, lot: 'L(1)+', serial: 'S/1!' });
    expect(await (await get(item)).json()).toMatchObject({ product_name: 'Voltwerk item', lot: 'L(1)+', serial: 'S/1!', digital_link: `http://qz.test/01/${GTIN}/10/L%281%29%2B/21/S%2F1%21` });
    const otherSerial = compressDigitalLinkPath({ gtin: GTIN, lot: null, serial: 'S2' });
    expect(await (await get(otherSerial)).json()).toMatchObject({ product_name: 'Voltwerk model' });
    const unknown = await get(compressDigitalLinkPath({ gtin: '09506000134352', lot: null, serial: null }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ detail: 'No published product passport has this identifier.' });
  });

  it('reads compressed links longer than any short code (a GTIN with a 20-character CPV, lot and serial)', async () => {
    const long = compressDigitalLinkPath({ gtin: GTIN, cpv: 'C'.repeat(19) + '!', lot: 'L'.repeat(19) + '(', serial: 'S'.repeat(19) + '*' });
    expect(long.length).toBeGreaterThan(65);
    expect(await (await get(long)).json()).toMatchObject({ product_name: 'Voltwerk model' });
  });
});

describe('compressed Digital Links and short links share the root', () => {
  it('a short code is looked up first: a short link answers as itself even where its code reads as a compressed link', async () => {
    // Only a row written before imports refused such codes can hold one.
    const shadowing = await insertCodeRow(t.db, tenant, { short_code: compressDigitalLinkPath({ gtin: GTIN, lot: null, serial: 'LEGACY' }).slice(1), url: 'https://example.com/legacy' });
    const res = await get(`/${shadowing.shortCode}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/legacy');
    const created = await body(await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/menu' } }));
    const short = await get(`/${created.data.short_code}`);
    expect(short.status).toBe(302);
    expect(short.headers.get('location')).toBe('https://example.com/menu');
  });

  it('a segment that is neither is the short link\'s 404, and an import cannot take a compressed link as its short code', async () => {
    for (const segment of ['Zz9Zz9Z', 'AQdJnd9bVh', 'ABeRcNWtKMPA']) {
      const res = await get(`/${segment}`);
      expect(res.status, segment).toBe(404);
      expect(await res.json()).toMatchObject({ detail: 'No active QR code has this short link.' });
    }
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode('short_code,url\r\nAQdJnd9bVg,https://evil.example/phish\r\n')]), 'codes.csv');
    const imported = await body(await t.request('/v1/codes/import', { method: 'POST', key, body: form }));
    expect(imported.data.created[0]).toMatchObject({ status: 'failed', errors: [{ field: 'short_code', message: `"AQdJnd9bVg" is the compressed GS1 Digital Link /01/${GTIN}, which the resolver answers` }] });
    expect((await get('/AQdJnd9bVg')).status).toBe(200);
  });
});
