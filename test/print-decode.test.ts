import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BLACK, ERROR_CORRECTION_LEVELS, WHITE, type Color, type Rgb } from '@quietzone/core';
import { encodeQr, placeLogo, writeEps, writePdf, writePng, type QrMatrix } from '@quietzone/render';
import { normalizeLogo } from '@quietzone/render/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// End to end for the print writers: our PDF and EPS bytes go through the tools a print shop
// or viewer would use (poppler's pdftoppm, ghostscript) and are read back by zbar, a QR
// decoder independent of everything we ship.

type WriterOptions = Parameters<typeof writePdf>[1];

const run = promisify(execFile);
/** 150 dpi: a 1 mm PDF module is ~6 px, an EPS module of 3 pt ~6 px — comfortable for zbar. */
const DPI = '150';
/** Points per module for EPS. */
const EPS_MODULE_SIZE = 3;

const CONTENTS = {
  'short link': 'https://qz.example/r/Ab3dE',
  'long URL': `https://shop.example.com/products/outdoor/jackets/alpine-shell-3l?utm_source=print&utm_medium=flyer&utm_campaign=${'autumn'.repeat(2)}&ref=QZ`,
  'Unicode text': 'Grüße aus Köln — 東京駅 🚀 ¿Qué tal?',
  vCard: [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Müller;Erika;;Dr.;',
    'FN:Dr. Erika Müller',
    'ORG:Quietzone GmbH',
    'TEL;TYPE=WORK,VOICE:+49 30 1234567',
    'EMAIL;TYPE=INTERNET:erika.mueller@example.com',
    'ADR;TYPE=WORK:;;Hauptstraße 1;Berlin;;10115;Germany',
    'END:VCARD',
  ].join('\r\n'),
} as const;

interface ColorCase {
  readonly foreground: Rgb;
  readonly background: Color;
  readonly defaultColors: boolean;
}

const COLORS: Record<string, ColorCase> = {
  'default black': { foreground: BLACK, background: WHITE, defaultColors: true },
  'gray #333333 on white': { foreground: { r: 0x33, g: 0x33, b: 0x33 }, background: WHITE, defaultColors: false },
  'CMYK red on white': { foreground: { r: 255, g: 0, b: 0 }, background: WHITE, defaultColors: false },
  'CMYK blue on white': { foreground: { r: 0, g: 0, b: 255 }, background: WHITE, defaultColors: false },
  'navy on light yellow': { foreground: { r: 0x1a, g: 0x23, b: 0x7e }, background: { r: 255, g: 243, b: 196 }, defaultColors: false },
  'dark green on transparent': { foreground: { r: 0, g: 0x64, b: 0 }, background: 'transparent', defaultColors: false },
};

/** Every content with every color set; the ECC level cycles so each level meets every content. */
const CASES = Object.entries(CONTENTS).flatMap(([contentName, content], contentIndex) =>
  Object.entries(COLORS).map(([colorName, colors], colorIndex) => ({
    name: `${contentName}, ${colorName}`,
    content,
    colors,
    ecc: ERROR_CORRECTION_LEVELS[(contentIndex + colorIndex) % ERROR_CORRECTION_LEVELS.length]!,
  })),
);

/** Logo cases: a logo forces ECC H (contract, image rule 5) and keeps a white square behind it. */
const LOGO_CONTENTS = ['short link', 'long URL'] as const;
const LOGO_COLORS = ['default black', 'CMYK red on white', 'dark green on transparent'] as const;

let dir: string;
let fileNumber = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-print-decode-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function writerOptions(colors: ColorCase, page: WriterOptions['page']): WriterOptions {
  return { moduleSize: EPS_MODULE_SIZE, page, ...colors };
}

/** zbar's bytes for the one symbol in the image: `-Sbinary` prints them raw, without charset guessing. */
async function zbar(image: string): Promise<Buffer> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sbinary', image], { encoding: 'buffer' });
  return stdout;
}

