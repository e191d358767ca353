import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { writePng } from '../src/png';
import { MODULE_SIZE } from '@quietzone/core';
import { darkOnWhite } from './support/arbitraries';
import { anyMatrixUpTo } from './support/arbitrary-matrix';
import { decodePng, decodeRaster, readPng, utf8 } from './support/decode-image';
import { dropAlpha } from './support/drop-alpha';
import { DECODE_RUNS, colors, renderCase } from './support/render-cases';

/** Each run checks every pixel; a version-10 symbol at 20 px is 1,300 × 1,300 pixels. */
const PAINT_RUNS = 30;
const PAINT_MAX_VERSION = 10;

describe('writePng (decoded by pngjs + jsqr)', () => {
  it('reads back as the encoded content for any text, ECC level, module size and readable colors', () => {
    fc.assert(
      fc.property(renderCase, ({ content, ecc, moduleSize, colors }) => {
        const png = writePng(encodeQr(content, { ecc }), { ...colors, moduleSize, defaultColors: false, page: 'square' });
        expect(decodePng(png)).toEqual(utf8(content));
      }),
      { numRuns: DECODE_RUNS },
    );
  });

  it('on a transparent background, holds only opaque foreground and transparent white, and reads back with alpha dropped', () => {
    fc.assert(
      // renderCase's text, ECC and module size; the foreground any color readable on white.
      fc.property(renderCase, darkOnWhite, ({ content: text, ecc, moduleSize }, foreground) => {
        const png = writePng(encodeQr(text, { ecc }), { foreground, background: 'transparent', moduleSize, defaultColors: false, page: 'square' });
        const image = readPng(png);
        const dark = [foreground.r, foreground.g, foreground.b, 255].join();
        const pixels = new Set<string>();
        for (let i = 0; i < image.data.length; i += 4) pixels.add([...image.data.subarray(i, i + 4)].join());
        expect([...pixels].filter((pixel) => pixel !== dark && pixel !== '255,255,255,0')).toEqual([]);
        expect(decodeRaster(dropAlpha(image))).toEqual(utf8(text));
      }),
      { numRuns: DECODE_RUNS },
    );
  });

  it('paints every pixel from its module for any matrix, module size (2–20) and colors', () => {
    fc.assert(
      fc.property(anyMatrixUpTo(PAINT_MAX_VERSION), fc.integer(MODULE_SIZE), colors, (matrix, moduleSize, { foreground, background }) => {
        const image = readPng(writePng(matrix, { foreground, background, moduleSize, defaultColors: false, page: 'square' }));
        const side = (matrix.size + 8) * moduleSize;
        expect([image.width, image.height]).toEqual([side, side]);
        const dark = [foreground.r, foreground.g, foreground.b, 255];
        const light = background === 'transparent' ? [255, 255, 255, 0] : [background.r, background.g, background.b, 255];
        let wrong = 0;
        for (let py = 0; py < side; py++) {
          const y = Math.floor(py / moduleSize) - 4;
          for (let px = 0; px < side; px++) {
            const x = Math.floor(px / moduleSize) - 4;
            const inside = x >= 0 && y >= 0 && x < matrix.size && y < matrix.size;
            const expected = inside && matrix.modules[y * matrix.size + x] === 1 ? dark : light;
            const offset = (py * side + px) * 4;
            for (let c = 0; c < 4; c++) if (image.data[offset + c] !== expected[c]) wrong++;
          }
        }
        expect(wrong).toBe(0);
      }),
      { numRuns: PAINT_RUNS },
    );
  });
});
