import type { AppContext } from '../app/app-context';
import { startPeriodicJob, type PeriodicJob } from '../jobs/start-periodic-job';
import type { WebhookTransport } from './deliver-webhook';
import { DELIVERY_POLL_INTERVAL_MS } from './delivery-poll-interval';
import { runDeliveryPass } from './delivery-worker';

/** `stop()` cancels the next pass and waits for a running one to finish the attempts it has open. */
export type DeliveryWorker = PeriodicJob;

export interface DeliveryWorkerOptions {
  readonly intervalMs?: number;
  readonly transport?: WebhookTransport;
}

/**
 * Runs {@link runDeliveryPass} in this process every second, as a {@link startPeriodicJob}
 * (no overlapping passes, never keeps the process alive; register `stop` as a shutdown hook).
 * Several processes may each run one: deliveries are claimed in Postgres.
 */
export function startDeliveryWorker(ctx: AppContext, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  return startPeriodicJob(
    async (signal) => {
      const report = await runDeliveryPass(ctx, { signal, transport: options.transport, pollMs: options.intervalMs });
      if (report.attempted > 0) {
        ctx.metrics.countWebhookDeliveries(report);
        ctx.logger.info('webhook deliveries', { attempted: report.attempted, succeeded: report.succeeded, retrying: report.retrying, failed: report.failed });
      }
    },
    { name: 'webhook delivery pass', logger: ctx.logger, intervalMs: options.intervalMs ?? DELIVERY_POLL_INTERVAL_MS },
  );
}
