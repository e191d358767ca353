import { BLACK, WHITE, type Color, type Rgb } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { placeLogo } from '../src/logo-area';
import { writeSvg } from '../src/svg';
import type { WriterOptions } from '../src/writer-options';
import { decodeSvg, rasterizeSvg, utf8 } from './support/decode-image';
import { logoPng } from './support/logo-png';

const LINK = 'https://qr.example.com/Ab3dE7x';
const matrix = encodeQr(LINK, { ecc: 'M' });

function options(overrides: Partial<WriterOptions> = {}): WriterOptions {
  return { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square', ...overrides };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const count = (haystack: string, needle: RegExp) => haystack.match(needle)?.length ?? 0;

describe('writeSvg', () => {
  it('is exactly (modules + 8) × module size pixels, with a viewBox in modules', () => {
    for (const moduleSize of [2, 4, 7, 20]) {
      const svg = text(writeSvg(matrix, options({ moduleSize })));
      const pixels = (matrix.size + 8) * moduleSize;
      expect(svg).toContain(`width="${pixels}" height="${pixels}"`);
      expect(svg).toContain(`viewBox="0 0 ${matrix.size + 8} ${matrix.size + 8}"`);
      const raster = rasterizeSvg(utf8(svg));
      expect([raster.width, raster.height]).toEqual([pixels, pixels]);
    }
  });

  it('draws every dark module as one crisp path, and nothing else dark', () => {
    const svg = text(writeSvg(matrix, options()));
    expect(count(svg, /<path/g)).toBe(1);
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<\?xml|<!--|\n/);

    // Every pixel of the raster is pure black or white and matches its module: no seams.
    const moduleSize = 4;
    const raster = rasterizeSvg(utf8(svg));
    const wrong: number[] = [];
    for (let py = 0; py < raster.height; py++) {
      for (let px = 0; px < raster.width; px++) {
        const x = Math.floor(px / moduleSize) - 4;
        const y = Math.floor(py / moduleSize) - 4;
        const inside = x >= 0 && y >= 0 && x < matrix.size && y < matrix.size;
        const value = inside && matrix.modules[y * matrix.size + x] === 1 ? 0 : 255;
        const offset = (py * raster.width + px) * 4;
        const pixel = raster.data.subarray(offset, offset + 4);
        if (pixel[0] !== value || pixel[1] !== value || pixel[2] !== value || pixel[3] !== 255) wrong.push(offset / 4);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writes the background as a rect, and none when transparent', () => {
    expect(text(writeSvg(matrix, options()))).toContain(`<rect width="${matrix.size + 8}" height="${matrix.size + 8}" fill="#fff"/>`);
    const transparent = text(writeSvg(matrix, options({ background: 'transparent', defaultColors: false })));
    expect(transparent).not.toContain('<rect');
    expect(transparent).not.toContain('fill=');
    const raster = rasterizeSvg(utf8(transparent));
    expect(raster.data[3]).toBe(0); // top-left pixel lies in the quiet zone
  });

  it('writes colors in their shortest exact form', () => {
    const red: Rgb = { r: 255, g: 0, b: 0 };
    const teal: Color = { r: 0x12, g: 0x80, b: 0x80 };
    const svg = text(writeSvg(matrix, options({ foreground: red, background: teal, defaultColors: false })));
    expect(svg).toContain('stroke="#f00"');
    expect(svg).toContain('fill="#128080"');
    expect(text(writeSvg(matrix, options()))).toContain('stroke="#000"');
  });

  it('is deterministic', () => {
    expect(writeSvg(encodeQr(LINK, { ecc: 'Q' }), options())).toEqual(writeSvg(encodeQr(LINK, { ecc: 'Q' }), options()));
  });

  it('is smaller than node-qrcode for the benchmark payload (1,619 bytes at the same size)', () => {
    expect(writeSvg(matrix, options()).length).toBeLessThan(1619);
  });

  describe('with a logo', () => {
    const logoColor: Rgb = { r: 0, g: 0x66, b: 0xcc };
    const placed = placeLogo(encodeQr(LINK, { ecc: 'H' }), logoPng(logoColor));

    it('draws a white rect and the logo as a PNG data URI over the cleared area', () => {
      const svg = text(writeSvg(placed.matrix, options({ logo: placed.logo, background: 'transparent' })));
      const { x, y, size } = placed.logo.area;
      const box = `x="${x + 4}" y="${y + 4}" width="${size}" height="${size}"`;
      expect(svg).toContain(`<rect ${box} fill="#fff"/>`);
      expect(svg).toContain(`<image ${box} xlink:href="data:image/png;base64,`);
      expect(count(svg, /<path/g)).toBe(1);
    });

    it('still decodes at ECC H', () => {
      for (const content of [LINK, `https://example.com/${'a1B2c3'.repeat(13)}`]) {
        const { matrix: cleared, logo } = placeLogo(encodeQr(content, { ecc: 'H' }), logoPng(logoColor));
        expect(decodeSvg(writeSvg(cleared, options({ logo })))).toEqual(utf8(content));
      }
    });

    it('shows the logo pixels and keeps its white area opaque on a transparent background', () => {
      const svg = writeSvg(placed.matrix, options({ logo: placed.logo, background: 'transparent' }));
      const raster = rasterizeSvg(svg);
      const pixel = (px: number, py: number) => [...raster.data.subarray((py * raster.width + px) * 4, (py * raster.width + px) * 4 + 4)];
      const { x, y, size } = placed.logo.area;
      const first = (x + 4) * 4; // module size 4; area is square and x = y
      const centre = Math.floor(first + (size * 4) / 2);
      expect(x).toBe(y);
      expect(pixel(centre, centre)).toEqual([logoColor.r, logoColor.g, logoColor.b, 255]);
      // The logo's transparent corner shows the white area, not the transparent background.
      expect(pixel(first + 1, first + 1)).toEqual([255, 255, 255, 255]);
      expect(pixel(1, 1)).toEqual([0, 0, 0, 0]);
    });
  });
});
