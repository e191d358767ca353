import { describe, expect, it } from 'vitest';
import { body, setupTestApp } from '../helpers/test-app';
import { testGtin } from '../helpers/insert-passport-row';

const t = setupTestApp();
const manufacturer = { name: 'Volta Cells GmbH', address: 'Werkstraße 1, 10115 Berlin', country: 'DE' };
let gtinNumber = 950600077700;

async function publisher() {
  const tenant = await t.createTenant();
  const key = await t.createKey(tenant, 'ws_admin');
  const create = async (json: Record<string, unknown>) => {
    const res = await t.request('/v1/dpp', { method: 'POST', key, json: { manufacturer, ...json } });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await body(res)).data as { id: string };
  };
  return { tenant, key, create };
}

const productName = async (path: string) => ((await (await t.request(path)).json()) as { product_name: string }).product_name;

// The resolver keeps what a path led to for up to 60 s; the operations of this process drop it
// when they commit, so a scan after a change never sees the old passport here.
describe('the resolver cache follows passport writes at once', () => {
  it('a serial-level passport created published takes over the path that walked up to its model', async () => {
    const { create } = await publisher();
    const gtin = testGtin(gtinNumber++);
    await create({ gtin, product_name: 'The model', status: 'published' });
    const path = `/01/${gtin}/21/SN-1`;
    expect(await productName(path)).toBe('The model');
    expect(await productName(path)).toBe('The model');
    await create({ gtin, serial: 'SN-1', product_name: 'Item SN-1', status: 'published' });
    expect(await productName(path)).toBe('Item SN-1');
  });

  it('a PATCH shows on the next scan, and the browser page is rebuilt', async () => {
    const { key, create } = await publisher();
    const gtin = testGtin(gtinNumber++);
    const { id } = await create({ gtin, product_name: 'Before', status: 'published' });
    const page = async () => (await t.request(`/01/${gtin}`, { headers: { accept: 'text/html' } })).text();
    expect(await page()).toContain('Before');
    const patched = await t.request(`/v1/dpp/${id}`, { method: 'PATCH', key, json: { product_name: 'After' } });
    expect(patched.status).toBe(200);
    expect(await productName(`/01/${gtin}`)).toBe('After');
    expect(await page()).toContain('After');
  });

  it("a deleted account's passports stop resolving at once", async () => {
    const { tenant, create } = await publisher();
    const gtin = testGtin(gtinNumber++);
    await create({ gtin, product_name: 'Gone soon', status: 'published' });
    expect((await t.request(`/01/${gtin}`)).status).toBe(200);
    const admin = await t.createKey(tenant, 'org_admin');
    const organization = (await body(await t.request('/v1/organizations', { key: admin }))).data as { slug: string };
    const deleted = await t.request('/v1/account', { method: 'DELETE', key: admin, json: { confirm: organization.slug } });
    expect(deleted.status).toBe(202);
    expect((await t.request(`/01/${gtin}`)).status).toBe(404);
  });

  it('keeps the 307 target chosen per link type and Accept-Language apart, whatever characters the link type holds', async () => {
    const { create } = await publisher();
    const gtin = testGtin(gtinNumber++);
    await create({
      gtin,
      product_name: 'Two languages',
      status: 'published',
      links: [
        { link_type: 'gs1:pip', url: 'https://example.com/en', language: 'en', default: true },
        { link_type: 'gs1:pip', url: 'https://example.com/de', language: 'de' },
      ],
    });
    const follow = async (query: string, acceptLanguage?: string) =>
      (await t.request(`/01/${gtin}?${query}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })).headers.get('location');
    // Each answer is remembered per link type AND Accept-Language: the unknown link type
    // "gs1:pip\nde" gets the default link, gs1:pip the best language match, in any order.
    expect(await follow('linkType=gs1:pip%0Ade')).toBe('https://example.com/en');
    expect(await follow('linkType=gs1:pip', 'de')).toBe('https://example.com/de');
    expect(await follow('linkType=gs1:pip')).toBe('https://example.com/en');
    expect(await follow('linkType=gs1:pip', 'de')).toBe('https://example.com/de');
  });
});
