import { ExpiringLru } from '../../app/expiring-lru';

/** Wrong passwords one client network (net/client-network.ts) may send per minute before it gets 429. */
export const MAX_PASSWORD_FAILURES_PER_MINUTE = 5;

/**
 * Wrong passwords one code takes per minute, from all clients together, before it answers 429
 * to everyone: a guesser rotating addresses (or /64s) still gets at most this many guesses at
 * one code's password. The price: such a flood also locks out the right password until the
 * minute ends (README, Link controls).
 */
export const MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE = 50;

const WINDOW_MS = 60_000;

/**
 * Counters remembered per kind (client networks, codes). Beyond this the least recently used
 * counter is dropped — never everyone's at once — so memory stays bounded (~100 bytes each).
 */
const MAX_COUNTERS = 100_000;

/** One key's wrong passwords in the fixed minute `window` (`floor(ms / 60 s)`). */
interface Counter {
  window: number;
  count: number;
}

/** Attempts counted before the password is checked; given back when it was right. */
export interface PasswordAttempt {
  readonly client: Counter;
  readonly code: Counter;
}

/**
 * Wrong passwords per client network and per code on a fixed one-minute window, in this
 * process's memory (like the image routes' limit, http/image-rate-limit.ts; with N processes
 * N times the limits). An attempt is counted when it is admitted — before the scrypt hash runs —
 * and given back when the password was right, so guesses in flight count: however many arrive
 * at once, at most 5 per client network and 50 per code are ever checked in a minute.
 * The client count is over all codes, so guessing across many codes is limited alike.
 */
export class PasswordFailures {
  private readonly clients: ExpiringLru<Counter>;
  private readonly codes: ExpiringLru<Counter>;

  constructor(maxCounters = MAX_COUNTERS) {
    this.clients = new ExpiringLru(maxCounters, WINDOW_MS);
    this.codes = new ExpiringLru(maxCounters, WINDOW_MS);
  }

  /**
   * Counts one attempt of `client` (a client network) at `codeId`'s password, or undefined —
   * counting nothing — when either has used up its wrong guesses for the minute of `nowMs`.
   */
  admit(client: string, codeId: string, nowMs: number): PasswordAttempt | undefined {
    const window = Math.floor(nowMs / WINDOW_MS);
    const clientCounter = counter(this.clients, client, window, nowMs);
    const codeCounter = counter(this.codes, codeId, window, nowMs);
    if (clientCounter.count >= MAX_PASSWORD_FAILURES_PER_MINUTE || codeCounter.count >= MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE) return undefined;
    clientCounter.count++;
    codeCounter.count++;
    return { client: clientCounter, code: codeCounter };
  }

  /** Gives back an attempt whose password was right (a counter of an earlier minute is already gone: no harm). */
  refund(attempt: PasswordAttempt): void {
    attempt.client.count = Math.max(0, attempt.client.count - 1);
    attempt.code.count = Math.max(0, attempt.code.count - 1);
  }

  /** Seconds until the window of `nowMs` ends (the 429's Retry-After). */
  retryAfterSeconds(nowMs: number): number {
    return Math.max(1, Math.ceil(((Math.floor(nowMs / WINDOW_MS) + 1) * WINDOW_MS - nowMs) / 1000));
  }
}

/** The counter of `key` for `window`: the remembered one, or a fresh one (remembered) when it is from an earlier minute or unknown. */
function counter(counters: ExpiringLru<Counter>, key: string, window: number, nowMs: number): Counter {
  const known = counters.get(key, nowMs);
  if (known?.window === window) return known;
  const fresh = { window, count: 0 };
  counters.set(key, fresh, nowMs);
  return fresh;
}
