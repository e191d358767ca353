import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import { readBarcodes } from 'zxing-wasm/reader';
import { prepareReader } from './zxing-decode';

const run = promisify(execFile);

export type PrintableFormat = 'svg' | 'png' | 'pdf' | 'eps';

/** One rendered file to read back, named for the failure list. */
export interface CorpusFile {
  readonly name: string;
  readonly format: PrintableFormat;
  readonly bytes: Uint8Array;
}

/** What each decoder read from each file: the text, or undefined when it found no code. */
export interface CorpusReading {
  readonly name: string;
  readonly zbar: string | undefined;
  readonly zxing: string | undefined;
}

/**
 * Rasterises every file with a tool independent of our writers (resvg for SVG, pdftoppm for
 * PDF, ghostscript for EPS; PNG as written, flattened on white) and reads each raster with
 * zbar (one zbarimg run over all of them) and ZXing-C++ (zxing-wasm).
 */
export async function readCorpus(files: readonly CorpusFile[]): Promise<CorpusReading[]> {
  const dir = await mkdtemp(join(tmpdir(), 'qz-styles-'));
  try {
    const rasters = await Promise.all(files.map((file, index) => rasterFile(file, join(dir, String(index)))));
    await rasterEps(files, dir);
    const zbar = await zbarReadings(rasters);
    const readings: CorpusReading[] = [];
    for (const [index, file] of files.entries()) {
      readings.push({ name: file.name, zbar: zbar.get(rasters[index]!), zxing: await zxingReading(await readFile(rasters[index]!)) });
    }
    return readings;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** 150 dpi: a 1 mm PDF module is about 6 pixels, a 4 pt EPS module about 8. */
const DPI = '150';

async function rasterFile(file: CorpusFile, base: string): Promise<string> {
  const raster = `${base}.png`;
  switch (file.format) {
    case 'svg':
      await writeFile(raster, new Resvg(Buffer.from(file.bytes), { background: 'white', font: { loadSystemFonts: false } }).render().asPng());
      return raster;
    case 'png':
      await writeFile(raster, flattenedPng(file.bytes));
      return raster;
    case 'pdf':
      await writeFile(`${base}.pdf`, file.bytes);
      await run('pdftoppm', ['-r', DPI, '-png', '-singlefile', `${base}.pdf`, base]);
      return raster;
    case 'eps':
      // Rasterised all at once by rasterEps: one ghostscript start instead of one a file.
      await writeFile(`${base}.eps`, file.bytes);
      return raster;
  }
}

/** Every EPS file in one ghostscript run: each file's showpage is one page, cropped to its own box. */
async function rasterEps(files: readonly CorpusFile[], dir: string): Promise<void> {
  const indexes = [...files.keys()].filter((index) => files[index]!.format === 'eps');
  if (indexes.length === 0) return;
  const pages = join(dir, 'page-%d.png');
  await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-dGraphicsAlphaBits=4', '-sDEVICE=png16m', `-r${DPI}`, '-o', pages, ...indexes.map((index) => join(dir, `${index}.eps`))]);
  await Promise.all(indexes.map((index, page) => rename(join(dir, `page-${page + 1}.png`), join(dir, `${index}.png`))));
}

/** The PNG laid on white (a transparent code is meant for a light surface), as an opaque PNG. */
function flattenedPng(bytes: Uint8Array): Buffer {
  const image = PNG.sync.read(Buffer.from(bytes));
  for (let i = 0; i < image.data.length; i += 4) {
    const alpha = image.data[i + 3]!;
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.round((image.data[i + c]! * alpha + 255 * (255 - alpha)) / 255);
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

/** zbarimg over all rasters at once; its XML names the file of every symbol it read. */
async function zbarReadings(rasters: readonly string[]): Promise<Map<string, string>> {
  const readings = new Map<string, string>();
  // zbarimg exits 4 when some file has no symbol; the XML still lists every file.
  const { stdout } = await run('zbarimg', ['--xml', '-q', ...rasters], { maxBuffer: 1 << 24 }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  for (const source of stdout.split('<source href=').slice(1)) {
    const href = /^'([^']*)'/.exec(source)?.[1];
    const data = /<data><!\[CDATA\[([\s\S]*?)\]\]><\/data>/.exec(source)?.[1];
    if (href !== undefined && data !== undefined) readings.set(href, data);
  }
  return readings;
}

async function zxingReading(png: Buffer): Promise<string | undefined> {
  await prepareReader();
  const image = PNG.sync.read(png);
  const raster = { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height, colorSpace: 'srgb' };
  const [result] = await readBarcodes(raster as unknown as Parameters<typeof readBarcodes>[0], { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return result?.text;
}