/** Rasterizes with poppler and decodes; poppler must not complain about the file. */
async function decodePdf(bytes: Uint8Array): Promise<Buffer> {
  const base = join(dir, `code-${fileNumber++}`);
  await writeFile(`${base}.pdf`, bytes);
  const { stderr } = await run('pdftoppm', ['-r', DPI, '-gray', '-singlefile', `${base}.pdf`, base]);
  expect(stderr).toBe('');
  return zbar(`${base}.pgm`);
}

/** Rasterizes with ghostscript, cropped to the EPS bounding box, and decodes. */
async function decodeEps(bytes: Uint8Array): Promise<Buffer> {
  const base = join(dir, `code-${fileNumber++}`);
  await writeFile(`${base}.eps`, bytes);
  const { stdout, stderr } = await run('gs', [
    '-q',
    '-dSAFER',
    '-dBATCH',
    '-dNOPAUSE',
    '-dEPSCrop',
    '-sDEVICE=pnggray',
    `-r${DPI}`,
    '-o',
    `${base}.png`,
    `${base}.eps`,
  ]);
  expect(stdout + stderr).toBe('');
  return zbar(`${base}.png`);
}

describe('print writers, rasterized by poppler and ghostscript and decoded by zbar', () => {
  describe.each(CASES)('$name (ECC $ecc)', ({ content, colors, ecc }) => {
    const matrix = encodeQr(content, { ecc });
    const expected = Buffer.from(content, 'utf8');

    it('PDF, square page', async () => {
      expect(await decodePdf(await writePdf(matrix, writerOptions(colors, 'square')))).toEqual(expected);
    });

    it('PDF, A4 page', async () => {
      expect(await decodePdf(await writePdf(matrix, writerOptions(colors, 'a4')))).toEqual(expected);
    });

    it('EPS', async () => {
      expect(await decodeEps(writeEps(matrix, writerOptions(colors, 'square')))).toEqual(expected);
    });
  });

  it('decodes a version-40 code at ECC H centered on A4', async () => {
    // Lower case: a byte segment. Upper case would pack into alphanumeric mode and a smaller version.
    const content = 'q'.repeat(1273);
    const matrix = encodeQr(content, { ecc: 'H' });
    expect(matrix.size).toBe(177);
    expect(await decodePdf(await writePdf(matrix, writerOptions(COLORS['default black']!, 'a4')))).toEqual(
      Buffer.from(content),
    );
  });

  describe('with a logo', () => {
    let logoPng: Uint8Array;

    beforeAll(async () => {
      const normalized = await normalizeLogo(discLogo());
      if (!normalized.ok) throw new Error(`logo not normalized: ${normalized.message}`);
      logoPng = normalized.png;
    });

    describe.each(LOGO_CONTENTS.flatMap((content) => LOGO_COLORS.map((color) => ({ content, color }))))(
      '$content, $color',
      ({ content, color }) => {
        const expected = Buffer.from(CONTENTS[content], 'utf8');
        const colors = COLORS[color]!;
        const placed = () => placeLogo(encodeQr(CONTENTS[content], { ecc: 'H' }), logoPng);

        it('PDF, square page', async () => {
          const { matrix, logo } = placed();
          expect(await decodePdf(await writePdf(matrix, { ...writerOptions(colors, 'square'), logo }))).toEqual(expected);
        });

        it('PDF, A4 page', async () => {
          const { matrix, logo } = placed();
          expect(await decodePdf(await writePdf(matrix, { ...writerOptions(colors, 'a4'), logo }))).toEqual(expected);
        });

        it('EPS', async () => {
          const { matrix, logo } = placed();
          expect(await decodeEps(writeEps(matrix, { ...writerOptions(colors, 'square'), logo }))).toEqual(expected);
        });
      },
    );
  });
});

/**
 * An orange disc with a transparent surround, made with our own PNG writer from a hand-drawn
 * module grid (the test package has no image library): an upload as normalizeLogo receives it.
 */
function discLogo(): Uint8Array {
  const size = 21;
  const modules = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if ((x - 10) ** 2 + (y - 10) ** 2 <= 64) modules[y * size + x] = 1;
    }
  }
  const matrix: QrMatrix = { size, modules };
  return writePng(matrix, {
    moduleSize: 8,
    foreground: { r: 255, g: 140, b: 0 },
    background: 'transparent',
    defaultColors: false,
    page: 'square',
  });
}
