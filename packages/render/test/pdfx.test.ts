import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderQr, renderSheet } from '../src/index';
import { logoPng } from './support/logo-png';
import { allNames, qpdfJson, resolve, streamData, temporaryPdf, type QpdfFile } from './support/qpdf-json';

const CONTENT = 'https://qz.example/r/Ab3dE';

function catalogOf(file: QpdfFile): Record<string, unknown> {
  return resolve(file, (file.objects.trailer as { value: { '/Root': string } }).value['/Root']);
}
function trailerOf(file: QpdfFile): Record<string, unknown> {
  return (file.objects.trailer as { value: Record<string, unknown> }).value;
}
function pagesOf(file: QpdfFile): Record<string, unknown>[] {
  const tree = resolve(file, catalogOf(file)['/Pages']);
  return (tree['/Kids'] as string[]).map((kid) => resolve(file, kid));
}

describe('PDF/X-1a', () => {
  it('names its output condition, version, title, dates and trapping, and has an /ID', async () => {
    const file = qpdfJson(await renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a', fg: '1D4ED8' }));
    expect(file.pdfVersion).toBe('1.3');
    const catalog = catalogOf(file);
    const intents = catalog['/OutputIntents'] as string[];
    expect(intents).toHaveLength(1);
    expect(resolve(file, intents[0])).toMatchObject({
      '/Type': '/OutputIntent',
      '/S': '/GTS_PDFX',
      '/OutputConditionIdentifier': 'u:FOGRA39',
      '/RegistryName': 'u:http://www.color.org',
    });
    expect(resolve(file, intents[0])).not.toHaveProperty('/DestOutputProfile');
    expect(catalog).not.toHaveProperty('/Metadata');
    const trailer = trailerOf(file);
    expect(resolve(file, trailer['/Info'])).toEqual({
      '/Title': `u:${CONTENT}`,
      '/CreationDate': 'u:D:19700101000000Z',
      '/ModDate': 'u:D:19700101000000Z',
      '/Trapped': '/False',
      '/GTS_PDFXVersion': 'u:PDF/X-1:2001',
      '/GTS_PDFXConformance': 'u:PDF/X-1a:2001',
    });
    const [first, second] = trailer['/ID'] as string[];
    expect(first).toMatch(/^b:[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('gives every page a TrimBox and a BleedBox equal to its MediaBox', async () => {
    const single = qpdfJson(await renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a' }));
    const sheet = qpdfJson(await renderSheet(Array.from({ length: 40 }, (_, index) => ({ content: `item ${index}` })), { symbolMm: 30, pdfx: 'x-1a' }));
    const pages = [...pagesOf(single), ...pagesOf(sheet)];
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      expect(page['/TrimBox']).toEqual(page['/MediaBox']);
      expect(page['/BleedBox']).toEqual(page['/MediaBox']);
    }
    expect(pagesOf(single)[0]!['/MediaBox']).toEqual([0, 0, 93.5433, 93.5433]);
  });

  it('has no RGB, soft mask or transparency group anywhere, spot sheet with crop marks included', async () => {
    const files = [
      await renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a', fg: '1D4ED8', bg: 'FFF8DC' }),
      await renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a', fg: '1D4ED8', gradient: { type: 'linear', colors: ['1D4ED8', '0F172A'] } }),
      await renderSheet([{ content: 'a' }, { content: 'b' }], {
        symbolMm: 25,
        pdfx: 'x-1a',
        cropMarks: true,
        fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] },
      }),
    ];
    for (const bytes of files) {
      const names = allNames(qpdfJson(bytes));
      for (const forbidden of ['/DeviceRGB', '/CalRGB', '/SMask', '/Group', '/Image']) expect(names).not.toContain(forbidden);
      expect(execFileSync('qpdf', ['--check', temporaryPdf(bytes)]).toString()).toContain('No syntax or stream encoding errors');
    }
  });

  it('is byte-for-byte the same for the same arguments; the date and title change the /ID', async () => {
    const render = (extra: { date?: Date; title?: string } = {}) => renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a', ...extra });
    const base = Buffer.from(await render());
    expect(Buffer.from(await render()).equals(base)).toBe(true);
    const dated = qpdfJson(await render({ date: new Date('2026-03-01T09:30:05Z') }));
    expect(resolve(dated, trailerOf(dated)['/Info'])['/CreationDate']).toBe('u:D:20260301093005Z');
    const ids = [base, await render({ date: new Date('2026-03-01T09:30:05Z') }), await render({ title: 'Table 2' })].map((bytes) => {
      const file = qpdfJson(bytes);
      return (trailerOf(file)['/ID'] as string[])[0];
    });
    expect(new Set(ids).size).toBe(3);
  });
});

describe('PDF/X-4', () => {
  it('carries XMP metadata with the PDF/X version, title and dates, and the GRACoL condition', async () => {
    const file = qpdfJson(await renderQr(CONTENT, { format: 'pdf', pdfx: 'x-4', outputCondition: 'CGATS21', title: 'Gąsienica Café', date: new Date('2026-03-01T09:30:05Z') }));
    expect(file.pdfVersion).toBe('1.6');
    const catalog = catalogOf(file);
    expect(resolve(file, (catalog['/OutputIntents'] as string[])[0])['/OutputConditionIdentifier']).toBe('u:CGATS21_CRPC6');
    expect(resolve(file, catalog['/Metadata'])).toMatchObject({ '/Type': '/Metadata', '/Subtype': '/XML' });
    const xmp = streamData(file, catalog['/Metadata']).toString('utf8');
    expect(xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Gąsienica Café</rdf:li>');
    expect(xmp).toContain('<xmp:CreateDate>2026-03-01T09:30:05Z</xmp:CreateDate>');
    expect(xmp).toContain('<pdf:Trapped>False</pdf:Trapped>');
    const info = resolve(file, trailerOf(file)['/Info']);
    expect(info).toMatchObject({ '/Title': 'u:Gąsienica Café', '/GTS_PDFXVersion': 'u:PDF/X-4', '/Trapped': '/False' });
    expect(info).not.toHaveProperty('/GTS_PDFXConformance');
  });

  it('embeds a CMYK profile the caller supplies as the destination profile, with four components', async () => {
    const icc = new Uint8Array(200);
    icc.set(new TextEncoder().encode('CMYK'), 16);
    icc.set(new TextEncoder().encode('acsp'), 36);
    icc[150] = 7;
    const file = qpdfJson(await renderQr(CONTENT, { format: 'pdf', pdfx: 'x-4', outputIntentIcc: icc }));
    const intent = resolve(file, (catalogOf(file)['/OutputIntents'] as string[])[0]);
    expect(resolve(file, intent['/DestOutputProfile'])).toMatchObject({ '/N': 4 });
    expect(new Uint8Array(streamData(file, intent['/DestOutputProfile']))).toEqual(icc);
  });
});

describe('PDF/X options', () => {
  it('refuses what a PDF/X file cannot hold and options without pdfx', async () => {
    await expect(renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a', logo: logoPng({ r: 200, g: 0, b: 0 }) })).rejects.toThrow(/logo cannot go into a PDF\/X file/);
    await expect(renderQr(CONTENT, { format: 'png', pdfx: 'x-1a' })).rejects.toThrow("pdfx needs format: 'pdf'");
    await expect(renderQr(CONTENT, { format: 'pdf', pdfx: 'x-3' as 'x-4' })).rejects.toThrow('pdfx must be one of x-1a, x-4');
    await expect(renderQr(CONTENT, { format: 'pdf', date: new Date(0) })).rejects.toThrow('date applies to PDF/X files only');
    await expect(renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a', date: new Date(Number.NaN) })).rejects.toThrow(RangeError);
    const rgb = new Uint8Array(200);
    rgb.set(new TextEncoder().encode('RGB '), 16);
    rgb.set(new TextEncoder().encode('acsp'), 36);
    await expect(renderQr(CONTENT, { format: 'pdf', pdfx: 'x-4', outputIntentIcc: rgb })).rejects.toThrow("must be a CMYK output profile, got a 'RGB' one");
  });
});

describe("ghostscript's PDF/X conversion", () => {
  // Ghostscript rounds boxes to two decimals and then finds a 93.5433 pt TrimBox outside a
  // 93.54 pt BleedBox; A4 pages (595.28 × 841.89 pt) round up, so they are the reference here.
  it('keeps PDF/X-1a files vector and scannable, with no image', async () => {
    const files = {
      single: await renderQr(CONTENT, { format: 'pdf', pdfx: 'x-1a', page: 'a4', fg: '1D4ED8' }),
      sheet: await renderSheet([{ content: CONTENT }], { symbolMm: 40, pdfx: 'x-1a', cropMarks: true, fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } }),
    };
    for (const [name, bytes] of Object.entries(files)) {
      const input = temporaryPdf(bytes, `${name}.pdf`);
      const output = join(dirname(input), `${name}-gs.pdf`);
      const gs = spawnSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dPDFX', '-sColorConversionStrategy=CMYK', '-sDEVICE=pdfwrite', '-o', output, input], { encoding: 'utf8' });
      expect(gs.status, name).toBe(0);
      expect(`${gs.stdout}${gs.stderr}`, name).not.toMatch(/reverting|not permitted/i);
      const converted = qpdfJson(readFileSync(output));
      expect(allNames(converted), name).not.toContain('/Image');
      // Its PDF/X mode (not the plain PDF it reverts to) keeps the trim box.
      expect(pagesOf(converted)[0], name).toHaveProperty('/TrimBox');
      const png = join(dirname(input), `${name}-gs`);
      execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', output, png]);
      expect(execFileSync('zbarimg', ['-q', '--raw', `${png}.png`]).toString().trim(), name).toBe(CONTENT);
    }
  });
});
