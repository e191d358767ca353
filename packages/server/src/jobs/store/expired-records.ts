import type { Db } from '../../db/db';

/**
 * One batch of each retention delete (jobs/delete-expired-records.ts): at most `limit` rows
 * created before `before`, oldest first, and the number deleted. Each runs as one statement,
 * so a batch is its own short transaction. SKIP LOCKED lets two processes running the job
 * share the rows instead of waiting on each other.
 */
type DeleteBatch = (db: Db, before: string, limit: number) => Promise<number>;

interface RetainedTable {
  readonly table: string;
  /** The columns that name a row; default `id`. */
  readonly key?: string;
  /** Oldest first, ties broken by the key; default `created_at, id`. */
  readonly order?: string;
  /** Rows that may go besides their age, as a condition ending in `AND`. */
  readonly only?: string;
}

/** The batch delete of `table`'s rows past their retention. */
function deleteOldRows({ table, key = 'id', order = 'created_at, id', only = '' }: RetainedTable): DeleteBatch {
  const sql = `DELETE FROM ${table} WHERE (${key}) IN (
       SELECT ${key} FROM ${table} WHERE ${only} created_at < $1::timestamptz
        ORDER BY ${order} LIMIT $2 FOR UPDATE SKIP LOCKED)`;
  return async (db, before, limit) => {
    const [row] = await db.query<{ n: number }>(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, [before, limit]);
    return row!.n;
  };
}

/** Idempotency records past their replay window, whatever their state (an in-flight one that old is a crashed request). */
export const deleteExpiredIdempotencyKeys = deleteOldRows({ table: 'idempotency_keys', key: 'workspace_id, idempotency_key', order: 'created_at' });

/** Finished deliveries only: a pending or retrying one is still the outbox's work. */
export const deleteOldWebhookDeliveries = deleteOldRows({ table: 'webhook_deliveries', only: "status IN ('success', 'failed') AND" });

/** The delivery log (GET /webhooks/{id}/deliveries). */
export const deleteOldWebhookDeliveryAttempts = deleteOldRows({ table: 'webhook_delivery_attempts' });

/** Emitted events; their deliveries carry their own payload, so none reads an event this old. */
export const deleteOldEvents = deleteOldRows({ table: 'events' });
