import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { silentLogger } from '../src/logger';
import { startScanRecorder } from '../src/scans/scan-recorder';
import { ShutdownHooks } from '../src/shutdown-hooks';
import { startServer, type RunningServer } from '../src/start-server';
import { insertPassportRow, testGtin } from './helpers/insert-passport-row';
import { storedScans } from './helpers/stored-scans';
import { setupTestApp, type Tenant } from './helpers/test-app';

/**
 * The GS1-Conformant Resolver Standard 1.2, its conformance statement (section 5) walked one
 * requirement at a time over real HTTP, the way GS1's resolver test suite probes a resolver
 * (ref.gs1.org/test-suites/resolver: `/foo` appended for the 400, the same request with and
 * without a trailing slash, `?foo=bar` for the query string, `linkType=linkset`, …). Each
 * title names the clause and its requirement. Not here: §5.3 (HTTPS: TLS is the reverse proxy's,
 * DESIGN.md), §5.5–5.6 (compressed Digital Links: core's decompression and its own tests),
 * §5.15 and §5.23 (gs1:handledBy and qualifier rules of other primary keys: only GTINs resolve).
 */
const t = setupTestApp();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const LINKSET = 'application/linkset+json';
const GS1 = 'https://gs1.org/voc/';

let server: RunningServer;
let base: string;
let tenant: Tenant;
let gtinNumber = 950600024000;

/** The database stays open for the test harness when the server shuts down. */
function keepOpen(db: Db): Db {
  return { dialect: db.dialect, query: (text, params) => db.query(text, params), exec: (script) => db.exec(script), transaction: (fn) => db.transaction(fn), close: async () => {} };
}

