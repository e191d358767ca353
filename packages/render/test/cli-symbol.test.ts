import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overWhite, readPng } from './support/decode-image';
import { readRaster } from './support/zxing-decode';

// quietzone-render --symbol: files read back by ZXing-C++, and the flags it refuses.

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const LINK = 'https://id.example.com/01/09506000134352/10/L1';
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-cli-symbol-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function run(...args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [TSX_CLI, CLI, ...args], { cwd: dir }, (error, _stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr });
    });
  });
}

describe('quietzone-render --symbol', () => {
  it('writes an rMQR and a Data Matrix PNG that decode to the text', async () => {
    for (const [symbol, format] of [['rmqr', 'rMQRCode'], ['datamatrix', 'DataMatrix']] as const) {
      const result = await run('--text', LINK, '--name', symbol, '--symbol', symbol, '--format', 'png', '--quiet');
      expect(result, symbol).toMatchObject({ code: 0 });
      const raster = overWhite(readPng(await readFile(join(dir, `${symbol}.png`))));
      expect((await readRaster(raster, format)).map((read) => read.text)).toEqual([LINK]);
    }
  }, 120_000);

  it('refuses an unknown symbol, --manifest with one and --height-mm without one, exit 2', async () => {
    expect(await run('--text', LINK, '--symbol', 'aztec')).toMatchObject({ code: 2, stderr: expect.stringContaining('--symbol must be one of qr, microqr, rmqr, datamatrix') });
    expect(await run('--text', LINK, '--symbol', 'rmqr', '--manifest')).toMatchObject({ code: 2, stderr: expect.stringContaining('--manifest goes with qr codes') });
    expect(await run('--text', LINK, '--height-mm', '10', '--format', 'pdf')).toMatchObject({ code: 2, stderr: expect.stringContaining('--height-mm needs symbol') });
  }, 120_000);
});
