import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, progressLine } from '../../src/internal/progress-line';
import { createProgressReporter } from '../../src/internal/progress-reporter';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, write: (text: string) => writes.push(text) }, writes };
}

describe('progressLine', () => {
  it('shows done/total, the rate so far and the time left at that rate', () => {
    expect(progressLine(50, 200, 10_000)).toBe('50/200 codes · 5.0 codes/s · ETA 30 s');
    expect(progressLine(0, 200, 0)).toBe('0/200 codes · 0.0 codes/s · ETA --');
    expect(progressLine(200, 200, 4_000)).toBe('200/200 codes · 50.0 codes/s · ETA 0 s');
  });

  it('formats durations as s, m:ss and h:mm:ss, never negative', () => {
    expect([formatDuration(0.2), formatDuration(59.5), formatDuration(61), formatDuration(3_725), formatDuration(-3)]).toEqual([
      '1 s',
      '1:00',
      '1:01',
      '1:02:05',
      '0 s',
    ]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (seconds) => {
        const parts = formatDuration(seconds).replace(' s', '').split(':').map(Number);
        const total = parts.reduce((sum, part) => sum * 60 + part, 0);
        expect(total).toBe(Math.ceil(seconds));
      }),
    );
  });
});

describe('createProgressReporter', () => {
  it('writes nothing off a terminal', () => {
    const { stream, writes } = fakeStream(false);
    const reporter = createProgressReporter(stream, 3);
    for (let done = 1; done <= 3; done++) reporter.update(done);
    reporter.finish();
    expect(writes).toEqual([]);
  });

  it('rewrites one line on a terminal, at most every 100 ms, always the last, then clears it', () => {
    const { stream, writes } = fakeStream(true);
    let time = 0;
    const reporter = createProgressReporter(stream, 4, () => time);
    time = 50;
    reporter.update(1);
    time = 80;
    reporter.update(2); // within 100 ms of the last redraw: skipped
    time = 200;
    reporter.update(3);
    time = 210;
    reporter.update(4); // the last: always drawn
    reporter.finish();
    expect(writes).toEqual([
      '\r\x1b[K1/4 codes · 20.0 codes/s · ETA 1 s',
      '\r\x1b[K3/4 codes · 15.0 codes/s · ETA 1 s',
      '\r\x1b[K4/4 codes · 19.0 codes/s · ETA 0 s',
      '\r\x1b[K',
    ]);
    expect(writes.join('')).not.toContain('\n');
  });
});
