import { BLACK, WHITE, type Rgb } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { placeLogo } from '../src/logo-area';
import { encodeQr } from '../src/matrix';
import { writePng } from '../src/png';
import type { WriterOptions } from '../src/writer-options';
import { decodePng, decodeRaster, readPng, utf8 } from './support/decode-image';
import { dropAlpha } from './support/drop-alpha';
import { logoPng } from './support/logo-png';

const LINK = 'https://qr.example.com/Ab3dE7x';
const matrix = encodeQr(LINK, { ecc: 'M' });
const RED: Rgb = { r: 255, g: 0, b: 0 };
const NAVY: Rgb = { r: 0, g: 0, b: 0x80 };
const GRAY: Rgb = { r: 0x33, g: 0x33, b: 0x33 };
const CREAM: Rgb = { r: 0xff, g: 0xfd, b: 0xd0 };

function options(overrides: Partial<WriterOptions> = {}): WriterOptions {
  return { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square', ...overrides };
}

/** IHDR fields (PNG spec §11.2.2); IHDR is always the first chunk, right after the signature. */
function header(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20), bitDepth: png[24], colorType: png[25] };
}

function chunkTypes(png: Uint8Array): string[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  for (let offset = 8; offset < png.length; offset += 12 + view.getUint32(offset)) {
    types.push(new TextDecoder().decode(png.subarray(offset + 4, offset + 8)));
  }
  return types;
}

