/**
 * The retry schedule of webhook deliveries (contract, Events: "Retry"; DESIGN.md, Webhooks).
 * Attempt 1 is immediate, attempt 2 one minute after attempt 1 failed, attempt 3 five minutes
 * after attempt 2 failed; a third failure makes the delivery `failed` (the contract shows
 * nothing after the third attempt).
 */

/** Delay before attempt i + 1, counted from the failure of the attempt before (or the event). */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [0, 60_000, 300_000];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length;
/** Consecutive failed attempts (over all deliveries) that deactivate a webhook. */
export const WEBHOOK_DEACTIVATION_THRESHOLD = 10;

/**
 * After attempt `attempt` (1-based) failed: the delay until the next attempt, or null when
 * that was the last one.
 */
export function nextRetryDelayMs(attempt: number): number | null {
  return attempt >= 1 && attempt < WEBHOOK_MAX_ATTEMPTS ? WEBHOOK_RETRY_DELAYS_MS[attempt]! : null;
}

/** Whether the failure counter, after a failed attempt, has reached deactivation. */
export function shouldDeactivate(consecutiveFailures: number): boolean {
  return consecutiveFailures >= WEBHOOK_DEACTIVATION_THRESHOLD;
}
