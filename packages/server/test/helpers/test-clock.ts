import type { Clock } from '../../src/clock';

/** A clock that follows real time until pinned with set(). */
export interface TestClock extends Clock {
  set(instant: Date | string | null): void;
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let pinned: Date | null = null;
  return {
    now: () => (pinned ? new Date(pinned) : new Date()),
    set(instant) {
      pinned = instant === null ? null : new Date(instant);
    },
    advance(ms) {
      pinned = new Date((pinned ?? new Date()).getTime() + ms);
    },
  };
}
