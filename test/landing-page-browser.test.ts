import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuietzone, type RunningQuietzone } from './support/quietzone-serve';

// End to end for the hosted landing page: the real `quietzone serve` process, a code made
// through the API with links and an attached public file, and Debian's Chromium (driven by
// playwright-core, which never downloads a browser) rendering the short link on a phone.

const CHROMIUM = '/usr/bin/chromium';
/** An iPhone 12–15 class viewport in CSS pixels, at device scale 1 so the PNG has the same size. */
const VIEWPORT = { width: 390, height: 844 } as const;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let service: RunningQuietzone;
let baseUrl = '';
let browser: Browser | undefined;
let shotDir = '';
const api = (path: string, init?: RequestInit) => service.api(path, init);

beforeAll(async () => {
  service = await startQuietzone();
  baseUrl = service.baseUrl;
  // Throws with Chromium's own message when it cannot start (missing binary, sandbox, libs).
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  shotDir = await mkdtemp(join(tmpdir(), 'qz-landing-'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  if (shotDir) await rm(shotDir, { recursive: true, force: true });
});

describe('landing page in headless Chromium at a phone viewport', () => {
  it('shows the links and the public file of a code made through the API, and screenshots', async () => {
    const created = await api('/codes', {
      method: 'POST',
      body: JSON.stringify({
        type: 'url',
        url: 'https://example.com/fallback',
        title: 'Café Quietzone',
        is_landing_page: true,
        links: [
          { label: 'Speisekarte online', url: 'https://example.com/menu' },
          { label: 'Reservieren', url: 'https://example.org/book?table=2&time=19:00' },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const code = created.body.data;
    expect(code.is_landing_page).toBe(true);

    const form = new FormData();
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'Menü & Preise.pdf');
    form.set('visibility', 'public');
    form.set('code_id', code.id);
    const uploaded = await api('/files', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.data;
    expect(file.public_url).toMatch(new RegExp(`^${baseUrl}/files/`));

    // A private file of the same code must not show.
    const hidden = new FormData();
    hidden.set('file', new Blob([PDF]), 'intern.pdf');
    hidden.set('code_id', code.id);
    expect((await api('/files', { method: 'POST', body: hidden })).status).toBe(201);

    const context = await browser!.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const response = await page.goto(code.short_url, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);

      await expect(page.title()).resolves.toBe('Café Quietzone');
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe('Café Quietzone');

      for (const [name, href] of [
        ['Speisekarte online', 'https://example.com/menu'],
        ['Reservieren', 'https://example.org/book?table=2&time=19:00'],
      ] as const) {
        const link = page.getByRole('link', { name, exact: true });
        expect(await link.isVisible(), name).toBe(true);
        expect(await link.getAttribute('href')).toBe(href);
      }
      const fileLink = page.getByRole('link', { name: /Menü & Preise\.pdf/ });
      expect(await fileLink.isVisible()).toBe(true);
      expect(await fileLink.getAttribute('href')).toBe(file.public_url);
      expect(await fileLink.textContent()).toMatch(/PDF/);
      expect(await page.getByText('intern.pdf').count()).toBe(0);

      // Every link fits the phone's width (no horizontal scrolling) and is a usable touch target.
      for (const link of await page.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORT.width);
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }

      // The file link leads to the bytes, publicly.
      const served = await page.request.get(file.public_url);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect(new Uint8Array(await served.body())).toEqual(PDF);

      const shot = join(shotDir, 'landing-phone.png');
      await page.screenshot({ path: shot });
      expect((await stat(shot)).size).toBeGreaterThan(1000);
      const png = PNG.sync.read(await readFile(shot));
      expect([png.width, png.height]).toEqual([VIEWPORT.width, VIEWPORT.height]);
      // Not blank: the dark buttons and the light background are both there in quantity.
      const colors = new Map<number, number>();
      for (let i = 0; i < png.data.length; i += 4) {
        const key = (png.data[i]! << 16) | (png.data[i + 1]! << 8) | png.data[i + 2]!;
        colors.set(key, (colors.get(key) ?? 0) + 1);
      }
      const pixels = png.width * png.height;
      const [, dominant] = [...colors.entries()].sort((a, b) => b[1] - a[1])[0]!;
      expect(dominant / pixels).toBeLessThan(0.95);
      const dark = [...colors.entries()].filter(([rgb]) => ((rgb >> 16) & 255) + ((rgb >> 8) & 255) + (rgb & 255) < 150).reduce((sum, [, n]) => sum + n, 0);
      expect(dark / pixels).toBeGreaterThan(0.02);
      expect(colors.size).toBeGreaterThan(10);
    } finally {
      await context.close();
    }
  });

  it('a private file’s public URL is 404 in the browser too', async () => {
    const form = new FormData();
    form.set('file', new Blob([PDF]), 'private.pdf');
    const uploaded = await api('/files', { method: 'POST', body: form });
    expect(uploaded.body.data.public_url).toBeNull();
    const context = await browser!.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}/files/${uploaded.body.data.id}/private.pdf`);
      expect(response?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
