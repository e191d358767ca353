import type { ImageFormat } from '@quietzone/core';
import { Worker } from 'node:worker_threads';
import { renderAndWriteRow, type RowSettings, type WrittenFile } from './render-row';

/** One row to render and write: the files still missing (--skip-existing may have dropped some). */
export interface RowTask {
  readonly content: string;
  readonly files: readonly { readonly format: ImageFormat; readonly path: string }[];
}

/** Tasks `start`, `start` + 1, … sent to a worker in one message. */
export interface TaskBatch {
  readonly start: number;
  readonly tasks: readonly RowTask[];
}

/** A worker's answer for the batch at `start`: each task's files, or the stack of an unexpected failure. */
export type WorkerReply =
  | { readonly start: number; readonly files: WrittenFile[][] }
  | { readonly start: number; readonly failure: string };

/**
 * Rows per worker message, and per group whose file writes overlap: one message per row cost
 * more than rendering a small EPS, and writing files one after another left the disk queue
 * (and the thread pool) mostly empty.
 */
const ROWS_PER_BATCH = 64;
/** Batches rendered ahead of the oldest one still unwritten, per worker: bounds memory on big batches. */
const BATCHES_AHEAD_PER_WORKER = 2;

/** Renders a batch of rows, their file writes in flight together; results in task order. */
export function renderAndWriteBatch(tasks: readonly RowTask[], settings: RowSettings): Promise<WrittenFile[][]> {
  return Promise.all(tasks.map((task) => renderAndWriteRow(task.content, task.files, settings)));
}

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
  const batches: TaskBatch[] = [];
  for (let start = 0; start < tasks.length; start += ROWS_PER_BATCH) batches.push({ start, tasks: tasks.slice(start, start + ROWS_PER_BATCH) });
  const handleBatch = async (start: number, files: WrittenFile[][]) => {
    for (const [offset, rowFiles] of files.entries()) await handle(start + offset, rowFiles);
  };
  if (jobs <= 1 || batches.length <= 1) {
    for (const batch of batches) await handleBatch(batch.start, await renderAndWriteBatch(batch.tasks, settings));
    return;
  }
  const typescript = worker.workerUrl.pathname.endsWith('.ts');
  const workers = Array.from({ length: Math.min(jobs, batches.length) }, () =>
    typescript
      ? new Worker(worker.loaderUrl, { workerData: { module: worker.workerUrl.href, settings } })
      : new Worker(worker.workerUrl, { workerData: { settings } }),
  );
  const window = BATCHES_AHEAD_PER_WORKER * workers.length;
  const finished = new Map<number, WrittenFile[][]>();
  const idle: Worker[] = [];
  let next = 0;
  let written = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let writing = Promise.resolve();
      const feed = (thread: Worker) => {
        if (next >= batches.length) return;
        if (next - written >= window) {
          idle.push(thread);
          return;
        }
        thread.postMessage(batches[next]!);
        next++;
      };
      const writeReady = async () => {
        while (finished.has(written)) {
          const files = finished.get(written)!;
          finished.delete(written);
          await handleBatch(batches[written]!.start, files);
          written++;
          while (idle.length > 0 && next < batches.length && next - written < window) feed(idle.pop()!);
        }
        if (written === batches.length) resolve();
      };
      for (const thread of workers) {
        thread.on('message', (reply: WorkerReply) => {
          if ('failure' in reply) {
            reject(new Error(`render worker: ${reply.failure}`));
            return;
          }
          finished.set(reply.start / ROWS_PER_BATCH, reply.files);
          feed(thread);
          writing = writing.then(writeReady).catch(reject);
        });
        thread.on('error', reject);
        thread.on('exit', (code) => {
          if (code !== 0 && written < batches.length) reject(new Error(`render worker exited with code ${code}`));
        });
        feed(thread);
      }
    });
  } finally {
    await Promise.all(workers.map((thread) => thread.terminate()));
  }
}
