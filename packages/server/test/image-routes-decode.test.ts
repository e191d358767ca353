import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildPayload, type CodeContent } from '@quietzone/core';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/start-server';
import { insertCodeRow } from './helpers/insert-code-row';
import { serveTestApp } from './helpers/serve-test-app';
import { setupTestApp } from './helpers/test-app';

// End to end over real HTTP: the four image routes of the running server, rasterized by
// independent tools (resvg for SVG, poppler's pdftoppm for PDF, ghostscript for EPS) and read
// back by zbar. Dynamic codes must decode to their short link, static ones to their content.

const run = promisify(execFile);
const DPI = '150';
const t = setupTestApp();
let server: RunningServer;
let dir: string;
let fileNumber = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-image-routes-'));
  server = await serveTestApp(t);
}, 60_000);

afterAll(async () => {
  await server?.shutdown();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function fetchImage(shortCode: string, format: string, query = ''): Promise<Uint8Array> {
  const res = await fetch(`${server.url}/v1/codes/${shortCode}/qr.${format}${query}`);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function zbar(image: string): Promise<string> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sbinary', image], { encoding: 'buffer' });
  // -Sbinary: the symbol's bytes exactly, no charset guessing and no trailing newline.
  return stdout.toString('utf8');
}

async function decode(format: string, bytes: Uint8Array): Promise<string> {
  const base = join(dir, `image-${fileNumber++}`);
  switch (format) {
    case 'png':
      // A transparent code is meant for a light surface (contract, image rule 3): lay it on white.
      await writeFile(`${base}.png`, await sharp(bytes).flatten({ background: '#ffffff' }).png().toBuffer());
      return zbar(`${base}.png`);
    case 'svg':
      await writeFile(`${base}.png`, new Resvg(Buffer.from(bytes).toString('utf8'), { background: 'white' }).render().asPng());
      return zbar(`${base}.png`);
    case 'pdf':
      await writeFile(`${base}.pdf`, bytes);
      await run('pdftoppm', ['-r', DPI, '-gray', '-singlefile', `${base}.pdf`, base]);
      return zbar(`${base}.pgm`);
    case 'eps':
      await writeFile(`${base}.eps`, bytes);
      await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=pnggray', `-r${DPI}`, '-o', `${base}.png`, `${base}.eps`]);
      return zbar(`${base}.png`);
    default:
      throw new Error(`no decoder for ${format}`);
  }
}

const FORMATS = ['png', 'svg', 'pdf', 'eps'] as const;

function payload(content: CodeContent): string {
  const result = buildPayload(content);
  if (!result.ok) throw new Error(result.failure.message);
  return result.payload;
}

describe('image routes over HTTP, decoded by zbar', () => {
  it.each(FORMATS)('a dynamic code’s %s decodes to its short link (stored colors, and transparent bg)', async (format) => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { foreground_color: '#1A237E', background_color: '#FFF8E1' });
    const expected = `http://qz.test/${code.shortCode}`;
    expect(await decode(format, await fetchImage(code.shortCode, format))).toBe(expected);
    expect(await decode(format, await fetchImage(code.shortCode, format, '?bg=transparent&ecc=Q&size=6'))).toBe(expected);
  });

  it.each(FORMATS)('a static vCard’s and a static Wi-Fi code’s %s decode to their content', async (format) => {
    const tenant = await t.createTenant();
    const vcardContent = { vcard_first_name: 'Zoë', vcard_last_name: 'Ångström; Jr.', vcard_phone: '+46 8 123 45', vcard_email: 'zoe@example.se' };
    const vcard = await insertCodeRow(t.db, tenant, { type: 'vcard', is_dynamic: false, url: null, content: vcardContent });
    const wifiContent = { wifi_ssid: 'Café "Net";1', wifi_password: 'pa:ss\\word', wifi_encryption: 'WPA' };
    const wifi = await insertCodeRow(t.db, tenant, { type: 'wifi', is_dynamic: false, url: null, content: wifiContent });
    expect(await decode(format, await fetchImage(vcard.shortCode, format))).toBe(payload({ type: 'vcard', ...vcardContent }));
    expect(await decode(format, await fetchImage(wifi.shortCode, format))).toBe(payload({ type: 'wifi', ...wifiContent }));
  });

  it('with a logo uploaded over HTTP, all four formats still decode', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'contributor');
    const code = await insertCodeRow(t.db, tenant);
    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(logo)], { type: 'image/jpeg' }), 'logo.jpg');
    const upload = await fetch(`${server.url}/v1/codes/${code.id}/logo`, { method: 'POST', headers: { authorization: `Bearer ${key.key}` }, body: form });
    expect(upload.status).toBe(201);
    for (const format of FORMATS) {
      expect(await decode(format, await fetchImage(code.shortCode, format)), format).toBe(`http://qz.test/${code.shortCode}`);
    }
  });
});
