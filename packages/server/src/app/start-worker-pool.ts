import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from '../logger';

export interface WorkerPoolOptions {
  /** The worker module (its default export handles one task): TypeScript from source, JavaScript when built. */
  readonly worker: URL;
  readonly maxThreads: number;
  /** A worker idle this long exits (the next task starts one again). */
  readonly idleTimeoutMs: number;
  /** Heap limits of each worker: past them the worker ends and its task fails with ERR_WORKER_OUT_OF_MEMORY. */
  readonly resourceLimits?: ResourceLimits;
  /** Names the pool in its failure lines (`render worker failed`). */
  readonly name: string;
  readonly logger: Logger;
  /** Called when the pool broke and was closed: its owner starts a fresh one for the next task. */
  readonly onBroken: (pool: Piscina) => void;
}

/**
 * A piscina pool over a worker module, started with no thread (the first task starts one).
 * Workers are unreferenced while idle, so a pool nobody closes (tests, scripts) never holds the
 * process open. A worker failing with no task of its own, typically while loading (a missing
 * file or loader), is reported here: unheard, the event would end the process. Piscina starts
 * no more workers after such a failure, so its waiting tasks would wait forever: they fail now
 * (500), the running ones finish, and `onBroken` lets the owner start a fresh pool.
 */
export function startWorkerPool<Task, Result>(options: WorkerPoolOptions): Piscina<Task, Result> {
  const typescript = options.worker.pathname.endsWith('.ts');
  const pool = new Piscina<Task, Result>({
    filename: typescript ? TYPESCRIPT_WORKER_LOADER.href : options.worker.href,
    workerData: typescript ? { module: options.worker.href } : undefined,
    minThreads: 0,
    maxThreads: options.maxThreads,
    idleTimeout: options.idleTimeoutMs,
    ...(options.resourceLimits === undefined ? {} : { resourceLimits: options.resourceLimits }),
  });
  pool.on('error', (error: unknown) => {
    options.logger.error(`${options.name} worker failed`, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    options.onBroken(pool);
    pool.close({ force: true }).catch((closeError: unknown) => options.logger.error(`${options.name} pool close failed`, { error: String(closeError) }));
  });
  return pool;
}

/** A pool of one thread, started by its first task and started again after it broke. */
export interface LazyWorker<Task, Result> {
  run(task: Task): Promise<Result>;
  /** Ends the thread; a later task starts a new one. */
  close(): Promise<void>;
}

/**
 * One worker thread for rare, heavy tasks (a scan check, a workbook): none runs until the first
 * task, it exits when idle, and a broken pool is replaced by the next task. Tasks queue.
 */
export function lazyWorker<Task, Result>(options: Omit<WorkerPoolOptions, 'maxThreads' | 'onBroken'>): LazyWorker<Task, Result> {
  let piscina: Piscina<Task, Result> | undefined;
  const start = () =>
    startWorkerPool<Task, Result>({
      ...options,
      maxThreads: 1,
      onBroken: (broken) => {
        if (piscina === broken) piscina = undefined;
      },
    });
  return {
    run: (task) => (piscina ??= start()).run(task),
    async close() {
      const closing = piscina;
      piscina = undefined;
      await closing?.destroy();
    },
  };
}

/**
 * The URL of the worker module `name` beside the module at `from` (its `import.meta.url`). From
 * source (tsx, vitest) that is `<name>.ts` in the same folder; in the tsup build (ESM only) the
 * module is bundled into dist/index.js or dist/cli.js, beside the worker entry dist/<name>.js.
 */
export function workerModuleUrl(from: string, name: string): URL {
  const extension = /\.[cm]?[jt]s$/.exec(new URL(from).pathname)?.[0] ?? '.js';
  return new URL(`./${name}${extension}`, from);
}

/** Runs a TypeScript worker from source (see the file: worker threads need tsx registered in them). */
const TYPESCRIPT_WORKER_LOADER = new URL('../images/load-typescript-worker.mjs', import.meta.url);
