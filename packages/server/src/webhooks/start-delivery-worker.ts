import type { AppContext } from '../http/router';
import type { WebhookTransport } from './deliver-webhook';
import { runDeliveryPass } from './delivery-worker';

/** Pause between passes of the in-process worker. */
export const DELIVERY_POLL_INTERVAL_MS = 1_000;

export interface DeliveryWorker {
  /** Cancels the next pass and waits for a running one to finish its batch. */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  readonly intervalMs?: number;
  readonly transport?: WebhookTransport;
}

/**
 * Runs {@link runDeliveryPass} in this process every second. Passes never overlap, the timer
 * is unref'd (it never keeps the process alive); register `stop` as a shutdown hook. Several
 * processes may each run one: deliveries are claimed in Postgres.
 */
export function startDeliveryWorker(ctx: AppContext, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  const intervalMs = options.intervalMs ?? DELIVERY_POLL_INTERVAL_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  const tick = () => {
    timer = undefined;
    running = runDeliveryPass(ctx, { signal: controller.signal, transport: options.transport })
      .then(
        (report) => {
          if (report.attempted > 0) {
            ctx.logger.info('webhook deliveries', { attempted: report.attempted, succeeded: report.succeeded, retrying: report.retrying, failed: report.failed });
          }
        },
        (error: unknown) => ctx.logger.error('webhook delivery pass failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
      )
      .finally(() => {
        running = undefined;
        if (!controller.signal.aborted) schedule();
      });
  };
  schedule();

  return {
    async stop() {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
