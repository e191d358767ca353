import { formatUtcDate, resolveScanWindow, type ScanWindow } from '@quietzone/core';
import { type ScanStats, type ScanStatsQuery } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { scanStats } from './scan-stats';

/**
 * The window of every scan statistics route (GET /codes/{id}/stats, GET /dpp/{id}/stats, GET
 * /workspace/stats/dpp): `days` ending today (UTC), or `from`/`to`, as core resolves them; a
 * bad window is 400 naming the field. `today` is the clock's UTC date (scans_today).
 */
export function statsWindow(clock: Clock, query: Pick<ScanStatsQuery, 'days' | 'from' | 'to'>): { window: ScanWindow; today: string } {
  const today = formatUtcDate(clock.now().getTime());
  const window = resolveScanWindow({ days: query.days, from: query.from, to: query.to }, today);
  if (!window.ok) throw new ApiError('bad_request', window.message, { errors: [{ field: window.field, message: window.message }] });
  return { window: window.window, today };
}

/**
 * The statistics of the scans recorded under `id` (a code's, or a passport's resolver scans) in
 * the query's window; bots left out unless `include_bots`.
 */
export function scanStatsOf(ctx: Pick<AppContext, 'db' | 'clock'>, id: string, query: ScanStatsQuery): Promise<ScanStats> {
  const { window, today } = statsWindow(ctx.clock, query);
  return scanStats(ctx.db, { codeId: id, window, today, includeBots: query.include_bots ?? false });
}

/** The routes' documentation of the window, one text for all of them. */
export const STATS_WINDOW_TEXT = 'Window: `days` (1–365, default 30) ending today (UTC), or `from`/`to` (inclusive dates, at most 366 days).';
export const STATS_WINDOW_400 = 'Invalid window: days with from/to, from after to, a span over 366 days, days outside 1–365, or not a date.';
