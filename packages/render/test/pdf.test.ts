import { BLACK, WHITE, type Rgb } from '@quietzone/core';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, decodePDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { placeLogo } from '../src/logo-area';
import { writePdf } from '../src/pdf';
import type { WriterOptions } from '../src/writer-options';
import { decodeRaster, utf8 } from './support/decode-image';
import {
  canvasToRaster,
  cmykToRgb,
  createPrintCanvas,
  fillRect,
  grayToRgb,
  paintedModules,
  quietZoneIsLight,
  type PrintCanvas,
} from './support/print-canvas';

const CONTENT = 'https://qz.example/r/Ab3dE';
const MATRIX = encodeQr(CONTENT, { ecc: 'M' });
const SIDE = MATRIX.size + 8;
const MM = 72 / 25.4;
const RED: Rgb = { r: 255, g: 0, b: 0 };
const GRAY_33: Rgb = { r: 0x33, g: 0x33, b: 0x33 };
const NAVY: Rgb = { r: 0, g: 0, b: 128 };
const CREAM: Rgb = { r: 255, g: 250, b: 205 };
/** Rasterizing one module as 4 pixels keeps jsqr fast and its sampling unambiguous. */
const PIXELS_PER_MODULE = 4;

function options(overrides: Partial<WriterOptions> = {}): WriterOptions {
  return { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square', ...overrides };
}

interface ReadPdf {
  readonly doc: PDFDocument;
  /** The page's content stream, inflated, one operator per line. */
  readonly lines: string[];
  /** The first `cm`: module units to page points. */
  readonly transform: number[];
  readonly canvas: PrintCanvas;
  readonly fills: number;
}

/** Parses with pdf-lib, inflates the page content and paints its fills in module units. */
async function readPdf(bytes: Uint8Array, side = SIDE): Promise<ReadPdf> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const text = streams
    .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
  const lines = text.split('\n').filter(Boolean);

  const canvas = createPrintCanvas(side);
  let color = grayToRgb(0);
  let path: number[][] = [];
  let transform: number[] = [];
  let fills = 0;
  for (const line of lines) {
    const parts = line.split(' ');
    const operator = parts.pop();
    const operands = parts.map(Number);
    if (operator === 'cm' && transform.length === 0) transform = operands;
    else if (operator === 'g') color = grayToRgb(operands[0]!);
    else if (operator === 'k') color = cmykToRgb(operands[0]!, operands[1]!, operands[2]!, operands[3]!);
    else if (operator === 're') path.push(operands);
    else if (operator === 'f') {
      for (const [x, y, w, h] of path) fillRect(canvas, x!, y!, w!, h!, color);
      path = [];
      fills++;
    }
  }
  return { doc, lines, transform, canvas, fills };
}

function decodes(read: ReadPdf): Uint8Array | undefined {
  return decodeRaster(canvasToRaster(read.canvas, PIXELS_PER_MODULE));
}

const isBackground = (line: string) => line === `0 0 ${SIDE} ${SIDE} re`;

