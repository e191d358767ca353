import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { runExportPass } from '../../src/exports/run-export-pass';
import { decodeImage } from '../helpers/decode-image';
import { decodePng } from '../helpers/decode-png';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();
/** Every styled PATCH runs the scan check in a worker thread started from source: seconds each on a busy machine. */
const SLOW_MS = 180_000;
const CONTENT = 'https://example.com/menu';
const PLAIN_STYLE = { module_shape: null, finder_shape: null, finder_color: null, gradient: null };
/** Bars with pale finder patterns (1.6:1, above the contrast block): neither decoder finds the code. */
const UNSCANNABLE = { module_shape: 'vertical-bars', finder_color: '#D0D0D0' };
/** Rounded modules under a gradient into light violet: read at its intended size, lost at half the contrast. */
const LOW_MARGIN = { module_shape: 'rounded', gradient: { type: 'linear', angle: 45, colors: ['#1D4ED8', '#C084FC'] } };
/** Rounded modules, round finders and a dark gradient: a design both decoders read. */
const STYLED = { module_shape: 'rounded', finder_shape: { outer: 'circle', inner: 'rounded' }, gradient: { type: 'linear', angle: 45, colors: ['#1D4ED8', '#0F172A'] } };

afterEach(() => t.clock.set(null));

/** A static url code: its image encodes CONTENT, the same in every test run. */
async function setup(): Promise<{ key: TestKey; code: Record<string, any> }> {
  const key = await t.createKey(await t.createTenant(), 'ws_admin');
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { url: CONTENT, is_dynamic: false } });
  expect(res.status).toBe(201);
  return { key, code: (await body(res)).data };
}

function patch(key: TestKey, id: string, appearance: unknown): Promise<Response> {
  return t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json: { appearance } });
}

async function appearanceOf(key: TestKey, id: string): Promise<Record<string, unknown>> {
  return (await body(await t.request(`/v1/codes/${id}`, { key }))).data.appearance;
}

describe('appearance styles: PATCH rules', () => {
  it('sets styles by PATCH only; GET and the qr.updated event show them', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    expect(code.appearance).toEqual({ foreground_color: null, background_color: null, ...PLAIN_STYLE });
    const refused = await t.request('/v1/codes', { method: 'POST', key, json: { url: CONTENT, appearance: { module_shape: 'dots' } } });
    expect(refused.status).toBe(422);

    const res = await patch(key, code.id, STYLED);
    expect(res.status).toBe(200);
    const { data } = await body(res);
    expect(data.appearance).toEqual({ foreground_color: null, background_color: null, ...PLAIN_STYLE, ...STYLED });
    expect(await appearanceOf(key, code.id)).toEqual(data.appearance);
    const events = await t.db.query<{ data: { appearance: unknown } }>(`SELECT data FROM events WHERE type = 'qr.updated' AND data->>'id' = $1`, [code.id]);
    expect(events.map((event) => event.data.appearance)).toEqual([data.appearance]);
  });

  it('keeps an omitted field, resets a null one, and resets every field with appearance: null', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    expect((await patch(key, code.id, { ...STYLED, foreground_color: '#102030' })).status).toBe(200);
    const kept = await body(await patch(key, code.id, { finder_shape: null }));
    expect(kept.data.appearance).toEqual({ foreground_color: '#102030', background_color: null, ...PLAIN_STYLE, ...STYLED, finder_shape: null });
    // A square shape is the default: stored as null, as black and white are.
    expect((await body(await patch(key, code.id, { module_shape: 'SQUARE' }))).data.appearance.module_shape).toBeNull();
    expect((await body(await patch(key, code.id, null))).data.appearance).toEqual({ foreground_color: null, background_color: null, ...PLAIN_STYLE });
  });

  it('answers an unknown key with 400 and a value it cannot draw with 422, naming the field; nothing stored', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    const cases: [unknown, number, string][] = [
      [{ shape: 'dots' }, 400, 'appearance.shape'],
      [{ module_shape: 'dots', finder_shape: { outer: 'circle', size: 2 } }, 400, 'appearance.finder_shape.size'],
      [{ gradient: { type: 'linear', colors: ['#000', '#333'], stops: [0, 1] } }, 400, 'appearance.gradient.stops'],
      [{ module_shape: 'hexagon' }, 422, 'appearance.module_shape'],
      [{ finder_shape: { inner: 'leaf' } }, 422, 'appearance.finder_shape.inner'],
      [{ gradient: { type: 'radial', angle: 30, colors: ['#000', '#333'] } }, 422, 'appearance.gradient.angle'],
      [{ gradient: { type: 'linear', colors: ['#000'] } }, 422, 'appearance.gradient.colors'],
      [{ finder_color: 'transparent' }, 422, 'appearance.finder_color'],
    ];
    for (const [appearance, status, field] of cases) {
      const res = await patch(key, code.id, appearance);
      expect(res.status, JSON.stringify(appearance)).toBe(status);
      expect((await body(res)).errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await appearanceOf(key, code.id)).toEqual({ foreground_color: null, background_color: null, ...PLAIN_STYLE });
  });

  it('checks every color drawn against the background: a gradient color below 1.5:1 is 422 on its field', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    const res = await patch(key, code.id, { gradient: { type: 'radial', colors: ['#000000', '#F2F2F2'] } });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'appearance.gradient.colors[1]', message: expect.stringContaining('below 1.5:1') }]);
    const finder = await patch(key, code.id, { background_color: '#FFFFFF', finder_color: '#FAFAFA' });
    expect((await body(finder)).errors).toEqual([{ field: 'appearance.finder_color', message: expect.stringContaining('below 1.5:1') }]);
  });
});

