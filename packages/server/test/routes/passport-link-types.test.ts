import { describe, expect, it } from 'vitest';
import { testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// A passport link's `link_type` takes the `gs1:` prefix in any case on every way in — create,
// PATCH, CSV and JSON import — and is always answered (and stored) as `gs1:`.
const t = setupTestApp();
// A GTIN belongs to the first organization that stores it, and each test makes its own.
let gtins = 200;
const nextGtin = () => testGtin(++gtins);

async function key(): Promise<TestKey> {
  return t.createKey(await t.createTenant({ plan: 'pro' }), 'contributor');
}

const linkTypes = (passport: { links: { link_type: string }[] }) => passport.links.map((link) => link.link_type);

describe('passport link types: the gs1: prefix in any case', () => {
  it('POST /v1/dpp and PATCH answer gs1: however the prefix was typed; the term keeps its case', async () => {
    const GTIN = nextGtin();
    const k = await key();
    const res = await t.request('/v1/dpp', {
      method: 'POST',
      key: k,
      json: { gtin: GTIN, lot: 'A1', product_name: 'Kettle', links: [{ link_type: 'GS1:pip', url: 'https://example.com/p' }, { link_type: 'Gs1:certificationInfo', url: 'https://example.com/c' }] },
    });
    expect(res.status).toBe(201);
    const created = (await body(res)).data;
    expect(linkTypes(created)).toEqual(['gs1:pip', 'gs1:certificationInfo']);

    const patched = await t.request(`/v1/dpp/${created.id}`, { method: 'PATCH', key: k, json: { links: [{ link_type: 'gS1:epil', url: 'https://example.com/e' }] } });
    expect(patched.status).toBe(200);
    expect(linkTypes((await body(patched)).data)).toEqual(['gs1:epil']);
    const read = (await body(await t.request(`/v1/dpp/${created.id}`, { key: k }))).data;
    expect(linkTypes(read)).toEqual(['gs1:epil']);
  });

  it('still refuses a term that is not the vocabulary\'s, naming the field', async () => {
    const GTIN = nextGtin();
    const res = await t.request('/v1/dpp', { method: 'POST', key: await key(), json: { gtin: GTIN, product_name: 'Kettle', links: [{ link_type: 'GS1:PIP', url: 'https://example.com/p' }] } });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.map((error: { field: string }) => error.field)).toEqual(['links.0.link_type']);
  });

  it('POST /v1/dpp/import: JSON rows and CSV cells alike', async () => {
    const GTIN = nextGtin();
    const k = await key();
    const json = await t.request('/v1/dpp/import', { method: 'POST', key: k, json: { rows: [{ gtin: GTIN, lot: 'J1', product_name: 'Kettle', links: [{ link_type: 'GS1:sustainabilityInfo', url: 'https://example.com/s' }] }] } });
    expect(json.status).toBe(201);
    const form = new FormData();
    const csv = 'gtin,lot,product_name,links.1.link_type,links.1.url\r\n' + `${GTIN},C1,Kettle,GS1:pip,https://example.com/p\r\n`;
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'rows.csv');
    const fromCsv = await t.request('/v1/dpp/import', { method: 'POST', key: k, body: form });
    expect(fromCsv.status).toBe(201);

    const ids = [...(await body(json)).data.rows, ...(await body(fromCsv)).data.rows].map((row: { id: string }) => row.id);
    const answered = await Promise.all(ids.map(async (id) => linkTypes((await body(await t.request(`/v1/dpp/${id}`, { key: k }))).data)));
    expect(answered).toEqual([['gs1:sustainabilityInfo'], ['gs1:pip']]);
  });
});
