import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { renderSheet, type SheetItem } from '../src/render-sheet';
import { expectTableToMatchObjects } from './support/pdf-structure';

const MM = 72 / 25.4;
const SPOT = { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } as const;

function items(count: number, caption?: (i: number) => string): SheetItem[] {
  return Array.from({ length: count }, (_, i) => ({ content: `https://qz.example/r/U${i}`, ...(caption ? { caption: caption(i) } : {}) }));
}

/** Each page's content stream, inflated, one operator per line. */
async function pageLines(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: string[][] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams
      .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
      .join('\n')
      .split('\n')
      .filter(Boolean);
  });
  return { doc, pages };
}

/** The text a `<hex> Tj` line shows, as WinAnsi (Latin-1 plus the ellipsis at 0x85). */
/** The glyph ids a `Tj` line shows (two bytes each, the caption font's Identity-H encoding). */
function shownGlyphs(line: string): number[] {
  const hex = /^<([0-9A-F]*)> Tj$/i.exec(line)![1]!;
  return Array.from({ length: hex.length / 4 }, (_, index) => parseInt(hex.slice(index * 4, index * 4 + 4), 16));
}

describe('renderSheet', () => {
  it('puts rows × columns codes on each page and starts a new page for the rest', async () => {
    const { doc, pages } = await pageLines(await renderSheet(items(25), { page: 'A4', symbolMm: 40, rows: 3, columns: 4 }));
    expect(doc.getPageCount()).toBe(3);
    const symbolsPerPage = pages.map((lines) => lines.filter((line) => line.endsWith(' cm')).length);
    expect(symbolsPerPage).toEqual([12, 12, 1]);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.abs(width - 210 * MM)).toBeLessThan(0.001);
    expect(Math.abs(height - 297 * MM)).toBeLessThan(0.001);
  });

  it('takes a custom page in mm, and turns a named one with landscape', async () => {
    const custom = await PDFDocument.load(await renderSheet(items(2), { page: { widthMm: 100, heightMm: 150 }, symbolMm: 30 }));
    expect(Math.abs(custom.getPage(0).getWidth() - 100 * MM)).toBeLessThan(0.001);
    expect(Math.abs(custom.getPage(0).getHeight() - 150 * MM)).toBeLessThan(0.001);
    const turned = await PDFDocument.load(await renderSheet(items(2), { page: 'Tabloid', landscape: true, symbolMm: 30 }));
    expect(Math.abs(turned.getPage(0).getWidth() - 431.8 * MM)).toBeLessThan(0.001);
    expect(Math.abs(turned.getPage(0).getHeight() - 279.4 * MM)).toBeLessThan(0.001);
  });

  it('draws every symbol exactly symbolMm wide, quiet zone included', async () => {
    const symbolMm = 27.5;
    const { pages } = await pageLines(await renderSheet(items(6), { page: 'A4', symbolMm }));
    const side = encodeQr('https://qz.example/r/U0', { ecc: 'M' }).size + 8;
    for (const line of pages[0]!.filter((candidate) => candidate.endsWith(' cm'))) {
      const scale = Number(line.split(' ')[0]);
      expect(Math.abs(side * scale - symbolMm * MM)).toBeLessThan(0.001);
    }
  });

  it('prints the spot ink as a Separation and the crop marks in registration color on every page', async () => {
    const { doc, pages } = await pageLines(await renderSheet(items(30), { page: 'SRA3', symbolMm: 30, rows: 4, columns: 6, cropMarks: true, fg: SPOT }));
    expect(pages.length).toBe(2);
    for (const [index, lines] of pages.entries()) {
      expect(lines).toContain('/Spot cs');
      expect(lines).toContain('/Registration CS');
      expect(lines).toContain('0.25 w');
      expect(lines.filter((line) => line.endsWith(' l')).length).toBeGreaterThan(0);
      const colorSpaces = doc.getPage(index).node.Resources()!.lookup(PDFName.of('ColorSpace'), PDFDict);
      const registration = doc.context.lookup(colorSpaces.get(PDFName.of('Registration'))) as PDFArray;
      expect(registration.get(1)).toBe(PDFName.of('All'));
      const spot = doc.context.lookup(colorSpaces.get(PDFName.of('Spot'))) as PDFArray;
      expect(spot.get(1)).toBe(PDFName.of('PANTONE 286 C'));
    }
  });

  it('draws no crop marks unless asked', async () => {
    const { pages } = await pageLines(await renderSheet(items(4), { page: 'A4', symbolMm: 30 }));
    expect(pages[0]!.filter((line) => line.endsWith(' l') || line === 'S')).toEqual([]);
  });

  it('captions each code in the embedded caption font, in the code’s ink, cut with an ellipsis to the symbol width', async () => {
    const long = 'Terrace table by the fountain, second row';
    const bytes = await renderSheet(items(3, (i) => [long, 'Table 2', 'Grüße 東京'][i]!), { page: 'A4', symbolMm: 20, fg: SPOT });
    const { doc, pages } = await pageLines(bytes);
    const shown = pages[0]!.filter((line) => line.endsWith(' Tj')).map(shownGlyphs);
    // One glyph per character: the long caption is cut and ends in "…", the missing ideographs are .notdef (0).
    expect(shown[1]).toHaveLength('Table 2'.length);
    expect(shown[2]!.slice(-2)).toEqual([0, 0]);
    expect(shown[2]!.slice(0, -2).every((glyph) => glyph !== 0)).toBe(true);
    expect(shown[0]!.length).toBeLessThan(long.length);
    const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const font = doc.context.lookup(fonts.get(PDFName.of('Caption'))) as PDFDict;
    expect(font.get(PDFName.of('Subtype'))).toBe(PDFName.of('Type0'));
    expect(font.get(PDFName.of('Encoding'))).toBe(PDFName.of('Identity-H'));
    expect(font.get(PDFName.of('BaseFont'))!.toString()).toMatch(/^\/[A-Z]{6}\+NotoSans-Regular$/);
    const cidFont = doc.context.lookup(font.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0)) as PDFDict;
    expect(cidFont.get(PDFName.of('Subtype'))).toBe(PDFName.of('CIDFontType2'));
    const descriptor = doc.context.lookup(cidFont.get(PDFName.of('FontDescriptor'))) as PDFDict;
    expect(doc.context.lookup(descriptor.get(PDFName.of('FontFile2')))).toBeInstanceOf(PDFRawStream);
    const text = pages[0]!.slice(pages[0]!.indexOf('BT'));
    expect(text).toContain('/Spot cs');
  });

  it('gives the same bytes for the same items and options', async () => {
    const options = { page: 'A3', symbolMm: 30, cropMarks: true, fg: SPOT } as const;
    const first = await renderSheet(items(40, (i) => `T${i}`), options);
    const second = await renderSheet(items(40, (i) => `T${i}`), options);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const text = Buffer.from(first).toString('latin1');
    for (const key of ['/ID', '/Info', '/CreationDate', '/Producer']) expect(text).not.toContain(key);
  });

  it('takes the page name and ecc in any case: the same bytes as their canonical spelling', async () => {
    const typed = await renderSheet(items(5), { page: 'sra3', ecc: 'h', symbolMm: 30 });
    const canonical = await renderSheet(items(5), { page: 'SRA3', ecc: 'H', symbolMm: 30 });
    expect(Buffer.from(typed).equals(Buffer.from(canonical))).toBe(true);
  });

  it('writes a cross-reference table that points at every object of every page', async () => {
    const bytes = await renderSheet(items(100, (i) => `T${i}`), { page: 'A4', symbolMm: 30, cropMarks: true, fg: SPOT });
    expectTableToMatchObjects(bytes);
    expect((await pageLines(bytes)).pages.length).toBeGreaterThan(2);
  });

  it('throws, naming the problem, on bad input', async () => {
    await expect(renderSheet([], { symbolMm: 30 })).rejects.toThrow(TypeError);
    await expect(renderSheet(items(1), { symbolMm: -1 })).rejects.toThrow(/symbolMm must be a positive number/);
    await expect(renderSheet(items(1), { symbolMm: 30, page: 'B5' as 'A4' })).rejects.toThrow(TypeError);
    await expect(renderSheet(items(1), { symbolMm: 30, rows: 0 })).rejects.toThrow(RangeError);
    await expect(renderSheet(items(1), { symbolMm: 250 })).rejects.toThrow(/does not fit a 210 × 297 mm page/);
    await expect(renderSheet([...items(2), { content: 'x'.repeat(500) }], { symbolMm: 10 })).rejects.toThrow(/^items\[2\]: symbolMm 10 gives/);
    await expect(renderSheet(items(1), { symbolMm: 30, fg: 'red' })).rejects.toThrow(/fg must be a hex color/);
  });
});
