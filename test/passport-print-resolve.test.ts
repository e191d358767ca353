import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuietzone, type RunningQuietzone } from './support/quietzone-serve';

// End to end for product passports: a battery passport made and published through
// the API of the real `quietzone serve` process, its printed PDF and PNG read back by tools
// independent of everything we ship (poppler's pdftoppm, zbar) to exactly its GS1 Digital Link
// URI, and that URI opened in Debian's Chromium (playwright-core) as a phone would after a scan.

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const VIEWPORT = { width: 390, height: 844 } as const;
const run = promisify(execFile);

const document = (type: string) => ({ type, url: `https://example.com/docs/${type}.pdf`, language: 'en' });
const BATTERY = {
  gtin: '4006381333931',
  serial: 'SN-2027/0001',
  category: 'battery',
  product_name: 'Voltwerk LMT Pack 48V',
  brand: 'Voltwerk',
  manufacturer: { name: 'Voltwerk GmbH', address: 'Batteriestraße 1, 70173 Stuttgart', country: 'DE' },
  attributes: {
    substances_of_concern: [],
    battery_category: 'lmt',
    chemistry: 'NMC 811',
    rated_capacity_ah: 20,
    nominal_voltage_v: 48,
    weight_kg: 5.2,
    manufacture_date: '2027-03',
    manufacture_place: 'Stuttgart, DE',
    carbon_footprint_kg_co2e_per_kwh: 61.5,
    recycled_content: { cobalt: 16, lithium: 6, nickel: 6 },
    expected_lifetime_cycles: 1500,
    supplier_cell_lot: 'CELL-LOT-SECRET-42',
  },
  restricted_fields: ['supplier_cell_lot'],
  documents: [document('user_manual'), document('declaration_of_conformity')],
  links: [{ link_type: 'gs1:pip', url: 'https://example.com/voltwerk/lmt-48', title: 'Product page', default: true }],
};

let service: RunningQuietzone;
let browser: Browser | undefined;
let dir = '';

beforeAll(async () => {
  service = await startQuietzone();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  dir = await mkdtemp(join(tmpdir(), 'qz-passport-'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** zbar's raw bytes for the one symbol in the image, as UTF-8 text. */
async function zbar(image: string): Promise<string> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sbinary', image], { encoding: 'buffer' });
  return stdout.toString('utf8');
}

async function download(url: string, contentType: string, file: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(contentType);
  const path = join(dir, file);
  await writeFile(path, new Uint8Array(await res.arrayBuffer()));
  return path;
}

describe('a printed battery passport scanned and opened in Chromium', () => {
  let passport: any;

  it('is created and published through the API, compliant', async () => {
    const created = await service.api('/dpp', { method: 'POST', body: JSON.stringify(BATTERY) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'draft', gtin: '04006381333931', granularity: 'item', eu_compliance: { status: 'compliant', score: 100 } });
    const published = await service.api(`/dpp/${created.body.data.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'published' }) });
    expect(published.status).toBe(200);
    passport = published.body.data;
    expect(passport.status).toBe('published');
    expect(passport.digital_link).toBe(`${service.baseUrl}/01/04006381333931/21/SN-2027%2F0001`);
  });

  it('its PDF, rasterized by pdftoppm, decodes with zbar to exactly the Digital Link URI', async () => {
    const pdf = await download(`${service.baseUrl}/v1/dpp/${passport.id}/qr.pdf`, 'application/pdf', 'passport.pdf');
    const base = join(dir, 'passport-pdf');
    const { stderr } = await run('pdftoppm', ['-r', '150', '-gray', '-singlefile', pdf, base]);
    expect(stderr).toBe('');
    expect(await zbar(`${base}.pgm`)).toBe(passport.digital_link);
  });

  it('its PNG decodes with zbar to exactly the Digital Link URI', async () => {
    const png = await download(`${service.baseUrl}/v1/dpp/${passport.id}/qr.png`, 'image/png', 'passport.png');
    expect(await zbar(png)).toBe(passport.digital_link);
  });

  it('the scanned URI answers the passport page in Chromium: no script, restricted fields absent', async () => {
    const context = await browser!.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const response = await page.goto(passport.digital_link, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['content-security-policy']).toMatch(/script-src 'none'|default-src 'none'/);
      expect(headers.link).toBe(`<${passport.digital_link}?linkType=all>; rel="linkset"; type="application/linkset+json"`);

      await expect(page.title()).resolves.toContain('Voltwerk LMT Pack 48V');
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe('Voltwerk LMT Pack 48V');
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByText('Voltwerk GmbH').isVisible()).toBe(true);
      expect(await page.getByText('SN-2027/0001').first().isVisible()).toBe(true);
      const manual = page.getByRole('link', { name: /user manual/i });
      expect(await manual.getAttribute('href')).toBe('https://example.com/docs/user_manual.pdf');

      expect(await page.locator('script').count()).toBe(0);
      expect(await response!.text()).not.toMatch(/<script/i);
      expect(await page.content()).not.toContain('CELL-LOT-SECRET-42');

      const shot = join(dir, 'passport-phone.png');
      await page.screenshot({ path: shot, fullPage: true });
      expect((await stat(shot)).size).toBeGreaterThan(1000);
      const png = PNG.sync.read(await readFile(shot));
      expect(png.width).toBe(VIEWPORT.width);
      // Not blank: text on the background, more than a handful of colors.
      const colors = new Map<number, number>();
      for (let i = 0; i < png.data.length; i += 4) {
        const key = (png.data[i]! << 16) | (png.data[i + 1]! << 8) | png.data[i + 2]!;
        colors.set(key, (colors.get(key) ?? 0) + 1);
      }
      const [, dominant] = [...colors.entries()].sort((a, b) => b[1] - a[1])[0]!;
      expect(dominant / (png.width * png.height)).toBeLessThan(0.97);
      expect(colors.size).toBeGreaterThan(10);
      if (process.env.KEEP_SCREENSHOT) await writeFile(process.env.KEEP_SCREENSHOT, await readFile(shot));
    } finally {
      await context.close();
    }
  });

});
