import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_STATS_DAYS, MAX_STATS_RANGE_DAYS, formatUtcDate, parseUtcDate, resolveScanWindow } from '../src/scan-window';

const DAY_MS = 86_400_000;
/** Dates from 1971 to 2099: the service's lifetime with margin; avoids year-0 formatting. */
const MIN_DATE_MS = Date.UTC(1971, 0, 1);
const MAX_DATE_MS = Date.UTC(2099, 11, 31);
const dateArb = fc.integer({ min: MIN_DATE_MS / DAY_MS, max: MAX_DATE_MS / DAY_MS }).map((day) => formatUtcDate(day * DAY_MS));
/** Past the documented maxima on both sides, to reach the 400 branches as well. */
const daysArb = fc.integer({ min: -5, max: MAX_STATS_DAYS + 50 });
const spanArb = fc.integer({ min: -10, max: MAX_STATS_RANGE_DAYS + 50 });

const dayNumber = (date: string) => parseUtcDate(date)! / DAY_MS;

describe('resolveScanWindow properties', () => {
  it('days: a window of exactly that many dates ending today, or an error outside 1..365', () => {
    fc.assert(
      fc.property(dateArb, daysArb, (today, days) => {
        const result = resolveScanWindow({ days }, today);
        if (days < 1 || days > MAX_STATS_DAYS) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.window.to).toBe(today);
        expect(result.window.days).toBe(days);
        expect(dayNumber(result.window.to) - dayNumber(result.window.from) + 1).toBe(days);
      }),
    );
  });

  it('from/to: inclusive, days = span, refused when reversed or longer than 366 days', () => {
    fc.assert(
      fc.property(dateArb, dateArb, spanArb, (today, from, span) => {
        const to = formatUtcDate(parseUtcDate(from)! + (span - 1) * DAY_MS);
        const result = resolveScanWindow({ from, to }, today);
        if (span < 1 || span > MAX_STATS_RANGE_DAYS) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result).toEqual({ ok: true, window: { from, to, days: span } });
      }),
    );
  });

  it('every accepted window has from <= to and a day count matching its dates', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.record({ days: fc.option(daysArb, { nil: undefined }), from: fc.option(dateArb, { nil: undefined }), to: fc.option(dateArb, { nil: undefined }) }),
        (today, input) => {
          const result = resolveScanWindow(input, today);
          if (!result.ok) return;
          expect(result.window.from <= result.window.to).toBe(true);
          expect(dayNumber(result.window.to) - dayNumber(result.window.from) + 1).toBe(result.window.days);
          expect(result.window.days).toBeLessThanOrEqual(MAX_STATS_RANGE_DAYS);
        },
      ),
    );
  });
});
