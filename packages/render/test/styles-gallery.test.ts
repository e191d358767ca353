import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderQr, type FramedRenderOptions as RenderOptions } from '../src/frames/index';
import { MODULE_SHAPES } from '../src/styles/module-shapes';
import { readPng } from './support/decode-image';
import { readRaster } from './support/zxing-decode';

// The gallery in docs/library.md: one PNG per module shape, finder shape, gradient type and frame,
// written by this test into docs/styles/ after ZXing-C++ has read it back. The bytes are
// deterministic, so an unchanged style leaves the files unchanged. 6 px a module: at 5 ZXing-C++
// missed the diamond finder centre.

const CONTENT = 'https://example.com/menu';
const GALLERY = fileURLToPath(new URL('../../../docs/styles/', import.meta.url));
const INK = '#1d3557';

const DESIGNS: readonly [name: string, options: Partial<RenderOptions>][] = [
  ...MODULE_SHAPES.map((modules) => [`modules-${modules}`, { modules, fg: INK }] as [string, Partial<RenderOptions>]),
  ['finder-rounded-rounded', { finder: { outer: 'rounded', inner: 'rounded' }, fg: INK }],
  ['finder-circle-circle', { modules: 'dots', finder: { outer: 'circle', inner: 'circle' }, fg: INK }],
  ['finder-leaf-rounded', { modules: 'rounded', finder: { outer: 'leaf', inner: 'rounded' }, fg: INK, finderColor: '#b5179e' }],
  ['finder-square-diamond', { finder: { outer: 'square', inner: 'diamond' }, fg: INK }],
  ['gradient-linear', { modules: 'classy', finder: { outer: 'rounded', inner: 'circle' }, gradient: { type: 'linear', angle: 45, colors: ['#1d3557', '#7209b7'] } }],
  ['gradient-radial', { modules: 'dots', finder: { outer: 'circle', inner: 'circle' }, gradient: { type: 'radial', colors: ['#03045e', '#0077b6', '#2a9d8f'] } }],
  ['frame-banner-bottom', { fg: INK, frame: { style: 'banner-bottom', text: 'SCAN ME' } }],
  ['frame-banner-top', { modules: 'dots', finder: { outer: 'circle', inner: 'circle' }, fg: INK, frame: { style: 'banner-top', text: 'Our menu', color: '#b5179e' } }],
  ['frame-box', { modules: 'classy', fg: INK, frame: { style: 'box', text: 'Scan to pay' } }],
  ['frame-rounded-box', { modules: 'rounded', finder: { outer: 'rounded', inner: 'rounded' }, gradient: { type: 'linear', angle: 45, colors: ['#1d3557', '#7209b7'] }, frame: { style: 'rounded-box', text: 'Scan for Wi-Fi', color: '#1d3557' } }],
];

describe('style gallery', () => {
  it(`writes ${DESIGNS.length} PNGs to docs/styles, each read back by ZXing-C++`, async () => {
    await mkdir(GALLERY, { recursive: true });
    for (const [name, options] of DESIGNS) {
      const png = await renderQr(CONTENT, { format: 'png', size: 6, ...options });
      const [result] = await readRaster(readPng(png), 'QRCode');
      expect(result?.text, name).toBe(CONTENT);
      await writeFile(`${GALLERY}${name}.png`, png);
    }
  });
});
