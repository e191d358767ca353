import type { CursorPosition } from '@quietzone/core';
import type { Db } from '../../db/db';
import { queryPage, type Page } from '../../db/query-page';

export interface NewDelivery {
  readonly id: string;
  readonly webhookId: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly payload: string;
  /** null: never claimed by the worker (a ping, sent by its request). */
  readonly nextAttemptAt: string | null;
  readonly lockedBy?: string | null;
  readonly lockedUntil?: string | null;
  readonly createdAt: string;
}

/** One row per (webhook, event); a second insert of the same pair is ignored (exactly once). */
export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, event_id, event_type, payload, next_attempt_at, locked_by, locked_until, created_at, updated_at)
     SELECT d.id, d.webhook_id, d.event_id, d.event_type, d.payload, d.next_attempt_at, d.locked_by, d.locked_until, d.created_at, d.created_at
     FROM jsonb_to_recordset($1::jsonb) AS d(id text, webhook_id text, event_id text, event_type text, payload text,
       next_attempt_at timestamptz, locked_by text, locked_until timestamptz, created_at timestamptz)
     ON CONFLICT (webhook_id, event_id) DO NOTHING`,
    [
      JSON.stringify(
        deliveries.map((d) => ({
          id: d.id,
          webhook_id: d.webhookId,
          event_id: d.eventId,
          event_type: d.eventType,
          payload: d.payload,
          next_attempt_at: d.nextAttemptAt,
          locked_by: d.lockedBy ?? null,
          locked_until: d.lockedUntil ?? null,
          created_at: d.createdAt,
        })),
      ),
    ],
  );
}

/** A claimed delivery with what sending it needs (URL and secrets as they are now, sealed). */
export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  /** Attempts finished before this one. */
  attempts: number;
  url: string;
  secret: string | null;
  secret_sealed: string | null;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: string | null;
}

export interface ClaimOptions {
  readonly owner: string;
  readonly now: string;
  readonly lockedUntil: string;
  /** Deliveries claimed at most (the caller's free slots). */
  readonly limit: number;
  /** Attempts of one webhook in flight at most, counting claims of every process. */
  readonly perWebhook: number;
  /** Attempts of one workspace's webhooks in flight at most, likewise. */
  readonly perWorkspace: number;
}

/**
 * Claims up to `limit` due deliveries of active webhooks for `owner` until `lockedUntil`,
 * oldest first, but never more than `perWebhook` in flight for one webhook nor `perWorkspace`
 * for one workspace: the claims still held (by any process) count, so receivers that hang
 * keep at most that many of the pool's slots, and a backlog in one tenant cannot crowd out
 * the others' deliveries.
 * `FOR UPDATE SKIP LOCKED`: concurrent workers (any number of processes) never claim the same
 * row; a claim that is not recorded by lockedUntil (its process died) is claimable again.
 * Two processes claiming at the same instant may each miss the other's claims not yet
 * committed, so across processes the bounds hold per claim, not to the row.
 */
export function claimDueDeliveries(db: Db, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `WITH busy AS (
       SELECT webhook_id, count(*)::int AS n FROM webhook_deliveries
       WHERE status IN ('pending', 'retrying') AND locked_until > $2::timestamptz
       GROUP BY webhook_id
     ), busy_workspaces AS (
       SELECT w.workspace_id, sum(busy.n)::int AS n FROM busy JOIN webhooks w ON w.id = busy.webhook_id
       GROUP BY w.workspace_id
     ), candidates AS (
       SELECT due.id, due.next_attempt_at, w.workspace_id FROM webhooks w
       LEFT JOIN busy ON busy.webhook_id = w.id
       CROSS JOIN LATERAL (
         SELECT d1.id, d1.next_attempt_at FROM webhook_deliveries d1
         WHERE d1.webhook_id = w.id AND d1.status IN ('pending', 'retrying') AND d1.next_attempt_at <= $2::timestamptz
           AND (d1.locked_until IS NULL OR d1.locked_until <= $2::timestamptz)
         ORDER BY d1.next_attempt_at, d1.id
         LIMIT GREATEST($5::int - COALESCE(busy.n, 0), 0)
       ) due
       WHERE w.is_active AND w.deleted_at IS NULL
     ), ranked AS (
       SELECT c.id, c.next_attempt_at, c.workspace_id,
              row_number() OVER (PARTITION BY c.workspace_id ORDER BY c.next_attempt_at, c.id) AS place
       FROM candidates c
     ), picked AS (
       SELECT r.id FROM ranked r LEFT JOIN busy_workspaces b ON b.workspace_id = r.workspace_id
       WHERE r.place + COALESCE(b.n, 0) <= $6::int
       ORDER BY r.next_attempt_at, r.id
       LIMIT $4
     )
     UPDATE webhook_deliveries d SET locked_by = $1, locked_until = $3::timestamptz
     FROM webhooks w
     WHERE w.id = d.webhook_id AND d.id IN (
       SELECT d2.id FROM webhook_deliveries d2
       WHERE d2.id IN (SELECT id FROM picked)
         AND d2.status IN ('pending', 'retrying') AND d2.next_attempt_at <= $2::timestamptz
         AND (d2.locked_until IS NULL OR d2.locked_until <= $2::timestamptz)
       FOR UPDATE SKIP LOCKED)
     RETURNING d.id, d.webhook_id, d.event_id, d.event_type, d.payload, d.attempts, w.url,
       w.secret, w.secret_sealed, w.previous_secret_sealed, w.previous_secret_expires_at`,
    [options.owner, options.now, options.lockedUntil, options.limit, options.perWebhook, options.perWorkspace],
  );
}

export interface DeliveryOutcome {
  readonly id: string;
  readonly owner: string;
  readonly attempts: number;
  readonly status: 'success' | 'failed' | 'retrying';
  readonly nextAttemptAt: string | null;
  readonly at: string;
}

/** Records an attempt's outcome on the delivery, only while `owner` still holds the claim. */
export async function settleDelivery(db: Db, outcome: DeliveryOutcome): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries SET status = $3, attempts = $4, next_attempt_at = $5::timestamptz, locked_by = NULL, locked_until = NULL, updated_at = $6::timestamptz
     WHERE id = $1 AND locked_by = $2 RETURNING id`,
    [outcome.id, outcome.owner, outcome.status, outcome.attempts, outcome.nextAttemptAt, outcome.at],
  );
  return rows.length > 0;
}

