import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuietzone, type RunningQuietzone } from './support/quietzone-serve';

// End to end for the password page of a protected code: the real `quietzone serve`
// process, a code made through the API, and Debian's Chromium on a phone viewport filling in
// the form — the page's CSP must let the form post and follow the redirect to the destination.
// The screenshot's own checks are coarse (size, dark pixels); it was looked at when written.

const CHROMIUM = '/usr/bin/chromium';
const VIEWPORT = { width: 390, height: 844 } as const;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DESTINATION = 'https://example.com/staff-menu';

let service: RunningQuietzone;
let browser: Browser | undefined;
let shotDir = '';

beforeAll(async () => {
  service = await startQuietzone();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  shotDir = await mkdtemp(join(tmpdir(), 'qz-password-'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  if (shotDir && !process.env.KEEP_SHOTS) await rm(shotDir, { recursive: true, force: true });
});

describe('password page in headless Chromium at a phone viewport', () => {
  it('asks for the password, refuses a wrong one, and the right one leads to the destination', async () => {
    const created = await service.api('/codes', { method: 'POST', body: JSON.stringify({ url: DESTINATION, title: 'Staff menu', password: 'open sesame' }) });
    expect(created.status).toBe(201);
    const code = created.body.data;
    expect(code.has_password).toBe(true);

    const context = await browser!.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });

      const response = await page.goto(code.short_url, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('Staff menu');
      const field = page.getByLabel('Password');
      expect(await field.getAttribute('type')).toBe('password');
      const button = page.getByRole('button', { name: 'Continue' });
      for (const target of [field, button]) {
        const box = (await target.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }

      const shot = join(shotDir, 'password-phone.png');
      await page.screenshot({ path: shot });
      const png = PNG.sync.read(await readFile(shot));
      expect([png.width, png.height]).toEqual([VIEWPORT.width, VIEWPORT.height]);
      const dark = countPixels(png, (r, g, b) => r + g + b < 150);
      expect(dark / (png.width * png.height)).toBeGreaterThan(0.01); // the button and the heading

      await field.fill('wrong password');
      const [refused] = await Promise.all([page.waitForNavigation(), button.click()]);
      expect(refused?.status()).toBe(403);
      expect(await page.getByRole('alert').textContent()).toContain('not right');
      await page.screenshot({ path: join(shotDir, 'password-wrong.png') });

      // The browser asking for the destination proves the form posted and the 303 was followed
      // (a CSP whose form-action refused the redirect would stop it; the host need not resolve here).
      await page.getByLabel('Password').fill('open sesame');
      const [request] = await Promise.all([page.waitForRequest(DESTINATION), page.getByRole('button', { name: 'Continue' }).click()]);
      expect(request.isNavigationRequest()).toBe(true);
      expect(request.redirectedFrom()?.method()).toBe('POST');
      expect(request.redirectedFrom()?.url()).toBe(code.short_url);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

function countPixels(png: PNG, matches: (r: number, g: number, b: number) => boolean): number {
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) if (matches(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) count++;
  return count;
}
