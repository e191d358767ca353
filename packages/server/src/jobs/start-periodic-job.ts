import type { Logger } from '../logger';

export interface PeriodicJob {
  /** Cancels the next pass, aborts the signal of a running one and waits for it to end. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** Names the job in the log line of a failed pass (`${name} failed`). */
  readonly name: string;
  readonly logger: Logger;
  /** Pause between the end of one pass and the start of the next. */
  readonly intervalMs: number;
  /** Delay of the first pass after start; default `intervalMs`. */
  readonly firstRunMs?: number;
}

/**
 * Runs `pass` in this process every `intervalMs`. Passes never overlap (the next is scheduled
 * when one ends), a failed pass is logged and the next one still runs, and the timer is unref'd
 * so it never keeps the process alive; register `stop` as a shutdown hook.
 */
export function startPeriodicJob(pass: (signal: AbortSignal) => Promise<void>, options: PeriodicJobOptions): PeriodicJob {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  const tick = () => {
    timer = undefined;
    running = pass(controller.signal)
      .catch((error: unknown) => options.logger.error(`${options.name} failed`, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
      .finally(() => {
        running = undefined;
        if (!controller.signal.aborted) schedule(options.intervalMs);
      });
  };
  schedule(options.firstRunMs ?? options.intervalMs);

  return {
    async stop() {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
