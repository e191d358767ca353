import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine } from '../../src/scans/csv-line';
import type { RunningServer } from '../../src/start-server';
import { serveTestApp } from '../helpers/serve-test-app';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

/**
 * UTM parameters of dynamic url codes over real HTTP: the code resource, the 302's Location
 * (A/B and rule destinations too; a parameter of the URL's own wins), PATCH, the
 * qr.updated event, the codes file.
 */
const t = setupTestApp();
let server: RunningServer;
let key: TestKey;

beforeAll(async () => {
  const tenant = await t.createTenant({ plan: 'business' });
  key = await t.createKey(tenant, 'ws_admin');
  server = await serveTestApp(t);
}, 60_000);
afterAll(async () => {
  await server?.shutdown();
});

const UTM = { source: 'qr', medium: 'print', campaign: 'spring sale' };
const NO_UTM = { source: null, medium: null, campaign: null, term: null, content: null };

async function create(json: Record<string, unknown>): Promise<Response> {
  return t.request('/v1/codes', { method: 'POST', key, json });
}

async function created(json: Record<string, unknown>): Promise<any> {
  const res = await create(json);
  const answer = await body(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer.data;
}

async function patch(id: string, json: Record<string, unknown>): Promise<Response> {
  return t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json });
}

/** The Location of a scan over real HTTP (the first fills the cache, the next come from it, on the node fast path). */
async function location(shortCode: string, headers: Record<string, string> = {}): Promise<string | null> {
  const res = await fetch(`${server.url}/${shortCode}`, { redirect: 'manual', headers });
  await res.arrayBuffer();
  expect(res.status).toBe(302);
  return res.headers.get('location');
}

