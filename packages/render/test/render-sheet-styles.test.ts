import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSheet as renderPlainSheet } from '../src/index';
import { renderSheet, type FramedSheetOptions } from '../src/frames/index';
import { readPng } from './support/decode-image';
import { readRaster } from './support/zxing-decode';

const run = promisify(execFile);

// Sheets draw the style options and frames in every cell: each page rasterised by pdftoppm and
// every code on it read by zbar and ZXing-C++.

/** Six codes of four QR versions, so cells hold symbols (and gradients) of different sizes. */
const ITEMS = Array.from({ length: 6 }, (_, index) => ({ content: `https://example.com/t/${index}/${'x'.repeat(index * 12)}`, caption: `Table ${index}` }));
const STYLE = { modules: 'dots', finder: { outer: 'rounded', inner: 'circle' }, finderColor: '#6b1f7a', gradient: { type: 'radial', colors: ['#0b3d2e', '#2c2c8c'] } } as const;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-sheet-styles-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readSheet(name: string, pdf: Uint8Array): Promise<{ zbar: string[]; zxing: string[] }> {
  await writeFile(join(dir, `${name}.pdf`), pdf);
  await run('pdftoppm', ['-r', '150', '-png', '-singlefile', join(dir, `${name}.pdf`), join(dir, name)]);
  const { stdout } = await run('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', join(dir, `${name}.png`)]);
  const zxing = await readRaster(readPng(await readFile(join(dir, `${name}.png`))), 'QRCode');
  return { zbar: stdout.trim().split('\n').sort(), zxing: zxing.map((result) => result.text).sort() };
}

const CONTENTS = ITEMS.map((item) => item.content).sort();

describe('renderSheet with styles and frames', () => {
  const designs: [string, FramedSheetOptions][] = [
    ['styled', { symbolMm: 40, ...STYLE }],
    ['framed', { symbolMm: 40, ...STYLE, frame: { style: 'box', text: 'Scan me' }, cropMarks: true }],
    ['banner', { symbolMm: 35, modules: 'classy', fg: '#1d3557', frame: { style: 'banner-top', text: 'Speisekarte' } }],
  ];
  for (const [name, options] of designs) {
    it(`${name}: every code on the page read by zbar and ZXing-C++`, async () => {
      const pdf = await renderSheet(ITEMS, options);
      expect(Buffer.from(await renderSheet(ITEMS, options)).equals(Buffer.from(pdf))).toBe(true);
      const readings = await readSheet(name, pdf);
      expect(readings.zbar).toEqual(CONTENTS);
      expect(readings.zxing).toEqual(CONTENTS);
    }, 60_000);
  }

  it('gives each symbol size its own shading for the gradient', async () => {
    const text = Buffer.from(await renderSheet(ITEMS, { symbolMm: 40, ...STYLE })).toString('latin1');
    // Four QR versions among the six items: four radial shadings in the page resources.
    expect(text.match(/\/Fg\d+ << \/ShadingType 3/g)).toHaveLength(4);
  });

  it('keeps a frame off the main entry, and off non-QR symbols', async () => {
    await expect(renderPlainSheet(ITEMS, { symbolMm: 40, frame: { style: 'box', text: 'x' } } as never)).rejects.toThrow(/@quietzone\/render\/frames/);
    await expect(renderSheet([{ content: 'ABC' }], { symbolMm: 20, symbol: 'datamatrix', frame: { style: 'box', text: 'x' } })).rejects.toThrow(/only around a QR code, not datamatrix/);
  });
});
