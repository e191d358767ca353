import type { ScanWindow } from '@quietzone/core';
import type { DeviceType, ScanStats } from '@quietzone/core/schemas';
import type { Db } from '../db/db';
import { countScansOfDay, readScanStatRows, type ScanStatRow } from './store/scan-stats';

/**
 * GET /codes/{id}/stats and GET /dpp/{id}/stats (a passport's resolver scans are keyed by its
 * id as `codeId`, scans/scan-input.ts): the window's days (empty days as 0) and its counts per country,
 * device, OS and browser, most scans first, from the rollups (scans/store/scan-stats.ts).
 */
export async function scanStats(db: Db, input: { codeId: string; window: ScanWindow; today: string; includeBots: boolean }): Promise<ScanStats> {
  const { codeId, window, today, includeBots } = input;
  const rows = await readScanStatRows(db, { codeId, window, includeBots });
  const scansToday = await countScansOfDay(db, { codeId, day: today, includeBots });

  const of = (dim: ScanStatRow['dim']) => rows.filter((row) => row.dim === dim).map((row) => ({ key: row.key ?? 'unknown', scans: row.scans, unique: row.uniq }));
  const ranked = (dim: ScanStatRow['dim']) => of(dim).sort((a, b) => b.scans - a.scans || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const days = of('day');
  return {
    from: window.from,
    to: window.to,
    total_scans: days.reduce((sum, day) => sum + day.scans, 0),
    // Hashes of different days never match (the salt is daily), so the window's distinct
    // visitors are the sum of each day's.
    unique_scanners: days.reduce((sum, day) => sum + day.unique, 0),
    scans_today: scansToday,
    by_day: days
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((day) => ({ date: day.key, scans: day.scans, unique: day.unique })),
    by_country: ranked('country').map((row) => ({ country: row.key, scans: row.scans })),
    by_device: ranked('device').map((row) => ({ device_type: row.key as DeviceType, scans: row.scans })),
    by_os: ranked('os').map((row) => ({ os: row.key, scans: row.scans })),
    by_browser: ranked('browser').map((row) => ({ browser: row.key, scans: row.scans })),
  };
}
