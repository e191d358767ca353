import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDataMatrix, encodeMicroQr, encodeRmqr, renderQr, renderSheet, writeEps, writePdf, writePng, writeSvg } from '../src/index';
import { POINTS_PER_MM } from '../src/physical-size';
import { rasterizeSvg, readPng, overWhite, type Raster } from './support/decode-image';
import { readRaster, type SymbolFormat } from './support/zxing-decode';

// Every writer draws Micro QR, rMQR and Data Matrix: each file is rasterized by a tool that is
// not ours (pngjs, resvg, poppler's pdftoppm, ghostscript) and read back by ZXing-C++.

const run = promisify(execFile);
const LINK = 'https://id.example.com/01/09506000134352/10/L1';
const FORMAT_OF = { microqr: 'MicroQRCode', rmqr: 'rMQRCode', datamatrix: 'DataMatrix' } as const satisfies Record<string, SymbolFormat>;
/** Micro QR holds at most 35 digits or 21 characters: its content is a GTIN, not a link. */
const CONTENT_OF = { microqr: '09506000134352', rmqr: LINK, datamatrix: LINK } as const;
type Symbol = keyof typeof FORMAT_OF;
const SYMBOLS = Object.keys(FORMAT_OF) as Symbol[];

let dir: string;
let fileNumber = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-symbol-writers-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function rasterOf(format: 'svg' | 'png' | 'pdf' | 'eps', bytes: Uint8Array, dpi = '600'): Promise<Raster> {
  if (format === 'png') return overWhite(readPng(bytes));
  if (format === 'svg') return overWhite(rasterizeSvg(bytes));
  const base = join(dir, `file-${fileNumber++}`);
  await writeFile(`${base}.${format}`, bytes);
  if (format === 'pdf') await run('pdftoppm', ['-r', dpi, '-png', '-singlefile', `${base}.pdf`, base]);
  else await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=png16m', `-r${dpi}`, '-o', `${base}.png`, `${base}.eps`]);
  return overWhite(readPng(await readFile(`${base}.png`)));
}

async function readOne(raster: Raster, symbol: Symbol): Promise<{ text: string; symbologyIdentifier: string }> {
  const results = (await readRaster(raster, FORMAT_OF[symbol])).filter((result) => result.isValid);
  expect(results, `${symbol}: one symbol read`).toHaveLength(1);
  return results[0]!;
}

describe('renderQr draws Micro QR, rMQR and Data Matrix in every format', () => {
  for (const symbol of SYMBOLS) {
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      it(`${symbol} as ${format} decodes to its content`, async () => {
        const bytes = await renderQr(CONTENT_OF[symbol], { format, symbol, ...(format === 'pdf' || format === 'eps' ? { moduleMm: 0.5 } : {}) });
        expect((await readOne(await rasterOf(format, bytes), symbol)).text).toBe(CONTENT_OF[symbol]);
      });
    }
  }

  it('colors, CMYK and a spot ink carry over (dark green on cream, PANTONE in PDF and EPS)', async () => {
    for (const format of ['png', 'svg'] as const) {
      const bytes = await renderQr(LINK, { format, symbol: 'rmqr', fg: '1b5e20', bg: 'fff8e1' });
      expect((await readOne(await rasterOf(format, bytes), 'rmqr')).text).toBe(LINK);
    }
    for (const format of ['pdf', 'eps'] as const) {
      const bytes = await renderQr(LINK, { format, symbol: 'datamatrix', fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }, moduleMm: 0.5 });
      const text = new TextDecoder('latin1').decode(bytes);
      expect(text).toMatch(format === 'pdf' ? /\/Separation \/PANTONE#20286#20C/ : /%%DocumentCustomColors: \(PANTONE 286 C\)/);
      expect((await readOne(await rasterOf(format, bytes), 'datamatrix')).text).toBe(LINK);
    }
  });

  it('a GS1 element string is a GS1 DataMatrix: FNC1 first, read as ]d2 with GS between elements', async () => {
    const bytes = await renderQr('(01)09506000134352(10)L1(17)271231', { format: 'png', symbol: 'datamatrix', gs1: true });
    const read = await readOne(await rasterOf('png', bytes), 'datamatrix');
    expect(read.symbologyIdentifier).toBe(']d2');
    expect(read.text).toBe('010950600013435210L1\x1d17271231');
  });

  it('symbol qr is QR: the same bytes as no symbol at all', async () => {
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      expect(await renderQr(LINK, { format, symbol: 'qr', fg: '123456' })).toEqual(await renderQr(LINK, { format, fg: '123456' }));
    }
  });
});