describe('writePdf', () => {
  it('draws the default code black, in one filled path, with no background and no color operator', async () => {
    const read = await readPdf(await writePdf(MATRIX, options()));
    expect(decodes(read)).toEqual(utf8(CONTENT));
    expect(paintedModules(read.canvas, 4)).toEqual(MATRIX.modules);
    expect(quietZoneIsLight(read.canvas, 4)).toBe(true);
    expect(read.fills).toBe(1);
    expect(read.lines.some(isBackground)).toBe(false);
    expect(read.lines.filter((line) => / (g|k)$/.test(line))).toEqual([]);
  });

  it('makes every module 1 mm and the square page the code plus a 4-module quiet zone', async () => {
    const read = await readPdf(await writePdf(MATRIX, options({ moduleSize: 17 })));
    const { width, height } = read.doc.getPage(0).getSize();
    expect(width).toBeCloseTo(SIDE * MM, 3);
    expect(height).toBeCloseTo(SIDE * MM, 3);
    expect(read.transform[0]).toBeCloseTo(MM, 5);
    expect(read.transform[3]).toBeCloseTo(MM, 5);
    expect(read.transform.slice(4)).toEqual([0, 0]);
  });

  it('centers the same code on an A4 page', async () => {
    const read = await readPdf(await writePdf(MATRIX, options({ page: 'a4' })));
    const { width, height } = read.doc.getPage(0).getSize();
    expect([width, height]).toEqual([595.28, 841.89]);
    expect(read.transform[0]).toBeCloseTo(MM, 5);
    expect(read.transform[4]).toBeCloseTo((595.28 - SIDE * MM) / 2, 3);
    expect(read.transform[5]).toBeCloseTo((841.89 - SIDE * MM) / 2, 3);
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('fits a version-40 code (185 mm with quiet zone) on A4', async () => {
    const matrix = encodeQr('x'.repeat(1273), { ecc: 'H' });
    expect(matrix.size).toBe(177);
    const read = await readPdf(await writePdf(matrix, options({ page: 'a4' })), 185);
    const [scale, , , , x, y] = read.transform as [number, number, number, number, number, number];
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);
    expect(x + 185 * scale).toBeLessThan(595.28);
    expect(y + 185 * scale).toBeLessThan(841.89);
  });

  it('writes a non-gray foreground as CMYK in whole percents, over an opaque white area', async () => {
    const read = await readPdf(await writePdf(MATRIX, options({ foreground: RED, defaultColors: false })));
    const background = read.lines.findIndex(isBackground);
    expect(read.lines[background - 1]).toBe('1 g');
    expect(read.lines[background + 1]).toBe('f');
    expect(read.lines).toContain('0 1 1 0 k');
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('writes gray as DeviceGray only, so it prints on the black plate', async () => {
    const read = await readPdf(await writePdf(MATRIX, options({ foreground: GRAY_33, defaultColors: false })));
    expect(read.lines).toContain('0.2 g');
    expect(read.lines.filter((line) => line.endsWith(' k'))).toEqual([]);
  });

  it('fills the whole code and quiet zone with a chosen background color', async () => {
    const read = await readPdf(
      await writePdf(MATRIX, options({ foreground: NAVY, background: CREAM, defaultColors: false })),
    );
    const background = read.lines.findIndex(isBackground);
    expect(read.lines[background - 1]).toBe('0 0.02 0.2 0 k');
    expect(read.lines).toContain('1 1 0 0.5 k');
    expect(read.canvas.pixels[0]).toEqual(cmykToRgb(0, 0.02, 0.2, 0));
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('draws no background at all when it is transparent', async () => {
    const read = await readPdf(
      await writePdf(MATRIX, options({ foreground: RED, background: 'transparent', defaultColors: false })),
    );
    expect(read.lines.some(isBackground)).toBe(false);
    expect(read.fills).toBe(1);
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('gives the same bytes for the same input, with no dates, producer or /ID', async () => {
    const first = await writePdf(MATRIX, options({ foreground: RED, defaultColors: false, page: 'a4' }));
    const second = await writePdf(MATRIX, options({ foreground: RED, defaultColors: false, page: 'a4' }));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const text = Buffer.from(first).toString('latin1');
    for (const key of ['/ID', '/Info', '/CreationDate', '/ModDate', '/Producer']) expect(text).not.toContain(key);
  });

  it('stays small: about a kilobyte for a short link', async () => {
    const bytes = await writePdf(MATRIX, options());
    expect(bytes.length).toBeLessThan(1500);
  });

  describe('with a logo', () => {
    const logoPng = solidLogo();
    const placed = placeLogo(encodeQr(CONTENT, { ecc: 'H' }), logoPng);
    const side = placed.matrix.size + 8;

    it('embeds the PNG with its alpha as an SMask, on a white square, and still decodes', async () => {
      const read = await readPdf(
        await writePdf(placed.matrix, options({ background: 'transparent', defaultColors: false, logo: placed.logo })),
        side,
      );
      const { area } = placed.logo;
      const x = 4 + area.x;
      const y = 4 + placed.matrix.size - area.y - area.size;
      const square = read.lines.indexOf(`${x} ${y} ${area.size} ${area.size} re`);
      expect(read.lines.slice(square - 1, square + 2)).toEqual(['1 g', `${x} ${y} ${area.size} ${area.size} re`, 'f']);
      expect(read.lines).toContain('/Logo Do');

      const xObjects = read.doc.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
      const image = read.doc.context.lookup(xObjects.get(PDFName.of('Logo'))) as PDFStream;
      expect(image.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));
      expect(image.dict.get(PDFName.of('SMask'))).toBeDefined();
      expect(decodes(read)).toEqual(utf8(CONTENT));
    });
  });
});

/** A 512×512 normalized-style logo: an opaque red disc on transparent pixels. */
function solidLogo(): Uint8Array {
  const png = new PNG({ width: 512, height: 512 });
  for (let y = 0; y < 512; y++) {
    for (let x = 0; x < 512; x++) {
      const i = (y * 512 + x) * 4;
      const inside = (x - 256) ** 2 + (y - 256) ** 2 < 200 ** 2;
      png.data[i] = 220;
      png.data[i + 1] = 20;
      png.data[i + 2] = 60;
      png.data[i + 3] = inside ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

describe('writePdf with a physical module size', () => {
  it.each([0.25, 0.5, 1.7, 5])('makes every module %s mm, the square page exactly the symbol', async (moduleMm) => {
    const read = await readPdf(await writePdf(MATRIX, options({ moduleMm })));
    const { width, height } = read.doc.getPage(0).getSize();
    // Exact to well under a point: the page edge and the drawn symbol's edge agree to 0.001 pt.
    expect(Math.abs(width - SIDE * moduleMm * MM)).toBeLessThan(0.001);
    expect(Math.abs(height - SIDE * moduleMm * MM)).toBeLessThan(0.001);
    const [scale, , , , x, y] = read.transform as [number, number, number, number, number, number];
    expect(Math.abs(SIDE * scale - SIDE * moduleMm * MM)).toBeLessThan(0.001);
    expect([x, y]).toEqual([0, 0]);
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('centers a 2 mm-module symbol on A4 at its physical size', async () => {
    const read = await readPdf(await writePdf(MATRIX, options({ moduleMm: 2, page: 'a4' })));
    const [scale, , , , x, y] = read.transform as [number, number, number, number, number, number];
    expect(Math.abs(scale - 2 * MM)).toBeLessThan(1e-6);
    expect(x).toBeCloseTo((595.28 - SIDE * 2 * MM) / 2, 3);
    expect(y).toBeCloseTo((841.89 - SIDE * 2 * MM) / 2, 3);
  });

  it('writes the same bytes for moduleMm 1 as for the 1 mm default', async () => {
    const byDefault = await writePdf(MATRIX, options());
    const explicit = await writePdf(MATRIX, options({ moduleMm: 1 }));
    expect(Buffer.from(explicit).equals(Buffer.from(byDefault))).toBe(true);
  });
});

describe('writePdf with a spot color', () => {
  const spot = { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } as const;

  it('fills the code with a Separation color space whose alternate is the CMYK mix', async () => {
    const bytes = await writePdf(MATRIX, options({ foreground: RED, defaultColors: false, spot }));
    const read = await readPdf(bytes);
    expect(read.lines).toContain('/Spot cs');
    expect(read.lines).toContain('1 scn');
    expect(read.lines.filter((line) => line.endsWith(' k'))).toEqual([]);
    const colorSpaces = read.doc.getPage(0).node.Resources()!.lookup(PDFName.of('ColorSpace'), PDFDict);
    const separation = read.doc.context.lookup(colorSpaces.get(PDFName.of('Spot'))) as PDFArray;
    expect(separation.get(0)).toBe(PDFName.of('Separation'));
    expect(separation.get(1)).toBe(PDFName.of('PANTONE 286 C'));
    expect(separation.get(2)).toBe(PDFName.of('DeviceCMYK'));
    const tint = separation.get(3) as PDFDict;
    expect(tint.get(PDFName.of('FunctionType'))?.toString()).toBe('2');
    expect(tint.get(PDFName.of('C1'))?.toString()).toBe('[ 1 0.66 0 0.02 ]');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/PANTONE#20286#20C');
  });

  it('gives the same bytes for the same spot color', async () => {
    const first = await writePdf(MATRIX, options({ defaultColors: false, spot }));
    const second = await writePdf(MATRIX, options({ defaultColors: false, spot }));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
