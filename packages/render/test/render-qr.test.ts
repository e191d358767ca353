import { BLACK, WHITE, type Rgb } from '@quietzone/core';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { logoAreaFor } from '../src/logo-area';
import { encodeQr } from '../src/matrix';
import { renderMatrix, renderQr, renderResolvedQr } from '../src/render-qr';
import type { RenderFormat } from '../src/render-options';
import { decodePng, decodeSvg, readPng, utf8 } from './support/decode-image';
import { logoPng } from './support/logo-png';

const LINK = 'https://qr.example.com/Ab3dE7x';
const LONG_URL = `https://shop.example.com/products/${'a1B2c3'.repeat(11)}?ref=print`;
const LOGO_COLOR: Rgb = { r: 0, g: 0x66, b: 0xcc };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A logo as a user would pass it: a plain, non-square 300×200 PNG (normalizeLogo squares it). */
function userLogo(): Uint8Array {
  const png = new PNG({ width: 300, height: 200 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([LOGO_COLOR.r, LOGO_COLOR.g, LOGO_COLOR.b, 255], i);
  return new Uint8Array(PNG.sync.write(png));
}

describe('renderQr', () => {
  it('renders each format with its own signature', async () => {
    const signatures: Record<RenderFormat, string> = { svg: '<svg', png: '\x89PNG', pdf: '%PDF-', eps: '%!PS-Adobe-3.0 EPSF-3.0' };
    for (const [format, signature] of Object.entries(signatures) as [RenderFormat, string][]) {
      const bytes = await renderQr(LINK, { format });
      expect(Buffer.from(bytes.subarray(0, signature.length)).toString('latin1')).toBe(signature);
    }
  });

  it('decodes back to the content (SVG and PNG), with colors, size and ECC applied', async () => {
    const png = await renderQr(LINK, { format: 'png', fg: '#1a237e', bg: 'fff8e1', size: 6, ecc: 'Q' });
    expect(decodePng(png)).toEqual(utf8(LINK));
    expect(readPng(png).width).toBe((encodeQr(LINK, { ecc: 'Q' }).size + 8) * 6);
    expect(decodeSvg(await renderQr(LINK, { format: 'svg', bg: 'transparent' }))).toEqual(utf8(LINK));
  });

  it('is deterministic in every format', async () => {
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      expect(await renderQr(LINK, { format, fg: 'c00' })).toEqual(await renderQr(LINK, { format, fg: 'c00' }));
    }
  });

  it('throws on invalid options and on content that does not fit', async () => {
    await expect(renderQr(LINK, { format: 'png', size: 0 })).rejects.toThrow(RangeError);
    await expect(renderQr('x'.repeat(3000), { format: 'svg', ecc: 'H' })).rejects.toThrow(RangeError);
    await expect(renderQr(LINK, { format: 'png', logo: utf8('<svg/>') })).rejects.toThrow(TypeError);
  });

  describe('with a logo', () => {
    it('forces ECC H and still decodes, for a short link and a ~100-character URL', async () => {
      expect(LONG_URL.length).toBeGreaterThanOrEqual(100);
      for (const content of [LINK, LONG_URL]) {
        for (const bg of [undefined, 'transparent'] as const) {
          const png = await renderQr(content, { format: 'png', ecc: 'L', logo: userLogo(), ...(bg && { bg }) });
          expect(readPng(png).width).toBe((encodeQr(content, { ecc: 'H' }).size + 8) * 4);
          expect(decodePng(png)).toEqual(utf8(content));
          const svg = await renderQr(content, { format: 'svg', logo: userLogo(), ...(bg && { bg }) });
          expect(decodeSvg(svg)).toEqual(utf8(content));
        }
      }
    });

    it('embeds the logo in all four formats', async () => {
      const logo = userLogo();
      expect(text(await renderQr(LINK, { format: 'svg', logo }))).toContain('data:image/png;base64,');
      expect(text(await renderQr(LINK, { format: 'pdf', logo }))).toMatch(/\/Subtype\s*\/Image/);
      expect(text(await renderQr(LINK, { format: 'eps', logo }))).toContain('image');
      const png = readPng(await renderQr(LINK, { format: 'png', logo, bg: 'transparent' }));
      const area = logoAreaFor(encodeQr(LINK, { ecc: 'H' }).size);
      const centre = Math.floor((area.x + 4 + area.size / 2) * 4);
      const offset = (centre * png.width + centre) * 4;
      // The logo's own pixels, opaque even though the background is transparent.
      expect([...png.data.subarray(offset, offset + 4)]).toEqual([LOGO_COLOR.r, LOGO_COLOR.g, LOGO_COLOR.b, 255]);
    });
  });
});

describe('renderQr with a physical size', () => {
  const MM = 72 / 25.4;
  const side = encodeQr(LINK, { ecc: 'M' }).size + 8;
  const pageWidth = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPage(0).getWidth();
  const epsWidth = (bytes: Uint8Array) => Number(/%%HiResBoundingBox: 0 0 ([\d.]+)/.exec(text(bytes))![1]);

  it('makes the whole symbol symbolMm wide in PDF and EPS, to the thousandth of a point', async () => {
    expect(Math.abs((await pageWidth(await renderQr(LINK, { format: 'pdf', symbolMm: 30 }))) - 30 * MM)).toBeLessThan(0.001);
    expect(Math.abs(epsWidth(await renderQr(LINK, { format: 'eps', symbolMm: 30 })) - 30 * MM)).toBeLessThan(0.001);
  });

  it('makes every module moduleMm wide in PDF and EPS', async () => {
    expect(Math.abs((await pageWidth(await renderQr(LINK, { format: 'pdf', moduleMm: 0.4 }))) - side * 0.4 * MM)).toBeLessThan(0.001);
    expect(Math.abs(epsWidth(await renderQr(LINK, { format: 'eps', moduleMm: 0.4 })) - side * 0.4 * MM)).toBeLessThan(0.001);
  });

  it('rejects a symbolMm whose modules would leave 0.25–5 mm for this content, naming the range', async () => {
    await expect(renderQr(LINK, { format: 'pdf', symbolMm: side * 0.2 })).rejects.toThrow(RangeError);
    await expect(renderQr(LINK, { format: 'eps', symbolMm: side * 6 })).rejects.toThrow(
      new RegExp(`symbolMm ${side * 0.25} to ${side * 5} for this content`),
    );
  });

  it('refuses a symbol wider than A4 on an A4 page', async () => {
    const longSide = encodeQr(LONG_URL, { ecc: 'M' }).size + 8;
    expect(longSide * 5).toBeGreaterThan(210);
    await expect(renderQr(LONG_URL, { format: 'pdf', page: 'a4', moduleMm: 5 })).rejects.toThrow(
      new RegExp(`a ${longSide * 5} mm symbol does not fit on A4`),
    );
    await expect(renderQr(LINK, { format: 'pdf', page: 'a4', symbolMm: 150 })).resolves.toBeInstanceOf(Uint8Array);
  });

  it('leaves SVG and PNG in pixels', async () => {
    const plain = await renderQr(LINK, { format: 'svg' });
    expect(Buffer.from(await renderQr(LINK, { format: 'svg', symbolMm: side * 0.2 })).equals(Buffer.from(plain))).toBe(true);
  });
});

describe('renderResolvedQr', () => {
  const resolved = { format: 'png', moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, ecc: 'M', page: 'square' } as const;

  it('renders from pre-resolved options, as renderQr does', async () => {
    expect(await renderResolvedQr(LINK, resolved)).toEqual(await renderQr(LINK, { format: 'png' }));
  });

  it('takes an already normalized logo and forces ECC H', async () => {
    const png = await renderResolvedQr(LINK, { ...resolved, logo: logoPng(LOGO_COLOR) });
    expect(readPng(png).width).toBe((encodeQr(LINK, { ecc: 'H' }).size + 8) * 4);
    expect(decodePng(png)).toEqual(utf8(LINK));
  });
});

describe('renderMatrix', () => {
  it('dispatches a prepared matrix to the writer of its format', async () => {
    const matrix = encodeQr(LINK, { ecc: 'M' });
    const options = { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' } as const;
    expect(decodeSvg(await renderMatrix(matrix, { ...options, format: 'svg' }))).toEqual(utf8(LINK));
    expect(decodePng(await renderMatrix(matrix, { ...options, format: 'png' }))).toEqual(utf8(LINK));
  });
});
