import type { Db } from '../db/db';

/**
 * One batch of each retention delete (jobs/delete-expired-records.ts): at most `limit` rows
 * created before `before`, oldest first, and the number deleted. Each runs as one statement,
 * so a batch is its own short transaction. SKIP LOCKED lets two processes running the job
 * share the rows instead of waiting on each other.
 */
type DeleteBatch = (db: Db, before: string, limit: number) => Promise<number>;

async function deleteBatch(db: Db, sql: string, before: string, limit: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, [before, limit]);
  return row!.n;
}

/** Idempotency records past their replay window, whatever their state (an in-flight one that old is a crashed request). */
export const deleteExpiredIdempotencyKeys: DeleteBatch = (db, before, limit) =>
  deleteBatch(
    db,
    `DELETE FROM idempotency_keys WHERE (workspace_id, idempotency_key) IN (
       SELECT workspace_id, idempotency_key FROM idempotency_keys WHERE created_at < $1::timestamptz
        ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    before,
    limit,
  );

/** Finished deliveries only: a pending or retrying one is still the outbox's work. */
export const deleteOldWebhookDeliveries: DeleteBatch = (db, before, limit) =>
  deleteBatch(
    db,
    `DELETE FROM webhook_deliveries WHERE id IN (
       SELECT id FROM webhook_deliveries WHERE status IN ('success', 'failed') AND created_at < $1::timestamptz
        ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    before,
    limit,
  );

/** The delivery log (GET /webhooks/{id}/deliveries). */
export const deleteOldWebhookDeliveryAttempts: DeleteBatch = (db, before, limit) =>
  deleteBatch(
    db,
    `DELETE FROM webhook_delivery_attempts WHERE id IN (
       SELECT id FROM webhook_delivery_attempts WHERE created_at < $1::timestamptz
        ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    before,
    limit,
  );

/** Emitted events; their deliveries carry their own payload, so none reads an event this old. */
export const deleteOldEvents: DeleteBatch = (db, before, limit) =>
  deleteBatch(
    db,
    `DELETE FROM events WHERE id IN (
       SELECT id FROM events WHERE created_at < $1::timestamptz
        ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    before,
    limit,
  );
