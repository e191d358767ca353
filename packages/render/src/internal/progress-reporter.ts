import { progressLine } from './progress-line';

/** The part of a stream the reporter needs; `process.stderr` is one. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressReporter {
  /** `done` codes of the total are finished. */
  update(done: number): void;
  /** Clears the line, so what follows starts on a clean one. */
  finish(): void;
}

/** A terminal redraws at most this often: faster is flicker, and costs time on big batches. */
const REDRAW_MS = 100;
/** Carriage return, then ECMA-48 "erase in line" (EL 0): the line is rewritten in place. */
const REWRITE = '\r\x1b[K';

/**
 * One live line on a terminal; nothing at all elsewhere (a pipe, a file, CI logs), so output
 * that a script reads stays the plain file list. `now` is injected for tests.
 */
export function createProgressReporter(stream: ProgressStream, total: number, now: () => number = Date.now): ProgressReporter {
  if (!stream.isTTY) return { update() {}, finish() {} };
  const started = now();
  let drawnAt = Number.NEGATIVE_INFINITY;
  let drawn = false;
  return {
    update(done) {
      const time = now();
      if (done < total && time - drawnAt < REDRAW_MS) return;
      drawnAt = time;
      drawn = true;
      stream.write(`${REWRITE}${progressLine(done, total, time - started)}`);
    },
    finish() {
      if (drawn) stream.write(REWRITE);
    },
  };
}
