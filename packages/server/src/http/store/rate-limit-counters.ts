import type { Db } from '../../db/db';

/**
 * Adds one request of `keyId` to its counter in the window starting `windowStart` (a newer
 * window restarts the count at 1; an older one, from a process whose clock lags, counts in the
 * newer window), and touches the key's `last_used_at` when it is over a minute old.
 */
export async function countKeyRequest(db: Db, keyId: string, windowStart: string, at: string): Promise<{ request_count: number; window_start: string }> {
  const [row] = await db.query<{ request_count: number; window_start: string }>(
    `WITH touched AS (
       UPDATE api_keys SET last_used_at = $3::timestamptz
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $3::timestamptz - interval '1 minute')
     )
     INSERT INTO rate_limit_counters AS c (key_id, window_start, request_count) VALUES ($1, $2::timestamptz, 1)
     ON CONFLICT (key_id) DO UPDATE SET
       request_count = CASE WHEN EXCLUDED.window_start > c.window_start THEN 1 ELSE c.request_count + 1 END,
       window_start = GREATEST(c.window_start, EXCLUDED.window_start)
     RETURNING c.request_count, c.window_start`,
    [keyId, windowStart, at],
  );
  if (!row) throw new Error('rate-limit upsert returned no row');
  return row;
}
