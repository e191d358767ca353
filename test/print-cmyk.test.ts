import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderQr, renderSheet } from '@quietzone/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inkLevels, separatePlates } from './support/separate-plates';

// A printer's own CMYK (fg/bg as cmyk:C,M,Y,K or { cmyk }) is written as given: ghostscript's
// tiffsep shows each plate carrying exactly that ink, and zbar reads the code off the plates.

const run = promisify(execFile);
const CONTENT = 'https://qz.example/r/Cmyk30';
const PLATES = ['Cyan', 'Magenta', 'Yellow', 'Black'] as const;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-print-cmyk-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** tiffsep's 8-bit ink for a percent. */
const ink = (percent: number) => Math.round((percent / 100) * 255);

async function zbar(file: string): Promise<string[]> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', file]).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter(Boolean);
}

describe('CMYK the printer asked for, separated by ghostscript (tiffsep)', () => {
  it.each(['pdf', 'eps'] as const)('%s: fg cmyk:100,66,0,2 on bg { cmyk: [0, 0, 10, 0] } puts exactly those inks on each plate', async (format) => {
    const bytes = await renderQr(CONTENT, { format, fg: 'cmyk:100,66,0,2', bg: { cmyk: [0, 0, 10, 0] } });
    const plates = await separatePlates(bytes, format, dir);
    expect([...plates.keys()].sort()).toEqual([...PLATES].sort());
    // Each plate holds two levels, no ink and the one asked for (within ghostscript's rounding
    // to 8 bits): the code's ink, or the background's (knocked out under the code).
    for (const [name, percent] of [['Cyan', 100], ['Magenta', 66], ['Yellow', 10], ['Black', 2]] as const) {
      const levels = [...inkLevels(plates.get(name)!.plate).keys()].sort((a, b) => a - b);
      expect(levels, name).toHaveLength(2);
      expect(levels[0], name).toBe(0);
      expect(Math.abs(levels[1]! - ink(percent)), `${name}: ${levels[1]} for ${percent} %`).toBeLessThanOrEqual(1);
    }
    // Where cyan is, yellow is not: the code knocks the background out.
    const cyan = plates.get('Cyan')!.plate.ink;
    const yellow = plates.get('Yellow')!.plate.ink;
    expect(cyan.every((value, i) => value === 0 || yellow[i] === 0)).toBe(true);
    expect(await zbar(plates.get('Cyan')!.file)).toEqual([CONTENT]);
  });

  it.each(['pdf', 'eps'] as const)('%s: a pure black, cmyk:0,0,0,100 or hex 000000, inks the black plate only', async (format) => {
    for (const fg of ['cmyk:0,0,0,100', '000000']) {
      const plates = await separatePlates(await renderQr(CONTENT, { format, fg, bg: 'ffffff' }), format, dir);
      for (const plate of ['Cyan', 'Magenta', 'Yellow']) expect(plates.get(plate)!.plate.ink.every((value) => value === 0), `${fg} ${plate}`).toBe(true);
      expect([...inkLevels(plates.get('Black')!.plate).keys()].sort((a, b) => a - b)).toEqual([0, 255]);
      expect(await zbar(plates.get('Black')!.file)).toEqual([CONTENT]);
    }
  });

  it('a sheet takes { cmyk } for its codes too', async () => {
    const items = [{ content: `${CONTENT}/1` }, { content: `${CONTENT}/2` }];
    const plates = await separatePlates(await renderSheet(items, { symbolMm: 30, fg: { cmyk: [0, 100, 100, 0] } }), 'pdf', dir);
    expect(plates.get('Cyan')!.plate.ink.every((value) => value === 0)).toBe(true);
    expect([...inkLevels(plates.get('Magenta')!.plate).keys()].sort((a, b) => a - b)).toEqual([0, 255]);
    expect((await zbar(plates.get('Yellow')!.file)).sort()).toEqual(items.map((item) => item.content));
  });
});
