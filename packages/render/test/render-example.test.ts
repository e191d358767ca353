import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../examples/render-example';

// The README's library section shows examples/render-example.ts; running it keeps the README true.
describe('README library example', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes an SVG, a CMYK EPS and a PNG with a logo that decodes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'quietzone-example-'));
    const files = await main(dir);
    expect(files.map((file) => file.slice(dir!.length + 1))).toEqual(['menu.svg', 'menu-cmyk.eps', 'menu-logo.png']);

    expect(await readFile(join(dir, 'menu.svg'), 'utf8')).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
    const eps = await readFile(join(dir, 'menu-cmyk.eps'), 'latin1');
    expect(eps).toMatch(/^%!PS-Adobe-3\.0 EPSF-3\.0/);
    expect(eps).toContain('setcmykcolor');

    const png = PNG.sync.read(await readFile(join(dir, 'menu-logo.png')));
    const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
    expect(decoded?.data).toBe('https://example.com/menu');
  });
});
