import type { AppContext } from '../app/app-context';
import { recheckDomains } from '../domains/recheck-domains';
import { RETENTION_INTERVAL_MS } from './start-retention-job';
import { startPeriodicJob, type PeriodicJob } from './start-periodic-job';

/**
 * Runs {@link recheckDomains} in this process hourly, as a {@link startPeriodicJob} (register
 * `stop` as a shutdown hook): each verified domain is looked up about once a day, a failed one
 * each hour so a record put back counts soon. Several processes may each run one: a domain
 * checked twice is recorded twice, to the same effect.
 */
export function startDomainRecheckJob(ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'config' | 'logger'>, options: { intervalMs?: number; firstRunMs?: number } = {}): PeriodicJob {
  return startPeriodicJob(
    async (signal) => {
      const checked = await recheckDomains(ctx, signal);
      if (checked > 0) ctx.logger.info('domain recheck pass', { domains: checked });
    },
    // Three minutes after start: after the retention and purge jobs' first passes.
    { name: 'domain recheck pass', logger: ctx.logger, intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS, firstRunMs: options.firstRunMs ?? 180_000 },
  );
}
