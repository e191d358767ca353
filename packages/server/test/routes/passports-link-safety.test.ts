import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// Every URL a passport publishes passes link safety, the manufacturer's website included: it
// is shown on the passport page and in the JSON-LD like the document and link URLs
// (local blocklist: evil.example).
const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-passport-links-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const t = setupTestApp({ env: { URL_BLOCKLIST: blocklist } });

// A GTIN belongs to the first organization that stores it, and each test makes its own.
let gtins = 100;
const nextGtin = () => testGtin(++gtins);
const UNSAFE_WEBSITE = { name: 'ACME', website: 'https://shop.evil.example/' };

async function contributor(): Promise<TestKey> {
  return t.createKey(await t.createTenant({ plan: 'pro' }), 'contributor');
}

async function fieldsOf(res: Response): Promise<string[]> {
  return ((await body(res)).errors ?? []).map((error: { field: string }) => error.field);
}

describe('manufacturer.website is screened like every other passport link', () => {
  it('POST /v1/dpp refuses an unsafe website with the field named, storing nothing', async () => {
    const GTIN = nextGtin();
    const key = await contributor();
    const res = await t.request('/v1/dpp', { method: 'POST', key, json: { gtin: GTIN, product_name: 'Drill', manufacturer: UNSAFE_WEBSITE } });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(['manufacturer.website']);
    expect((await body(await t.request('/v1/dpp', { key }))).data).toEqual([]);
    const safe = await t.request('/v1/dpp', { method: 'POST', key, json: { gtin: GTIN, product_name: 'Drill', manufacturer: { name: 'ACME', website: 'https://acme.example/' } } });
    expect(safe.status).toBe(201);
  });

  it('PATCH /v1/dpp/{id} refuses it and keeps the stored website', async () => {
    const GTIN = nextGtin();
    const key = await contributor();
    const created = await t.request('/v1/dpp', { method: 'POST', key, json: { gtin: GTIN, product_name: 'Drill', manufacturer: { name: 'ACME', website: 'https://acme.example/' } } });
    const { id } = (await body(created)).data;
    const res = await t.request(`/v1/dpp/${id}`, { method: 'PATCH', key, json: { manufacturer: UNSAFE_WEBSITE } });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(['manufacturer.website']);
    expect((await body(await t.request(`/v1/dpp/${id}`, { key }))).data.manufacturer.website).toBe('https://acme.example/');
  });

  it('POST /v1/dpp/validate reports it', async () => {
    const GTIN = nextGtin();
    const key = await contributor();
    const res = await body(await t.request('/v1/dpp/validate', { method: 'POST', key, json: { gtin: GTIN, product_name: 'Drill', manufacturer: UNSAFE_WEBSITE } }));
    expect(res.data).toMatchObject({ valid: false, errors: [{ field: 'manufacturer.website' }] });
  });

  it('POST /v1/dpp/import fails the row (CSV column and JSON body) and creates the others', async () => {
    const GTIN = nextGtin();
    const key = await contributor();
    const form = new FormData();
    const csv = 'gtin,lot,product_name,manufacturer.name,manufacturer.website\r\n' + `${GTIN},A,Drill,ACME,https://evil.example/\r\n` + `${GTIN},B,Drill,ACME,https://acme.example/\r\n`;
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'rows.csv');
    const sheet = (await body(await t.request('/v1/dpp/import', { method: 'POST', key, body: form }))).data;
    expect(sheet).toMatchObject({ created: 1, failed: 1 });
    expect(sheet.rows[0]).toMatchObject({ row: 1, status: 'failed', errors: [{ field: 'manufacturer.website' }] });
    const json = (await body(await t.request('/v1/dpp/import', { method: 'POST', key, json: { rows: [{ gtin: GTIN, lot: 'C', product_name: 'Drill', manufacturer: UNSAFE_WEBSITE }] } }))).data;
    expect(json).toMatchObject({ created: 0, failed: 1, rows: [{ status: 'failed', errors: [{ field: 'manufacturer.website' }] }] });
  });
});
