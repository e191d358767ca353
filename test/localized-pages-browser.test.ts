import { contrastRatio } from '@quietzone/core';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuietzone, type RunningQuietzone } from './support/quietzone-serve';

// End to end for the public pages' language and brand color: the real `quietzone serve`, a
// workspace with a pale brand color, and Debian's Chromium at a phone viewport with a German
// and a French browser locale (which Chromium sends as Accept-Language). The page must render
// in that language, with the brand color darkened to a readable shade on the buttons.

const CHROMIUM = '/usr/bin/chromium';
const VIEWPORT = { width: 390, height: 844 } as const;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** A pale gold: about 2:1 on white, so the pages must darken it. */
const PALE_BRAND = '#F2C230';
const PAGE_BACKGROUND = { r: 0xf6, g: 0xf7, b: 0xf9 };

let service: RunningQuietzone;
let browser: Browser | undefined;
let shotDir = '';

beforeAll(async () => {
  service = await startQuietzone();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  shotDir = await mkdtemp(join(tmpdir(), 'qz-localized-'));
  const workspaces = await service.api('/workspaces');
  expect(workspaces.status).toBe(200);
  for (const workspace of workspaces.body.data) {
    const patched = await service.api(`/workspaces/${workspace.id}`, { method: 'PATCH', body: JSON.stringify({ default_locale: 'en', primary_color: PALE_BRAND }) });
    expect(patched.status).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  if (shotDir && !process.env.KEEP_SHOTS) await rm(shotDir, { recursive: true, force: true });
});

const LANGUAGES = [
  { locale: 'de-DE', lang: 'de', intro: 'Dieser QR-Code ist geschützt.', label: 'Passwort', button: 'Weiter' },
  { locale: 'fr-FR', lang: 'fr', intro: 'Ce code QR est protégé.', label: 'Mot de passe', button: 'Continuer' },
] as const;

describe('public pages in the browser\'s language, in the brand color', () => {
  for (const language of LANGUAGES) {
    it(`the password page renders in ${language.lang}, its button a readable shade of the brand color`, async () => {
      const created = await service.api('/codes', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/menu', title: 'Bistro Verde', password: 'open sesame' }) });
      expect(created.status).toBe(201);
      const context = await browser!.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: language.locale });
      try {
        const page = await context.newPage();
        const response = await page.goto(created.body.data.short_url, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        expect(response!.headers()['vary']).toBe('Accept-Language');
        expect(await page.locator('html').getAttribute('lang')).toBe(language.lang);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bistro Verde');
        expect(await page.getByText(language.intro).isVisible()).toBe(true);
        expect(await page.getByLabel(language.label).getAttribute('type')).toBe('password');
        const button = page.getByRole('button', { name: language.button });
        expect(await button.isVisible()).toBe(true);

        // The color Chromium draws, not the one the style names (an expression: the tests compile without DOM types).
        const background = parseCssRgb(String(await page.evaluate("getComputedStyle(document.querySelector('button')).backgroundColor")));
        expect(background).not.toEqual(hexRgb(PALE_BRAND));
        expect(contrastRatio(background, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
        expect(background.r).toBeGreaterThan(background.b); // still gold, only darker

        const shot = join(shotDir, `password-${language.lang}.png`);
        await page.screenshot({ path: shot });
        const png = PNG.sync.read(await readFile(shot));
        expect([png.width, png.height]).toEqual([VIEWPORT.width, VIEWPORT.height]);
        // The button is drawn: pixels of its exact color cover a real share of the screen.
        const box = (await button.boundingBox())!;
        const buttonPixels = countPixels(png, (r, g, b) => r === background.r && g === background.g && b === background.b);
        expect(buttonPixels).toBeGreaterThan(box.width * box.height * 0.5);
      } finally {
        await context.close();
      }
    });
  }

  it('the not-found page follows the browser\'s language too', async () => {
    for (const [locale, lang, title] of [['de-DE', 'de', 'QR-Code nicht gefunden'], ['fr-FR', 'fr', 'Code QR introuvable']] as const) {
      const context = await browser!.newContext({ viewport: VIEWPORT, locale });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${service.baseUrl}/no-such-code`, { waitUntil: 'load' });
        expect(response?.status()).toBe(404);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        await page.screenshot({ path: join(shotDir, `not-found-${lang}.png`) });
      } finally {
        await context.close();
      }
    }
  });
});

function hexRgb(hex: string): { r: number; g: number; b: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

function parseCssRgb(css: string): { r: number; g: number; b: number } {
  const [r, g, b] = (/rgba?\((\d+), (\d+), (\d+)/.exec(css) ?? []).slice(1).map(Number);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not an rgb() color: ${css}`);
  return { r, g, b };
}

function countPixels(png: PNG, matches: (r: number, g: number, b: number) => boolean): number {
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) if (matches(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) count++;
  return count;
}
