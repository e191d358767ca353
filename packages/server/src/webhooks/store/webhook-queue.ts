import type { Db } from '../../db/db';

export interface WebhookQueueState {
  /** Deliveries not yet settled (pending or retrying). */
  readonly waiting: number;
  /** created_at of the oldest of them, or null when none waits. */
  readonly oldest: string | null;
}

/** What GET /metrics shows of the webhook outbox; the partial due index covers exactly these rows. */
export async function readWebhookQueue(db: Db): Promise<WebhookQueueState> {
  const [row] = await db.query<WebhookQueueState>(
    `SELECT count(*)::int AS waiting, min(created_at) AS oldest FROM webhook_deliveries WHERE status IN ('pending', 'retrying')`,
  );
  return row ?? { waiting: 0, oldest: null };
}
