/**
 * The date window of GET /codes/{id}/stats: `days` ending today, or `from`/`to` (inclusive).
 * Days are UTC calendar dates (`YYYY-MM-DD`); `today` is passed in (core reads no clock).
 */

/** Default and maximum of `days` (scans issue: default 30, max 365). */
export const DEFAULT_STATS_DAYS = 30;
export const MAX_STATS_DAYS = 365;
/** `from`/`to` may span a whole leap year, inclusive of both ends. */
export const MAX_STATS_RANGE_DAYS = 366;

export interface ScanWindow {
  /** First date of the window, inclusive. */
  readonly from: string;
  /** Last date of the window, inclusive. */
  readonly to: string;
  /** Number of dates in the window: by_day has exactly this many entries. */
  readonly days: number;
}

export interface ScanWindowInput {
  readonly days?: number | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export type ScanWindowResult = { readonly ok: true; readonly window: ScanWindow } | { readonly ok: false; readonly field: string; readonly message: string };

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar date at 00:00 UTC, or undefined (2025-02-30 is not a date). */
export function parseUtcDate(text: string): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatUtcDate(ms) === text ? ms : undefined;
}

export function formatUtcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * `days` and `from`/`to` exclude each other. With `from` alone the window ends today; with
 * `to` alone it is the `DEFAULT_STATS_DAYS` dates ending at `to`.
 */
export function resolveScanWindow(input: ScanWindowInput, today: string): ScanWindowResult {
  const todayMs = parseUtcDate(today);
  if (todayMs === undefined) throw new RangeError(`today must be a YYYY-MM-DD date, got ${today}`);
  if (input.days !== undefined && (input.from !== undefined || input.to !== undefined)) {
    return { ok: false, field: 'days', message: 'Send either days or from/to, not both.' };
  }
  if (input.from === undefined && input.to === undefined) {
    const days = input.days ?? DEFAULT_STATS_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > MAX_STATS_DAYS) {
      return { ok: false, field: 'days', message: `days must be a whole number from 1 to ${MAX_STATS_DAYS}.` };
    }
    return { ok: true, window: { from: formatUtcDate(todayMs - (days - 1) * DAY_MS), to: today, days } };
  }
  const toMs = input.to === undefined ? todayMs : parseUtcDate(input.to);
  if (toMs === undefined) return { ok: false, field: 'to', message: 'to must be a date YYYY-MM-DD.' };
  const fromMs = input.from === undefined ? toMs - (DEFAULT_STATS_DAYS - 1) * DAY_MS : parseUtcDate(input.from);
  if (fromMs === undefined) return { ok: false, field: 'from', message: 'from must be a date YYYY-MM-DD.' };
  if (fromMs > toMs) return { ok: false, field: 'from', message: 'from must not be after to.' };
  const days = Math.round((toMs - fromMs) / DAY_MS) + 1;
  if (days > MAX_STATS_RANGE_DAYS) return { ok: false, field: 'from', message: `from/to span at most ${MAX_STATS_RANGE_DAYS} days.` };
  return { ok: true, window: { from: formatUtcDate(fromMs), to: formatUtcDate(toMs), days } };
}
