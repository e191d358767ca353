import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
// Each run starts node + tsx + sharp: about a second on this machine, more under load.
const RUN_TIMEOUT_MS = 60_000;

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function run(cwd: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [TSX_CLI, CLI, ...args], { cwd }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

function decodePng(bytes: Uint8Array): string | undefined {
  const png = PNG.sync.read(Buffer.from(bytes));
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quietzone-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('quietzone-render', () => {
  it('renders every row of a CSV in every requested format, with safe names, inside --out', async () => {
    await writeFile(
      join(dir, 'batch.csv'),
      'name,content\n' +
        'menu,https://qz.example/menu\n' +
        '../../escape,https://qz.example/x\n' +
        '"Café, Menü","https://qz.example/b?x=1,2"\n',
    );
    const result = await run(dir, 'batch.csv', '--format', 'svg,png', '-f', 'eps', '-f', 'pdf', '--out', 'out', '--size', '6');
    expect(result.stderr).toContain('wrote 12 files');
    expect(result.code).toBe(0);
    const written = (await readdir(join(dir, 'out'))).sort();
    expect(written).toEqual(
      ['Cafe-Menu', 'escape', 'menu'].flatMap((stem) => ['eps', 'pdf', 'png', 'svg'].map((ext) => `${stem}.${ext}`)),
    );
    expect(result.stdout.trim().split('\n')).toHaveLength(12);
    // Nothing escaped: the temp dir holds only the input and the output directory.
    expect((await readdir(dir)).sort()).toEqual(['batch.csv', 'out']);
    expect(decodePng(await readFile(join(dir, 'out', 'menu.png')))).toBe('https://qz.example/menu');
    expect(decodePng(await readFile(join(dir, 'out', 'Cafe-Menu.png')))).toBe('https://qz.example/b?x=1,2');
    expect(await readFile(join(dir, 'out', 'escape.svg'), 'utf8')).toContain('<svg');
    expect((await readFile(join(dir, 'out', 'menu.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readFile(join(dir, 'out', 'menu.eps'))).subarray(0, 4).toString()).toBe('%!PS');
  }, RUN_TIMEOUT_MS);

  it('renders --text with a logo (JPEG bytes in a .png file) that still decodes', async () => {
    const noise = Buffer.alloc(64 * 64 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 256;
    await writeFile(join(dir, 'logo.png'), await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).jpeg().toBuffer());
    const content = 'https://qz.example/with-logo';
    const result = await run(dir, '--text', content, '--name', 'logo code', '--logo', 'logo.png', '-f', 'png', '-o', 'logo-out');
    expect(result.code).toBe(0);
    expect(decodePng(await readFile(join(dir, 'logo-out', 'logo-code.png')))).toBe(content);
  }, RUN_TIMEOUT_MS);

  it('writes the good rows and exits 1 when some rows fail', async () => {
    await writeFile(join(dir, 'mixed.txt'), `https://qz.example/ok\n${'x'.repeat(3000)}\n`);
    const result = await run(dir, 'mixed.txt', '-o', 'mixed-out');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/mixed\.txt:2: .*does not fit/);
    expect(await readdir(join(dir, 'mixed-out'))).toEqual(['qr-0001.svg']);
  }, RUN_TIMEOUT_MS);

  // Independent runs: concurrent, so the process start-up cost overlaps.
  it.concurrent.each([
    [['--format', 'gif', '--text', 'x'], '--format'],
    [['--size', '1', '--text', 'x'], '--size must be an integer from 2 to 20'],
    [['--size', 'big', '--text', 'x'], '--size must be an integer'],
    [['--fg', 'navy', '--text', 'x'], '--fg must be a hex color'],
    [['--ecc', 'X', '--text', 'x'], '--ecc'],
    [['--bogus'], "Unknown option '--bogus'"],
    [[], 'no input'],
    [['missing.csv'], 'cannot read input missing.csv: no such file'],
    [['--logo', 'batch.csv', '--text', 'x'], 'must be a PNG, JPEG or WebP'],
  ])('rejects %j with exit code 2 and a message on stderr', async (args, message) => {
    const result = await run(dir, ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  }, RUN_TIMEOUT_MS);

  it('prints usage for --help', async () => {
    const result = await run(dir, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: quietzone-render/);
  }, RUN_TIMEOUT_MS);
});
