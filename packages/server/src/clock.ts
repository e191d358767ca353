/** The source of "now" for everything time-dependent, so tests can pin the instant. */
export interface Clock {
  now(): Date;
  /** Epoch milliseconds of now() without making a Date (the short link reads the time per scan); optional for test clocks. */
  nowMs?(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: Date.now };

/** The clock's time in epoch milliseconds. */
export function epochMs(clock: Clock): number {
  return clock.nowMs ? clock.nowMs() : clock.now().getTime();
}
