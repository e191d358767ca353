import type { H3Event } from 'h3';
import { epochMs } from '../clock';
import { clientIp } from '../scans/client-ip';
import { ApiError } from './api-error';
import type { RateLimitResult } from './rate-limit';
import type { RouteContext } from './router';

const WINDOW_MS = 60_000;

/**
 * Addresses counted at once. A flood from this many addresses in one minute costs a few MB;
 * beyond it the address idle longest is forgotten (it starts again at one), so memory stays
 * bounded whatever the number of addresses.
 */
export const IMAGE_RATE_LIMIT_MAX_ADDRESSES = 100_000;

export interface ImageRateLimiter {
  /** Counts one request from `address` at `nowMs` (epoch milliseconds). */
  count(address: string, nowMs: number): RateLimitResult;
  /** Addresses counted in the current window. */
  readonly size: number;
}

/**
 * The public image routes' limit per client address (IMAGE_RATE_LIMIT_PER_MINUTE), counted in
 * this process's memory on a fixed one-minute window, the API limit's window
 * (http/rate-limit.ts). Unlike the API limit it is not shared through the database: a cached
 * image is answered in microseconds and a round trip per request would cost more than the
 * image, so with N server processes an address may fetch up to N times the limit.
 */
export function createImageRateLimiter(limit: number, maxAddresses: number = IMAGE_RATE_LIMIT_MAX_ADDRESSES): ImageRateLimiter {
  let window = Number.NaN;
  let counts = new Map<string, number>();
  return {
    count(address, nowMs) {
      const current = Math.floor(nowMs / WINDOW_MS);
      if (current !== window) {
        // Every count belongs to the window that just ended: drop them all at once.
        window = current;
        counts = new Map();
      }
      const count = (counts.get(address) ?? 0) + 1;
      // Re-inserted on every request, so the first key is the address idle longest.
      counts.delete(address);
      if (counts.size >= maxAddresses) counts.delete(counts.keys().next().value as string);
      counts.set(address, count);
      const reset = ((current + 1) * WINDOW_MS) / 1000;
      return { limit, remaining: Math.max(0, limit - count), reset, exceeded: count > limit };
    },
    get size() {
      return counts.size;
    },
  };
}

/**
 * Counts an image request against its client address, by the scans' TRUST_PROXY rules
 * (scans/client-ip.ts), and throws 429 past the limit. A request without an address (made
 * in-process, with no socket) has nothing to count against and is let through.
 */
export function limitImageRequest(event: H3Event, ctx: Pick<RouteContext, 'config' | 'clock' | 'imageRateLimiter'>): void {
  const address = clientIp(event, ctx.config);
  if (address === undefined) return;
  const nowMs = epochMs(ctx.clock);
  const result = ctx.imageRateLimiter.count(address, nowMs);
  if (result.exceeded) throw imageRateLimitExceeded(result, nowMs);
}

/**
 * 429 with the API limit's headers (contract, "Limits"), except that `Retry-After` is the
 * time left in this window rather than a whole minute. The headers go on the 429 only: image
 * responses are cacheable by shared caches, which must not store one client's remaining count.
 */
function imageRateLimitExceeded(result: RateLimitResult, nowMs: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(result.reset - nowMs / 1000));
  return new ApiError('rate_limited', `Rate limit of ${result.limit} image requests per minute from one address exceeded.`, {
    headers: {
      'x-ratelimit-limit': String(result.limit),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(result.reset),
      'retry-after': String(retryAfter),
    },
  });
}
