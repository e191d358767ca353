import type { Db } from '../../db/db';

/**
 * A periodic job shared by every server process (table scheduled_jobs): whoever holds the
 * lease runs it; a lease not renewed by `lease_until` is free again (its runner died). The
 * cursor lets a later run resume where a stopped one left off.
 */

/** Creates the job's row, due at `firstRunAt`, unless it exists. */
export async function ensureScheduledJob(db: Db, name: string, firstRunAt: string): Promise<void> {
  await db.query(`INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, $2::timestamptz) ON CONFLICT (name) DO NOTHING`, [name, firstRunAt]);
}

/** Leases the job to `owner` until `leaseUntil` if it is due and not leased at `now`: its cursor, or undefined. */
export async function leaseScheduledJob(db: Db, input: { name: string; owner: string; leaseUntil: string; now: string }): Promise<{ cursor: string | null } | undefined> {
  const [lease] = await db.query<{ cursor: string | null }>(
    `UPDATE scheduled_jobs SET lease_owner = $2, lease_until = $3::timestamptz
     WHERE name = $1 AND next_run_at <= $4::timestamptz AND (lease_until IS NULL OR lease_until <= $4::timestamptz)
     RETURNING cursor`,
    [input.name, input.owner, input.leaseUntil, input.now],
  );
  return lease;
}

/** Saves the cursor and extends the lease; false when `owner` no longer holds it. */
export async function renewScheduledJob(db: Db, input: { name: string; owner: string; cursor: string; leaseUntil: string }): Promise<boolean> {
  const renewed = await db.query(`UPDATE scheduled_jobs SET cursor = $2, lease_until = $3::timestamptz WHERE name = $1 AND lease_owner = $4 RETURNING name`, [
    input.name,
    input.cursor,
    input.leaseUntil,
    input.owner,
  ]);
  return renewed.length > 0;
}

/** Records a finished run: the cursor is cleared, the lease freed, the next run due at `nextRunAt`. */
export async function finishScheduledJob(db: Db, input: { name: string; owner: string; finishedAt: string; nextRunAt: string }): Promise<void> {
  await db.query(
    `UPDATE scheduled_jobs SET cursor = NULL, next_run_at = $3::timestamptz, last_finished_at = $2::timestamptz, lease_owner = NULL, lease_until = NULL
     WHERE name = $1 AND lease_owner = $4`,
    [input.name, input.finishedAt, input.nextRunAt, input.owner],
  );
}

/** Frees `owner`'s lease at once; the cursor stays for the next run. */
export async function releaseScheduledJob(db: Db, name: string, owner: string): Promise<void> {
  await db.query(`UPDATE scheduled_jobs SET lease_owner = NULL, lease_until = NULL WHERE name = $1 AND lease_owner = $2`, [name, owner]);
}
