/** Wrong passwords an address may send per minute before it gets 429 (issue 16). */
export const MAX_PASSWORD_FAILURES_PER_MINUTE = 5;

const WINDOW_MS = 60_000;

/**
 * Addresses remembered per minute. A flood from more addresses than this in one minute starts
 * the count again (memory stays bounded); each of them still pays a scrypt hash per guess.
 */
const MAX_ADDRESSES = 100_000;

/**
 * Wrong passwords per client address on a fixed one-minute window, in this process's memory
 * (like the image routes' limit, http/image-rate-limit.ts): a guess is checked in memory
 * before the scrypt hash runs, and with N server processes an address gets at most N × 5
 * guesses a minute. The count is per address over all codes, so guessing across many codes
 * is limited alike. Right passwords are not counted.
 */
export class PasswordFailures {
  private window = Number.NaN;
  private counts = new Map<string, number>();

  /** Whether `address` has used up its wrong guesses for the minute of `nowMs`. */
  blocked(address: string, nowMs: number): boolean {
    return (this.current(nowMs).get(address) ?? 0) >= MAX_PASSWORD_FAILURES_PER_MINUTE;
  }

  /** Counts one wrong password of `address`. */
  fail(address: string, nowMs: number): void {
    const counts = this.current(nowMs);
    if (counts.size >= MAX_ADDRESSES && !counts.has(address)) counts.clear();
    counts.set(address, (counts.get(address) ?? 0) + 1);
  }

  /** Seconds until the window of `nowMs` ends (the 429's Retry-After). */
  retryAfterSeconds(nowMs: number): number {
    return Math.max(1, Math.ceil(((Math.floor(nowMs / WINDOW_MS) + 1) * WINDOW_MS - nowMs) / 1000));
  }

  private current(nowMs: number): Map<string, number> {
    const window = Math.floor(nowMs / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    return this.counts;
  }
}
