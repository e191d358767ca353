import type { Db } from '../db/db';
import { ApiError } from './api-error';

const WINDOW_MS = 60_000;

export interface RateLimitResult {
  readonly limit: number;
  readonly remaining: number;
  /** Epoch seconds at which the current window ends. */
  readonly reset: number;
  readonly exceeded: boolean;
}

/**
 * Counts one request of `keyId` in Postgres (contract "Limits": 60 per minute per key), so
 * every server process shares the count: one upsert on a fixed one-minute window. A process
 * whose clock lags sees the newer window of its peers rather than resetting it. The same
 * statement touches `last_used_at`, at most once a minute.
 */
export async function countRequest(db: Db, keyId: string, limit: number, now: Date): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS).toISOString();
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
    [keyId, windowStart, now.toISOString()],
  );
  if (!row) throw new Error('rate-limit upsert returned no row');
  const reset = Math.floor((Date.parse(row.window_start) + WINDOW_MS) / 1000);
  return { limit, remaining: Math.max(0, limit - row.request_count), reset, exceeded: row.request_count > limit };
}

export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return { 'x-ratelimit-limit': String(result.limit), 'x-ratelimit-remaining': String(result.remaining), 'x-ratelimit-reset': String(result.reset) };
}

export function rateLimitExceeded(result: RateLimitResult): ApiError {
  return new ApiError('rate_limited', `Rate limit of ${result.limit} requests per minute exceeded.`, {
    headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(result.reset), 'retry-after': '60' },
  });
}
