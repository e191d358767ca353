import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { layoutSheet, renderQr, renderSheet, type SheetItem, type SheetOptions } from '@quietzone/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGrayTiff } from './support/read-gray-tiff';

// End to end for print-shop exports: physical sizes, spot colors and imposed
// sheets go through poppler and ghostscript, and every code is read back by zbar.

const run = promisify(execFile);
const CONTENT = 'https://qz.example/r/Print14';

let dir: string;
let fileNumber = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-print-export-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every symbol zbar finds in the image, as text, one per line of its output. */
async function zbarAll(image: string): Promise<string[]> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', image], { maxBuffer: 16 << 20 });
  return stdout.split('\n').filter(Boolean);
}

/** Rasterizes every page of a PDF with poppler (gray, at `dpi`); returns the page images. */
async function rasterizePdf(bytes: Uint8Array, dpi: number): Promise<string[]> {
  const base = join(dir, `file-${fileNumber++}`);
  await writeFile(`${base}.pdf`, bytes);
  const { stderr } = await run('pdftoppm', ['-r', String(dpi), '-gray', `${base}.pdf`, base]);
  expect(stderr).toBe('');
  const { stdout } = await run('sh', ['-c', `ls ${base}-*.pgm`]);
  return stdout.split('\n').filter(Boolean).sort();
}

/** Rasterizes an EPS with ghostscript, cropped to its bounding box. */
async function rasterizeEps(bytes: Uint8Array, dpi: number): Promise<string> {
  const base = join(dir, `file-${fileNumber++}`);
  await writeFile(`${base}.eps`, bytes);
  const { stdout, stderr } = await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=pnggray', `-r${dpi}`, '-o', `${base}.png`, `${base}.eps`]);
  expect(stdout + stderr).toBe('');
  return `${base}.png`;
}


describe('physical size', () => {
  it.each([
    ['PDF, 0.4 mm modules', { format: 'pdf', moduleMm: 0.4 }],
    ['PDF, a 30 mm symbol', { format: 'pdf', symbolMm: 30 }],
  ] as const)('%s decodes after poppler at 300 dpi', async (_, options) => {
    const [page] = await rasterizePdf(await renderQr(CONTENT, options), 300);
    expect(await zbarAll(page!)).toEqual([CONTENT]);
  });

  it.each([
    ['EPS, 0.5 mm modules', { format: 'eps', moduleMm: 0.5 }],
    ['EPS, a 25 mm symbol', { format: 'eps', symbolMm: 25 }],
  ] as const)('%s decodes after ghostscript at 300 dpi', async (_, options) => {
    expect(await zbarAll(await rasterizeEps(await renderQr(CONTENT, options), 300))).toEqual([CONTENT]);
  });
});

/** The process plates ghostscript's `tiffsep` always writes, besides one per spot ink. */
const PROCESS_PLATES = ['Cyan', 'Magenta', 'Yellow', 'Black'];

/** Separates a PDF or EPS into plates with ghostscript's `tiffsep`; returns each plate's file by name. */
async function separate(bytes: Uint8Array, kind: 'pdf' | 'eps'): Promise<Map<string, string>> {
  const base = join(dir, `file-${fileNumber++}`);
  await writeFile(`${base}.${kind}`, bytes);
  const crop = kind === 'eps' ? ['-dEPSCrop'] : [];
  const { stdout, stderr } = await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', ...crop, '-sDEVICE=tiffsep', '-sCompression=none', '-r150', '-o', `${base}.tif`, `${base}.${kind}`]);
  expect(stdout + stderr).toBe('');
  const { stdout: files } = await run('sh', ['-c', `ls ${base}\\(*\\).tif`]);
  return new Map(files.split('\n').filter(Boolean).map((file) => [/\((.*)\)\.tif$/.exec(file)![1]!, file]));
}

async function inkedPixels(file: string): Promise<number> {
  return readGrayTiff(await readFile(file)).ink.filter((ink) => ink > 0).length;
}