describe('writePng', () => {
  it('is exactly (modules + 8) × module size pixels', () => {
    for (const moduleSize of [2, 3, 4, 9, 20]) {
      const pixels = (matrix.size + 8) * moduleSize;
      for (const background of [WHITE, 'transparent'] as const) {
        const png = writePng(matrix, options({ moduleSize, background }));
        expect(header(png)).toMatchObject({ width: pixels, height: pixels });
        expect(readPng(png)).toMatchObject({ width: pixels, height: pixels });
      }
    }
  });

  it('paints each pixel from its module, quiet zone included', () => {
    const moduleSize = 3;
    const image = readPng(writePng(matrix, options({ moduleSize, foreground: NAVY, background: CREAM })));
    const wrong: number[] = [];
    for (let py = 0; py < image.height; py++) {
      for (let px = 0; px < image.width; px++) {
        const x = Math.floor(px / moduleSize) - 4;
        const y = Math.floor(py / moduleSize) - 4;
        const inside = x >= 0 && y >= 0 && x < matrix.size && y < matrix.size;
        const color = inside && matrix.modules[y * matrix.size + x] === 1 ? NAVY : CREAM;
        const offset = (py * image.width + px) * 4;
        const [r, g, b, a] = image.data.subarray(offset, offset + 4);
        if (r !== color.r || g !== color.g || b !== color.b || a !== 255) wrong.push(offset / 4);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['black on white', BLACK, WHITE, { bitDepth: 1, colorType: 0 }],
    ['white on black', WHITE, BLACK, { bitDepth: 1, colorType: 0 }],
    ['red on white', RED, WHITE, { bitDepth: 1, colorType: 3 }],
    ['gray on cream', GRAY, CREAM, { bitDepth: 1, colorType: 3 }],
    ['black on transparent', BLACK, 'transparent', { bitDepth: 1, colorType: 3 }],
    ['gray on transparent', GRAY, 'transparent', { bitDepth: 1, colorType: 3 }],
    ['navy on transparent', NAVY, 'transparent', { bitDepth: 1, colorType: 3 }],
  ] as const)('uses the smallest exact color type: %s', (_, foreground, background, expected) => {
    const png = writePng(matrix, options({ foreground, background, defaultColors: false }));
    expect(header(png)).toMatchObject(expected);
    const transparency = background === 'transparent' ? ['tRNS'] : [];
    const palette = expected.colorType === 3 ? ['PLTE'] : [];
    expect(chunkTypes(png)).toEqual(['IHDR', ...palette, ...transparency, 'IDAT', 'IEND']);
    expect(decodePng(png, { inverted: foreground === WHITE })).toEqual(utf8(LINK));
  });

  it('paints a color on itself as that color throughout', () => {
    for (const color of [BLACK, WHITE, NAVY]) {
      const image = readPng(writePng(matrix, options({ foreground: color, background: color, defaultColors: false })));
      const pixels = new Set<string>();
      for (let i = 0; i < image.data.length; i += 4) pixels.add([...image.data.subarray(i, i + 4)].join());
      expect([...pixels]).toEqual([[color.r, color.g, color.b, 255].join()]);
    }
  });

  it('writes the palette background first, then the foreground', () => {
    const png = writePng(matrix, options({ foreground: RED, background: CREAM }));
    const plte = png.indexOf(0x50, 33); // 'P' of PLTE, right after IHDR (8 + 25 bytes)
    expect([...png.subarray(plte + 4, plte + 10)]).toEqual([CREAM.r, CREAM.g, CREAM.b, RED.r, RED.g, RED.b]);
  });

  it('has alpha 0 wherever no module is drawn on a transparent background', () => {
    for (const foreground of [BLACK, NAVY]) {
      const image = readPng(writePng(matrix, options({ foreground, background: 'transparent' })));
      const alphaAt = (px: number, py: number) => image.data[(py * image.width + px) * 4 + 3];
      for (let i = 0; i < image.width; i++) {
        // Every edge of the quiet zone.
        expect([alphaAt(i, 0), alphaAt(0, i), alphaAt(i, image.height - 1), alphaAt(image.width - 1, i)]).toEqual([0, 0, 0, 0]);
      }
      // The top-left finder's corner is dark and opaque.
      expect(alphaAt(16, 16)).toBe(255);
    }
  });

  it('stores white in the transparent pixels and the opaque foreground in the dark ones', () => {
    const moduleSize = 3;
    for (const foreground of [BLACK, GRAY, NAVY, RED]) {
      const image = readPng(writePng(matrix, options({ moduleSize, foreground, background: 'transparent', defaultColors: false })));
      const wrong: number[] = [];
      for (let py = 0; py < image.height; py++) {
        for (let px = 0; px < image.width; px++) {
          const x = Math.floor(px / moduleSize) - 4;
          const y = Math.floor(py / moduleSize) - 4;
          const dark = x >= 0 && y >= 0 && x < matrix.size && y < matrix.size && matrix.modules[y * matrix.size + x] === 1;
          const expected = dark ? [foreground.r, foreground.g, foreground.b, 255] : [255, 255, 255, 0];
          const offset = (py * image.width + px) * 4;
          if (expected.some((value, channel) => image.data[offset + channel] !== value)) wrong.push(offset / 4);
        }
      }
      expect(wrong).toEqual([]);
    }
  });

  it('still decodes on a transparent background once a tool drops the alpha channel', () => {
    for (const foreground of [BLACK, GRAY, NAVY, RED]) {
      for (const ecc of ['L', 'H'] as const) {
        const png = writePng(encodeQr(LINK, { ecc }), options({ foreground, background: 'transparent', defaultColors: false }));
        expect(decodeRaster(dropAlpha(readPng(png)))).toEqual(utf8(LINK));
      }
    }
  });

  it('makes a code transparent at the cost of its tRNS chunk alone (still 1 bit per pixel)', () => {
    // The same pixels opaque on white: a palette of the same two entries.
    for (const foreground of [BLACK, NAVY]) {
      const opaque = writePng(matrix, options({ foreground, background: { r: 255, g: 255, b: 254 }, defaultColors: false }));
      const transparent = writePng(matrix, options({ foreground, background: 'transparent', defaultColors: false }));
      expect(transparent.length).toBe(opaque.length + 12 + 1);
    }
  });

  it('is deterministic', () => {
    for (const background of [WHITE, CREAM, 'transparent'] as const) {
      expect(writePng(encodeQr(LINK, { ecc: 'H' }), options({ background }))).toEqual(writePng(encodeQr(LINK, { ecc: 'H' }), options({ background })));
    }
  });

  it('stays under 400 bytes for the benchmark payload (black on white, 4 px modules)', () => {
    expect(writePng(matrix, options()).length).toBeLessThanOrEqual(400);
  });

  describe('with a logo', () => {
    const logoColor: Rgb = { r: 0, g: 0x66, b: 0xcc };

    it('still decodes at ECC H, at the same size as without a logo', () => {
      for (const content of [LINK, `https://example.com/${'a1B2c3'.repeat(13)}`]) {
        const plain = encodeQr(content, { ecc: 'H' });
        const { matrix: cleared, logo } = placeLogo(plain, logoPng(logoColor));
        for (const background of [WHITE, 'transparent'] as const) {
          const png = writePng(cleared, options({ logo, background }));
          expect(decodePng(png)).toEqual(utf8(content));
          const withoutLogo = header(writePng(plain, options({ background })));
          expect(header(png)).toMatchObject({ width: withoutLogo.width, height: withoutLogo.height });
        }
      }
    });

    it('shows the logo and keeps its area white and opaque on a transparent background', () => {
      const { matrix: cleared, logo } = placeLogo(encodeQr(LINK, { ecc: 'H' }), logoPng(logoColor));
      const image = readPng(writePng(cleared, options({ logo, background: 'transparent' })));
      const pixel = (px: number, py: number) => [...image.data.subarray((py * image.width + px) * 4, (py * image.width + px) * 4 + 4)];
      const first = (logo.area.x + 4) * 4;
      const centre = Math.floor(first + (logo.area.size * 4) / 2);
      expect(pixel(centre, centre)).toEqual([logoColor.r, logoColor.g, logoColor.b, 255]);
      expect(pixel(first + 1, first + 1)).toEqual([255, 255, 255, 255]);
      // Uncovered pixels are white at alpha 0, not resvg's premultiplied (0, 0, 0, 0).
      expect(pixel(1, 1)).toEqual([255, 255, 255, 0]);
    });

    it('still decodes on a transparent background once a tool drops the alpha channel', () => {
      const { matrix: cleared, logo } = placeLogo(encodeQr(LINK, { ecc: 'H' }), logoPng(logoColor));
      for (const foreground of [BLACK, GRAY, NAVY, RED]) {
        const png = writePng(cleared, options({ logo, foreground, background: 'transparent', defaultColors: false }));
        const image = readPng(png);
        expect(decodeRaster(dropAlpha(image))).toEqual(utf8(LINK));
        // The finder's dark corner keeps the foreground, opaque.
        expect([...image.data.subarray((16 * image.width + 16) * 4, (16 * image.width + 16) * 4 + 4)]).toEqual([
          foreground.r,
          foreground.g,
          foreground.b,
          255,
        ]);
      }
    });

    it('is deterministic', () => {
      const { matrix: cleared, logo } = placeLogo(encodeQr(LINK, { ecc: 'H' }), logoPng(logoColor));
      expect(writePng(cleared, options({ logo }))).toEqual(writePng(cleared, options({ logo })));
    });
  });
});
