import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, decodeSvg } from './support/decode-image';
import { RUN_TIMEOUT_MS, runCli } from './support/run-cli';

const LINK = 'https://qz.example/menu?table=7';
const utf8 = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quietzone-cli-verify-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('quietzone-render --verify', () => {
  it('passes a plain code in every format written, exit 0', { timeout: RUN_TIMEOUT_MS * 2 }, async () => {
    const out = join(dir, 'plain');
    const run = await runCli(dir, ['--text', LINK, '--name', 'menu', '--format', 'svg,png', '--verify', '-o', out]);
    expect(run.stderr).not.toMatch(/scan/);
    expect(run.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['menu.png', 'menu.svg']);
    expect(utf8(decodePng(await readFile(join(out, 'menu.png'))))).toBe(LINK);
    expect(utf8(decodeSvg(await readFile(join(out, 'menu.svg'))))).toBe(LINK);
  });

  it('exits 1 naming each written file and the condition a low-contrast design fails', { timeout: RUN_TIMEOUT_MS * 2 }, async () => {
    const out = join(dir, 'gray');
    const run = await runCli(dir, ['--text', LINK, '--name', 'menu', '--fg', '777777', '--bg', '888888', '--format', 'png,svg', '--verify', '-o', out]);
    expect(run.code).toBe(1);
    // The files are written (as for any failed row, the others are kept); the problem names them.
    expect((await readdir(out)).sort()).toEqual(['menu.png', 'menu.svg']);
    expect(run.stderr).toMatch(/^--text:1: menu\.png: does not scan: intended-size \(zxing read it, jsqr did not\)/m);
    expect(run.stderr).toMatch(/^--text:1: menu\.svg: does not scan: .*contrast-halved \(neither zxing nor jsqr read it\)/m);
  });

  it('names the one file of -o FILE when its margin is low', { timeout: RUN_TIMEOUT_MS * 2 }, async () => {
    const file = join(dir, 'faded.png');
    const run = await runCli(dir, ['--text', LINK, '--fg', '777777', '--verify', '-o', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^--text:1: faded\.png: scan margin low: contrast-halved \(zxing read it, jsqr did not\)$/m);
  });

  it('is refused with --terminal and with --sheet (exit 2, nothing checked)', { timeout: RUN_TIMEOUT_MS * 2 }, async () => {
    const terminal = await runCli(dir, ['--text', LINK, '--terminal', '--verify']);
    expect(terminal.code).toBe(2);
    expect(terminal.stderr).toMatch(/--terminal does not apply to --verify/);
    const sheet = await runCli(dir, ['--text', LINK, '--sheet', 'A4', '--symbol-mm', '30', '--verify']);
    expect(sheet.code).toBe(2);
    expect(sheet.stderr).toMatch(/--sheet does not apply to --verify/);
  });
});