describe('physical sizes of rectangular symbols', () => {
  const mediaBox = (pdf: Uint8Array) => {
    const match = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(new TextDecoder().decode(pdf));
    return { widthMm: Number(match![1]) / POINTS_PER_MM, heightMm: Number(match![2]) / POINTS_PER_MM };
  };

  it('heightMm with moduleMm picks the narrowest rMQR whose height fits: R15 at 0.5 mm in a 10 mm strip', async () => {
    const pdf = await renderQr(LINK, { format: 'pdf', symbol: 'rmqr', heightMm: 10, moduleMm: 0.5 });
    const { widthMm, heightMm } = mediaBox(pdf);
    // 15 rows + 2 × 2 quiet: 19 modules, 9.5 mm; R17 (21 modules) would be 10.5 mm.
    expect(heightMm).toBeCloseTo(9.5, 3);
    const expected = encodeRmqr(LINK, { height: 15 });
    expect(widthMm).toBeCloseTo((expected.width + 4) * 0.5, 3);
    expect((await readOne(await rasterOf('pdf', pdf), 'rmqr')).text).toBe(LINK);
  });

  it('heightMm alone fills the height exactly with the narrowest size, Data Matrix and rMQR', async () => {
    for (const symbol of ['rmqr', 'datamatrix'] as const) {
      const pdf = await renderQr(LINK, { format: 'pdf', symbol, heightMm: 10 });
      expect(mediaBox(pdf).heightMm, symbol).toBeCloseTo(10, 3);
      expect((await readOne(await rasterOf('pdf', pdf), symbol)).text).toBe(LINK);
    }
  });

  it('a height no symbol fits is a RangeError', async () => {
    await expect(renderQr(LINK, { format: 'pdf', symbol: 'rmqr', heightMm: 3, moduleMm: 0.5 })).rejects.toThrow(RangeError);
  });

  it('options a symbol does not have are refused by name', async () => {
    await expect(renderQr('12345', { format: 'svg', symbol: 'microqr', ecc: 'H' })).rejects.toThrow(/Micro QR has no level H/);
    await expect(renderQr(LINK, { format: 'pdf', heightMm: 10 })).rejects.toThrow(/heightMm needs symbol/);
    await expect(renderQr(LINK, { format: 'pdf', symbol: 'rmqr', symbolMm: 20 })).rejects.toThrow(/heightMm or moduleMm/);
    await expect(renderQr('(01)09506000134352', { format: 'svg', gs1: true })).rejects.toThrow(/datamatrix/);
    await expect(renderQr(LINK, { format: 'svg', symbol: 'aztec' as never })).rejects.toThrow(/symbol must be one of/);
  });
});

describe('writers take width × height matrices with their standard quiet zone', () => {
  it('SVG, PNG, PDF and EPS are (width + 2q) × (height + 2q) modules: rMQR q = 2, Data Matrix q = 1, Micro QR q = 2', async () => {
    const cases = [
      { matrix: encodeRmqr(LINK), quiet: 2 },
      { matrix: encodeDataMatrix(LINK, { shape: 'rectangle' }), quiet: 1 },
      { matrix: encodeMicroQr('12345'), quiet: 2 },
    ];
    for (const { matrix, quiet } of cases) {
      const across = matrix.width + 2 * quiet;
      const down = matrix.height + 2 * quiet;
      const svg = new TextDecoder().decode(writeSvg(matrix, { moduleSize: 3 }));
      expect(svg).toContain(`width="${across * 3}" height="${down * 3}" viewBox="0 0 ${across} ${down}"`);
      const png = readPng(writePng(matrix, { moduleSize: 3 }));
      expect([png.width, png.height]).toEqual([across * 3, down * 3]);
      const pdf = new TextDecoder().decode(await writePdf(matrix, { moduleMm: 1 }));
      const points = (modules: number) => Math.round(modules * (72 / 25.4) * 1e4) / 1e4;
      expect(pdf).toContain(`/MediaBox [0 0 ${points(across)} ${points(down)}]`);
      const eps = new TextDecoder().decode(writeEps(matrix, { moduleSize: 2 }));
      expect(eps).toContain(`%%BoundingBox: 0 0 ${across * 2} ${down * 2}`);
    }
  });

  it('margin overrides the standard quiet zone', () => {
    const matrix = encodeRmqr(LINK);
    const svg = new TextDecoder().decode(writeSvg(matrix, { moduleSize: 1, margin: 5 }));
    expect(svg).toContain(`viewBox="0 0 ${matrix.width + 10} ${matrix.height + 10}"`);
  });

  it('a logo on a rectangular symbol is a TypeError', () => {
    const matrix = encodeRmqr(LINK);
    expect(() => writeSvg(matrix, { logo: { png: new Uint8Array(1), area: { x: 0, y: 0, size: 1 } } })).toThrow(/square QR symbol/);
  });
});

describe('sheets impose any symbol', () => {
  it('a small sheet of rMQR, then of GS1 DataMatrix: every item decodes from the rasterized page', async () => {
    const items = ['A', 'B', 'C'].map((lot) => `https://id.example.com/01/09506000134352/10/${lot}`);
    const cases = [
      { symbol: 'rmqr' as const, items: items.map((content) => ({ content })), expected: items },
      {
        symbol: 'datamatrix' as const,
        gs1: true,
        items: ['A', 'B', 'C'].map((lot) => ({ content: `(01)09506000134352(10)${lot}` })),
        expected: ['A', 'B', 'C'].map((lot) => `010950600013435210${lot}`),
      },
    ];
    for (const { symbol, items: sheetItems, expected, ...rest } of cases) {
      const pdf = await renderSheet(sheetItems, { page: { widthMm: 150, heightMm: 60 }, symbolMm: 30, symbol, ...rest, cropMarks: true });
      const results = (await readRaster(await rasterOf('pdf', pdf), FORMAT_OF[symbol])).filter((result) => result.isValid);
      expect(results.map((result) => result.text).sort(), symbol).toEqual(expected);
    }
  });
});
