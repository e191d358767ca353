import { LINKSET_MEDIA_TYPE } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../src/openapi/all-operations';
import { startScanRecorder } from '../src/scans/scan-recorder';
import { htmlHeaders } from '../src/pages/html-page';
import { insertWebhookRow } from './helpers/insert-webhook-row';
import { storedScans } from './helpers/stored-scans';
import { insertPassportRow, testGtin } from './helpers/insert-passport-row';
import { setupTestApp, type Tenant } from './helpers/test-app';

const t = setupTestApp();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let gtinNumber = 950600013400;

/** A GTIN no other test of this file uses: the resolver looks across all workspaces. */
function freshGtin(): string {
  return testGtin(gtinNumber++);
}

const manufacturer = { name: 'Volta Cells GmbH', address: 'Werkstraße 1, 10115 Berlin', country: 'DE' };

async function tenantWithPassport(input: Record<string, unknown>, status: 'draft' | 'published' | 'archived' = 'published'): Promise<{ tenant: Tenant; gtin: string }> {
  const tenant = await t.createTenant();
  const gtin = (input['gtin'] as string | undefined) ?? freshGtin();
  await insertPassportRow(t.db, tenant, { ...input, gtin }, status);
  return { tenant, gtin };
}

function linkHeaderOf(digitalLink: string): string {
  return `<${digitalLink}?linkType=all>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`;
}

