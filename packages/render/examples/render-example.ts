// The README's library example. Run it: pnpm exec tsx packages/render/examples/render-example.ts [out-dir]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderQr } from '@quietzone/render';

export async function main(outDir = 'qr-out'): Promise<string[]> {
  const url = 'https://example.com/menu';
  await mkdir(outDir, { recursive: true });

  // Screen: SVG, 10 px per module, black on white.
  const svg = await renderQr(url, { format: 'svg', size: 10 });

  // Print: EPS in CMYK (any non-gray color; black and grays stay on the black plate), 3 pt per module.
  const eps = await renderQr(url, { format: 'eps', size: 3, fg: '#1D4ED8' });

  // A PNG with a logo: PNG bytes (≤ 1 MB) or RGBA pixels, fitted into a transparent 512×512
  // square; a logo forces error correction H. (JPEG and WebP: renderQr from @quietzone/render/node.)
  const logo = await readFile(new URL('./logo.png', import.meta.url));
  const png = await renderQr(url, { format: 'png', size: 8, logo });

  const files = { 'menu.svg': svg, 'menu-cmyk.eps': eps, 'menu-logo.png': png };
  for (const [name, bytes] of Object.entries(files)) await writeFile(join(outDir, name), bytes);
  return Object.keys(files).map((name) => join(outDir, name));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log((await main(process.argv[2])).join('\n'));
}
