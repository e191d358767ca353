import { describe, expect, it } from 'vitest';
import { renderInOrder, type RowTask } from '../../src/internal/cli-render-pool';
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

async function collect(rows: readonly RowTask[], jobs: number, worker = WORKER): Promise<{ index: number; files: WrittenFile[] }[]> {
  const handled: { index: number; files: WrittenFile[] }[] = [];
  await renderInOrder(rows, SETTINGS, jobs, worker, async (index, files) => {
    // A slow consumer now and then: the threads rendering ahead must wait for it, not lose rows.
    if (index % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    handled.push({ index, files });
  });
  return handled;
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

  it('stops with the worker\'s failure instead of waiting for its rows', async () => {
    const failing = { ...WORKER, workerUrl: new URL('../support/failing-render-worker.ts', import.meta.url) };
    await expect(collect(tasks(300), 2, failing)).rejects.toThrow(/^render worker: boom at \d+/);
  }, TIMEOUT_MS);
});