describe('spot color, separated by ghostscript (tiffsep)', () => {
  const fg = { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } as const;
  const FALLBACK = 'the EPS fallback procedures';

  it.each([
    ['PDF', 'pdf', (bytes: Uint8Array) => bytes],
    ['EPS', 'eps', (bytes: Uint8Array) => bytes],
    // An interpreter without Adobe's custom color operators: the file's own definitions run.
    [FALLBACK, 'eps', (bytes: Uint8Array) => new TextEncoder().encode(new TextDecoder().decode(bytes).replaceAll('/setcustomcolor where', '/qzNoSuchOperator where').replaceAll('/findcmykcustomcolor where', '/qzNoSuchOperator where'))],
  ] as const)('%s: the code is on its own PANTONE 286 C plate, and no process plate has ink', async (name, kind, adapt) => {
    const bytes = adapt(await renderQr(CONTENT, { format: kind, fg }));
    if (name === FALLBACK) expect(new TextDecoder().decode(bytes)).toContain('/qzNoSuchOperator where');
    const plates = await separate(bytes, kind);
    expect([...plates.keys()].sort()).toEqual([...PROCESS_PLATES, 'PANTONE 286 C'].sort());
    expect(await zbarAll(plates.get('PANTONE 286 C')!)).toEqual([CONTENT]);
    for (const plate of PROCESS_PLATES) expect(await inkedPixels(plates.get(plate)!)).toBe(0);
  });

  it('a CMYK foreground, for contrast, has no spot plate and inks the process plates', async () => {
    const plates = await separate(await renderQr(CONTENT, { format: 'pdf', fg: '1D4ED8' }), 'pdf');
    expect([...plates.keys()].sort()).toEqual([...PROCESS_PLATES].sort());
    expect(await inkedPixels(plates.get('Cyan')!)).toBeGreaterThan(0);
  });
});

/**
 * zbar reads several symbols per image, but on a dense page (48 codes on A4) its grouping of
 * finder patterns drops many of them, differently at each resolution (measured: 3 to 44 of 48
 * at 100–300 dpi). So every page is read whole (no symbol may be read twice or be foreign to
 * the page) and then cell by cell: poppler crops each cell of the layout from the page raster
 * and zbar must read exactly that cell's code there — every code, each exactly once.
 */
const PAGE_DPI = 150;
const CELL_DPI = 200;

interface SheetCase {
  readonly name: string;
  readonly count: number;
  readonly options: SheetOptions;
  readonly pages: number;
  /** The page in millimetres, as the print shop orders it. */
  readonly pageMm: readonly [number, number];
}

const SHEET_CASES: SheetCase[] = [
  {
    name: 'the 24-up SRA3 order: 30 mm, PANTONE 286 C, captions, crop marks',
    count: 30,
    options: { page: 'SRA3', symbolMm: 30, rows: 4, columns: 6, cropMarks: true, fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } },
    pages: 2,
    pageMm: [320, 450],
  },
  {
    name: 'A4, fitted automatically, 25 mm, gray, no captions',
    count: 50,
    options: { page: 'A4', symbolMm: 25, fg: '333333' },
    pages: 2,
    pageMm: [210, 297],
  },
  {
    name: 'Letter landscape, 35 mm, CMYK on cream, crop marks',
    count: 12,
    options: { page: 'Letter', landscape: true, symbolMm: 35, cropMarks: true, fg: '1D4ED8', bg: 'FFF8E1', gutterMm: 12 },
    pages: 1,
    pageMm: [279.4, 215.9],
  },
];

function sheetItems(count: number, captions: boolean): SheetItem[] {
  return Array.from({ length: count }, (_, i) => ({
    content: `https://qz.example/r/S${String(i).padStart(3, '0')}`,
    ...(captions ? { caption: `Table ${i + 1}` } : {}),
  }));
}

