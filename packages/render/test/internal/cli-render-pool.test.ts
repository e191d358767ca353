import { describe, expect, it } from 'vitest';
import { renderInOrder, type RowTask, type ThreadPlan } from '../../src/internal/cli-render-pool';
import type { RowSettings, WrittenFile } from '../../src/internal/render-row';

const WORKER = {
  workerUrl: new URL('../../src/internal/cli-render-worker.ts', import.meta.url),
  loaderUrl: new URL('../../src/internal/cli-worker-loader.mjs', import.meta.url),
};
// --zip settings: the rows come back as archive entries, nothing is written to disk.
const SETTINGS: RowSettings = { options: {}, logo: undefined, hash: true, archive: true };
// Starting workers under tsx takes about a second each, more under load.
const TIMEOUT_MS = 60_000;

/** Rows over several worker messages (64 rows each), one of them too long to encode. */
function tasks(count: number): RowTask[] {
  return Array.from({ length: count }, (_, i) => ({
    content: i === 70 ? 'x'.repeat(3000) : `https://qz.example/pool/${i}`,
    files: [{ format: 'eps' as const, path: `/nowhere/${i}.eps` }],
  }));
}

type Handled = { index: number; files: WrittenFile[] }[];

async function collectWith(rows: readonly RowTask[], plan: ThreadPlan, worker = WORKER, workersWorthItMs?: number): Promise<{ handled: Handled; workers: number }> {
  const handled: Handled = [];
  const workers = await renderInOrder(rows, SETTINGS, plan, worker, async (index, files) => {
    // A slow consumer now and then: the threads rendering ahead must wait for it, not lose rows.
    if (index % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    handled.push({ index, files });
  }, workersWorthItMs);
  return { handled, workers };
}

async function collect(rows: readonly RowTask[], threads: number, worker = WORKER): Promise<Handled> {
  return (await collectWith(rows, { threads, start: 'now' }, worker)).handled;
}

describe('renderInOrder', () => {
  it('hands every row to the handler once, in order, with the same results from three threads as from one', async () => {
    const rows = tasks(700);
    const one = await collect(rows, 1);
    const three = await collect(rows, 3);
    expect(one.map(({ index }) => index)).toEqual(rows.map((_, i) => i));
    expect(three.map(({ index }) => index)).toEqual(one.map(({ index }) => index));
    expect(three).toEqual(one);
    expect(one[70]!.files[0]).toMatchObject({ ok: false });
    expect(one[0]!.files[0]).toMatchObject({ ok: true, packed: { deflated: true } });
  }, TIMEOUT_MS);

  it('by default starts the workers only when the rows left would take this thread long enough', async () => {
    const rows = tasks(700);
    const one = await collect(rows, 1);
    // 700 EPS rows (11 batches) take this thread milliseconds: after 2 warm-up and 4 timed
    // batches, the 5 left would need 100 ms each to be worth a worker's start-up.
    const small = await collectWith(rows, { threads: 3, start: 'when-worth-it' });
    expect(small.workers).toBe(0);
    expect(small.handled).toEqual(one);
    // With any amount of work worth it, both workers start after the first timed batches.
    const worthIt = await collectWith(rows, { threads: 3, start: 'when-worth-it' }, WORKER, 0);
    expect(worthIt.workers).toBe(2);
    expect(worthIt.handled).toEqual(one);
    // An explicit --jobs starts them at once, whatever the estimate.
    expect((await collectWith(rows, { threads: 3, start: 'now' })).workers).toBe(2);
  }, TIMEOUT_MS);

  it('stops with the worker\'s failure instead of waiting for its rows', async () => {
    const failing = { ...WORKER, workerUrl: new URL('../support/failing-render-worker.ts', import.meta.url) };
    await expect(collect(tasks(300), 2, failing)).rejects.toThrow(/^render worker: boom at \d+/);
  }, TIMEOUT_MS);
});
