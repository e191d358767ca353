import type { Db } from '../db/db';
import { countKeyRequest } from './store/rate-limit-counters';
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
  const row = await countKeyRequest(db, keyId, windowStart, now.toISOString());
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
