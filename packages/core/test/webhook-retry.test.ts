import { describe, expect, it } from 'vitest';
import { WEBHOOK_DEACTIVATION_THRESHOLD, WEBHOOK_RETRY_DELAYS_MS, nextRetryDelayMs, shouldDeactivate } from '../src/webhook-retry';

describe('webhook retry schedule', () => {
  it('is immediate, 1 minute, 5 minutes (contract, Retry), then no more attempts', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS).toEqual([0, 60_000, 300_000]);
    expect(nextRetryDelayMs(1)).toBe(60_000);
    expect(nextRetryDelayMs(2)).toBe(300_000);
    expect(nextRetryDelayMs(3)).toBeNull();
    expect(nextRetryDelayMs(0)).toBeNull();
  });

  it('deactivates at 10 consecutive failures', () => {
    expect(WEBHOOK_DEACTIVATION_THRESHOLD).toBe(10);
    expect(shouldDeactivate(9)).toBe(false);
    expect(shouldDeactivate(10)).toBe(true);
  });
});
