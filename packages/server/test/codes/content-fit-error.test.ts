import { buildPayload, type CodeContent } from '@quietzone/core';
import { BYTE_CAPACITY_V40 } from '@quietzone/render';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// POST, batch, PATCH and logo upload refuse content that no QR symbol can hold at the level
// the code will be drawn at (M, or H with a logo): 422 naming the field, with both lengths.

const t = setupTestApp();

async function writer(): Promise<TestKey> {
  return t.createKey(await t.createTenant(), 'contributor');
}

function payloadBytes(content: CodeContent): number {
  const result = buildPayload(content);
  if (!result.ok) throw new Error(result.failure.message);
  return Buffer.byteLength(result.payload, 'utf8');
}

/** "2,420 bytes; at ECC M a QR code holds at most 2,331 bytes": both lengths, grouped as in the message. */
function capacityMessage(bytes: number, ecc: 'M' | 'H'): string {
  return `${bytes.toLocaleString('en-US')} bytes; at ECC ${ecc} a QR code holds at most ${BYTE_CAPACITY_V40[ecc].toLocaleString('en-US')} bytes`;
}

const kilo = (char: string) => char.repeat(1000);
/** Three 1,000-character fields: more than 3,000 bytes of vCard, over the 2,331 of ECC M. */
const LONG_VCARD = { type: 'vcard', vcard_first_name: 'Ada', vcard_organization: kilo('o'), vcard_title: kilo('t'), vcard_address: kilo('a') } as const;
/** 1,220 characters (under the 2,048 the URL schema allows) but 2,420 UTF-8 bytes. */
const WIDE_URL = `https://example.com/${'é'.repeat(1200)}`;
/** 2,000 bytes: fits at M (2,331), not at H (1,273). */
const LONG_URL = `https://example.com/${'a'.repeat(1980)}`;

async function expectTooLong(res: Response, field: string, message: string) {
  expect(res.status).toBe(422);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const problem = await body(res);
  expect(problem.type).toMatch(/\/errors\/validation-error$/);
  expect(problem.errors).toEqual([{ field, message }]);
  return problem;
}

