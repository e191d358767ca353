/** The source of "now" for everything time-dependent, so tests can pin the instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
