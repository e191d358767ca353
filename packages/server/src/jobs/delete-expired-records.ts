import type { Db } from '../db/db';
import { IDEMPOTENCY_TTL_MS } from '../http/idempotency';
import { deleteExpiredIdempotencyKeys, deleteOldEvents, deleteOldWebhookDeliveries, deleteOldWebhookDeliveryAttempts } from './store/expired-records';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows per DELETE. Each batch is one short statement, so a backlog of millions (a first run on
 * an old database) never holds locks or a snapshot for long, and requests and the webhook
 * worker interleave with it.
 */
export const RETENTION_BATCH_SIZE = 1000;

export interface RetentionOptions {
  readonly now: Date;
  /** RETENTION_DAYS: webhook deliveries, their log and events older than this go. */
  readonly retentionDays: number;
  readonly batchSize?: number;
  /** Stops between batches (shutdown). */
  readonly signal?: AbortSignal;
}

export interface RetentionReport {
  readonly idempotencyKeys: number;
  readonly webhookDeliveries: number;
  readonly webhookDeliveryAttempts: number;
  readonly events: number;
}

/**
 * Deletes what is kept only for a while: idempotency records once their
 * 24 h replay window has passed, and finished webhook deliveries, the delivery log and events
 * after `retentionDays`. Batch after batch until a batch comes back short.
 */
export async function deleteExpiredRecords(db: Db, options: RetentionOptions): Promise<RetentionReport> {
  const limit = options.batchSize ?? RETENTION_BATCH_SIZE;
  const now = options.now.getTime();
  const idempotencyBefore = new Date(now - IDEMPOTENCY_TTL_MS).toISOString();
  const retainedBefore = new Date(now - options.retentionDays * DAY_MS).toISOString();
  const drain = async (deleteBatch: (db: Db, before: string, limit: number) => Promise<number>, before: string) => {
    let total = 0;
    while (!options.signal?.aborted) {
      const deleted = await deleteBatch(db, before, limit);
      total += deleted;
      if (deleted < limit) break;
    }
    return total;
  };
  return {
    idempotencyKeys: await drain(deleteExpiredIdempotencyKeys, idempotencyBefore),
    webhookDeliveries: await drain(deleteOldWebhookDeliveries, retainedBefore),
    webhookDeliveryAttempts: await drain(deleteOldWebhookDeliveryAttempts, retainedBefore),
    events: await drain(deleteOldEvents, retainedBefore),
  };
}