beforeAll(async () => {
  tenant = await t.createTenant();
  server = await startServer({ ...t.served, db: keepOpen(t.db), hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
  base = server.url;
}, 60_000);
afterAll(async () => {
  await server?.shutdown();
});

/** A real HTTP request that never follows a redirect. */
function request(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, { redirect: 'manual', ...init });
}

function accepting(accept: string, extra: Record<string, string> = {}): RequestInit {
  return { headers: { accept, ...extra } };
}

/**
 * A model with links, a lot of it and a serial in that lot, each with links of its own: the
 * three levels a Digital Link of an item walks up through (GS1-Conformant Resolver 2.5.9).
 */
async function productFamily() {
  const gtin = testGtin(gtinNumber++);
  const model = await insertPassportRow(t.db, tenant, {
    gtin,
    product_name: 'Cargo battery',
    links: [
      { link_type: 'gs1:pip', url: 'https://brand.example/pip?src=label', title: 'Product page', language: 'en', default: true },
      { link_type: 'gs1:pip', url: 'https://brand.example/pip-de', language: 'de' },
      { link_type: 'gs1:epil', url: 'https://brand.example/leaflet#top' },
      { link_type: 'gs1:instructions', url: 'https://brand.example/manual' },
    ],
  });
  const lot = await insertPassportRow(t.db, tenant, { gtin, lot: 'B7', product_name: 'Cargo battery, batch B7', links: [{ link_type: 'gs1:certificationInfo', url: 'https://brand.example/cert-b7' }] });
  const item = await insertPassportRow(t.db, tenant, { gtin, lot: 'B7', serial: 'S1', product_name: 'Cargo battery S1', links: [{ link_type: 'gs1:dpp', url: 'https://brand.example/dpp/s1' }] });
  const modelPath = `/01/${gtin}`;
  const lotPath = `${modelPath}/10/B7`;
  const itemPath = `${lotPath}/21/S1`;
  return { gtin, model, lot, item, modelPath, lotPath, itemPath };
}

type Target = { href: string; title?: string; hreflang?: string[] };
type Context = Record<string, string | Target[]>;

async function linksetOf(path: string): Promise<Context[]> {
  const res = await request(`${path}?linkType=linkset`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { linkset: Context[] }).linkset;
}

function targetsOf(context: Context): [string, Target[]][] {
  return Object.entries(context).filter((entry): entry is [string, Target[]] => entry[0] !== 'anchor');
}

describe('GS1-Conformant Resolver 1.2, conformance statement (section 5)', () => {
  it('§5.1 SHALL support every key qualifier of a supported primary key (22 CPV, 10 lot, 21 serial)', async () => {
    const { gtin, itemPath, lotPath } = await productFamily();
    for (const path of [itemPath, lotPath, `/01/${gtin}/22/RED/10/B7/21/S1`, `/01/${gtin}/21/S1`]) {
      expect((await request(path)).status, path).toBe(200);
    }
    expect(((await (await request(`/01/${gtin}/22/RED/10/B7/21/S1`)).json()) as { serial: string }).serial).toBe('S1');
  });

  it('§5.2 SHALL support HTTP/1.1 GET, HEAD and OPTIONS requests', async () => {
    const { modelPath } = await productFamily();
    const get = await request(modelPath);
    expect(get.status).toBe(200);
    const head = await request(modelPath, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('link')).toBe(get.headers.get('link'));
    expect(await head.text()).toBe('');
    const options = await request(modelPath, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('§5.4 SHALL support CORS: a preflight on every resolver path and the description file, and readable answers for any origin', async () => {
    const { itemPath } = await productFamily();
    const preflight = { method: 'OPTIONS', headers: { origin: 'https://scanner.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept-language' } };
    for (const path of ['/01/09506000134352', '/01/09506000134352/10/L', '/01/09506000134352/10/L/21/S', '/01/09506000134352/22/C/10/L/21/S', '/01/09506000134352/foo', '/.well-known/gs1resolver']) {
      const res = await request(path, preflight);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-methods'), path).toBe('GET, HEAD, OPTIONS');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase(), path).toContain('accept-language');
      expect(Number(res.headers.get('access-control-max-age')), path).toBeGreaterThan(0);
    }
    const origin = { origin: 'https://scanner.example' };
    const answers = [
      await request(itemPath, { headers: origin }),
      await request(`${itemPath}?linkType=gs1:pip`, { headers: origin }),
      await request(`${itemPath}?linkType=linkset`, { headers: origin }),
      await request('/01/09506000134352/foo', { headers: origin }),
      await request(`/01/${testGtin(gtinNumber++)}`, { headers: origin }),
      await request('/.well-known/gs1resolver', { headers: origin }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 307, 200, 400, 404, 200]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    }
    for (const res of answers.slice(0, 3)) expect(res.headers.get('access-control-expose-headers')).toBe('Link, Location');
  });

  it('§5.7 SHALL syntactically validate the URI and report errors with 400, also for an unknown segment (/foo) or a trailing qualifier', async () => {
    const { modelPath, itemPath } = await productFamily();
    for (const path of [`${modelPath}/foo`, `${itemPath}/foo`, `${modelPath}/10/B7/foo`, `${modelPath}/10`, `${modelPath}/99/x`, '/01/09506000134353', `${modelPath}/21/S1/10/B7`]) {
      const res = await request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type'), path).toBe('application/problem+json');
    }
  });

  it('§5.8 SHALL answer 404 for a valid URI the resolver knows nothing of', async () => {
    const res = await request(`/01/${testGtin(gtinNumber++)}/21/X1`);
    expect(res.status).toBe(404);
  });

  it('§5.9 SHALL NOT use 200 OK with a resource that indicates an error condition (browsers get an HTML page with the error status)', async () => {
    const unknown = await request(`/01/${testGtin(gtinNumber++)}`, accepting(BROWSER));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const malformed = await request('/01/09506000134352/foo', accepting(BROWSER));
    expect(malformed.status).toBe(400);
  });

  it('§2.9 SHALL answer linkType=linkset with the linkset, never a redirect (also linkType=all and Accept: application/linkset+json)', async () => {
    const { itemPath } = await productFamily();
    const answers = [await request(`${itemPath}?linkType=linkset`), await request(`${itemPath}?linkType=all`), await request(itemPath, accepting(LINKSET))];
    const bodies: unknown[] = [];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-type')).toBe(LINKSET);
      bodies.push(await res.json());
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('§5.10 SHALL include in the linkset the links of each level up to the primary key, each anchored at its uncompressed Digital Link URI', async () => {
    const { itemPath, lotPath, modelPath } = await productFamily();
    const linkset = await linksetOf(itemPath);
    expect(linkset.map((context) => context['anchor'])).toEqual([`http://qz.test${itemPath}`, `http://qz.test${lotPath}`, `http://qz.test${modelPath}`]);
    expect(linkset[0]![`${GS1}dpp`]).toEqual([{ href: 'https://brand.example/dpp/s1', title: 'Digitaler Produktpass' }]);
    expect(linkset[1]![`${GS1}certificationInfo`]).toEqual([{ href: 'https://brand.example/cert-b7', title: 'Zertifikate' }]);
    expect((linkset[2]![`${GS1}epil`] as Target[]).map((target) => target.href)).toEqual(['https://brand.example/leaflet#top']);
    // A lot without a passport of its own: the serial's levels are itself and the model.
    const { gtin } = await productFamily();
    await insertPassportRow(t.db, tenant, { gtin, serial: 'LONE', links: [] });
    const walked = await linksetOf(`/01/${gtin}/21/LONE`);
    expect(walked.map((context) => context['anchor'])).toEqual([`http://qz.test/01/${gtin}/21/LONE`, `http://qz.test/01/${gtin}`]);
  });

  it('§5.11 All links SHALL include the target URL, the link type and a human-readable title (one stored without gets its type\'s title, in the link\'s language, else the passport\'s)', async () => {
    const { itemPath, modelPath } = await productFamily();
    for (const context of await linksetOf(itemPath)) {
      for (const [linkType, targets] of targetsOf(context)) {
        expect(linkType.startsWith(GS1), linkType).toBe(true);
        for (const target of targets) {
          expect(target.href, linkType).toMatch(/^https:\/\//);
          expect(target.title?.trim(), linkType).toBeTruthy();
        }
      }
    }
    const model = (await linksetOf(itemPath))[2]!;
    expect(model[`${GS1}pip`]).toEqual([
      { href: 'https://brand.example/pip?src=label', title: 'Product page', hreflang: ['en'] },
      { href: 'https://brand.example/pip-de', title: 'Produktinformationen', hreflang: ['de'] },
    ]);
    // The workspace's default_locale (de) is the passport's language.
    expect(model[`${GS1}instructions`]).toEqual([{ href: 'https://brand.example/manual', title: 'Anleitung' }]);
    // The JSON passport and the page show the same titles.
    const json = (await (await request(`/01/${(await productFamily()).gtin}`)).json()) as { links: { title: string | null }[] };
    expect(json.links.every((link) => typeof link.title === 'string' && link.title !== '')).toBe(true);
    expect(await (await request(modelPath, accepting(BROWSER))).text()).toContain('Anleitung');
  });

  it('§5.12 A link typed gs1:defaultLink SHALL also be described with a descriptive link type', async () => {
    const { itemPath } = await productFamily();
    const linkset = await linksetOf(itemPath);
    linkset.forEach((context, level) => {
      const [fallback] = context[`${GS1}defaultLink`] as Target[];
      // Described at its own level or at the level above it was taken from, or the passport page itself.
      const describedAt = linkset.slice(level).some((owner) => targetsOf(owner).some(([linkType, targets]) => linkType === `${GS1}pip` && targets.some((target) => target.href === fallback!.href)));
      expect(describedAt || fallback!.href === context['anchor'], String(context['anchor'])).toBe(true);
    });
  });

  it('§5.13 SHOULD point to the JSON-LD context of the linkset in a Link header, and declare it in the description file', async () => {
    const { modelPath } = await productFamily();
    const res = await request(modelPath, accepting(LINKSET));
    expect(res.headers.get('link')).toContain('<https://ref.gs1.org/standards/resolver/linkset-context>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"');
    const description = (await (await request('/.well-known/gs1resolver')).json()) as { jsonLdContextLocation: string };
    expect(description.jsonLdContextLocation).toBe('https://ref.gs1.org/standards/resolver/linkset-context');
  });

  it('§5.14 Each identified entity SHALL have exactly one default link, with a title and no other attributes', async () => {
    const { itemPath } = await productFamily();
    for (const context of await linksetOf(itemPath)) {
      const defaults = context[`${GS1}defaultLink`] as Target[];
      expect(defaults).toHaveLength(1);
      expect(Object.keys(defaults[0]!).sort()).toEqual(['href', 'title']);
    }
  });

  it('§5.16 For any request URI, however granular, there SHALL be a default link at its level or higher up the tree', async () => {
    const { itemPath, lotPath } = await productFamily();
    // Neither the serial nor the lot has a gs1:pip link: the model's default pip is theirs.
    for (const path of [itemPath, lotPath]) {
      expect((await linksetOf(path))[0]![`${GS1}defaultLink`]).toEqual([{ href: 'https://brand.example/pip?src=label', title: 'Product page' }]);
      const res = await request(`${path}?linkType=gs1:defaultLink`);
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe('https://brand.example/pip?src=label');
    }
  });

  it('§5.17 SHALL redirect to the requested type of link if available, also one only a higher level has', async () => {
    const { itemPath } = await productFamily();
    const follow = async (linkType: string) => {
      const res = await request(`${itemPath}?linkType=${encodeURIComponent(linkType)}`);
      expect(res.status, linkType).toBe(307);
      return res.headers.get('location');
    };
    expect(await follow('gs1:dpp')).toBe('https://brand.example/dpp/s1');
    expect(await follow('gs1:certificationInfo')).toBe('https://brand.example/cert-b7');
    expect(await follow('gs1:epil')).toBe('https://brand.example/leaflet#top');
    expect(await follow('gs1:instructions')).toBe('https://brand.example/manual');
  });

  it("§5.18 a requested link type that is not available: answered by the default link, else the passport itself, not 404 (dpp.md's decision)", async () => {
    const { itemPath } = await productFamily();
    const res = await request(`${itemPath}?linkType=gs1:nosuchlt`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('https://brand.example/pip?src=label');
    const bare = testGtin(gtinNumber++);
    await insertPassportRow(t.db, tenant, { gtin: bare, product_name: 'No links' });
    const page = await request(`/01/${bare}?linkType=gs1:nosuchlt`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { product_name: string }).product_name).toBe('No links');
  });

  it('§5.19 SHALL pass on every key=value pair of the query string when redirecting (linkType, the resolver\'s own, left out)', async () => {
    const { modelPath } = await productFamily();
    const location = async (query: string) => (await request(`${modelPath}?${query}`)).headers.get('location');
    expect(await location('linkType=gs1:pip&foo=bar')).toBe('https://brand.example/pip?src=label&foo=bar');
    expect(await location('foo=bar&linkType=gs1:pip&utm_source=label%20A')).toBe('https://brand.example/pip?src=label&foo=bar&utm_source=label%20A');
    expect(await location('linkType=gs1:epil&17=271231')).toBe('https://brand.example/leaflet?17=271231#top');
    expect(await location('linkType=gs1:instructions')).toBe('https://brand.example/manual');
  });

  it('§5.20 SHOULD use Accept-Language to choose among links of one type; Accept-Language: * is no preference', async () => {
    const { modelPath } = await productFamily();
    const location = async (acceptLanguage: string) => (await request(`${modelPath}?linkType=gs1:pip`, { headers: { 'accept-language': acceptLanguage } })).headers.get('location');
    expect(await location('de-CH,de;q=0.9')).toBe('https://brand.example/pip-de');
    expect(await location('en')).toBe('https://brand.example/pip?src=label');
    expect(await location('*')).toBe('https://brand.example/pip?src=label');
  });

  it('§2.2 SHALL answer with the default link unless the request says more: without linkType, the passport itself, served at its own URI (dpp.md)', async () => {
    const { itemPath, modelPath } = await productFamily();
    for (const [path, name] of [[itemPath, 'Cargo battery S1'], [modelPath, 'Cargo battery']] as const) {
      const res = await request(path);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { product_name: string }).product_name).toBe(name);
      const page = await request(path, accepting(BROWSER));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(name);
    }
  });

  it('§5.21 SHALL provide a resolver description file at /.well-known/gs1resolver, in the shape of GS1\'s description-file schema', async () => {
    const res = await request('/.well-known/gs1resolver');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body['name']).toEqual(expect.any(String));
    expect(() => new URL(body['resolverRoot'] as string)).not.toThrow();
    expect(body).not.toHaveProperty('supportedLinkTypes');
    const namespaces = body['supportedLinkType'] as { namespace: string; prefix: string }[];
    expect(namespaces.length).toBeGreaterThan(0);
    for (const { namespace, prefix } of namespaces) {
      expect(() => new URL(namespace)).not.toThrow();
      // The schema's pattern for a CURIE prefix, colon included.
      expect(prefix).toMatch(/^[a-zA-Z_][A-Za-z0-9_-]*?:$/);
    }
    expect(body['linkTypeDefaultCanBeLinkset']).toBe(false);
  });

  it('§5.22 The supported primary keys SHALL be listed in the description file', async () => {
    const body = (await (await request('/.well-known/gs1resolver')).json()) as { supportedPrimaryKeys: string[] };
    expect(body.supportedPrimaryKeys).toEqual(['01']);
  });

  it('§5.24 SHALL recognise the GS1 Web Vocabulary namespace: gs1:x, https://gs1.org/voc/x and https://ref.gs1.org/voc/x alike', async () => {
    const { itemPath } = await productFamily();
    const locations = [];
    for (const linkType of ['gs1:certificationInfo', 'GS1:certificationInfo', 'https://gs1.org/voc/certificationInfo', 'https://ref.gs1.org/voc/certificationInfo']) {
      const res = await request(`${itemPath}?linkType=${encodeURIComponent(linkType)}`);
      expect(res.status, linkType).toBe(307);
      locations.push(res.headers.get('location'));
    }
    expect(new Set(locations)).toEqual(new Set(['https://brand.example/cert-b7']));
  });

  it('§5.25 SHOULD tolerate a trailing slash: the same status and Location with and without it', async () => {
    const { itemPath, modelPath } = await productFamily();
    for (const path of [itemPath, modelPath, `${itemPath}?linkType=gs1:pip&foo=bar`, `${modelPath}?linkType=linkset`]) {
      const [bare, query = ''] = path.split('?');
      const withSlash = `${bare}/${query === '' ? '' : `?${query}`}`;
      const [without, slashed] = [await request(path), await request(withSlash)];
      expect(slashed.status, withSlash).toBe(without.status);
      expect(slashed.headers.get('location'), withSlash).toBe(without.headers.get('location'));
      expect(slashed.headers.get('content-type'), withSlash).toBe(without.headers.get('content-type'));
    }
  });

  it('§2.9 SHOULD expose the link to the linkset in an HTTP Link header, even when redirecting', async () => {
    const { itemPath } = await productFamily();
    for (const res of [await request(`${itemPath}?linkType=gs1:dpp`), await request(itemPath)]) {
      expect(res.headers.get('link')).toContain(`<http://qz.test${itemPath}?linkType=all>; rel="linkset"; type="${LINKSET}"`);
    }
  });
});

describe('dpp.md: what the resolver records', () => {
  it('counts every 307 and every linkset answer as a scan of the matched passport, also a 307 to a higher level\'s link', async () => {
    const { itemPath, item } = await productFamily();
    const recorder = startScanRecorder(t.ctx);
    try {
      expect((await request(`${itemPath}?linkType=gs1:epil&foo=bar`)).status).toBe(307);
      expect((await request(`${itemPath}?linkType=linkset`)).status).toBe(200);
      expect((await request(itemPath, accepting(LINKSET))).status).toBe(200);
      expect((await request(`${itemPath}/`, { method: 'OPTIONS' })).status).toBe(204);
      await recorder.flush();
    } finally {
      await recorder.stop();
    }
    const scans = await storedScans(t.db, item.id);
    expect(scans.map((scan) => scan.redirected_to)).toEqual(['https://brand.example/leaflet?foo=bar#top', null, null]);
  });
});
