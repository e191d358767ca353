import type { H3Event } from 'h3';
import { epochMs, type Clock } from '../clock';
import type { Config } from '../config';
import { clientIp } from '../scans/client-ip';
import { ApiError } from './api-error';
import type { RateLimitResult } from './rate-limit';

const WINDOW_MS = 60_000;

/**
 * Addresses held at once. A flood from this many addresses in one minute costs a few MB;
 * beyond it the addresses idle longest are forgotten (each starts again at one), so memory
 * stays bounded whatever the number of addresses.
 */
export const IMAGE_RATE_LIMIT_MAX_ADDRESSES = 100_000;

export interface ImageRateLimiter {
  /** Counts one request from `address` at `nowMs` (epoch milliseconds). */
  count(address: string, nowMs: number): RateLimitResult;
  /** Address entries held (an address seen in both generations is held twice). */
  readonly size: number;
}

/**
 * The public image routes' limit per client address (IMAGE_RATE_LIMIT_PER_MINUTE), counted in
 * this process's memory on a fixed one-minute window, the API limit's window
 * (http/rate-limit.ts). Unlike the API limit it is not shared through the database: a cached
 * image is answered in microseconds and a round trip per request would cost more than the
 * image, so with N server processes an address may fetch up to N times the limit.
 *
 * The bound is kept by two generations of half the bound each: a full current generation
 * becomes the previous one and the older one is dropped whole, so an address is forgotten
 * only after half the bound of other addresses has arrived since it was last seen. Nothing
 * is ever deleted from a Map: V8 leaves deleted entries in place until the table is rebuilt,
 * and a hot key deleted and set again, or the oldest key evicted, on every request made a
 * large Map take milliseconds per operation (measured: 40,000 delete-and-set of one key in a
 * 65,536-entry Map took 17 s; evicting the first key of a 100,000-entry Map 300,000 times, 44 s).
 */
export function createImageRateLimiter(limit: number, maxAddresses: number = IMAGE_RATE_LIMIT_MAX_ADDRESSES): ImageRateLimiter {
  const generationSize = Math.max(1, Math.floor(maxAddresses / 2));
  let window = Number.NaN;
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  return {
    count(address, nowMs) {
      const windowNumber = Math.floor(nowMs / WINDOW_MS);
      if (windowNumber !== window) {
        // Every count belongs to the window that just ended.
        window = windowNumber;
        current = new Map();
        previous = new Map();
      }
      let count = current.get(address);
      if (count === undefined) {
        count = previous.get(address) ?? 0;
        if (current.size >= generationSize) {
          previous = current;
          current = new Map();
        }
      }
      count++;
      current.set(address, count);
      const reset = ((windowNumber + 1) * WINDOW_MS) / 1000;
      return { limit, remaining: Math.max(0, limit - count), reset, exceeded: count > limit };
    },
    get size() {
      return current.size + previous.size;
    },
  };
}

/**
 * Counts an image request against its client address, by the scans' TRUST_PROXY rules
 * (scans/client-ip.ts), and throws 429 past the limit. A request without an address (made
 * in-process, with no socket) has nothing to count against and is let through.
 */
export function limitImageRequest(event: H3Event, ctx: { readonly config: Config; readonly clock: Clock; readonly imageRateLimiter: ImageRateLimiter }): void {
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
