import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { BLACK, WHITE, type Rgb } from '@quietzone/core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { writeEps } from '../src/eps';
import { encodeQr } from '../src/matrix';
import { placeLogo } from '../src/logo-area';
import { renderQr } from '../src/render-qr';
import type { RenderOptions } from '../src/render-options';
import type { WriterOptions } from '../src/writer-options';
import { decodeAscii85 } from './support/ascii85';
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
const RED: Rgb = { r: 255, g: 0, b: 0 };
const GRAY_33: Rgb = { r: 0x33, g: 0x33, b: 0x33 };
const NAVY: Rgb = { r: 0, g: 0, b: 128 };
const CREAM: Rgb = { r: 255, g: 250, b: 205 };
const PIXELS_PER_MODULE = 4;
/** DSC (Adobe TN 5001): no line longer than 255 characters. */
const DSC_MAX_LINE = 255;

function options(overrides: Partial<WriterOptions> = {}): WriterOptions {
  return { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square', ...overrides };
}

interface ReadEps {
  readonly text: string;
  readonly lines: string[];
  /** Every color the file sets, in order, as written. */
  readonly colorOperations: string[];
  readonly canvas: PrintCanvas;
  readonly fills: number;
  /** Image data between `exec` and `~>`, when there is a logo. */
  readonly imageData?: string;
}

/**
 * Interprets the handful of operators the writer uses (numbers, setgray, setcmykcolor,
 * rectfill, the `r` run procedure, fill) in module units, skipping the logo's image data.
 */
function readEps(bytes: Uint8Array, side = SIDE): ReadEps {
  const text = new TextDecoder().decode(bytes);
  const lines = text.split('\n');
  const dataStart = lines.findIndex((line) => line.endsWith(' exec'));
  const dataEnd = lines.findIndex((line) => line.endsWith('~>'));
  const imageData = dataStart >= 0 ? lines.slice(dataStart + 1, dataEnd + 1).join('\n') : undefined;
  const program = lines.filter((line, i) => !line.startsWith('%') && !line.startsWith('/r ') && (dataStart < 0 || i <= dataStart || i > dataEnd));

  const canvas = createPrintCanvas(side);
  const stack: number[] = [];
  const pop = (count: number) => stack.splice(stack.length - count, count);
  const colorOperations: string[] = [];
  let color = grayToRgb(0);
  let path: number[][] = [];
  let fills = 0;
  for (const token of program.join(' ').split(/\s+/).filter(Boolean)) {
    if (/^-?[\d.]+$/.test(token)) {
      stack.push(Number(token));
    } else if (token === 'setgray') {
      const operands = pop(1);
      colorOperations.push(`${operands.join(' ')} setgray`);
      color = grayToRgb(operands[0]!);
    } else if (token === 'setcmykcolor') {
      const operands = pop(4);
      colorOperations.push(`${operands.join(' ')} setcmykcolor`);
      color = cmykToRgb(operands[0]!, operands[1]!, operands[2]!, operands[3]!);
    } else if (token === 'rectfill') {
      const [x, y, w, h] = pop(4);
      fillRect(canvas, x!, y!, w!, h!, color);
      fills++;
    } else if (token === 'r') {
      path.push([...pop(3), 1]);
    } else if (token === 'fill') {
      for (const [x, y, w, h] of path) fillRect(canvas, x!, y!, w!, h!, color);
      path = [];
      fills++;
    }
  }
  return { text, lines, colorOperations, canvas, fills, ...(imageData === undefined ? {} : { imageData }) };
}

function decodes(read: ReadEps): Uint8Array | undefined {
  return decodeRaster(canvasToRaster(read.canvas, PIXELS_PER_MODULE));
}

const paintsBackground = (read: ReadEps) => read.text.includes(` 0 0 ${SIDE} ${SIDE} rectfill`);

describe('writeEps', () => {
  it('writes an EPSF 3.0 header whose bounding box is the code plus quiet zone in points', () => {
    const read = readEps(writeEps(MATRIX, options({ moduleSize: 3 })));
    expect(read.lines[0]).toBe('%!PS-Adobe-3.0 EPSF-3.0');
    expect(read.lines).toContain(`%%BoundingBox: 0 0 ${SIDE * 3} ${SIDE * 3}`);
    expect(read.lines).toContain(`%%HiResBoundingBox: 0 0 ${SIDE * 3} ${SIDE * 3}`);
    expect(read.lines).toContain('%%Creator: quietzone');
    expect(read.lines).toContain('3 dup scale');
    expect(read.text.endsWith('%%EOF\n')).toBe(true);
    // A fixed date: the same input keeps giving the same bytes.
    expect(read.lines).toContain('%%CreationDate: (1970-01-01T00:00:00Z)');
    expect(read.lines.every((line) => line.length <= DSC_MAX_LINE)).toBe(true);
  });

  it('rounds a fractional size up in %%BoundingBox and keeps it in %%HiResBoundingBox', () => {
    const read = readEps(writeEps(MATRIX, options({ moduleSize: 2.5 })));
    expect(read.lines).toContain(`%%BoundingBox: 0 0 ${Math.ceil(SIDE * 2.5)} ${Math.ceil(SIDE * 2.5)}`);
    expect(read.lines).toContain(`%%HiResBoundingBox: 0 0 ${SIDE * 2.5} ${SIDE * 2.5}`);
  });

  it('draws the default code in black gray, as one path, with no background and no CMYK', () => {
    const read = readEps(writeEps(MATRIX, options()));
    expect(decodes(read)).toEqual(utf8(CONTENT));
    expect(paintedModules(read.canvas, 4)).toEqual(MATRIX.modules);
    expect(quietZoneIsLight(read.canvas, 4)).toBe(true);
    expect(read.colorOperations).toEqual(['0 setgray']);
    expect(read.fills).toBe(1);
    expect(paintsBackground(read)).toBe(false);
    expect(read.text).not.toContain('setcmykcolor');
  });

  it('writes a non-gray foreground as CMYK in whole percents, over an opaque white area', () => {
    const read = readEps(writeEps(MATRIX, options({ foreground: RED, defaultColors: false })));
    expect(read.colorOperations).toEqual(['1 setgray', '0 1 1 0 setcmykcolor']);
    expect(read.text).toContain(`1 setgray 0 0 ${SIDE} ${SIDE} rectfill`);
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('writes gray as setgray only', () => {
    const read = readEps(writeEps(MATRIX, options({ foreground: GRAY_33, defaultColors: false })));
    expect(read.colorOperations).toEqual(['1 setgray', '0.2 setgray']);
    expect(read.text).not.toContain('setcmykcolor');
  });

  it('fills the whole code and quiet zone with a chosen background color', () => {
    const read = readEps(writeEps(MATRIX, options({ foreground: NAVY, background: CREAM, defaultColors: false })));
    expect(read.colorOperations).toEqual(['0 0.02 0.2 0 setcmykcolor', '1 1 0 0.5 setcmykcolor']);
    expect(paintsBackground(read)).toBe(true);
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('draws no background at all when it is transparent', () => {
    const read = readEps(writeEps(MATRIX, options({ foreground: RED, background: 'transparent', defaultColors: false })));
    expect(read.colorOperations).toEqual(['0 1 1 0 setcmykcolor']);
    expect(read.text).not.toContain('rectfill');
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });

  it('gives the same bytes for the same input', () => {
    const first = writeEps(MATRIX, options({ foreground: RED, defaultColors: false }));
    const second = writeEps(MATRIX, options({ foreground: RED, defaultColors: false }));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  describe('with a logo', () => {
    const placed = placeLogo(encodeQr(CONTENT, { ecc: 'H' }), halfTransparentLogo());
    const side = placed.matrix.size + 8;
    const read = readEps(
      writeEps(placed.matrix, options({ background: 'transparent', defaultColors: false, logo: placed.logo })),
      side,
    );

    it('puts a white square behind the logo even on a transparent background, and still decodes', () => {
      const { area } = placed.logo;
      const x = 4 + area.x;
      const y = 4 + placed.matrix.size - area.y - area.size;
      expect(read.text).toContain(`1 setgray ${x} ${y} ${area.size} ${area.size} rectfill`);
      expect(read.lines).toContain('%%LanguageLevel: 3');
      expect(decodes(read)).toEqual(utf8(CONTENT));
      expect(read.lines.every((line) => line.length <= DSC_MAX_LINE)).toBe(true);
    });

    it('embeds the logo pixels composited over white as a 512×512 RGB image', () => {
      expect(read.text).toContain('/Width 512 /Height 512 /BitsPerComponent 8');
      const rgb = inflateSync(decodeAscii85(read.imageData!));
      expect(rgb.length).toBe(512 * 512 * 3);
      // Left half opaque navy; right half navy at alpha 128 over white.
      expect([...rgb.subarray(0, 3)]).toEqual([0, 0, 128]);
      const right = (10 * 512 + 400) * 3;
      expect([...rgb.subarray(right, right + 3)]).toEqual([127, 127, 191]);
      expect(read.imageData!.split('\n').some((line) => line.startsWith('%'))).toBe(false);
    });
  });
});

/** 512×512 navy: the left half opaque, the right half half-transparent. */
function halfTransparentLogo(): Uint8Array {
  const png = new PNG({ width: 512, height: 512 });
  for (let y = 0; y < 512; y++) {
    for (let x = 0; x < 512; x++) {
      const i = (y * 512 + x) * 4;
      png.data[i + 2] = 128;
      png.data[i + 3] = x < 256 ? 255 : 128;
    }
  }
  return PNG.sync.write(png);
}

describe('writeEps bytes', () => {
  // SHA-256 of the files the string-built writer wrote before the runs were written as bytes
  // (c17096a), updated once when the header gained %%Title, %%CreationDate and
  // %%DocumentProcessColors: the same input must keep giving the same file.
  it.each([
    ['the default code', 'https://qz.example/r/Ab3dE', { format: 'eps' }, 1994, '7bb80272f3b9f0b86a088119200bc4eb80e11f5fbd265ae4d4535f68e8b33eec'],
    ['colors, size 7, ECC Q', 'https://qz.example/r/Ab3dE', { format: 'eps', size: 7, fg: 'c81e1e', bg: 'fffacd', ecc: 'Q' }, 2714, '19d7323da2e6d49f572f6a819345272923015356e44f5fbc3aa2c8792f72dd05'],
    ['a spot ink at 0.6 mm, transparent', 'https://qz.example/r/Ab3dE', { format: 'eps', fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }, moduleMm: 0.6, bg: 'transparent' }, 2477, 'dc5377c102c60a9b3a0f5175c222d17e0463ca550867d79334cd65e65b0a962b'],
    ['version 40 (66 kB, more than the first buffer)', 'x'.repeat(2300), { format: 'eps', ecc: 'L', symbolMm: 180 }, 67028, 'f45bb7dd19bc33be95b166f48459f408d0cadf0e04e32f1a5f7b5f2e342e0d3b'],
  ] satisfies [string, string, RenderOptions, number, string][])('are unchanged for %s', async (_, content, renderOptions, length, sha256) => {
    const bytes = await renderQr(content, renderOptions);
    expect(bytes.length).toBe(length);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
    // A file of its own, not a view into the writer's reused buffer.
    expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
  });
});

describe('writeEps with a physical module size', () => {
  const MM = 72 / 25.4;

  it.each([0.25, 0.5, 1.7, 5])('makes every module %s mm: bounding box and scale in points', (moduleMm) => {
    const read = readEps(writeEps(MATRIX, options({ moduleSize: 7, moduleMm })));
    const extent = SIDE * moduleMm * MM;
    const hiRes = read.lines.find((line) => line.startsWith('%%HiResBoundingBox:'))!.split(' ').slice(1).map(Number);
    expect(hiRes.slice(0, 2)).toEqual([0, 0]);
    expect(Math.abs(hiRes[2]! - extent)).toBeLessThan(0.001);
    expect(Math.abs(hiRes[3]! - extent)).toBeLessThan(0.001);
    expect(read.lines).toContain(`%%BoundingBox: 0 0 ${Math.ceil(hiRes[2]!)} ${Math.ceil(hiRes[3]!)}`);
    const scale = Number(read.lines.find((line) => line.endsWith(' dup scale'))!.split(' ')[0]);
    // The drawn symbol (SIDE modules) ends within 0.001 pt of the bounding box.
    expect(Math.abs(SIDE * scale - extent)).toBeLessThan(0.001);
    expect(decodes(read)).toEqual(utf8(CONTENT));
  });
});

describe('writeEps with a spot color', () => {
  const spot = { spot: 'HKS 43 (K)', cmyk: [100, 60.5, 0, 0] } as const;
  const read = readEps(writeEps(MATRIX, options({ defaultColors: false, spot })));

  it('declares the custom color for importing programs (DSC) and sets it with setcustomcolor', () => {
    expect(read.lines).toContain('%%DocumentCustomColors: (HKS 43 \\(K\\))');
    expect(read.lines).toContain('%%CMYKCustomColor: 1 0.605 0 0 (HKS 43 \\(K\\))');
    expect(read.lines).toContain('/spot 1 0.605 0 0 (HKS 43 \\(K\\)) findcmykcustomcolor def');
    expect(read.lines).toContain('spot 1 setcustomcolor');
    expect(read.text).not.toContain('setcmykcolor');
    expect(read.lines.every((line) => line.length <= DSC_MAX_LINE)).toBe(true);
  });
});

describe('writeEps DSC comments', () => {
  const header = async (content: string, options: Omit<RenderOptions, 'format'> = {}) => {
    const text = new TextDecoder().decode(await renderQr(content, { format: 'eps', ...options }));
    return text.slice(0, text.indexOf('%%EndComments')).split('\n');
  };

  it('titles the file with its content, escaped for a PostScript string and cut to 60 characters', async () => {
    expect(await header('https://qz.example/r/Ab3dE')).toContain('%%Title: (https://qz.example/r/Ab3dE)');
    expect(await header('Gąsienica (Café)')).toContain('%%Title: (G\\304\\205sienica \\(Caf\\303\\251\\))');
    const long = (await header('x'.repeat(200))).find((line) => line.startsWith('%%Title:'))!;
    expect(long).toBe(`%%Title: (${'x'.repeat(60)})`);
  });

  it('lists the process plates the colors mark, and a spot ink as a custom color only', async () => {
    const processColors = async (options: Omit<RenderOptions, 'format'>) => (await header('x', options)).find((line) => line.startsWith('%%DocumentProcessColors:'));
    expect(await processColors({})).toBe('%%DocumentProcessColors: Black');
    expect(await processColors({ fg: '1D4ED8', bg: 'FFFFFF' })).toBe('%%DocumentProcessColors: Cyan Magenta Black');
    const spot = await header('x', { fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }, bg: 'transparent' });
    expect(spot.some((line) => line.startsWith('%%DocumentProcessColors:'))).toBe(false);
    expect(spot).toContain('%%DocumentCustomColors: (PANTONE 286 C)');
  });
});
