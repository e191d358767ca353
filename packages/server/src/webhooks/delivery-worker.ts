import type { AppContext } from '../http/router';
import { newId } from '../new-id';
import { claimDueDeliveries } from '../store/webhook-deliveries';
import { attemptDelivery } from './attempt-delivery';
import type { WebhookTransport } from './deliver-webhook';

/** Deliveries claimed (and sent concurrently) at a time. */
const CLAIM_BATCH = 20;
/** Bounds one pass, so a stop request is honoured soon even with a long queue. */
const BATCHES_PER_PASS = 10;
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
  /** Claim size (tests); default 20. */
  readonly batchSize?: number;
}

export interface DeliveryPassReport {
  readonly attempted: number;
  readonly succeeded: number;
  readonly retrying: number;
  readonly failed: number;
  readonly deactivated: readonly string[];
}

/**
 * One pass of the webhook worker: claims due deliveries of active webhooks with
 * `FOR UPDATE SKIP LOCKED` (so any number of server processes share the queue), sends them,
 * records each attempt, and repeats until nothing is due.
 */
export async function runDeliveryPass(ctx: AppContext, options: DeliveryPassOptions = {}): Promise<DeliveryPassReport> {
  const owner = options.owner ?? newId('wkr');
  const report = { attempted: 0, succeeded: 0, retrying: 0, failed: 0, deactivated: [] as string[] };
  for (let batch = 0; batch < BATCHES_PER_PASS && !options.signal?.aborted; batch++) {
    const now = options.now ?? ctx.clock.now();
    const claimed = await claimDueDeliveries(ctx.db, {
      owner,
      now: now.toISOString(),
      lockedUntil: new Date(now.getTime() + ctx.config.webhookTimeoutMs + DELIVERY_CLAIM_MARGIN_MS).toISOString(),
      limit: options.batchSize ?? CLAIM_BATCH,
    });
    if (claimed.length === 0) break;
    const results = await Promise.all(
      claimed.map((delivery) => attemptDelivery(ctx, delivery, { owner, now: options.now ?? ctx.clock.now(), retry: true, transport: options.transport })),
    );
    for (const [index, result] of results.entries()) {
      report.attempted++;
      if (result.status === 'success') report.succeeded++;
      else if (result.status === 'retrying') report.retrying++;
      else report.failed++;
      if (result.deactivated) report.deactivated.push(claimed[index]!.webhook_id);
    }
  }
  return report;
}
