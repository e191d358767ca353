import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { writePng } from '../src/png';
import { darkOnWhite } from './support/arbitraries';
import { decodePng, decodeRaster, readPng, utf8 } from './support/decode-image';
import { dropAlpha } from './support/drop-alpha';
import { DECODE_RUNS, renderCase } from './support/render-cases';

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
});
