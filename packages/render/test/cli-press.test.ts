import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQr } from '../src/index';
import { runCli } from './support/run-cli';

// --press-dpi and --min-module-mm: a PDF or EPS module too fine for the press is a warning on
// stderr and in the manifest's warning column; it fails nothing (exit 0).

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quietzone-cli-press-'));
  await writeFile(join(dir, 'codes.csv'), 'name,content\ntable-1,https://qz.example/t/1\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const PRESS = 'module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)';

describe('quietzone-render press warnings', () => {
  it('warns for 0.25 mm modules at 300 dpi on stderr and in the manifest, PDF and EPS only, and exits 0', async () => {
    const run = await runCli(dir, ['codes.csv', '-f', 'pdf,eps,svg', '--module-mm', '0.25', '--press-dpi', '300', '--manifest', '-o', 'fine', '--quiet']);
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([`codes.csv:2: table-1.pdf: warning: ${PRESS}`, `codes.csv:2: table-1.eps: warning: ${PRESS}`]);
    const manifest = (await readFile(join(dir, 'fine', 'manifest.csv'), 'utf8')).trim().split('\r\n');
    expect(manifest.map((line) => line.slice(line.lastIndexOf(',') + 1))).toEqual(['warning', PRESS, PRESS, '']);
  });

  it('warns below 0.33 mm by default, or below --min-module-mm, and not at 2400 dpi', async () => {
    const plain = await runCli(dir, ['codes.csv', '-f', 'pdf', '--module-mm', '0.3', '-o', 'plain', '--quiet']);
    expect(plain.stderr.trim()).toBe('codes.csv:2: table-1.pdf: warning: module 0.3 mm is below 0.33 mm');
    const floor = await runCli(dir, ['codes.csv', '-f', 'eps', '--module-mm', '0.4', '--min-module-mm', '0.5', '-o', 'floor', '--quiet']);
    expect(floor.stderr.trim()).toBe('codes.csv:2: table-1.eps: warning: module 0.4 mm is below 0.5 mm');
    const fine = await runCli(dir, ['codes.csv', '-f', 'pdf', '--module-mm', '0.25', '--press-dpi', '2400', '-o', 'ctp', '--quiet']);
    expect(fine.stderr).toBe('');
    const single = await runCli(dir, ['--text', 'https://qz.example/t/1', '--module-mm', '0.25', '--press-dpi', '300', '-o', 'one.eps', '--quiet']);
    expect(single.code).toBe(0);
    expect(single.stderr.trim()).toBe(`--text:1: one.eps: warning: ${PRESS}`);
  });

  it('checks a sheet by each code\'s own module, and a --symbol-mm file likewise', async () => {
    const side = encodeQr('https://qz.example/t/1', { ecc: 'M' }).size + 8;
    const moduleMm = Math.round((9 / side) * 1000) / 1000;
    const sheet = await runCli(dir, ['codes.csv', '--sheet', 'a4', '--symbol-mm', '9', '-o', 'sheet.pdf', '--quiet']);
    expect(sheet.code).toBe(0);
    expect(sheet.stderr.trim()).toBe(`codes.csv:2: table-1: warning: module ${moduleMm} mm is below 0.33 mm`);
    const single = await runCli(dir, ['codes.csv', '-f', 'pdf', '--symbol-mm', '9', '-o', 'sized', '--quiet']);
    expect(single.stderr.trim()).toBe(`codes.csv:2: table-1.pdf: warning: module ${moduleMm} mm is below 0.33 mm`);
  });

  it('refuses a --press-dpi that is no whole number from 72 to 10000', async () => {
    for (const value of ['50', '3e2', 'x']) {
      const run = await runCli(dir, ['codes.csv', '-f', 'pdf', '--press-dpi', value, '-o', 'bad']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--press-dpi must be a whole number from 72 to 10000');
    }
  });
});
