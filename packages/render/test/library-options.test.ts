import { describe, expect, it } from 'vitest';
import {
  checkColors,
  encodeQr,
  layoutSheet,
  renderQr,
  renderSheet,
  toDataUrl,
  toString,
  toTerminal,
  writeEps,
  writePdf,
  writePng,
  writeSvg,
} from '../src/index';
import { decodeRaster, readPng } from './support/decode-image';

const LINK = 'https://qr.example.com/Ab3dE7x';
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const decoded = (png: Uint8Array) => {
  const bytes = decodeRaster(readPng(png));
  return bytes && text(bytes);
};

describe('library options', () => {
  it('margin: the quiet zone of every format, 0 to 100 modules; 2 still decodes', async () => {
    const size = encodeQr(LINK).size;
    const svg = text(await renderQr(LINK, { format: 'svg', margin: 0 }));
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    const png = await renderQr(LINK, { format: 'png', margin: 2, size: 3 });
    expect(readPng(png).width).toBe((size + 4) * 3);
    expect(decoded(png)).toBe(LINK);
    expect(text(await renderQr(LINK, { format: 'eps', margin: 1, size: 1 }))).toContain(`%%BoundingBox: 0 0 ${size + 2} ${size + 2}`);
    expect(text(await renderQr(LINK, { format: 'pdf', margin: 10, moduleMm: 0.5 }))).toMatch(/MediaBox \[0 0 [\d.]+/);
    await expect(renderQr(LINK, { format: 'svg', margin: -1 })).rejects.toThrow(/margin must be an integer from 0 to 100/);
  });

  it('size beyond 20 in the library, and width: the largest whole module size that fits', async () => {
    const side = encodeQr(LINK).size + 8;
    const big = await renderQr(LINK, { format: 'png', size: 30 });
    expect(readPng(big).width).toBe(side * 30);
    expect(decoded(big)).toBe(LINK);
    const fitted = readPng(await renderQr(LINK, { format: 'png', width: 1000 }));
    expect(fitted.width).toBe(Math.floor(1000 / side) * side);
    expect(fitted.width).toBeLessThanOrEqual(1000);
    await expect(renderQr(LINK, { format: 'png', width: 20 })).rejects.toThrow(new RegExp(`needs at least ${side} pixels`));
    await expect(renderQr(LINK, { format: 'png', width: 300, size: 4 })).rejects.toThrow(/size or width, not both/);
  });

  it('dpi: a pHYs chunk of pixels per metre (unit 1)', async () => {
    const png = await renderQr(LINK, { format: 'png', dpi: 300 });
    const at = Buffer.from(png).indexOf('pHYs');
    expect(at).toBeGreaterThan(0);
    const view = new DataView(png.buffer, png.byteOffset + at + 4, 9);
    expect([view.getUint32(0), view.getUint32(4), view.getUint8(8)]).toEqual([11811, 11811, 1]);
    expect(Buffer.from(await renderQr(LINK, { format: 'png' })).indexOf('pHYs')).toBe(-1);
  });

  it('toDataUrl and toString', async () => {
    const url = await toDataUrl(LINK, { format: 'png' });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(decoded(new Uint8Array(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')))).toBe(LINK);
    expect(await toDataUrl(LINK, { format: 'svg' })).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await toString(LINK, { format: 'svg' })).toMatch(/^<svg /);
    await expect(toString(LINK, { format: 'pdf' })).rejects.toThrow(TypeError);
  });

  it('toDataUrl and toString take the format in any case, as renderQr does', async () => {
    expect(await toDataUrl(LINK, { format: 'SVG' })).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await toDataUrl(LINK, { format: 'Png' as 'PNG' })).toMatch(/^data:image\/png;base64,/);
    expect(await toString(LINK, { format: 'EPS' })).toMatch(/^%!PS-Adobe/);
  });

  it('toTerminal: two module rows per line in half blocks, black on white with ANSI', () => {
    const size = encodeQr(LINK).size;
    const plain = toTerminal(LINK, { ansi: false });
    const lines = plain.split('\n');
    expect(lines).toHaveLength(Math.ceil((size + 8) / 2));
    expect(lines.every((line) => [...line].length === size + 8)).toBe(true);
    expect(lines[0]).toBe(' '.repeat(size + 8));
    expect(plain).toMatch(/[\u2580\u2584\u2588]/);
    const ansi = toTerminal(LINK).split('\n');
    expect(ansi.every((line) => line.startsWith('\u001b[30;47m') && line.endsWith('\u001b[0m'))).toBe(true);
    expect(toTerminal(LINK, { margin: 0, ansi: false }).split('\n')[0]!.startsWith('\u2588')).toBe(true);
  });

  it('writers take partial options with defaults and refuse wrong ones by name', async () => {
    const matrix = encodeQr(LINK);
    expect(text(writeSvg(matrix, { moduleSize: 4 }))).toContain('stroke="#000"');
    expect(decoded(writePng(matrix, {}))).toBe(LINK);
    expect(text(writeEps(matrix, { moduleSize: 2 }))).toMatch(/^%!PS-Adobe/);
    expect(text(await writePdf(matrix, {}))).toMatch(/^%PDF-/);
    expect(() => writeSvg(matrix, { foreground: '#000' as never })).toThrow(/foreground must be \{ r, g, b \}/);
    expect(() => writeSvg(matrix, { moduleSize: 0 })).toThrow(RangeError);
    expect(() => writePng({ size: 21 } as never, {})).toThrow(/matrix must be an encoded symbol/);
  });

  it("layoutSheet's defaults are renderSheet's: the same grid renderSheet draws", async () => {
    const layout = layoutSheet({ symbolMm: 30 });
    expect(layout.cells.length).toBeGreaterThan(0);
    expect(layout).toEqual(layoutSheet({ page: 'A4', symbolMm: 30, marginMm: 10, gutterMm: 8, captionMm: 0 }));
    const items = Array.from({ length: layout.cells.length + 1 }, (_, index) => ({ content: `${LINK}/${index}` }));
    const pdf = text(await renderSheet(items, { symbolMm: 30 }));
    expect(pdf).toContain('/Count 2');
    expect(() => layoutSheet({ symbolMm: Number.NaN })).toThrow(/symbolMm must be a positive number/);
  });

  it('strict refuses what core flags; checkColors reports it without rendering', async () => {
    expect(checkColors({}).issues).toEqual([]);
    const inverted = checkColors({ fg: 'fff', bg: '000' });
    expect(inverted.issues.map((issue) => issue.code)).toContain('inverted_colors');
    expect(checkColors({ fg: '777', bg: '888' }).level).toBe('blocked');
    await expect(renderQr(LINK, { format: 'svg', fg: 'fff', bg: '000', strict: true })).rejects.toThrow(/inverted_colors/);
    await expect(renderQr(LINK, { format: 'svg', bg: 'transparent', strict: true })).rejects.toThrow(/transparent_background/);
    await expect(renderQr(LINK, { format: 'svg', fg: 'fff', bg: '000' })).resolves.toBeInstanceOf(Uint8Array);
    await expect(renderQr(LINK, { format: 'svg', strict: true })).resolves.toBeInstanceOf(Uint8Array);
  });
});
