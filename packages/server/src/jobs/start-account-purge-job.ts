import type { AppContext } from '../app/app-context';
import { RETENTION_INTERVAL_MS } from './start-retention-job';
import { purgeDeletedAccounts } from './purge-deleted-accounts';
import { startPeriodicJob, type PeriodicJob } from './start-periodic-job';

/**
 * Runs {@link purgeDeletedAccounts} in this process hourly (as the retention job: purges are
 * due after days, an hour does not matter), as a {@link startPeriodicJob} (register `stop` as
 * a shutdown hook). Several processes may each run one: a row another deleted first is simply
 * not there any more.
 */
export function startAccountPurgeJob(ctx: Pick<AppContext, 'db' | 'clock' | 'logger'>, options: { intervalMs?: number; firstRunMs?: number } = {}): PeriodicJob {
  return startPeriodicJob(
    async (signal) => {
      const report = await purgeDeletedAccounts(ctx.db, { now: ctx.clock.now(), signal });
      if (report.organizations + report.rows > 0) ctx.logger.info('account purge pass', { organizations: report.organizations, rows: report.rows });
    },
    // Two minutes after start: after the retention job's first pass, so start-up is not slowed.
    { name: 'account purge pass', logger: ctx.logger, intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS, firstRunMs: options.firstRunMs ?? 120_000 },
  );
}
