import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { startWorkerPool, workerModuleUrl } from '../app/start-worker-pool';
import { consoleLogger, type Logger } from '../logger';
import { renderHere, type RenderedBytes, type RenderTask } from './render-worker';

export type { CodeRenderTask, RenderTask } from './render-worker';

/**
 * A render's bytes with its own time in the thread that ran it (what pacing charges,
 * images/image-renders.ts), or `busy` when the queue is full (the image routes answer 503).
 */
export type RenderOutcome = ({ readonly ok: true } & RenderedBytes) | { readonly ok: false; readonly code: 'busy' };

export interface RenderPoolOptions {
  /** Worker threads; default {@link defaultRenderThreads}. */
  readonly threads?: number;
  /** Renders allowed to wait for a thread; one more is `busy`. Default {@link RENDER_QUEUE_DEFAULT}. */
  readonly queue?: number;
  /** A worker idle this long exits (the next render starts one again). */
  readonly idleTimeoutMs?: number;
  /**
   * The worker module; default render-worker beside this module. Tests wrap the real one. A
   * pool with a worker of its own renders every task there, `inline` ones too: only the
   * default worker's function is known to run the same on the event loop.
   */
  readonly worker?: URL;
  /** Where a worker's failure outside any render is reported; default consoleLogger. */
  readonly logger?: Logger;
}

export interface RenderPool {
  /**
   * Renders off the event loop, or answers `busy` at once when `threads + queue` renders are
   * pending. A task marked `inline` renders on the calling thread instead (the default worker
   * only), without waiting for a thread and so outside the bound; it counts as completed.
   */
  render(task: RenderTask): Promise<RenderOutcome>;
  /** Renders admitted and not finished: running plus waiting. */
  readonly pending: number;
  /** Renders finished since the pool was made. */
  readonly completed: number;
  /** Live worker threads. */
  readonly threads: number;
  /** Ends every worker thread; a later render starts new ones. Called by a shutdown hook. */
  close(): Promise<void>;
}

/**
 * A page of 100 thumbnails of codes nobody has fetched yet arrives as one burst, and light
 * renders take milliseconds: 128 waiting renders drain in well under a second. Only a flood of
 * heavy renders (logo PNGs at 20 px per module) fills it, and then a 503 is better than a wait
 * of minutes.
 */
export const RENDER_QUEUE_DEFAULT = 128;

/** Long enough that a steady trickle of renders keeps its workers, short enough to give memory back. */
export const RENDER_IDLE_TIMEOUT_MS = 30_000;

/**
 * One core is left to the event loop, which answers short links and, with embedded PGlite,
 * runs the database too; renders get the others. On one or two cores that is one worker: a
 * render then shares a core with the loop, but the OS time-slices them, so the loop is never
 * held for a whole render as it was when rendering ran on it.
 */
export function defaultRenderThreads(cores: number = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/**
 * The worker pool of the image routes (piscina), one per app, started on the first uncached
 * render. The bound is counted here rather than left to piscina's `maxQueue`, which also
 * counts workers still starting: `threads + queue` pending renders are admitted, the next is
 * `busy` at once. Workers are unreferenced while idle, so an app nobody closes (tests,
 * scripts) never holds the process open, and they exit after `idleTimeoutMs`.
 */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const threads = options.threads ?? defaultRenderThreads();
  const queue = options.queue ?? RENDER_QUEUE_DEFAULT;
  if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`threads must be a whole number ≥ 1, got ${threads}`);
  if (!Number.isInteger(queue) || queue < 0) throw new RangeError(`queue must be a whole number ≥ 0, got ${queue}`);
  const worker = options.worker ?? workerModuleUrl(import.meta.url, 'render-worker');
  const inlineRenders = options.worker === undefined;
  let piscina: Piscina<RenderTask, RenderedBytes> | undefined;
  let pending = 0;
  let completed = 0;

  const logger = options.logger ?? consoleLogger;
  const start = () =>
    startWorkerPool<RenderTask, RenderedBytes>({
      worker,
      maxThreads: threads,
      idleTimeoutMs: options.idleTimeoutMs ?? RENDER_IDLE_TIMEOUT_MS,
      name: 'render',
      logger,
      onBroken: (broken) => {
        if (piscina === broken) piscina = undefined;
      },
    });

  return {
    async render(task) {
      if (inlineRenders && 'inline' in task && task.inline) {
        const rendered = await renderHere(task);
        completed++;
        return { ok: true, ...rendered };
      }
      if (pending >= threads + queue) return BUSY;
      pending++;
      try {
        const rendered = await (piscina ??= start()).run(task);
        completed++;
        return { ok: true, bytes: rendered.bytes, renderMs: rendered.renderMs };
      } finally {
        pending--;
      }
    },
    get pending() {
      return pending;
    },
    get completed() {
      return completed;
    },
    get threads() {
      return piscina?.threads.length ?? 0;
    },
    async close() {
      const closing = piscina;
      piscina = undefined;
      await closing?.destroy();
    },
  };
}

/** The answer when no render may wait any more (the image routes answer 503). */
export const BUSY: RenderOutcome = Object.freeze({ ok: false, code: 'busy' });

