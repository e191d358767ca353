import type { AppContext } from '../app/app-context';
import { startPeriodicJob, type PeriodicJob } from '../jobs/start-periodic-job';
import { runExportPass } from './run-export-pass';

/** How soon a queued export starts at the latest; the poll is one indexed query. */
export const EXPORT_POLL_MS = 2000;

/**
 * The export runner of `serve`: every {@link EXPORT_POLL_MS} it runs the waiting jobs
 * ({@link runExportPass}), as a {@link startPeriodicJob} (register `stop` as a shutdown hook: a job
 * cut short is left running under its lease, and the next process takes it over after it).
 * Several processes may each run one.
 */
export function startExportRunner(ctx: AppContext, options: { intervalMs?: number } = {}): PeriodicJob {
  return startPeriodicJob(
    async (signal) => {
      const runs = await runExportPass(ctx, signal);
      if (runs > 0) ctx.logger.info('export pass', { exports: runs });
    },
    { name: 'export pass', logger: ctx.logger, intervalMs: options.intervalMs ?? EXPORT_POLL_MS },
  );
}