describe('UTM parameters', () => {
  it('are shown on the code and appended to the redirect, the same from the cache', async () => {
    const code = await created({ url: 'https://example.com/menu?table=4#top', utm: UTM });
    expect(code.utm).toEqual({ ...NO_UTM, ...UTM });
    const expected = 'https://example.com/menu?table=4&utm_source=qr&utm_medium=print&utm_campaign=spring%20sale#top';
    expect(await location(code.short_code)).toBe(expected);
    expect(await location(code.short_code)).toBe(expected);
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key }))).data.utm).toEqual({ ...NO_UTM, ...UTM });
  });

  it('never replace a parameter the destination URL already carries', async () => {
    const code = await created({ url: 'https://example.com/?utm_source=newsletter&utm_medium=', utm: UTM });
    expect(await location(code.short_code)).toBe('https://example.com/?utm_source=newsletter&utm_medium=&utm_campaign=spring%20sale');
  });

  it('reach A/B targets and rule destinations', async () => {
    const ab = await created({ url: 'https://example.com/a', ab_enabled: true, ab_target_url_b: 'https://example.com/b?v=2', ab_weight_a: 0, utm: { source: 'qr' } });
    expect(await location(ab.short_code)).toBe('https://example.com/b?v=2&utm_source=qr');
    const ruled = await created({ url: 'https://example.com/', rules: [{ when: { language: ['de'] }, url: 'https://example.com/de' }], utm: { content: 'poster' } });
    expect(await location(ruled.short_code, { 'accept-language': 'de-DE' })).toBe('https://example.com/de?utm_content=poster');
    expect(await location(ruled.short_code, { 'accept-language': 'en' })).toBe('https://example.com/?utm_content=poster');
  });

  it('PATCH sets and removes keys, utm: null removes all; the short link follows at once and qr.updated carries them', async () => {
    const code = await created({ url: 'https://example.com/p' });
    expect(code.utm).toEqual(NO_UTM);
    expect(await location(code.short_code)).toBe('https://example.com/p');

    const set = await patch(code.id, { utm: { source: 'qr', term: 'shoes' } });
    expect(set.status).toBe(200);
    expect((await body(set)).data.utm).toEqual({ ...NO_UTM, source: 'qr', term: 'shoes' });
    expect(await location(code.short_code)).toBe('https://example.com/p?utm_source=qr&utm_term=shoes');

    const removeOne = await body(await patch(code.id, { utm: { term: null, medium: 'flyer' } }));
    expect(removeOne.data.utm).toEqual({ ...NO_UTM, source: 'qr', medium: 'flyer' });
    expect(await location(code.short_code)).toBe('https://example.com/p?utm_source=qr&utm_medium=flyer');

    const events = await t.db.query<{ data: { utm: unknown } }>(`SELECT data FROM events WHERE type = 'qr.updated' AND data->>'id' = $1 ORDER BY created_at, id`, [code.id]);
    expect(events.map((event) => event.data.utm)).toEqual([
      { ...NO_UTM, source: 'qr', term: 'shoes' },
      { ...NO_UTM, source: 'qr', medium: 'flyer' },
    ]);

    expect((await body(await patch(code.id, { utm: null }))).data.utm).toEqual(NO_UTM);
    expect(await location(code.short_code)).toBe('https://example.com/p');
  });

  it('refuse an unknown key with 400, a bad value with 422, and codes that do not redirect with 422', async () => {
    const unknown = await create({ url: 'https://example.com/', utm: { source: 'qr', campain: 'x' } });
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).errors).toEqual([expect.objectContaining({ field: 'utm.campain' })]);

    const code = await created({ url: 'https://example.com/' });
    const unknownPatch = await patch(code.id, { utm: { utm_source: 'qr' } });
    expect(unknownPatch.status).toBe(400);
    expect((await body(unknownPatch)).errors).toEqual([expect.objectContaining({ field: 'utm.utm_source' })]);

    for (const value of ['', 'x'.repeat(201), 'line\nbreak', 7]) {
      const res = await patch(code.id, { utm: { source: value } });
      expect(res.status, JSON.stringify(value)).toBe(422);
      expect((await body(res)).errors[0].field).toBe('utm.source');
    }
    expect((await create({ url: 'https://example.com/', is_dynamic: false, utm: { source: 'qr' } })).status).toBe(422);
    expect((await create({ type: 'vcard', vcard_first_name: 'Ada', utm: { source: 'qr' } })).status).toBe(422);
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key }))).data.utm).toEqual(NO_UTM);
  });

  it('are taken by batch items; an unknown key fails its item only', async () => {
    const res = await t.request('/v1/codes/batch', { method: 'POST', key, json: { items: [{ url: 'https://example.com/one', utm: { medium: 'flyer' } }, { url: 'https://example.com/two', utm: { campain: 'x' } }] } });
    const answer = await body(res);
    expect(answer.data.created[1]).toMatchObject({ index: 1, status: 'failed', errors: [expect.objectContaining({ field: 'utm.campain' })] });
    expect(answer.data.created[0]).toMatchObject({ index: 0, status: 'created' });
    expect(await location(answer.data.created[0].short_code)).toBe('https://example.com/one?utm_medium=flyer');
  });

  it('follow the right password to its 303', async () => {
    const code = await created({ url: 'https://example.com/locked', password: 'correct horse', utm: { source: 'qr' } });
    const res = await fetch(`${server.url}/${code.short_code}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'password=correct+horse' });
    await res.arrayBuffer();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://example.com/locked?utm_source=qr');
  });

  it('travel through the codes file: utm_<key> columns are imported and exported', async () => {
    const file = new TextEncoder().encode(csvLine(['url', 'utm_source', 'utm_campaign']) + csvLine(['https://example.com/imported', 'qr', 'fall']));
    const form = new FormData();
    form.set('file', new Blob([file]), 'codes.csv');
    const res = await t.request('/v1/codes/import', { method: 'POST', key, body: form });
    const answer = await body(res);
    expect(res.status, JSON.stringify(answer)).toBe(201);
    const id = answer.data.created[0].id;
    const code = (await body(await t.request(`/v1/codes/${id}`, { key }))).data;
    expect(code.utm).toEqual({ ...NO_UTM, source: 'qr', campaign: 'fall' });
    expect(await location(code.short_code)).toBe('https://example.com/imported?utm_source=qr&utm_campaign=fall');

    const exported = await t.request('/v1/codes.csv', { key });
    const [header, ...lines] = (await exported.text()).split('\r\n');
    const columns = header!.split(',');
    for (const column of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) expect(columns).toContain(column);
    const line = lines.find((text) => text.startsWith(`${code.short_code},`))!.split(',');
    expect(line[columns.indexOf('utm_source')]).toBe('qr');
    expect(line[columns.indexOf('utm_campaign')]).toBe('fall');
    expect(line[columns.indexOf('utm_medium')]).toBe('');
  });
});
