import { contrastRatio, parseHexColor } from '@quietzone/core';
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/start-server';
import { LIGHT_BACKGROUND, DARK_BACKGROUND } from '../../src/pages/page-look';
import { serveTestApp } from '../helpers/serve-test-app';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

/**
 * The public pages over real HTTP: written in the visitor's language (Accept-Language), else
 * the workspace's default_locale, else English, with `<html lang>`, `Vary: Accept-Language`
 * and the workspace's primary_color, darkened where it is too pale to read.
 */
const t = setupTestApp();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const WEBSITE = 'https://example.com/';

let server: RunningServer;
let key: TestKey;

beforeAll(async () => {
  key = await t.createKey(await t.createTenant({ plan: 'business' }), 'ws_admin');
  server = await serveTestApp(t);
}, 60_000);
afterAll(async () => {
  await server?.shutdown();
});
afterEach(() => t.clock.set(null));

async function setWorkspace(json: Record<string, unknown>): Promise<void> {
  const res = await t.request(`/v1/workspaces/${key.workspaceId}`, { method: 'PATCH', key, json });
  expect(res.status).toBe(200);
}

async function createCode(json: Record<string, unknown>): Promise<string> {
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { url: WEBSITE, ...json } });
  expect(res.status).toBe(201);
  return (await body(res)).data.short_code;
}

/** A static vCard code: its short link shows the contact as a page. */
async function createStaticVcard(): Promise<string> {
  const res = await t.request('/v1/codes', {
    method: 'POST',
    key,
    json: { type: 'vcard', is_dynamic: false, vcard_first_name: 'Ada', vcard_last_name: 'Lovelace', vcard_phone: '+441234567' },
  });
  expect(res.status).toBe(201);
  return (await body(res)).data.short_code;
}

/** A browser's GET of a short link over HTTP, in a language (or none). */
async function visit(shortCode: string, acceptLanguage?: string): Promise<{ status: number; html: string; vary: string | null }> {
  const headers: Record<string, string> = { accept: BROWSER };
  if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
  const res = await fetch(`${server.url}/${shortCode}`, { headers });
  return { status: res.status, html: await res.text(), vary: res.headers.get('vary') };
}

/** Each page kind and a string of its own, in German and in French. */
const PAGES: readonly { kind: string; status: number; make: () => Promise<string>; de: string; fr: string }[] = [
  { kind: 'landing', status: 200, make: () => createCode({ is_landing_page: true, links: [] }), de: 'Hier gibt es noch keine Links.', fr: 'Il n’y a encore aucun lien ici.' },
  { kind: 'password', status: 200, make: () => createCode({ password: 'open sesame' }), de: 'Geben Sie das Passwort ein', fr: 'Saisissez le mot de passe' },
  { kind: 'expired', status: 410, make: () => createCode({ expires_at: '2030-01-01T00:00:00Z' }).then((code) => (t.clock.set('2031-01-01T00:00:00Z'), code)), de: 'QR-Code abgelaufen', fr: 'Code QR expiré' },
  { kind: 'not active yet', status: 404, make: () => createCode({ active_from: '2035-01-01T00:00:00Z' }), de: 'QR-Code noch nicht aktiv', fr: 'Code QR pas encore actif' },
  { kind: 'scan limit', status: 410, make: async () => {
    const code = await createCode({ max_scans: 1 });
    expect((await fetch(`${server.url}/${code}`, { redirect: 'manual' })).status).toBe(302);
    return code;
  }, de: 'Scan-Limit erreicht', fr: 'limite de scans' },
  { kind: 'static content', status: 200, make: createStaticVcard, de: '<dt>Vorname</dt><dd>Ada</dd>', fr: 'Enregistrer le contact' },
  { kind: 'not found', status: 404, make: async () => 'no-such-code', de: 'QR-Code nicht gefunden', fr: 'Code QR introuvable' },
];

