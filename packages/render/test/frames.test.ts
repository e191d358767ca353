import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderQr as renderPlainQr } from '../src/index';
import { bannerHeight, FRAME_STYLES, renderQr } from '../src/frames/index';
import { readPng } from './support/decode-image';

const CONTENT = 'https://example.com/frames';
const FRAME = { style: 'rounded-box', text: 'Scan for the menu', color: '#1d3557' } as const;

describe('renderQr with a frame', () => {
  for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
    it(`${format}: the same bytes twice, and not the unframed code's`, async () => {
      const options = { format, modules: 'rounded', frame: FRAME } as const;
      const first = await renderQr(CONTENT, options);
      expect(Buffer.from(await renderQr(CONTENT, options)).equals(Buffer.from(first))).toBe(true);
      expect(Buffer.from(await renderQr(CONTENT, { format, modules: 'rounded' })).equals(Buffer.from(first))).toBe(false);
    });
  }

  it('without a frame, gives the main entry’s bytes', async () => {
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      expect(Buffer.from(await renderQr(CONTENT, { format, fg: '#123456' })).equals(Buffer.from(await renderPlainQr(CONTENT, { format, fg: '#123456' })))).toBe(true);
    }
  });

  it('grows the PNG by the frame and keeps the quiet zone the background color', async () => {
    const size = 5;
    for (const style of FRAME_STYLES) {
      const image = readPng(await renderQr(CONTENT, { format: 'png', size, bg: '#fafad2', frame: { style, text: 'SCAN ME' } }));
      const side = 25 + 8; // version 2 at ECC M, quiet zone of 4
      const band = bannerHeight(side);
      const grown: Record<typeof style, readonly [number, number, number, number]> = {
        'banner-bottom': [side, side + band, 0, 0],
        'banner-top': [side, side + band, 0, band],
        box: [side + 2, side + 1 + band, 1, 1],
        'rounded-box': [side + 4, side + 3 + band, 2, 2],
      };
      const [across, down, left, top] = grown[style];
      expect([image.width, image.height], style).toEqual([across * size, down * size]);
      // The quiet zone's ring of 4 modules: every pixel the background.
      const off: string[] = [];
      for (let y = top * size; y < (top + side) * size; y++) {
        for (let x = left * size; x < (left + side) * size; x++) {
          const inQuiet = x < (left + 4) * size || y < (top + 4) * size || x >= (left + side - 4) * size || y >= (top + side - 4) * size;
          const at = (y * image.width + x) * 4;
          if (inQuiet && (image.data[at] !== 0xfa || image.data[at + 1] !== 0xfa || image.data[at + 2] !== 0xd2)) off.push(`${x},${y}`);
        }
      }
      expect(off, style).toEqual([]);
    }
  });

  it('sizes a PNG by width for the whole framed image', async () => {
    const image = readPng(await renderQr(CONTENT, { format: 'png', width: 400, frame: { style: 'banner-bottom', text: 'Hi' } }));
    expect(image.width).toBeLessThanOrEqual(400);
    expect(image.width).toBeGreaterThan(400 - 33);
  });

  it('paints the frame in CMYK in PDF and EPS, and the spot foreground on its own plate', async () => {
    const pdf = Buffer.from(await renderQr(CONTENT, { format: 'pdf', frame: { style: 'box', text: 'Scan', color: '#1d3557' } })).toString('latin1');
    expect(pdf).toContain('/MediaBox [0 0 ');
    const eps = Buffer.from(await renderQr(CONTENT, { format: 'eps', fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }, frame: { style: 'banner-top', text: 'Scan', color: '#1d3557' } })).toString('latin1');
    expect(eps).toMatch(/setcmykcolor/);
    expect(eps).toContain('spot 1 setcustomcolor');
    expect(eps).toContain('%%DocumentProcessColors: Cyan Magenta Yellow Black');
  });

  it('refuses bad frames with a message naming the field', async () => {
    const render = (frame: unknown, extra: object = {}) => renderQr(CONTENT, { format: 'svg', frame: frame as never, ...extra });
    await expect(render({ style: 'circle', text: 'x' })).rejects.toThrow(/frame.style must be one of banner-bottom, banner-top, box, rounded-box/);
    await expect(render({ style: 'box', text: '' })).rejects.toThrow(/frame.text must hold 1–24 characters/);
    await expect(render({ style: 'box', text: 'x'.repeat(25) })).rejects.toThrow(/got 25/);
    await expect(render({ style: 'box', text: 'two\nlines' })).rejects.toThrow(/one line/);
    await expect(render({ style: 'box', text: 'Scan 中' })).rejects.toThrow(/no glyph for "中" \(U\+4E2D\)/);
    await expect(render({ style: 'box', text: 'Scan', color: '#777777', textColor: '#888888' })).rejects.toThrow(/contrast ratio of 1\.\d\d:1, below 3:1/);
    await expect(render({ style: 'box', text: 'Scan', colour: '#000' })).rejects.toThrow(/frame takes only style, text, color and textColor, got colour/);
    await expect(render({ style: 'box', text: 'Scan' }, { symbol: 'microqr' })).rejects.toThrow(/only around a QR code/);
    await expect(renderPlainQr(CONTENT, { format: 'svg', frame: FRAME } as never)).rejects.toThrow(/@quietzone\/render\/frames/);
  });
});

describe('the main entry', () => {
  it('does not import the frames module (and with it the font) at all', () => {
    const root = fileURLToPath(new URL('../src/', import.meta.url));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const base = resolve(dirname(file), specifier!);
        visit([`${base}.ts`, join(base, 'index.ts')].find((candidate) => { try { readFileSync(candidate); return true; } catch { return false; } })!);
      }
    };
    visit(join(root, 'index.ts'));
    expect([...seen].filter((file) => file.includes('/src/frames/'))).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });
});
