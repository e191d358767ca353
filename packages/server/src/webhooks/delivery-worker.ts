import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { claimDueDeliveries, type ClaimedDelivery } from './store/webhook-deliveries';
import { attemptDelivery, type AttemptResult } from './attempt-delivery';
import type { WebhookTransport } from './deliver-webhook';
import { DELIVERY_POLL_INTERVAL_MS } from './delivery-poll-interval';

/**
 * Attempts in flight at once in one process. Each is a socket waiting on a receiver, not
 * CPU, so the pool is wide; what keeps tenants apart is the per-webhook bound below.
 */
export const DELIVERY_CONCURRENCY = 32;
/**
 * Attempts of one webhook in flight at once (counting every process's claims). A receiver
 * that hangs for the whole time-out holds this many slots and no more, so the rest of the
 * pool keeps delivering to everyone else.
 */
export const MAX_IN_FLIGHT_PER_WEBHOOK = 2;
/**
 * Attempts of one workspace's webhooks in flight at once (every process's claims). A tenant
 * whose many receivers all hang holds a quarter of a process's pool at most, so it takes four
 * such tenants at once, not one, to hold up everyone else.
 */
export const MAX_IN_FLIGHT_PER_WORKSPACE = 8;
/**
 * A claim lasts the request time-out plus this margin; a claim not recorded by then belongs
 * to a process that died, and the attempt is made again (at least once: a receiver may see
 * the same X-SVC-Delivery twice, and de-duplicates by it).
 */
export const DELIVERY_CLAIM_MARGIN_MS = 60_000;

export interface DeliveryPassOptions {
  /** Pins the pass's time (tests run the retry schedule with it); default the app clock. */
  readonly now?: Date;
  /** Claim holder id; default a fresh one per pass. */
  readonly owner?: string;
  readonly transport?: WebhookTransport;
  readonly signal?: AbortSignal;
  /** Pool size; default {@link DELIVERY_CONCURRENCY}. */
  readonly concurrency?: number;
  /** Default {@link MAX_IN_FLIGHT_PER_WEBHOOK}. */
  readonly perWebhook?: number;
  /** Default {@link MAX_IN_FLIGHT_PER_WORKSPACE}. */
  readonly perWorkspace?: number;
  /** While attempts are in flight, how often to look for deliveries that became due; default 1 s. */
  readonly pollMs?: number;
}

export interface DeliveryPassReport {
  readonly attempted: number;
  readonly succeeded: number;
  readonly retrying: number;
  readonly failed: number;
  readonly deactivated: readonly string[];
}

/**
 * One pass of the webhook worker: a pool of attempts. Whenever a slot is free it claims due
 * deliveries of active webhooks (`FOR UPDATE SKIP LOCKED` with a lease, so any number of
 * server processes share the queue and each attempt is made by one of them), at most
 * `perWebhook` in flight per webhook and `perWorkspace` per workspace, and starts them
 * without waiting for the others; while attempts are open it looks again for new due work at
 * every completion and every `pollMs`. Ends when nothing is due and nothing is in flight, or
 * on `signal` (after the open attempts).
 */
export async function runDeliveryPass(ctx: AppContext, options: DeliveryPassOptions = {}): Promise<DeliveryPassReport> {
  const owner = options.owner ?? newId('wkr');
  const concurrency = options.concurrency ?? DELIVERY_CONCURRENCY;
  const report = { attempted: 0, succeeded: 0, retrying: 0, failed: 0, deactivated: [] as string[] };
  const inFlight = new Set<Promise<void>>();
  let wake: (() => void) | undefined;
  // An attempt that ends while a claim query runs has no waiter to wake; this remembers it.
  let endedSinceClaim = false;

  const record = (delivery: ClaimedDelivery, result: AttemptResult) => {
    report.attempted++;
    if (result.status === 'success') report.succeeded++;
    else if (result.status === 'retrying') report.retrying++;
    else report.failed++;
    if (result.deactivated) report.deactivated.push(delivery.webhook_id);
  };
  const start = (delivery: ClaimedDelivery) => {
    const attempt = attemptDelivery(ctx, delivery, { owner, now: options.now ?? ctx.clock.now(), retry: true, transport: options.transport })
      .then(
        (result) => record(delivery, result),
        // Not recorded: the claim runs out and another pass makes the attempt again.
        (error: unknown) => ctx.logger.error('webhook attempt not recorded', { delivery_id: delivery.id, error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        inFlight.delete(attempt);
        endedSinceClaim = true;
        wake?.();
      });
    inFlight.add(attempt);
  };

  while (!options.signal?.aborted) {
    const free = concurrency - inFlight.size;
    endedSinceClaim = false;
    if (free > 0) {
      const now = options.now ?? ctx.clock.now();
      const claimed = await claimDueDeliveries(ctx.db, {
        owner,
        now: now.toISOString(),
        lockedUntil: new Date(now.getTime() + ctx.config.webhookTimeoutMs + DELIVERY_CLAIM_MARGIN_MS).toISOString(),
        limit: free,
        perWebhook: options.perWebhook ?? MAX_IN_FLIGHT_PER_WEBHOOK,
        perWorkspace: options.perWorkspace ?? MAX_IN_FLIGHT_PER_WORKSPACE,
      });
      for (const delivery of claimed) start(delivery);
    }
    if (inFlight.size === 0) break;
    if (endedSinceClaim) continue;
    // The signal lives as long as the process: each wait removes its listener when it ends,
    // or listeners would pile up, one per wait, for good.
    const onAbort = () => wake?.();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake?.(), options.pollMs ?? DELIVERY_POLL_INTERVAL_MS);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      if (options.signal?.aborted) wake();
    });
    options.signal?.removeEventListener('abort', onAbort);
    wake = undefined;
  }
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  return report;
}
