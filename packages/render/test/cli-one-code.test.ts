import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, decodeSvg } from './support/decode-image';
import { CLI, RUN_TIMEOUT_MS, TSX_CLI, runCli, runCliBytes } from './support/run-cli';

const LINK = 'https://qz.example/menu?table=7';
/** Tests that start the CLI several times, one after another. */
const SEVERAL_RUNS_MS = 4 * RUN_TIMEOUT_MS;
const utf8 = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quietzone-cli-one-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The code drawn by --terminal read back: each half block is two modules, then jsQR on 4-pixel modules. */
function decodeTerminal(text: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => line !== '');
  const rows: boolean[][] = [];
  for (const line of lines) {
    const chars = [...line];
    rows.push(chars.map((char) => char === '█' || char === '▀'));
    rows.push(chars.map((char) => char === '█' || char === '▄'));
  }
  const scale = 4;
  const width = rows[0]!.length * scale;
  const height = rows.length * scale;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = rows[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return jsQR(data, width, height)?.data;
}

describe('quietzone-render with one code', () => {
  it('-o FILE writes that one file in the format its extension names (any case), in a folder it creates', async () => {
    const png = await runCli(dir, ['--text', LINK, '-o', 'menu.png']);
    expect(png).toEqual({ code: 0, stdout: 'menu.png\n', stderr: `quietzone-render: wrote 1 file to ${join(dir, 'menu.png')}\n` });
    expect((await stat(join(dir, 'menu.png'))).isFile()).toBe(true);
    expect(utf8(decodePng(await readFile(join(dir, 'menu.png'))))).toBe(LINK);

    const eps = await runCli(dir, ['--text', LINK, '-o', join('print', 'Menu.EPS'), '--quiet']);
    expect(eps).toEqual({ code: 0, stdout: '', stderr: '' });
    expect((await readFile(join(dir, 'print', 'Menu.EPS'), 'latin1')).startsWith('%!PS-Adobe-3.0 EPSF-3.0')).toBe(true);

    // A one-row file is one code too; a matching --format is allowed.
    await writeFile(join(dir, 'one.csv'), 'name,url\nmenu,https://qz.example/one\n');
    const svg = await runCli(dir, ['one.csv', '-o', 'one.svg', '-f', 'SVG']);
    expect(svg.code).toBe(0);
    expect(utf8(decodeSvg(await readFile(join(dir, 'one.svg'))))).toBe('https://qz.example/one');
  }, SEVERAL_RUNS_MS);

  it('-o FILE with --sheet writes the sheet to that PDF', async () => {
    await writeFile(join(dir, 'sheet.txt'), 'https://qz.example/s/1\nhttps://qz.example/s/2\n');
    const result = await runCli(dir, ['sheet.txt', '--sheet', 'a4', '--symbol-mm', '30', '-o', 'tables.pdf']);
    expect(result).toMatchObject({ code: 0, stdout: 'tables.pdf\n' });
    expect((await readFile(join(dir, 'tables.pdf'), 'latin1')).startsWith('%PDF-')).toBe(true);
  }, RUN_TIMEOUT_MS);

  it('an existing folder named like a file stays a folder', async () => {
    await mkdir(join(dir, 'codes.png'));
    const result = await runCli(dir, ['--text', LINK, '-o', 'codes.png', '-f', 'png']);
    expect(result.code).toBe(0);
    expect(await readdir(join(dir, 'codes.png'))).toEqual(['qr.png']);
  }, RUN_TIMEOUT_MS);

  it('-o - writes the file to stdout and nothing else (SVG by default, --format picks another)', async () => {
    const svg = await runCliBytes(dir, ['--text', LINK, '-o', '-']);
    expect({ code: svg.code, stderr: svg.stderr }).toEqual({ code: 0, stderr: '' });
    expect(utf8(decodeSvg(svg.stdout))).toBe(LINK);

    const png = await runCliBytes(dir, ['--text', LINK, '-o', '-', '--format', 'png', '--size', '3']);
    expect({ code: png.code, stderr: png.stderr }).toEqual({ code: 0, stderr: '' });
    expect(utf8(decodePng(png.stdout))).toBe(LINK);
    // Byte for byte what -o FILE writes.
    await runCli(dir, ['--text', LINK, '-o', 'same.png', '--size', '3']);
    expect(png.stdout.equals(await readFile(join(dir, 'same.png')))).toBe(true);

    const sheet = await runCliBytes(dir, ['--text', LINK, '--sheet', 'a4', '--symbol-mm', '30', '-o', '-']);
    expect(sheet.code).toBe(0);
    expect(sheet.stdout.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, SEVERAL_RUNS_MS);

  it('--terminal draws the code on stdout in half blocks that read back as the content', async () => {
    const result = await runCli(dir, ['--text', LINK, '--terminal', '--ecc', 'q']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('\x1b[30;47m');
    expect(decodeTerminal(result.stdout)).toBe(LINK);
  }, RUN_TIMEOUT_MS);

  it.each([
    [['two.txt', '-o', 'two.png'], /-o two\.png writes one code, but two\.txt has 2; give a folder with -o/],
    [['two.txt', '--terminal'], /--terminal draws one code, but two\.txt has 2/],
    [['--text', LINK, '-o', 'x.svg', '-f', 'png'], /-o x\.svg is a SVG file; --format png does not match/],
    [['--text', LINK, '-o', '-', '-f', 'svg,png'], /-o - writes one file: give one --format/],
    [['--text', LINK, '-o', 'x.png', '--manifest'], /--manifest does not apply to --out FILE/],
    [['--text', LINK, '--terminal', '-f', 'png'], /--format does not apply to --terminal/],
    [['--text', LINK, '--terminal', '-o', 'x'], /--out does not apply to --terminal/],
    [['--text', LINK, '--sheet', 'a4', '--symbol-mm', '30', '-o', 'x.png'], /--sheet writes a PDF: -o x\.png is a PNG file/],
  ])('refuses %j (exit 2) and writes nothing', async (args, message) => {
    const own = await mkdtemp(join(dir, 'refused-'));
    await writeFile(join(own, 'two.txt'), 'https://qz.example/1\nhttps://qz.example/2\n');
    const result = await runCli(own, args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
    expect(await readdir(own)).toEqual(['two.txt']);
  }, RUN_TIMEOUT_MS);
});

describe('quietzone-render on a terminal', () => {
  it('prints the file list only once the progress line is gone, when both go to the terminal', async () => {
    await writeFile(join(dir, 'thirty.txt'), Array.from({ length: 30 }, (_, i) => `https://qz.example/t/${i}`).join('\n'));
    const command = [process.execPath, TSX_CLI, CLI, 'thirty.txt', '-o', 'tty'].join(' ');
    const terminal = await new Promise<string>((resolve, reject) => {
      execFile('script', ['-qec', command, '/dev/null'], { cwd: dir }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    });
    const cleared = terminal.lastIndexOf('\r\x1b[K');
    expect(cleared).toBeGreaterThan(0);
    // Everything before the line was cleared is progress; everything after is whole lines.
    expect(terminal.slice(0, cleared)).not.toContain('tty/');
    const after = terminal.slice(cleared + 4).split(/\r?\n/).filter(Boolean);
    expect(after).toEqual([...Array.from({ length: 30 }, (_, i) => join('tty', `qr-${String(i + 1).padStart(4, '0')}.svg`)), `quietzone-render: wrote 30 files to ${join(dir, 'tty')}`]);
  }, RUN_TIMEOUT_MS);
});
