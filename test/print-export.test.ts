import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderQr } from '@quietzone/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
