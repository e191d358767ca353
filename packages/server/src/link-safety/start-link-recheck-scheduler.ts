import type { AppContext } from '../http/router';
import { LINK_RECHECK_INTERVAL_MS, runLinkRecheck } from './recheck-links-job';

export interface LinkRecheckScheduler {
  /** Cancels the next pass and waits for a running one to stop at its next batch boundary. */
  stop(): Promise<void>;
}

export interface LinkRecheckSchedulerOptions {
  readonly intervalMs?: number;
  /** Delay of the first pass after start; default 10 s, so start-up is not slowed. */
  readonly firstRunMs?: number;
}

/**
 * Runs {@link runLinkRecheck} in this process every few minutes. Passes never overlap (the
 * next is scheduled when one ends) and the timer is unref'd, so it never keeps the process
 * alive; register `stop` as a shutdown hook. Several processes may each run one: the work is
 * claimed in Postgres.
 */
export function startLinkRecheckScheduler(ctx: AppContext, options: LinkRecheckSchedulerOptions = {}): LinkRecheckScheduler {
  const intervalMs = options.intervalMs ?? LINK_RECHECK_INTERVAL_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  const tick = () => {
    timer = undefined;
    running = runLinkRecheck(ctx, { signal: controller.signal })
      .then(
        (report) => {
          if (report.dequeued + report.stillUnchecked + report.paused.length > 0 || report.sweepFinished) {
            ctx.logger.info('link re-check pass', {
              dequeued: report.dequeued,
              still_unchecked: report.stillUnchecked,
              swept_codes: report.sweptCodes,
              sweep_finished: report.sweepFinished,
              paused: report.paused.length,
            });
          }
        },
        (error: unknown) => ctx.logger.error('link re-check pass failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
      )
      .finally(() => {
        running = undefined;
        if (!controller.signal.aborted) schedule(intervalMs);
      });
  };
  schedule(options.firstRunMs ?? 10_000);

  return {
    async stop() {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
