import type { Db } from '../../db/db';

/** Who holds an idempotency key, and what its completed request answered. */
export interface IdempotencyKeyRow {
  request_fingerprint: string;
  state: 'in_flight' | 'completed';
  response_status: number | null;
  response_body: unknown;
}

export interface IdempotencyClaim {
  readonly workspaceId: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly at: string;
  /** A record created at or before this is over and may be taken (completed or not). */
  readonly expiredBefore: string;
  /** An in-flight record created at or before this was abandoned and may be taken. */
  readonly abandonedBefore: string;
}

/**
 * Claims the key in flight with one INSERT … ON CONFLICT: a new key, or one whose record
 * expired or was abandoned. The claim's created_at (its token), or undefined when someone
 * else holds the key.
 */
export async function claimIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<string | undefined> {
  const [claimed] = await db.query<{ created_at: string }>(
    `INSERT INTO idempotency_keys AS k (workspace_id, idempotency_key, request_fingerprint, state, created_at)
     VALUES ($1, $2, $3, 'in_flight', $4::timestamptz)
     ON CONFLICT (workspace_id, idempotency_key) DO UPDATE
        SET request_fingerprint = EXCLUDED.request_fingerprint, state = 'in_flight', response_status = NULL,
            response_body = NULL, created_at = EXCLUDED.created_at
      WHERE k.created_at <= $5::timestamptz OR (k.state = 'in_flight' AND k.created_at <= $6::timestamptz)
     RETURNING k.created_at`,
    [claim.workspaceId, claim.key, claim.fingerprint, claim.at, claim.expiredBefore, claim.abandonedBefore],
  );
  return claimed?.created_at;
}

export async function findIdempotencyKey(db: Db, workspaceId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [held] = await db.query<IdempotencyKeyRow>(
    `SELECT request_fingerprint, state, response_status, response_body FROM idempotency_keys WHERE workspace_id = $1 AND idempotency_key = $2`,
    [workspaceId, key],
  );
  return held;
}

/** Stores the answer of our claim (`token`: its created_at), if we still hold it. */
export async function completeIdempotencyKey(db: Db, workspaceId: string, key: string, token: string, response: { status: number; body: unknown }): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET state = 'completed', response_status = $4, response_body = $5::json
      WHERE workspace_id = $1 AND idempotency_key = $2 AND created_at = $3::timestamptz AND state = 'in_flight'`,
    [workspaceId, key, token, response.status, JSON.stringify(response.body ?? null)],
  );
}

/** Drops our in-flight claim (`token`: its created_at), so the key may be used again. */
export async function releaseIdempotencyKey(db: Db, workspaceId: string, key: string, token: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE workspace_id = $1 AND idempotency_key = $2 AND created_at = $3::timestamptz AND state = 'in_flight'`, [
    workspaceId,
    key,
    token,
  ]);
}
