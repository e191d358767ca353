import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuietzone, type RunningQuietzone } from './support/quietzone-serve';

// End to end for the API reference: the real `quietzone serve` process, its /docs page in
// Debian's Chromium (driven by playwright-core, which never downloads a browser). Scalar must
// render our OpenAPI document under the page's CSP, loading nothing from any other host.

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let service: RunningQuietzone;
let browser: Browser | undefined;

beforeAll(async () => {
  service = await startQuietzone();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

describe('/docs in headless Chromium', () => {
  it('renders every operation of our document with Scalar, from this server only, without CSP violations', async () => {
    const page = await browser!.newPage();
    const foreign: string[] = [];
    const console: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== service.baseUrl) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') console.push(message.text());
    });
    const response = await page.goto(`${service.baseUrl}/docs`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // Our document rendered by Scalar (none of this is in the page's own HTML): its title, the
    // operations of the first tag (open by default) and every tag in the sidebar.
    await page.getByText('Liveness', { exact: true }).first().waitFor({ timeout: 30_000 });
    await expect(page.getByText('quietzone API').first().isVisible()).resolves.toBe(true);
    const document = (await (await fetch(`${service.baseUrl}/v1/openapi.json`)).json()) as { tags: { name: string }[] };
    for (const { name } of document.tags) expect(await page.getByText(name, { exact: true }).count(), `tag ${name}`).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    expect(console.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows a problem type page with its heading', async () => {
    const page = await browser!.newPage();
    const problem = (await service.api('/codes/qr_missing')).body as { type: string };
    const response = await page.goto(problem.type);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Not Found');
    await page.close();
  }, 30_000);
});
