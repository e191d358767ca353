import { CHARACTER_SET_82 } from '@quietzone/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/start-server';
import { testGtin } from '../helpers/insert-passport-row';
import { serveTestApp } from '../helpers/serve-test-app';
import { setupTestApp, type TestKey } from '../helpers/test-app';

/**
 * Every Digital Link the service emits — a passport's `digital_link`, the target of its `Link`
 * header, its linkset's anchor — answers as itself over real HTTP: 200, or the 307 asked for,
 * never a 301 (least of all to itself), whatever set-82 characters its lot and serial hold.
 */
const t = setupTestApp();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let server: RunningServer;
let key: TestKey;
let gtinNumber = 950600015000;

// Each property run creates a passport and makes three requests over real HTTP (about 0.2 s on a
// shared machine); 50 runs put each of the 82 characters into lots and serials of every length
// many times over (the examples take each character in turn).
const RUNS = 50;

beforeAll(async () => {
  key = await t.createKey(await t.createTenant({ plan: 'business' }), 'ws_admin');
  server = await serveTestApp(t);
}, 60_000);
afterAll(async () => {
  await server?.shutdown();
});

/** The URI on the test server: PUBLIC_URL is http://qz.test. */
function onServer(uri: string): string {
  return uri.replace(t.config.publicUrl, server.url);
}

/** 1 to 20 characters of GS1 AI encodable character set 82 (AI 10 and 21); "." and ".." are no path segment. */
const set82Value = fc
  .array(fc.constantFrom(...CHARACTER_SET_82), { minLength: 1, maxLength: 20 })
  .map((chars) => chars.join(''))
  .filter((value) => value !== '.' && value !== '..');

async function publish(identity: { lot?: string; serial?: string }): Promise<string> {
  const res = await t.request('/v1/dpp', {
    key,
    method: 'POST',
    json: {
      gtin: testGtin(gtinNumber++),
      ...identity,
      product_name: 'Fixed point',
      status: 'published',
      manufacturer: { name: 'Volta Cells GmbH' },
      links: [{ link_type: 'gs1:pip', url: 'https://example.com/pip', title: 'Product page' }],
    },
  });
  expect(res.status, JSON.stringify(identity)).toBe(201);
  return ((await res.json()) as { data: { digital_link: string } }).data.digital_link;
}

/** GET without following redirects, as a scanner's first request. */
function get(uri: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(onServer(uri), { redirect: 'manual', headers });
}

describe('emitted Digital Links are fixed points of the resolver', () => {
  const others = [...CHARACTER_SET_82].filter((char) => !/[A-Za-z0-9]/.test(char));

  it.each(others)('a lot and a serial holding %s: the digital_link answers 200 plain, to browsers, and 307 with linkType', async (char) => {
    for (const identity of [{ serial: `S${char}1` }, { lot: `${char}L${char}` }, { lot: `L${char}`, serial: `${char}${char}S` }]) {
      const link = await publish(identity);
      const plain = await get(link);
      expect(plain.status, link).toBe(200);
      expect(((await plain.json()) as { digital_link: string }).digital_link).toBe(link);
      const page = await get(link, { accept: BROWSER });
      expect(page.status, link).toBe(200);
      await page.body?.cancel();
      const pip = await get(`${link}?linkType=gs1:pip`, { accept: BROWSER });
      expect(pip.status, link).toBe(307);
      expect(pip.headers.get('location')).toBe('https://example.com/pip');
      // The Link header's linkset target and the linkset's anchor answer too.
      const linkset = /^<([^>]+)>/.exec(plain.headers.get('link') ?? '')![1]!;
      expect(linkset).toBe(`${link}?linkType=all`);
      const set = await get(linkset);
      expect(set.status, linkset).toBe(200);
      const anchor = ((await set.json()) as { linkset: { anchor: string }[] }).linkset[0]!.anchor;
      expect(anchor).toBe(link);
      const anchored = await get(anchor);
      expect(anchored.status, anchor).toBe(200);
      await anchored.body?.cancel();
    }
  });

  it('answers the same passport for the sub-delims left raw, and 301s every other spelling to the emitted link, which then answers 200', async () => {
    const link = await publish({ lot: "(A)!&'*+,:;=/?", serial: '<%">' });
    expect(link).toMatch(/\/10\/%28A%29%21%26%27%2A%2B%2C%3A%3B%3D%2F%3F\/21\/%3C%25%22%3E$/);
    const raw = await get(link.replace(/%(2[16-9A-C]|3[ABD])/g, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16))));
    expect(raw.status).toBe(200);
    expect(((await raw.json()) as { digital_link: string }).digital_link).toBe(link);
    for (const other of [link.replace('%2F', '%2f').replace('%3F', '%3f'), link.replace(/\/01\/0/, '/01/')]) {
      const res = await get(`${other}?linkType=gs1:pip`);
      expect(res.status, other).toBe(301);
      expect(res.headers.get('location')).toBe(`${link}?linkType=gs1:pip`);
      expect((await get(res.headers.get('location')!)).status).toBe(307);
    }
  });
  it('GET /dpp/{gtin}/{serial}?lot= redirects to the emitted link, which answers 200', async () => {
    const link = await publish({ lot: 'B+1;2', serial: "S(1)/*'" });
    const gtin = /\/01\/(\d{14})/.exec(link)![1]!;
    const res = await get(`http://qz.test/dpp/${gtin.slice(1)}/${encodeURIComponent("S(1)/*'")}?lot=${encodeURIComponent('B+1;2')}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(link);
    expect((await get(link)).status).toBe(200);
  });

  it('property: every emitted digital_link answers 200 plain and to browsers, 307 with linkType, with its own lot and serial', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(set82Value, { nil: undefined }), fc.option(set82Value, { nil: undefined }), async (lot, serial) => {
        const link = await publish({ ...(lot === undefined ? {} : { lot }), ...(serial === undefined ? {} : { serial }) });
        const plain = await get(link);
        expect(plain.status, link).toBe(200);
        expect((await plain.json()) as unknown).toMatchObject({ digital_link: link, lot: lot ?? null, serial: serial ?? null });
        expect((await get(`${link}?linkType=gs1:pip`, { accept: BROWSER })).status, link).toBe(307);
        const page = await get(link, { accept: BROWSER });
        expect(page.status, link).toBe(200);
        await page.body?.cancel();
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