describe('appearance styles: the scan check', () => {
  it('refuses with 422 a design that does not decode, naming the failed conditions; nothing stored', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    const res = await patch(key, code.id, UNSCANNABLE);
    expect(res.status).toBe(422);
    const [error] = (await body(res)).errors;
    expect(error).toEqual({ field: 'appearance', message: expect.stringMatching(/^does not scan: decoding failed under intended-size\b/) });
    expect(await appearanceOf(key, code.id)).toEqual({ foreground_color: null, background_color: null, ...PLAIN_STYLE });
  });

  it('reports a low margin as scan_margin_low with the failed conditions in hints, and stores the design', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    const res = await patch(key, code.id, LOW_MARGIN);
    expect(res.status).toBe(200);
    const { data, meta } = await body(res);
    const issue = meta.issues.find((entry: { code: string }) => entry.code === 'scan_margin_low');
    expect(issue).toEqual({ code: 'scan_margin_low', severity: 'warning', field: 'appearance', message: expect.any(String), hints: expect.arrayContaining([expect.any(String)]) });
    expect(issue.hints).not.toContain('intended-size');
    expect(data.appearance).toMatchObject(LOW_MARGIN);
  });

  it('runs on a logo upload over the stored design: 422 and no logo when it would not decode', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    // Written as a database edit would: the PATCH itself never stores a design that fails.
    await t.db.query(`UPDATE codes SET style = $2::jsonb WHERE id = $1`, [code.id, JSON.stringify(UNSCANNABLE)]);
    const logo = new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer());
    const form = new FormData();
    form.set('file', new Blob([logo]), 'logo.png');
    const res = await t.request(`/v1/codes/${code.id}/logo`, { method: 'POST', key, body: form });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'appearance', message: expect.stringContaining('intended-size') }]);
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key }))).data.logo_file_id).toBeNull();
  });
});

describe('appearance styles: images and exports draw them', () => {
  it('the image routes draw the stored style in every format, read by zbar (and jsqr for PNG), cached 5 minutes', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    const plain = await t.request(`/v1/codes/${code.short_code}/qr.png`);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const plainBytes = new Uint8Array(await plain.arrayBuffer());
    expect((await patch(key, code.id, STYLED)).status).toBe(200);

    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      const res = await t.request(`/v1/codes/${code.short_code}/qr.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(await decodeImage(format, bytes), format).toBe(CONTENT);
      if (format === 'png') {
        expect(decodePng(bytes).text).toBe(CONTENT);
        expect(Buffer.from(bytes).equals(Buffer.from(plainBytes))).toBe(false);
      }
      if (format === 'svg') expect(new TextDecoder().decode(bytes)).toContain('<linearGradient');
    }
    // The ETag follows the style: the plain image's tag no longer matches.
    const again = await t.request(`/v1/codes/${code.short_code}/qr.png`, { headers: { 'if-none-match': plain.headers.get('etag')! } });
    expect(again.status).toBe(200);
  });

  it('POST /v1/exports draws each code in its stored style', { timeout: SLOW_MS }, async () => {
    const { key, code } = await setup();
    const other = (await body(await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/plain', is_dynamic: false } }))).data;
    expect((await patch(key, code.id, STYLED)).status).toBe(200);
    const created = await t.request('/v1/exports', { method: 'POST', key, json: { code_ids: [code.id, other.id], formats: ['svg', 'png'] } });
    expect(created.status).toBe(202);
    const { id } = (await body(created)).data;
    t.clock.set('2026-03-01T10:00:00.000Z');
    expect(await runExportPass(t.ctx)).toBe(1);
    const files = unzipSync(new Uint8Array(await (await t.request(`/v1/exports/${id}/download`, { key })).arrayBuffer()));

    const styledPng = files[`${code.short_code}.png`]!;
    expect(await decodeImage('png', styledPng)).toBe(CONTENT);
    expect(decodePng(styledPng).text).toBe(CONTENT);
    expect(await decodeImage('svg', files[`${code.short_code}.svg`]!)).toBe(CONTENT);
    expect(new TextDecoder().decode(files[`${code.short_code}.svg`]!)).toContain('<linearGradient');
    expect(new TextDecoder().decode(files[`${other.short_code}.svg`]!)).not.toContain('Gradient');
    expect(await decodeImage('png', files[`${other.short_code}.png`]!)).toBe('https://example.com/plain');
  });
});
