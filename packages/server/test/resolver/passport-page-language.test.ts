import { contrastRatio, parseHexColor } from '@quietzone/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHT_BACKGROUND } from '../../src/pages/page-look';
import type { RunningServer } from '../../src/start-server';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { serveTestApp } from '../helpers/serve-test-app';
import { setupTestApp, type Tenant } from '../helpers/test-app';

/**
 * The resolver's passport page and its 404 over real HTTP: the page's own words in the
 * visitor's language, else the passport's workspace's default_locale, else English; the
 * passport's own text as written; the workspace's primary_color, readable; the same bytes
 * from h3 (the first request) and the node fast path (the cached ones).
 */
const t = setupTestApp();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let server: RunningServer;
let tenant: Tenant;
let gtinSeed = 7100;

beforeAll(async () => {
  tenant = await t.createTenant();
  server = await serveTestApp(t);
}, 60_000);
afterAll(async () => {
  await server?.shutdown();
});

async function passportPath(status: 'published' | 'archived' = 'published'): Promise<string> {
  const gtin = testGtin(gtinSeed++);
  await insertPassportRow(t.db, tenant, { gtin, product_name: 'Volta Pack 20', manufacturer: { name: 'Volta Cells GmbH' } }, status);
  return `/01/${gtin}`;
}

async function page(path: string, acceptLanguage?: string): Promise<{ status: number; html: string; vary: string | null }> {
  const headers: Record<string, string> = { accept: BROWSER };
  if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, html: await res.text(), vary: res.headers.get('vary') };
}

async function setWorkspace(values: { default_locale?: string; primary_color?: string | null }): Promise<void> {
  await t.db.query('UPDATE workspaces SET default_locale = COALESCE($2, default_locale), primary_color = $3 WHERE id = $1', [tenant.workspaceId, values.default_locale ?? null, values.primary_color ?? null]);
  t.ctx.caches.forgetPassports();
}

describe('passport page language', () => {
  it('German and French by Accept-Language, the same bytes from h3 and the fast path', async () => {
    await setWorkspace({ default_locale: 'en' });
    const path = await passportPath('archived');
    const german = await page(path, 'de-AT, en;q=0.5');
    expect(german.status).toBe(200);
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('<h2>Hersteller</h2>');
    expect(german.html).toContain('Dieses Produkt ist nicht mehr auf dem Markt.');
    expect(german.html).toContain('Volta Pack 20 – Produktpass');
    expect(german.html).toContain('Volta Cells GmbH');
    expect(german.vary).toContain('Accept-Language');
    expect((await page(path, 'de-AT, en;q=0.5')).html).toBe(german.html);
    const french = await page(path, 'fr');
    expect(french.html).toContain('<html lang="fr">');
    expect(french.html).toContain('<h2>Fabricant</h2>');
    expect((await page(path, 'fr')).html).toBe(french.html);
  });

  it('falls back to the workspace\'s default_locale, then English', async () => {
    await setWorkspace({ default_locale: 'nl' });
    const path = await passportPath();
    expect((await page(path)).html).toContain('<h2>Fabrikant</h2>');
    expect((await page(path, 'pt')).html).toContain('<html lang="nl">');
    await setWorkspace({ default_locale: 'pl' });
    expect((await page(path, 'pt')).html).toContain('<h2>Manufacturer</h2>');
  });

  it('themes the page in the workspace color, darkened when too pale', async () => {
    await setWorkspace({ default_locale: 'en', primary_color: '#7FE0FF' });
    const html = (await page(await passportPath(), 'es')).html;
    const light = /h1,h2\{color:(#[0-9A-F]{6})\}/.exec(html)?.[1];
    expect(light).toBeDefined();
    expect(light).not.toBe('#7FE0FF');
    expect(contrastRatio(parseHexColor(light)!, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('the 404 page is in the visitor\'s language', async () => {
    const missing = await page(`/01/${testGtin(9999)}`, 'it');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="it">');
    expect(missing.html).toContain('Passaporto del prodotto non trovato');
    expect(missing.vary).toBe('Accept-Language');
    expect((await page(`/01/${testGtin(9998)}`)).html).toContain('<html lang="en">');
  });
});