async function codeCount(key: TestKey): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1`, [key.workspaceId]);
  return row!.n;
}

describe('POST /v1/codes: content that does not fit at ECC M', () => {
  it('a vCard with three 1,000-character fields is 422 naming the longest field (the first of equals), with both lengths', async () => {
    const key = await writer();
    const res = await t.request('/v1/codes', { method: 'POST', key, json: LONG_VCARD });
    expect(payloadBytes(LONG_VCARD)).toBeGreaterThan(BYTE_CAPACITY_V40.M);
    await expectTooLong(res, 'vcard_organization', capacityMessage(payloadBytes(LONG_VCARD), 'M'));
    expect(await codeCount(key)).toBe(0);
  });

  it('names the longest content field of the type, counted in UTF-8 bytes', async () => {
    const key = await writer();
    const json = { ...LONG_VCARD, vcard_address: kilo('ü') };
    await expectTooLong(await t.request('/v1/codes', { method: 'POST', key, json }), 'vcard_address', capacityMessage(payloadBytes(json), 'M'));
  });

  it('a static url of 2,420 UTF-8 bytes is 422 on `url`; as a dynamic code (which encodes its short link) it is created', async () => {
    const key = await writer();
    const json = { type: 'url', url: WIDE_URL, is_dynamic: false };
    await expectTooLong(await t.request('/v1/codes', { method: 'POST', key, json }), 'url', capacityMessage(payloadBytes({ type: 'url', url: WIDE_URL }), 'M'));
    expect((await t.request('/v1/codes', { method: 'POST', key, json: { ...json, is_dynamic: true } })).status).toBe(201);
  });

  it('content that fits at M is created, though it would not fit at H', async () => {
    const key = await writer();
    expect((await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', url: LONG_URL, is_dynamic: false } })).status).toBe(201);
  });
});

describe('POST /v1/codes/batch: content that does not fit at ECC M', () => {
  it('fails that item in place with the field and both lengths; the others are created', async () => {
    const key = await writer();
    const res = await t.request('/v1/codes/batch', { method: 'POST', key, json: { items: [{ url: 'https://example.com/ok' }, LONG_VCARD] } });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data).toMatchObject({ total: 2, failed: 1 });
    expect(data.created[0]).toMatchObject({ index: 0, status: 'created' });
    expect(data.created[1]).toEqual({ index: 1, status: 'failed', errors: [{ field: 'vcard_organization', message: capacityMessage(payloadBytes(LONG_VCARD), 'M') }] });
    expect(await codeCount(key)).toBe(1);
  });
});

describe('PATCH /v1/codes/:id: the resulting content must fit', () => {
  async function created(key: TestKey, json: Record<string, unknown>): Promise<string> {
    const res = await t.request('/v1/codes', { method: 'POST', key, json });
    expect(res.status).toBe(201);
    return (await body(res)).data.id;
  }

  it('a new url of a static code that does not fit at M is 422 on the field sent (url or target_url); nothing changes', async () => {
    const key = await writer();
    const id = await created(key, { type: 'url', url: 'https://example.com/short', is_dynamic: false });
    const message = capacityMessage(payloadBytes({ type: 'url', url: WIDE_URL }), 'M');
    await expectTooLong(await t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json: { url: WIDE_URL } }), 'url', message);
    await expectTooLong(await t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json: { target_url: WIDE_URL } }), 'target_url', message);
    expect((await body(await t.request(`/v1/codes/${id}`, { key }))).data.url).toBe('https://example.com/short');
  });

  it('a dynamic code takes the same url (its image encodes the short link)', async () => {
    const key = await writer();
    const id = await created(key, { type: 'url', url: 'https://example.com/short' });
    expect((await t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json: { url: WIDE_URL } })).status).toBe(200);
  });

  it('with a logo the url must fit at H, the level a logo forces', async () => {
    const key = await writer();
    const id = await created(key, { type: 'url', url: 'https://example.com/short', is_dynamic: false });
    expect((await uploadLogo(id, key)).status).toBe(201);
    await expectTooLong(await t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json: { url: LONG_URL } }), 'url', capacityMessage(2000, 'H'));
    // Without the logo the same url fits at M.
    expect((await t.request(`/v1/codes/${id}/logo`, { method: 'DELETE', key })).status).toBe(200);
    expect((await t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json: { url: LONG_URL } })).status).toBe(200);
  });
});

async function uploadLogo(id: string, key: TestKey): Promise<Response> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)]), 'logo.png');
  return t.request(`/v1/codes/${id}/logo`, { method: 'POST', key, body: form });
}

describe('POST /v1/codes/:id/logo: a logo forces ECC H', () => {
  it('a 2,000-character static url is 422 naming `url`; no logo and no file is stored', async () => {
    const key = await writer();
    const res = await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', url: LONG_URL, is_dynamic: false } });
    const id = (await body(res)).data.id;
    const upload = await uploadLogo(id, key);
    const problem = await expectTooLong(upload, 'url', capacityMessage(2000, 'H'));
    expect(problem.detail).toMatch(/logo/);
    const [row] = await t.db.query<{ logo_file_id: string | null }>(`SELECT logo_file_id FROM codes WHERE id = $1`, [id]);
    expect(row!.logo_file_id).toBeNull();
    const files = await t.db.query(`SELECT id FROM files WHERE code_id = $1`, [id]);
    expect(files).toEqual([]);
  });

  it('a dynamic code with the same url takes the logo (its image encodes the short link)', async () => {
    const key = await writer();
    const id = (await body(await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', url: LONG_URL } }))).data.id;
    expect((await uploadLogo(id, key)).status).toBe(201);
  });
});