async function pdfPageSizes(file: string): Promise<number[][]> {
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '999', file]);
  return [...stdout.matchAll(/Page +\d+ size: +([\d.]+) x ([\d.]+) pts/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

describe('renderSheet, every page rasterized by poppler and every code read by zbar', () => {
  it.each(SHEET_CASES)('$name', async ({ count, options, pages, pageMm }) => {
    const items = sheetItems(count, options.page === 'SRA3');
    const bytes = await renderSheet(items, options);
    const file = join(dir, `sheet-${fileNumber++}.pdf`);
    await writeFile(file, bytes);
    const sizes = await pdfPageSizes(file);
    expect(sizes.length).toBe(pages);
    for (const size of sizes) {
      // pdfinfo prints three decimals.
      expect(Math.abs(size[0]! - (pageMm[0] * 72) / 25.4)).toBeLessThan(0.001);
      expect(Math.abs(size[1]! - (pageMm[1] * 72) / 25.4)).toBeLessThan(0.001);
    }

    const layout = layoutSheet({
      page: options.page!,
      landscape: options.landscape ?? false,
      symbolMm: options.symbolMm,
      captionMm: options.page === 'SRA3' ? 4.5 : 0,
      marginMm: options.marginMm ?? 10,
      gutterMm: options.gutterMm ?? 8,
      ...(options.rows ? { rows: options.rows, columns: options.columns! } : {}),
    });
    const perPage = layout.cells.length;
    const readTimes = new Map<string, number>();
    for (let page = 1; page <= pages; page++) {
      const onPage = items.slice((page - 1) * perPage, page * perPage);
      const image = join(dir, `sheet-${fileNumber++}`);
      const { stderr } = await run('pdftoppm', ['-r', String(PAGE_DPI), '-gray', '-f', String(page), '-l', String(page), '-singlefile', file, image]);
      expect(stderr).toBe('');
      const whole = await zbarAll(`${image}.pgm`);
      expect(new Set(whole).size).toBe(whole.length);
      expect(whole.filter((symbol) => !onPage.some((item) => item.content === symbol))).toEqual([]);

      for (const [index, item] of onPage.entries()) {
        const cell = layout.cells[index]!;
        const crop = cellCrop(cell, layout.cellWidthMm, layout.cellHeightMm, layout.pageHeightMm);
        const cellImage = join(dir, `cell-${fileNumber++}`);
        await run('pdftoppm', ['-r', String(CELL_DPI), '-gray', '-f', String(page), '-l', String(page), ...crop, '-singlefile', file, cellImage]);
        const read = await zbarAll(`${cellImage}.pgm`);
        expect(read, `page ${page}, cell ${index}`).toEqual([item.content]);
        readTimes.set(item.content, (readTimes.get(item.content) ?? 0) + 1);
      }
    }
    expect([...readTimes.keys()].sort()).toEqual(items.map((item) => item.content).sort());
    expect([...readTimes.values()].every((times) => times === 1)).toBe(true);
  });
});

/** pdftoppm's crop box (pixels from the top-left) around one cell, 1 mm of paper around it. */
function cellCrop(cell: { x: number; y: number }, widthMm: number, heightMm: number, pageHeightMm: number): string[] {
  const pixels = (mm: number) => String(Math.round((mm * CELL_DPI) / 25.4));
  const pad = 1;
  return ['-x', pixels(cell.x - pad), '-y', pixels(pageHeightMm - cell.y - heightMm - pad), '-W', pixels(widthMm + 2 * pad), '-H', pixels(heightMm + 2 * pad)];
}

describe('renderSheet in a spot ink, separated by ghostscript (tiffsep)', () => {
  it('puts codes and captions on the spot plate alone, and the crop marks on every plate', async () => {
    const items = sheetItems(6, true);
    const bytes = await renderSheet(items, { page: 'A4', symbolMm: 40, cropMarks: true, fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } });
    const plates = await separate(bytes, 'pdf');
    expect([...plates.keys()].sort()).toEqual([...PROCESS_PLATES, 'PANTONE 286 C'].sort());
    const spot = readGrayTiff(await readFile(plates.get('PANTONE 286 C')!));
    expect((await zbarAll(plates.get('PANTONE 286 C')!)).sort()).toEqual(items.map((item) => item.content).sort());
    // Registration color inks every plate, and only the marks are on the process plates: the
    // same pixels on each of them, all of which are also inked on the spot plate.
    const cyan = readGrayTiff(await readFile(plates.get('Cyan')!));
    const marks = cyan.ink.reduce((count, ink) => count + (ink > 0 ? 1 : 0), 0);
    expect(marks).toBeGreaterThan(0);
    for (const plate of PROCESS_PLATES) {
      const { ink } = readGrayTiff(await readFile(plates.get(plate)!));
      expect(ink.every((value, i) => (value > 0) === (cyan.ink[i]! > 0))).toBe(true);
    }
    expect(cyan.ink.every((value, i) => value === 0 || spot.ink[i]! > 0)).toBe(true);
  });
});
