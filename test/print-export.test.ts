import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderQr } from '@quietzone/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGrayTiff } from './support/read-gray-tiff';

// End to end for print-shop exports (issue 14): physical sizes, spot colors and imposed
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
