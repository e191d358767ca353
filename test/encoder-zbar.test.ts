import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BLACK, ERROR_CORRECTION_LEVELS, WHITE, type ErrorCorrection } from '@quietzone/core';
import { encodeQr, writePng, type EncodeOptions } from '@quietzone/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// End to end for the encoder: PNGs from our writer, read by zbar, a
// decoder independent of everything we ship — versions 1–40, version 23 included (jsQR
// 1.4.0 misplaces its alignment patterns, so the unit tests leave it to zbar), every level,
// every mode, UTF-8 beyond the BMP and the ECI designator.

const run = promisify(execFile);

/** Pixels per module: version 40 becomes 555 px square, which zbar reads in a few ms. */
const MODULE_SIZE = 3;

/** ISO/IEC 18004 Table 7, version 40: 7089 digits at L is the most characters any symbol holds. */
const MOST_CHARACTERS = 7089;

let dir: string;
let fileNumber = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-encoder-zbar-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * zbar's reading of the code in a PNG: with `-Sbinary` the symbol's bytes as they are (no
 * charset guessing, no newline); without it, zbar's text (it converts to UTF-8 itself, using
 * an ECI designator when there is one) followed by a newline.
 */
async function zbar(png: Uint8Array, { binary = true } = {}): Promise<Buffer> {
  const file = join(dir, `code-${fileNumber++}.png`);
  await writeFile(file, png);
  const { stdout } = await run('zbarimg', ['--raw', '-q', ...(binary ? ['-Sbinary'] : []), file], { encoding: 'buffer' });
  return stdout;
}

function png(content: string, options: EncodeOptions): { bytes: Uint8Array; version: number } {
  const matrix = encodeQr(content, options);
  const bytes = writePng(matrix, { moduleSize: MODULE_SIZE, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' });
  return { bytes, version: matrix.version };
}

/** Contents by mode, each an endless pattern cut to `length` characters (code points). */
const CONTENT_KINDS: Record<string, (length: number) => string> = {
  numeric: (length) => cut('2718281828459045235360287471352662497757', length),
  alphanumeric: (length) => cut('QUIETZONE $%*+-./: ZBAR ', length),
  byte: (length) => cut('pack my box with five dozen liquor jugs; ', length),
  mixed: (length) => cut('ABC123456789012abc https://qz.example/r/98765432101234 ', length),
  'UTF-8 beyond the BMP': (length) => cut('東京駅 🚀 Grüße 𝄞 ', length),
};

function cut(pattern: string, length: number): string {
  const characters = Array.from(pattern);
  return Array.from({ length }, (_, i) => characters[i % characters.length]!).join('');
}

/**
 * The longest content of a kind that still encodes at `version` (bisected on length; the
 * version never drops as content grows), so every symbol is full. Mask 0 is forced while
 * searching: it does not change the version and saves scoring 8 masks.
 */
function fullestContent(kind: (length: number) => string, version: number, ecc: ErrorCorrection): string {
  const fits = (length: number) => {
    try {
      return encodeQr(kind(length), { ecc, mask: 0 }).version <= version;
    } catch {
      return false; // Over the version-40 capacity.
    }
  };
  let low = 1;
  let high = MOST_CHARACTERS;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return kind(low);
}

const kindNames = Object.keys(CONTENT_KINDS);

/** Every version; kinds cycle over 5 versions and levels over 4; version 23 at every level. */
const CASES = [
  ...Array.from({ length: 40 }, (_, i) => i + 1).map((version) => ({
    version,
    ecc: ERROR_CORRECTION_LEVELS[version % 4]!,
    kind: kindNames[version % kindNames.length]!,
  })),
  ...ERROR_CORRECTION_LEVELS.filter((ecc) => ecc !== ERROR_CORRECTION_LEVELS[23 % 4]).map((ecc, i) => ({
    version: 23,
    ecc,
    kind: kindNames[i % kindNames.length]!,
  })),
];

describe('encodeQr + writePng read by zbar', () => {
  it.each(CASES)('version $version, ECC $ecc, $kind, full to the last codeword', async ({ version, ecc, kind }) => {
    const content = fullestContent(CONTENT_KINDS[kind]!, version, ecc);
    const code = png(content, { ecc });
    expect(code.version).toBe(version);
    expect(await zbar(code.bytes)).toEqual(Buffer.from(content, 'utf8'));
  });

  it.each(ERROR_CORRECTION_LEVELS)('version 40 by minVersion with a short mixed content, ECC %s', async (ecc) => {
    const content = 'ABC123456789012abc 東京 🚀';
    const code = png(content, { ecc, minVersion: 40 });
    expect(code.version).toBe(40);
    expect(await zbar(code.bytes)).toEqual(Buffer.from(content, 'utf8'));
  });

  it.each(['Grüße aus Köln', '東京駅 🚀🎉', 'café ABC123456789012 𝄞'])('eci: true reads back the same text: %s', async (content) => {
    const code = png(content, { eci: true });
    expect(await zbar(code.bytes)).toEqual(Buffer.from(content, 'utf8'));
    // zbar's own text conversion (no -Sbinary) follows the ECI 26 designator to UTF-8.
    expect((await zbar(code.bytes, { binary: false })).toString('utf8')).toBe(`${content}\n`);
  });
});
