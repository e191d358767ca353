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
 * How many threads render, and when the workers among them start: `now` (an explicit --jobs), or
 * `when-worth-it` (the default), once this thread has timed a few batches and the rest would
 * take it longer than {@link WORKERS_WORTH_IT_MS} alone.
 */
export interface ThreadPlan {
  readonly threads: number;
  readonly start: 'now' | 'when-worth-it';
}

/** Batches this thread renders first, warming its JIT (the first takes ~3× a warm one), untimed. */
const WARM_UP_BATCHES = 2;
/**
 * Batches timed before the mean estimates the rest: one batch varies 3–14 ms with the garbage
 * collector (5,000 EPS into --zip), and a single slow one started workers the run did not need.
 */
const TIMED_BATCHES = 4;
/**
 * Below this much work left for one thread, workers are not started. Measured on 2 cores
 * (bench/README "Print, round seven"): a worker's start-up, its own cold JIT and garbage
 * collector cost about as much as it saves on ~0.4 s of work (5,000 EPS: `--jobs 2`
 * 0.87–0.98× of `--jobs 1`; 10,000: 1.05–1.09×; 20,000: 1.22–1.27×).
 */
const WORKERS_WORTH_IT_MS = 500;

/**
 * Renders and writes every task and hands the results to `handle` strictly in task order, one
 * at a time, so the file list and the manifest come out exactly as with one job. With more than
 * one thread planned, this thread and `threads` − 1 workers render (`workerUrl`; a TypeScript
 * worker starts through `loaderUrl`, which registers tsx in the thread). This thread renders
 * between handling results: with a worker per job it sat idle most of the run while each worker
 * paid its own start-up and cold JIT. Resolves to the number of workers started.
 */
export async function renderInOrder(
  tasks: readonly RowTask[],
  settings: RowSettings,
  plan: ThreadPlan,
  worker: { readonly workerUrl: URL; readonly loaderUrl: URL },
  handle: (index: number, files: WrittenFile[]) => Promise<void>,
  workersWorthItMs = WORKERS_WORTH_IT_MS,
): Promise<number> {
  const batches: TaskBatch[] = [];
  for (let start = 0; start < tasks.length; start += ROWS_PER_BATCH) batches.push({ start, tasks: tasks.slice(start, start + ROWS_PER_BATCH) });
  const handleBatch = async (start: number, files: WrittenFile[][]) => {
    for (const [offset, rowFiles] of files.entries()) await handle(start + offset, rowFiles);
  };
  const threads = Math.min(plan.threads, batches.length);
  if (threads <= 1) {
    for (const batch of batches) await handleBatch(batch.start, await renderAndWriteBatch(batch.tasks, settings));
    return 0;
  }
  const typescript = worker.workerUrl.pathname.endsWith('.ts');
  const workers: Worker[] = [];
  const window = BATCHES_AHEAD_PER_THREAD * threads;
  const finished = new Map<number, WrittenFile[][]>();
  const queued = new Map<Worker, number>();
  let next = 0;
  let handled = 0;
  let renderedHere = 0;
  let timedMs = 0;
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
  const startWorkers = () => {
    for (let count = 1; count < threads; count++) {
      const thread = typescript
        ? new Worker(worker.loaderUrl, { workerData: { module: worker.workerUrl.href, settings } })
        : new Worker(worker.workerUrl, { workerData: { settings } });
      workers.push(thread);
      queued.set(thread, 0);
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
  };
  /** After a batch this thread took `batchMs` for: start the workers if the rest is worth it. */
  const considerWorkers = (batchMs: number) => {
    if (workers.length > 0 || plan.start !== 'when-worth-it' || ++renderedHere <= WARM_UP_BATCHES) return;
    timedMs += batchMs;
    const timed = renderedHere - WARM_UP_BATCHES;
    if (timed >= TIMED_BATCHES && (timedMs / timed) * (batches.length - next) >= workersWorthItMs) startWorkers();
  };
  const feed = () => {
    for (const thread of workers) {
      while (queued.get(thread)! < BATCHES_QUEUED_PER_WORKER && canStart()) {
        thread.postMessage(batches[next]!);
        next++;
        queued.set(thread, queued.get(thread)! + 1);
      }
    }
  };
  if (plan.start === 'now') startWorkers();
  try {
    for (;;) {
      if (failure) throw failure;
      while (finished.has(handled)) {
        const files = finished.get(handled)!;
        finished.delete(handled);
        await handleBatch(batches[handled]!.start, files);
        handled++;
      }
      if (handled === batches.length) return workers.length;
      // The workers' queues are topped up first; this thread takes a batch only when they are full.
      feed();
      if (canStart()) {
        const index = next++;
        const started = performance.now();
        finished.set(index, await renderAndWriteBatch(batches[index]!.tasks, settings));
        considerWorkers(performance.now() - started);
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
