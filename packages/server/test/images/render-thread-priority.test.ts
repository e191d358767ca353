import { readdirSync, readFileSync } from 'node:fs';
import { resolveImageRequest } from '@quietzone/core';
import { afterAll, describe, expect, it } from 'vitest';
import { imageRenderTask } from '../../src/images/render-code-image';
import { createRenderPool } from '../../src/images/render-pool';
import { RENDER_THREAD_NICENESS } from '../../src/images/render-worker';
import { decodePng } from '../helpers/decode-png';

const CONTENT = 'https://qr.example.com/Ab3dE7x';

/** Niceness of every thread of this process (proc(5): field 19 of /proc/self/task/<tid>/stat). */
function threadNiceness(): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The thread's name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    niceness.set(Number(tid), Number(fields[16]));
  }
  return niceness;
}

const pool = createRenderPool({ threads: 1 });
afterAll(() => pool.close());

describe.runIf(process.platform === 'linux')('render threads yield the CPU to the event loop', () => {
  it(`a pool thread renders ${RENDER_THREAD_NICENESS} steps nicer than the process; the main thread keeps its own`, async () => {
    const mainNiceness = threadNiceness().get(process.pid)!;
    const before = new Set(threadNiceness().keys());

    const request = resolveImageRequest({ format: 'png', query: {}, stored: null, hasLogo: false });
    const outcome = await pool.render(imageRenderTask(CONTENT, request, undefined));
    expect(outcome.ok && decodePng(outcome.bytes).text).toBe(CONTENT);

    const after = threadNiceness();
    // Importing render-worker here (for the constant) ran on the main thread: no change there.
    expect(after.get(process.pid)).toBe(mainNiceness);
    const niced = [...after].filter(([tid, nice]) => !before.has(tid) && nice === Math.min(19, mainNiceness + RENDER_THREAD_NICENESS));
    expect(niced.length).toBeGreaterThanOrEqual(1);
  });
});
