import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderQr } from '../src/frames/index';
import { RUN_TIMEOUT_MS, runCli } from './support/run-cli';
import { readCorpus } from './support/styled-corpus';

const LINK = 'https://qz.example/menu?table=7';
const FORMATS = ['svg', 'png', 'pdf', 'eps'] as const;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quietzone-cli-styles-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('quietzone-render style flags', () => {
  it('draws --modules, --finder, --finder-color, --gradient and --frame as renderQr does, read by zbar and ZXing-C++', { timeout: RUN_TIMEOUT_MS * 3 }, async () => {
    const out = join(dir, 'styled');
    const flags = ['--modules', 'dots', '--finder', 'rounded,circle', '--finder-color', '#6b1f7a', '--gradient', 'linear:45:#123456,#1a4f8b', '--frame', 'banner-bottom:Scan: the menu'];
    const run = await runCli(dir, ['--text', LINK, '--name', 'menu', '-f', FORMATS.join(','), ...flags, '--verify', '-o', out]);
    expect(run.stderr).not.toMatch(/scan/);
    expect(run.code).toBe(0);
    const options = {
      modules: 'dots',
      finder: { outer: 'rounded', inner: 'circle' },
      finderColor: '#6b1f7a',
      gradient: { type: 'linear', angle: 45, colors: ['#123456', '#1a4f8b'] },
      // The text is everything after the first colon.
      frame: { style: 'banner-bottom', text: 'Scan: the menu' },
    } as const;
    const files = [];
    for (const format of FORMATS) {
      const bytes = await readFile(join(out, `menu.${format}`));
      expect(Buffer.compare(bytes, Buffer.from(await renderQr(LINK, { format, ...options }))), format).toBe(0);
      files.push({ name: format, format, bytes });
    }
    const readings = await readCorpus(files);
    expect(readings.map((reading) => [reading.name, reading.zbar, reading.zxing])).toEqual(FORMATS.map((format) => [format, LINK, LINK]));
  });

  it('takes one finder name for the ring and a radial gradient without an angle', { timeout: RUN_TIMEOUT_MS }, async () => {
    const file = join(dir, 'radial.svg');
    const run = await runCli(dir, ['--text', LINK, '--finder', 'leaf', '--gradient', 'radial:#0b3d2e,#2c2c8c', '-o', file]);
    expect(run.code).toBe(0);
    const expected = await renderQr(LINK, { format: 'svg', finder: { outer: 'leaf' }, gradient: { type: 'radial', colors: ['#0b3d2e', '#2c2c8c'] } });
    expect(Buffer.compare(await readFile(file), Buffer.from(expected))).toBe(0);
  });

  it('puts a framed design through --verify: a faded one is reported, exit 1', { timeout: RUN_TIMEOUT_MS * 2 }, async () => {
    const file = join(dir, 'faded.png');
    const run = await runCli(dir, ['--text', LINK, '--fg', '808080', '--frame', 'box:Scan me', '--verify', '-o', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^--text:1: faded\.png: scan margin low: dot-loss-15 \(zxing read it, jsqr did not\)$/m);
  });

  it('draws the styles and the frame on --sheet, read by zbar and ZXing-C++', { timeout: RUN_TIMEOUT_MS }, async () => {
    const file = join(dir, 'sheet.pdf');
    const run = await runCli(dir, ['--text', LINK, '--sheet', 'A4', '--symbol-mm', '50', '--modules', 'rounded', '--finder', 'circle,circle', '--frame', 'banner-top:Scan me', '-o', file]);
    expect(run.code).toBe(0);
    const [reading] = await readCorpus([{ name: 'sheet', format: 'pdf', bytes: await readFile(file) }]);
    expect([reading!.zbar, reading!.zxing]).toEqual([LINK, LINK]);
  });

  it('refuses bad style flags, naming the flag (exit 2, nothing written)', { timeout: RUN_TIMEOUT_MS * 2 }, async () => {
    const cases: [string[], RegExp][] = [
      [['--modules', 'stars'], /--modules must be one of square, dots/],
      [['--finder', 'leaf,star'], /--finder must be "outer,inner"/],
      [['--finder-color', 'zz'], /--finder-color must be a hex color/],
      [['--gradient', 'conic:#000,#111'], /--gradient must be "linear:ANGLE:COLOR,COLOR/],
      [['--gradient', 'linear:45:#000'], /--gradient must hold 2–4 colors, got 1/],
      [['--frame', 'circle:hi'], /--frame must be "STYLE:TEXT" with STYLE one of banner-bottom, banner-top, box, rounded-box/],
      [['--frame', 'box:扫码'], /--frame text: the bundled font .* has no glyph for "扫" \(U\+626B\)/],
      [['--frame', 'box:Scan', '--fg', '777', '--bg', '888'], /--frame: the text \(in the background color\) on the frame \(in the foreground color\) has a contrast ratio of 1\.\d+:1/],
      [['--frame', 'box:Scan', '--symbol', 'microqr'], /--frame is drawn only around qr codes, not microqr/],
    ];
    for (const [flags, message] of cases) {
      const run = await runCli(dir, ['--text', 'x', ...flags, '-o', join(dir, 'never.svg')]);
      expect(run.code, flags.join(' ')).toBe(2);
      expect(run.stderr, flags.join(' ')).toMatch(message);
    }
  });
});