describe('GET /01/{gtin}…: exact match and walk-up', () => {
  it('answers the public passport as JSON, without restricted attributes or internal fields', async () => {
    const { gtin } = await tenantWithPassport({
      lot: 'L-7',
      serial: 'S/1',
      manufacturer,
      attributes: { chemistry: 'LFP', supplier_price_eur: 12.5 },
      restricted_fields: ['supplier_price_eur'],
    });
    const res = await t.request(`/01/${gtin}/10/L-7/21/S%2F1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('link')).toBe(linkHeaderOf(`http://qz.test/01/${gtin}/10/L-7/21/S%2F1`));
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ gtin, lot: 'L-7', serial: 'S/1', granularity: 'item', attributes: { chemistry: 'LFP' }, digital_link: `http://qz.test/01/${gtin}/10/L-7/21/S%2F1` });
    expect(body['attributes']).not.toHaveProperty('supplier_price_eur');
    for (const internal of ['id', 'workspace_id', 'restricted_fields', 'version', 'eu_compliance']) expect(body).not.toHaveProperty(internal);
    const op = ALL_OPERATIONS.find((operation) => operation.operationId === 'resolveDigitalLinkWithTwoQualifiers')!;
    expect(op.responses[200]!.schema!.safeParse(body).success).toBe(true);
  });

  it('walks up from serial to lot to model, and the answer names the matched passport', async () => {
    const tenant = await t.createTenant();
    const gtin = freshGtin();
    await insertPassportRow(t.db, tenant, { gtin, product_name: 'Model' });
    await insertPassportRow(t.db, tenant, { gtin, lot: 'B1', product_name: 'Batch B1' });
    await insertPassportRow(t.db, tenant, { gtin, lot: 'B1', serial: '42', product_name: 'Item 42' });
    const name = async (path: string) => ((await (await t.request(path)).json()) as { product_name: string }).product_name;
    expect(await name(`/01/${gtin}/10/B1/21/42`)).toBe('Item 42');
    expect(await name(`/01/${gtin}/10/B1/21/43`)).toBe('Batch B1');
    expect(await name(`/01/${gtin}/10/B2/21/42`)).toBe('Model');
    expect(await name(`/01/${gtin}/21/42`)).toBe('Model');
    expect(await name(`/01/${gtin}/10/B1`)).toBe('Batch B1');
    // The CPV is accepted and ignored.
    expect(await name(`/01/${gtin}/22/RED/10/B1/21/42`)).toBe('Item 42');
    const jsonLd = await t.request(`/01/${gtin}/10/B1/21/43`, { headers: { accept: 'application/ld+json' } });
    expect(((await jsonLd.json()) as Record<string, unknown>)['@id']).toBe(`http://qz.test/01/${gtin}/10/B1`);
    expect(jsonLd.headers.get('link')).toBe(linkHeaderOf(`http://qz.test/01/${gtin}/10/B1`));
  });

  it('never resolves a draft, and answers 404 as a problem, or a page to browsers', async () => {
    const { gtin } = await tenantWithPassport({}, 'draft');
    const res = await t.request(`/01/${gtin}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('link')).toBeNull();
    const page = await t.request(`/01/${gtin}`, { headers: { accept: BROWSER } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('Product passport not found');
    expect((await t.request(`/01/${freshGtin()}/10/X`)).status).toBe(404);
  });

  it('redirects a GTIN-8/12/13 with 301 to the canonical GTIN-14 URI, query kept', async () => {
    const gtin13 = '9506000134352';
    const res = await t.request(`/01/${gtin13}/10/A%2fb?linkType=gs1:pip`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`http://qz.test/01/0${gtin13}/10/A%2Fb?linkType=gs1:pip`);
    const gtin8 = '95050003';
    const eight = await t.request(`/01/${gtin8}`);
    expect(eight.status).toBe(301);
    expect(eight.headers.get('location')).toBe(`http://qz.test/01/000000${gtin8}`);
  });

  it('answers a malformed path with 400 naming the part', async () => {
    const gtin = freshGtin();
    const wrongCheck = `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`;
    const cases: [string, string][] = [
      [`/01/${wrongCheck}`, 'gtin'],
      ['/01/12345', 'gtin'],
      [`/01/${gtin}/10/${'x'.repeat(21)}`, 'lot'],
      [`/01/${gtin}/21/%C3%A9`, 'serial'],
    ];
    for (const [path, field] of cases) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const problem = (await res.json()) as { errors: { field: string }[] };
      expect(problem.errors.map((error) => error.field), path).toEqual([field]);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const { gtin } = await tenantWithPassport({});
    const res = await t.request(`/01/${gtin}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBe(linkHeaderOf(`http://qz.test/01/${gtin}`));
    expect(await res.text()).toBe('');
  });
});

describe('linkType', () => {
  const links = [
    { link_type: 'gs1:instructions', url: 'https://example.com/manual-en', language: 'en', default: true },
    { link_type: 'gs1:instructions', url: 'https://example.com/manual-de', language: 'de' },
    { link_type: 'gs1:instructions', url: 'https://example.com/manual-fr', language: 'fr' },
    { link_type: 'gs1:pip', url: 'https://example.com/product', default: false },
    { link_type: 'gs1:pip', url: 'https://example.com/product-main', default: true },
    { link_type: 'gs1:safetyInfo', url: 'https://example.com/safety-1' },
    { link_type: 'gs1:safetyInfo', url: 'https://example.com/safety-2' },
  ];

  it('redirects with 307 to the best Accept-Language match, else the default, else the first', async () => {
    const { gtin } = await tenantWithPassport({ links });
    const follow = async (linkType: string, acceptLanguage?: string) => {
      const res = await t.request(`/01/${gtin}?linkType=${encodeURIComponent(linkType)}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect(res.status).toBe(307);
      expect(res.headers.get('link')).toBe(linkHeaderOf(`http://qz.test/01/${gtin}`));
      return res.headers.get('location');
    };
    expect(await follow('gs1:instructions', 'de-CH,de;q=0.9,en;q=0.5')).toBe('https://example.com/manual-de');
    expect(await follow('https://gs1.org/voc/instructions', 'fr')).toBe('https://example.com/manual-fr');
    expect(await follow('gs1:instructions', 'it')).toBe('https://example.com/manual-en');
    expect(await follow('gs1:instructions')).toBe('https://example.com/manual-en');
    expect(await follow('gs1:safetyInfo')).toBe('https://example.com/safety-1');
    // A type the passport lacks: its default gs1:pip link.
    expect(await follow('gs1:recyclingInfo')).toBe('https://example.com/product-main');
    expect(await follow('gs1:defaultLink')).toBe('https://example.com/product-main');
  });

  it('falls back to the first gs1:pip link, else to the passport itself', async () => {
    const { gtin } = await tenantWithPassport({ links: [{ link_type: 'gs1:pip', url: 'https://example.com/p1' }, { link_type: 'gs1:pip', url: 'https://example.com/p2' }] });
    const res = await t.request(`/01/${gtin}?linkType=gs1:epil`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('https://example.com/p1');

    const { gtin: bare } = await tenantWithPassport({ product_name: 'No links at all' });
    const page = await t.request(`/01/${bare}?linkType=gs1:epil`, { headers: { accept: BROWSER } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('link')).toBe(linkHeaderOf(`http://qz.test/01/${bare}`));
    expect(await page.text()).toContain('No links at all');
    const json = await t.request(`/01/${bare}?linkType=gs1:epil`);
    expect(((await json.json()) as { product_name: string }).product_name).toBe('No links at all');
  });

  it('answers the RFC 9264 linkset for linkType=linkset, linkType=all and Accept: application/linkset+json, every link titled', async () => {
    const { gtin } = await tenantWithPassport({ links });
    const anchor = `http://qz.test/01/${gtin}`;
    const answers = [await t.request(`/01/${gtin}?linkType=linkset`), await t.request(`/01/${gtin}?linkType=all`), await t.request(`/01/${gtin}`, { headers: { accept: LINKSET_MEDIA_TYPE } })];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(LINKSET_MEDIA_TYPE);
      expect(res.headers.get('link')).toBe(`${linkHeaderOf(anchor)}, <https://ref.gs1.org/standards/resolver/linkset-context>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`);
      const { linkset } = (await res.json()) as { linkset: Record<string, unknown>[] };
      expect(linkset).toHaveLength(1);
      expect(linkset[0]!['anchor']).toBe(anchor);
      // The test workspace's default_locale is de: links without a language are titled in German.
      expect(linkset[0]!['https://gs1.org/voc/defaultLink']).toEqual([{ href: 'https://example.com/product-main', title: 'Produktinformationen' }]);
      expect(linkset[0]!['https://gs1.org/voc/instructions']).toEqual([
        { href: 'https://example.com/manual-en', title: 'Instructions', hreflang: ['en'] },
        { href: 'https://example.com/manual-de', title: 'Anleitung', hreflang: ['de'] },
        { href: 'https://example.com/manual-fr', title: "Mode d'emploi", hreflang: ['fr'] },
      ]);
    }
  });
});

describe('the passport documents', () => {
  const passport = {
    category: 'battery',
    brand: 'Volta',
    description: 'Pack <for> e-bikes & "cargo"',
    manufacturer,
    attributes: { chemistry: 'LFP', rated_capacity_ah: 20, recycled_content: { lithium: 6 }, internal_cost_eur: 99.5 },
    restricted_fields: ['internal_cost_eur'],
    documents: [{ type: 'user_manual', url: 'https://example.com/manual.pdf', title: 'Manual', language: 'en' }],
    links: [{ link_type: 'gs1:pip', url: 'https://example.com/p', title: 'Product page' }],
  };

  it('answers schema.org Product JSON-LD without restricted attributes', async () => {
    const { gtin } = await tenantWithPassport(passport);
    const res = await t.request(`/01/${gtin}`, { headers: { accept: 'application/ld+json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ld+json');
    const text = await res.text();
    expect(text).not.toContain('internal_cost_eur');
    expect(text).not.toContain('99.5');
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', '@id': `http://qz.test/01/${gtin}`, gtin, name: 'Test product', brand: { name: 'Volta' } });
    expect(body['additionalProperty']).toContainEqual({ '@type': 'PropertyValue', name: 'rated_capacity_ah', value: 20, unitText: 'Ah' });
  });

  it('shows browsers the passport page: no scripts, the landing page CSP, escaped, restricted attributes absent', async () => {
    const { gtin } = await tenantWithPassport(passport);
    const res = await t.request(`/01/${gtin}`, { headers: { accept: BROWSER, 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(htmlHeaders().get('content-security-policy'));
    expect(res.headers.get('link')).toBe(linkHeaderOf(`http://qz.test/01/${gtin}`));
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Pack &lt;for&gt; e-bikes &amp; &quot;cargo&quot;');
    expect(html).toContain('20 Ah');
    expect(html).toContain('lithium 6 %');
    expect(html).toContain('href="https://example.com/manual.pdf"');
    expect(html).toContain('Volta Cells GmbH');
    expect(html).not.toMatch(/internal[_ ]cost/i);
    expect(html).not.toContain('99.5');
    expect(html).not.toContain('no longer on the market');
  });

  it("lists on a serial's page the links of its model whose type the serial has none of", async () => {
    const tenant = await t.createTenant();
    const gtin = freshGtin();
    await insertPassportRow(t.db, tenant, {
      gtin,
      links: [
        { link_type: 'gs1:instructions', url: 'https://example.com/model-manual' },
        { link_type: 'gs1:dpp', url: 'https://example.com/model-dpp' },
      ],
    });
    await insertPassportRow(t.db, tenant, { gtin, serial: 'S9', product_name: 'Item S9', links: [{ link_type: 'gs1:dpp', url: 'https://example.com/item-dpp' }] });
    const html = await (await t.request(`/01/${gtin}/21/S9`, { headers: { accept: BROWSER } })).text();
    expect(html).toContain('Item S9');
    expect(html).toContain('href="https://example.com/item-dpp"');
    expect(html).toContain('href="https://example.com/model-manual"');
    expect(html).not.toContain('https://example.com/model-dpp');
  });

  it('still resolves an archived passport, with the no-longer-on-the-market notice', async () => {
    const { gtin } = await tenantWithPassport({ product_name: 'Old model' }, 'archived');
    const html = await (await t.request(`/01/${gtin}`, { headers: { accept: BROWSER, 'accept-language': 'en' } })).text();
    expect(html).toContain('Old model');
    expect(html).toContain('This product is no longer on the market.');
    const json = (await (await t.request(`/01/${gtin}`)).json()) as { status: string };
    expect(json.status).toBe('archived');
  });
});

describe('GET /.well-known/gs1resolver', () => {
  it("describes the resolver in GS1's schema, with the link types of resolvable passports only", async () => {
    await tenantWithPassport({ links: [{ link_type: 'gs1:certificationInfo', url: 'https://example.com/cert' }] });
    await tenantWithPassport({ links: [{ link_type: 'gs1:tracking', url: 'https://example.com/draft-only' }] }, 'draft');
    const res = await t.request('/.well-known/gs1resolver');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { name: string; resolverRoot: string; supportedPrimaryKeys: string[]; supportedLinkType: unknown; linkTypesInUse: string[] };
    expect(body.resolverRoot).toBe('http://qz.test');
    expect(body.supportedPrimaryKeys).toEqual(['01']);
    expect(body.supportedLinkType).toEqual([{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }]);
    expect(body.linkTypesInUse).toContain('gs1:certificationInfo');
    expect(body.linkTypesInUse).not.toContain('gs1:tracking');
    expect(body.linkTypesInUse).toEqual([...body.linkTypesInUse].sort());
  });
});

describe('GET /dpp/{gtin}/{serial}', () => {
  it('redirects with 301 to the canonical Digital Link URI', async () => {
    const res = await t.request('/dpp/9506000134352/S%2F9?lot=B%2F1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('http://qz.test/01/09506000134352/10/B%2F1/21/S%2F9');
    const withoutLot = await t.request('/dpp/09506000134352/77');
    expect(withoutLot.headers.get('location')).toBe('http://qz.test/01/09506000134352/21/77');
  });

  it('answers an invalid identifier with 400 naming it', async () => {
    const res = await t.request('/dpp/09506000134353/77');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('gtin');
    const lot = await t.request(`/dpp/09506000134352/77?lot=${'l'.repeat(21)}`);
    expect(lot.status).toBe(400);
    expect(((await lot.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('lot');
  });
});

describe('short links next to the resolver', () => {
  it('still redirect', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'contributor');
    const created = await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', url: 'https://example.com/still-works' } });
    expect(created.status).toBe(201);
    const { short_code } = ((await created.json()) as { data: { short_code: string } }).data;
    const res = await t.request(`/${short_code}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/still-works');
    expect((await t.request('/01')).status).toBe(404);
  });
});

describe('resolver scans', () => {
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('records every GET answering a passport (200 and 307) as a scan of it, not HEAD, 301, 400 or 404; bots flagged; dpp.scanned for human scans', async () => {
    const tenant = await t.createTenant();
    await insertWebhookRow(t.db, tenant, ['dpp.scanned']);
    const gtin = freshGtin();
    const model = await insertPassportRow(t.db, tenant, { gtin, links: [{ link_type: 'gs1:pip', url: 'https://example.com/pip' }] });
    const item = await insertPassportRow(t.db, tenant, { gtin, lot: 'B1', serial: '7' });
    const recorder = startScanRecorder(t.ctx);
    try {
      const phone = { 'user-agent': PHONE, 'accept-language': 'de-DE' };
      expect((await t.request(`/01/${gtin}`, { headers: { ...phone, accept: BROWSER } })).status).toBe(200);
      expect((await t.request(`/01/${gtin}?linkType=gs1:pip`, { headers: phone })).status).toBe(307);
      expect((await t.request(`/01/${gtin}/10/B1/21/7?linkType=all`, { headers: phone })).status).toBe(200);
      expect((await t.request(`/01/${gtin}/10/B1/21/8`, { headers: { 'user-agent': BOT } })).status).toBe(200); // walked up to the model
      expect((await t.request(`/01/${gtin}`, { method: 'HEAD', headers: phone })).status).toBe(200);
      expect((await t.request(`/01/${gtin.slice(1)}`, { headers: phone })).status).toBe(301);
      expect((await t.request(`/01/${gtin}/10/B1/21/%C3%A9`, { headers: phone })).status).toBe(400);
      await recorder.flush();
    } finally {
      await recorder.stop();
    }
    const modelScans = await storedScans(t.db, model.id);
    expect(modelScans.map((scan) => [scan.is_bot, scan.redirected_to])).toEqual([
      [false, null],
      [false, 'https://example.com/pip'],
      [true, null],
    ]);
    expect(modelScans[0]).toMatchObject({ organization_id: tenant.organizationId, workspace_id: tenant.workspaceId, device_type: 'mobile', language: 'de' });
    expect(await storedScans(t.db, item.id)).toHaveLength(1);

    const events = await t.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM events WHERE organization_id = $1 AND type = 'dpp.scanned' ORDER BY created_at, id`, [tenant.organizationId]);
    // Human scans only: two of the model, one of the item; the bot's none.
    expect(events.filter((event) => event.data['dpp_id'] === model.id)).toHaveLength(2);
    expect(events.filter((event) => event.data['dpp_id'] === item.id)).toHaveLength(1);
    expect(events).toHaveLength(3);
    expect(events.find((event) => event.data['dpp_id'] === item.id)!.data).toMatchObject({ gtin, lot: 'B1', serial: '7', device_type: 'mobile', language: 'de', redirected_to: null });
    const qrScanned = await t.db.query(`SELECT id FROM events WHERE organization_id = $1 AND type = 'qr.scanned'`, [tenant.organizationId]);
    expect(qrScanned).toHaveLength(0);
  });
});

describe('malformed key qualifiers', () => {
  it('are 400 naming the problem, not the router 404', async () => {
    const gtin = freshGtin();
    for (const path of [`/01/${gtin}/99/x`, `/01/${gtin}/21/s/10/l`, `/01/${gtin}/10/a/10/b`, `/01/${gtin}/22/c/21/s/10/l`, `/01/${gtin}/10/l/21/s/99/x`]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const problem = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(problem.errors[0]!.field, path).toBe('uri');
    }
  });
});
