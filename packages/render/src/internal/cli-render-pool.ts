import type { ImageFormat } from '@quietzone/core';
import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describeFile, renderRow, type RowSettings, type WrittenFile } from './render-row';

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

/** Rows per worker message: one message per row cost more than rendering a small EPS. */
const ROWS_PER_BATCH = 64;
/**
 * Batches a worker holds at once, so it does not wait for the main thread, which answers only
 * between batches of its own (with two queued, a worker's profile on 5,000 codes was 14 % idle,
 * part of it start-up; with four, idle time is not among its top entries on 20,000).
 */
const BATCHES_QUEUED_PER_WORKER = 4;
/** Batches rendered ahead of the oldest one not yet handled, per rendering thread: bounds memory on big batches. */
const BATCHES_AHEAD_PER_THREAD = 8;

/**
 * Renders a batch of rows and writes each file from the thread that rendered it, with a
 * synchronous write: no round trip of the bytes to the main thread and no hop through libuv's
 * thread pool per file (an open, a write and a close, each answered by a promise, cost more
 * than rendering a small EPS). Results in task order.
 */
export async function renderAndWriteBatch(tasks: readonly RowTask[], settings: RowSettings): Promise<WrittenFile[][]> {
  const batch: WrittenFile[][] = [];
  for (const task of tasks) {
    const rendered = await renderRow(task.content, task.files.map((file) => file.format), settings);
    batch.push(
      rendered.map((file, index) => {
        if (!file.ok) return file;
        const { path } = task.files[index]!;
        if (!settings.archive) writeFileSync(path, file.bytes);
        return describeFile(path, file.bytes, settings);
      }),
    );
  }
  return batch;
}

/**
 * Renders and writes every task and hands the results to `handle` strictly in task order, one
 * at a time, so the file list and the manifest come out exactly as with one job. With `jobs` > 1
 * that many threads render: this one and `jobs` − 1 workers (`workerUrl`; a TypeScript worker
 * starts through `loaderUrl`, which registers tsx in the thread). This thread renders between
 * handling results: with a worker per job it sat idle most of the run while each worker paid
 * its own start-up and cold JIT.
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
  const threads = Math.min(jobs, batches.length);
  if (threads <= 1) {
    for (const batch of batches) await handleBatch(batch.start, await renderAndWriteBatch(batch.tasks, settings));
    return;
  }
  const typescript = worker.workerUrl.pathname.endsWith('.ts');
  const workers = Array.from({ length: threads - 1 }, () =>
    typescript
      ? new Worker(worker.loaderUrl, { workerData: { module: worker.workerUrl.href, settings } })
      : new Worker(worker.workerUrl, { workerData: { settings } }),
  );
  const window = BATCHES_AHEAD_PER_THREAD * threads;
  const finished = new Map<number, WrittenFile[][]>();
  const queued = new Map<Worker, number>(workers.map((thread) => [thread, 0]));
  let next = 0;
  let handled = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const fail = (error: Error) => {
    failure ??= error;
    signal();
  };
  const canStart = () => next < batches.length && next - handled < window;
  const feed = () => {
    for (const thread of workers) {
      while (queued.get(thread)! < BATCHES_QUEUED_PER_WORKER && canStart()) {
        thread.postMessage(batches[next]!);
        next++;
        queued.set(thread, queued.get(thread)! + 1);
      }
    }
  };
  for (const thread of workers) {
    thread.on('message', (reply: WorkerReply) => {
      queued.set(thread, queued.get(thread)! - 1);
      if ('failure' in reply) fail(new Error(`render worker: ${reply.failure}`));
      else finished.set(reply.start / ROWS_PER_BATCH, reply.files);
      signal();
    });
    thread.on('error', fail);
    thread.on('exit', (code) => {
      if (code !== 0 && handled < batches.length) fail(new Error(`render worker exited with code ${code}`));
    });
  }
  try {
    for (;;) {
      if (failure) throw failure;
      while (finished.has(handled)) {
        const files = finished.get(handled)!;
        finished.delete(handled);
        await handleBatch(batches[handled]!.start, files);
        handled++;
      }
      if (handled === batches.length) return;
      // The workers' queues are topped up first; this thread takes a batch only when they are full.
      feed();
      if (canStart()) {
        const index = next++;
        finished.set(index, await renderAndWriteBatch(batches[index]!.tasks, settings));
        // Rendering never yields to the event loop: let the workers' replies in before going on.
        await new Promise<void>((resolve) => setImmediate(resolve));
      } else if (!finished.has(handled)) {
        // The oldest batch is with a worker: wait for a reply (or a failure).
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    await Promise.all(workers.map((thread) => thread.terminate()));
  }
}