describe('public pages in the visitor\'s language', () => {
  for (const page of PAGES) {
    it(`${page.kind}: German and French by Accept-Language, with <html lang> and Vary`, async () => {
      await setWorkspace({ default_locale: 'en', primary_color: null });
      const code = await page.make();
      const german = await visit(code, 'de-CH,de;q=0.9,en;q=0.5');
      expect(german.status).toBe(page.status);
      expect(german.html).toContain('<html lang="de">');
      expect(german.html).toContain(page.de);
      expect(german.vary).toBe('Accept-Language');
      const french = await visit(code, 'fr-BE, en;q=0.3');
      expect(french.html).toContain('<html lang="fr">');
      expect(french.html).toContain(page.fr);
      const english = await visit(code, 'en');
      expect(english.html).toContain('<html lang="en">');
      expect(english.html).not.toContain(page.de);
    });
  }

  it('falls back to the workspace\'s default_locale, then English; * is no preference', async () => {
    await setWorkspace({ default_locale: 'it', primary_color: null });
    const code = await createCode({ password: 'open sesame' });
    for (const header of [undefined, 'pt-BR, ja;q=0.5', '*']) {
      const page = await visit(code, header);
      expect(page.html).toContain('<html lang="it">');
      expect(page.html).toContain('Inserisci la password');
    }
    expect((await visit(code, '*, nl;q=0.4')).html).toContain('<html lang="nl">');
    await setWorkspace({ default_locale: 'pl' });
    const english = await visit(code, 'pt');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('Enter the password');
    const unknown = await visit('no-such-code-either');
    expect(unknown.html).toContain('<html lang="en">');
    await setWorkspace({ default_locale: 'es-MX' });
    expect((await visit(code)).html).toContain('<html lang="es">');
  });

  it('static content: the labels, the button and the fallback title in all six languages; the content as written', async () => {
    await setWorkspace({ default_locale: 'en', primary_color: null });
    const code = await createStaticVcard();
    const expected: Record<string, readonly string[]> = {
      en: ['<h1>Contact</h1>', '<dt>Last name</dt><dd>Lovelace</dd>', '<dt>Phone</dt><dd>+441234567</dd>', 'Save contact'],
      de: ['<h1>Kontakt</h1>', '<dt>Nachname</dt><dd>Lovelace</dd>', '<dt>Telefon</dt><dd>+441234567</dd>', 'Kontakt speichern'],
      fr: ['<h1>Contact</h1>', '<dt>Nom</dt><dd>Lovelace</dd>', '<dt>Téléphone</dt><dd>+441234567</dd>', 'Enregistrer le contact'],
      es: ['<h1>Contacto</h1>', '<dt>Apellidos</dt><dd>Lovelace</dd>', '<dt>Teléfono</dt><dd>+441234567</dd>', 'Guardar contacto'],
      it: ['<h1>Contatto</h1>', '<dt>Cognome</dt><dd>Lovelace</dd>', '<dt>Telefono</dt><dd>+441234567</dd>', 'Salva contatto'],
      nl: ['<h1>Contact</h1>', '<dt>Achternaam</dt><dd>Lovelace</dd>', '<dt>Telefoon</dt><dd>+441234567</dd>', 'Contact opslaan'],
    };
    for (const [language, pieces] of Object.entries(expected)) {
      const page = await visit(code, language);
      expect(page.html).toContain(`<html lang="${language}">`);
      for (const piece of pieces) expect(page.html).toContain(piece);
    }
    // No preference: the workspace's default_locale.
    await setWorkspace({ default_locale: 'nl' });
    expect((await visit(code)).html).toContain('<dt>Voornaam</dt><dd>Ada</dd>');
  });

  it('user content is shown as written, never translated', async () => {
    await setWorkspace({ default_locale: 'en' });
    const code = await createCode({ is_landing_page: true, title: 'Speisekarte & Drinks', links: [{ label: 'Menu du jour', url: 'https://menu.example/' }] });
    const page = await visit(code, 'nl');
    expect(page.html).toContain('<html lang="nl">');
    expect(page.html).toContain('<h1>Speisekarte &amp; Drinks</h1>');
    expect(page.html).toContain('>Menu du jour</a>');
  });
});

describe('public pages in the workspace\'s color', () => {
  /** The light scheme's and the dark scheme's button color from a page's style. */
  function accents(html: string): { light: string; dark: string } | undefined {
    const match = /a\.button,button\{background:(#[0-9A-F]{6})\}@media \(prefers-color-scheme:dark\)\{h1,h2\{color:(#[0-9A-F]{6})\}/.exec(html);
    return match ? { light: match[1]!, dark: match[2]! } : undefined;
  }

  it('a dark enough primary_color themes headings and buttons unchanged', async () => {
    await setWorkspace({ default_locale: 'en', primary_color: '#1a4d8f' });
    const page = await visit(await createCode({ is_landing_page: true, links: [{ label: 'Docs', url: 'https://docs.example/' }] }), 'de');
    expect(page.html).toContain('h1,h2{color:#1A4D8F}a.button,button{background:#1A4D8F}');
    const { dark } = accents(page.html)!;
    expect(contrastRatio(parseHexColor(dark)!, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('a pale primary_color is replaced by a darker shade that reaches 4.5:1, on every page kind', async () => {
    await setWorkspace({ default_locale: 'en', primary_color: '#FFD500' });
    for (const code of [await createCode({ password: 'open sesame' }), await createCode({ active_from: '2035-01-01T00:00:00Z' }), await createStaticVcard()]) {
      const page = await visit(code, 'fr');
      const found = accents(page.html);
      expect(found).toBeDefined();
      expect(found!.light).not.toBe('#FFD500');
      expect(contrastRatio(parseHexColor(found!.light)!, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(parseHexColor(found!.light)!, { r: 255, g: 255, b: 255 })).toBeGreaterThanOrEqual(4.5);
      // Still the brand's hue: more red than blue, as the yellow was.
      const light = parseHexColor(found!.light)!;
      expect(light.r).toBeGreaterThan(light.b);
    }
  });

  it('no primary_color: the house style; an unknown code is never themed', async () => {
    await setWorkspace({ primary_color: null });
    expect(accents((await visit(await createCode({ password: 'open sesame' }), 'en')).html)).toBeUndefined();
    await setWorkspace({ primary_color: '#1A4D8F' });
    expect((await visit('still-no-such-code', 'en')).html).not.toContain('#1A4D8F');
  });
});
