import type { ImageFormat } from '@quietzone/core';
import { Worker } from 'node:worker_threads';
import { renderAndWriteRow, type RowSettings, type WrittenFile } from './render-row';

/** One row to render and write: the files still missing (--skip-existing may have dropped some). */
export interface RowTask {
  readonly content: string;
  readonly files: readonly { readonly format: ImageFormat; readonly path: string }[];
}

/** A worker's answer for task `index`: the files, or the stack of an unexpected failure. */
export type WorkerReply =
  | { readonly index: number; readonly files: WrittenFile[] }
  | { readonly index: number; readonly failure: string };

/** Rows rendered ahead of the oldest one still unwritten, per worker: bounds memory on big batches. */
const AHEAD_PER_WORKER = 16;

/**
 * Renders and writes every task and hands the results to `handle` strictly in task order, one
 * at a time, so the file list and the manifest come out exactly as with one job. With `jobs` > 1
 * the rows render in that many worker threads (`workerUrl`); a TypeScript worker starts
 * through `loaderUrl`, which registers tsx in the thread.
 */
export async function renderInOrder(
  tasks: readonly RowTask[],
  settings: RowSettings,
  jobs: number,
  worker: { readonly workerUrl: URL; readonly loaderUrl: URL },
  handle: (index: number, files: WrittenFile[]) => Promise<void>,
): Promise<void> {
  if (jobs <= 1 || tasks.length <= 1) {
    for (const [index, task] of tasks.entries()) await handle(index, await renderAndWriteRow(task.content, task.files, settings));
    return;
  }
  const typescript = worker.workerUrl.pathname.endsWith('.ts');
  const workers = Array.from({ length: Math.min(jobs, tasks.length) }, () =>
    typescript
      ? new Worker(worker.loaderUrl, { workerData: { module: worker.workerUrl.href, settings } })
      : new Worker(worker.workerUrl, { workerData: { settings } }),
  );
  const window = AHEAD_PER_WORKER * workers.length;
  const finished = new Map<number, WrittenFile[]>();
  const idle: Worker[] = [];
  let next = 0;
  let written = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let writing = Promise.resolve();
      const feed = (thread: Worker) => {
        if (next >= tasks.length) return;
        if (next - written >= window) {
          idle.push(thread);
          return;
        }
        thread.postMessage({ index: next, ...tasks[next]! });
        next++;
      };
      const writeReady = async () => {
        while (finished.has(written)) {
          const files = finished.get(written)!;
          finished.delete(written);
          await handle(written, files);
          written++;
          while (idle.length > 0 && next < tasks.length && next - written < window) feed(idle.pop()!);
        }
        if (written === tasks.length) resolve();
      };
      for (const thread of workers) {
        thread.on('message', (reply: WorkerReply) => {
          if ('failure' in reply) {
            reject(new Error(`render worker: ${reply.failure}`));
            return;
          }
          finished.set(reply.index, reply.files);
          feed(thread);
          writing = writing.then(writeReady).catch(reject);
        });
        thread.on('error', reject);
        thread.on('exit', (code) => {
          if (code !== 0 && written < tasks.length) reject(new Error(`render worker exited with code ${code}`));
        });
        feed(thread);
      }
    });
  } finally {
    await Promise.all(workers.map((thread) => thread.terminate()));
  }
}