export interface NewDeliveryAttempt {
  readonly id: string;
  readonly webhookId: string;
  readonly deliveryId: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly status: 'success' | 'failed' | 'retrying';
  readonly statusCode: number | null;
  readonly responseTimeMs: number;
  readonly attempt: number;
  readonly error: string | null;
  readonly createdAt: string;
}

export async function insertDeliveryAttempt(db: Db, entry: NewDeliveryAttempt): Promise<void> {
  await db.query(
    `INSERT INTO webhook_delivery_attempts (id, webhook_id, delivery_id, event_id, event_type, status, status_code, response_time_ms, attempt, error, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz)`,
    [entry.id, entry.webhookId, entry.deliveryId, entry.eventId, entry.eventType, entry.status, entry.statusCode, entry.responseTimeMs, entry.attempt, entry.error, entry.createdAt],
  );
}

export interface WebhookCounters {
  organization_id: string;
  workspace_id: string;
  is_active: boolean;
  was_active: boolean;
  consecutive_failures: number;
}

/**
 * Counts an attempt on its webhook: success resets consecutive_failures, a failure adds one
 * and at `threshold` switches the webhook off (`was_active` tells whether this update did).
 */
export async function countWebhookAttempt(
  db: Db,
  input: { webhookId: string; success: boolean; statusCode: number | null; at: string; threshold: number },
): Promise<WebhookCounters | undefined> {
  const [row] = await db.query<WebhookCounters>(
    `WITH before AS (SELECT id, is_active FROM webhooks WHERE id = $1 FOR UPDATE)
     UPDATE webhooks w SET
       consecutive_failures = CASE WHEN $2::boolean THEN 0 ELSE w.consecutive_failures + 1 END,
       is_active = CASE WHEN NOT $2::boolean AND w.consecutive_failures + 1 >= $5 THEN false ELSE w.is_active END,
       updated_at = CASE WHEN NOT $2::boolean AND w.is_active AND w.consecutive_failures + 1 >= $5 THEN $4::timestamptz ELSE w.updated_at END,
       last_triggered_at = $4::timestamptz,
       last_status_code = $3
     FROM before WHERE w.id = before.id
     RETURNING w.organization_id, w.workspace_id, w.is_active, before.is_active AS was_active, w.consecutive_failures`,
    [input.webhookId, input.success, input.statusCode, input.at, input.threshold],
  );
  return row;
}

export interface DeliveryAttemptRow {
  id: string;
  delivery_id: string;
  event_id: string;
  event_type: string;
  status: 'success' | 'failed' | 'retrying';
  status_code: number | null;
  response_time_ms: number;
  attempt: number;
  error: string | null;
  created_at: string;
}

const ATTEMPT_COLUMNS = `id, delivery_id, event_id, event_type, status, status_code, response_time_ms, attempt, error, created_at`;

/** Where an entry sits in the (created_at, id) order, or null for an id unknown on this webhook. */
export async function findAttemptPosition(db: Db, webhookId: string, id: string): Promise<CursorPosition | null> {
  const [row] = await db.query<{ id: string; created_at: string }>(`SELECT id, created_at FROM webhook_delivery_attempts WHERE webhook_id = $1 AND id = $2`, [webhookId, id]);
  return row ? { createdAt: row.created_at, id: row.id } : null;
}

export function listDeliveryAttempts(db: Db, webhookId: string, page: { limit: number; cursor: CursorPosition | null }): Promise<Page<DeliveryAttemptRow>> {
  return queryPage<DeliveryAttemptRow>(db, { select: ATTEMPT_COLUMNS, from: 'webhook_delivery_attempts', where: 'webhook_id = $1', params: [webhookId] }, page);
}
