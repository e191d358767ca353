import type { AppContext } from '../../app/app-context';
import { startPeriodicJob, type PeriodicJob, type PeriodicJobOptions } from '../../jobs/start-periodic-job';
import { LINK_RECHECK_INTERVAL_MS, runLinkRecheck } from './recheck-links-job';

/** `stop()` cancels the next pass and waits for a running one to stop at its next batch boundary. */
export type LinkRecheckScheduler = PeriodicJob;

/** The pause between passes (default LINK_RECHECK_INTERVAL_MS) and the delay of the first (default 10 s, so start-up is not slowed). */
export type LinkRecheckSchedulerOptions = Partial<Pick<PeriodicJobOptions, 'intervalMs' | 'firstRunMs'>>;

/**
 * Runs {@link runLinkRecheck} in this process every few minutes, as a {@link startPeriodicJob}
 * (no overlapping passes, never keeps the process alive; register `stop` as a shutdown hook).
 * Several processes may each run one: the work is claimed in Postgres.
 */
export function startLinkRecheckScheduler(ctx: AppContext, options: LinkRecheckSchedulerOptions = {}): LinkRecheckScheduler {
  return startPeriodicJob(
    async (signal) => {
      const report = await runLinkRecheck(ctx, { signal });
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
    { name: 'link re-check pass', logger: ctx.logger, intervalMs: options.intervalMs ?? LINK_RECHECK_INTERVAL_MS, firstRunMs: options.firstRunMs ?? 10_000 },
  );
}
