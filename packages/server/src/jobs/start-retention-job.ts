import type { AppContext } from '../app/app-context';
import { deleteExpiredExports } from '../exports/delete-expired-exports';
import { deleteExpiredRecords } from './delete-expired-records';
import { startPeriodicJob, type PeriodicJob } from './start-periodic-job';

/**
 * Hourly: idempotency records expire 24 h after their request, so an hour's delay keeps at most
 * 25 h of them; the others are kept for days, where an hour does not matter.
 */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs {@link deleteExpiredRecords} in this process every {@link RETENTION_INTERVAL_MS}, as a
 * {@link startPeriodicJob} (register `stop` as a shutdown hook). Several processes may each run
 * one: their batches skip each other's locked rows.
 */
export function startRetentionJob(ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'logger'>, options: { intervalMs?: number; firstRunMs?: number } = {}): PeriodicJob {
  return startPeriodicJob(
    async (signal) => {
      const report = await deleteExpiredRecords(ctx.db, { now: ctx.clock.now(), retentionDays: ctx.config.retentionDays, signal });
      // Print exports keep their ZIP 24 h (exports/run-export.ts); the hour's delay keeps at most 25 h.
      const exports = await deleteExpiredExports(ctx.db, ctx.clock.now(), signal);
      if (report.idempotencyKeys + report.webhookDeliveries + report.webhookDeliveryAttempts + report.events + exports > 0) {
        ctx.logger.info('retention pass', {
          idempotency_keys: report.idempotencyKeys,
          webhook_deliveries: report.webhookDeliveries,
          webhook_delivery_attempts: report.webhookDeliveryAttempts,
          events: report.events,
          ...(exports > 0 ? { exports } : {}),
        });
      }
    },
    // The first pass a minute after start, so start-up is not slowed.
    { name: 'retention pass', logger: ctx.logger, intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS, firstRunMs: options.firstRunMs ?? 60_000 },
  );
}
