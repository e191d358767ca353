import type { DeviceType, ScanStats, ScanWindow } from '@quietzone/core';
import type { Db } from '../db/db';

/**
 * GET /codes/{id}/stats in SQL over the rollups (migration 0009), never over the raw scans:
 * scan_days gives each day's scans and distinct visitors, scan_rollups the (country, device,
 * OS, browser) counts grouped once with GROUPING SETS. Both hold a few rows per code and day,
 * so a 365-day window of a code with millions of scans reads thousands of rows, not millions.
 * by_day is generate_series over the window LEFT JOINed to the days, so empty days are rows of 0.
 */
export async function scanStats(db: Db, input: { codeId: string; window: ScanWindow; today: string; includeBots: boolean }): Promise<ScanStats> {
  const { codeId, window, today, includeBots } = input;
  const rows = await db.query<{ dim: string; key: string | null; scans: number | string; uniq: number | string }>(
    `WITH d AS (
       SELECT day, sum(scans) AS scans, sum(uniques) AS uniq
         FROM scan_days
        WHERE code_id = $1 AND day >= $2::date AND day <= $3::date AND ($4::boolean OR NOT is_bot)
        GROUP BY day
     ),
     g AS (
       SELECT GROUPING(country, device_type, os, browser) AS grp, country, device_type, os, browser, sum(scans) AS scans
         FROM scan_rollups
        WHERE code_id = $1 AND day >= $2::date AND day <= $3::date AND ($4::boolean OR NOT is_bot)
        GROUP BY GROUPING SETS ((country), (device_type), (os), (browser))
     )
     SELECT 'day' AS dim, s::date::text AS key, coalesce(d.scans, 0) AS scans, coalesce(d.uniq, 0) AS uniq
       FROM generate_series($2::date, $3::date, interval '1 day') AS s
       LEFT JOIN d ON d.day = s::date
     UNION ALL SELECT 'country', country, scans, 0 FROM g WHERE grp = ${GROUPED_BY.country}
     UNION ALL SELECT 'device', device_type, scans, 0 FROM g WHERE grp = ${GROUPED_BY.device}
     UNION ALL SELECT 'os', os, scans, 0 FROM g WHERE grp = ${GROUPED_BY.os}
     UNION ALL SELECT 'browser', browser, scans, 0 FROM g WHERE grp = ${GROUPED_BY.browser}`,
    [codeId, window.from, window.to, includeBots],
  );
  const [todayRow] = await db.query<{ count: number | string | null }>(
    `SELECT sum(scans) AS count FROM scan_days WHERE code_id = $1 AND day = $2::date AND ($3::boolean OR NOT is_bot)`,
    [codeId, today, includeBots],
  );

  const of = (dim: string) => rows.filter((row) => row.dim === dim).map((row) => ({ key: row.key ?? 'unknown', scans: Number(row.scans), unique: Number(row.uniq) }));
  const ranked = (dim: string) => of(dim).sort((a, b) => b.scans - a.scans || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const days = of('day');
  return {
    from: window.from,
    to: window.to,
    total_scans: days.reduce((sum, day) => sum + day.scans, 0),
    // Hashes of different days never match (the salt is daily), so the window's distinct
    // visitors are the sum of each day's.
    unique_scanners: days.reduce((sum, day) => sum + day.unique, 0),
    scans_today: Number(todayRow?.count ?? 0),
    by_day: days
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((day) => ({ date: day.key, scans: day.scans, unique: day.unique })),
    by_country: ranked('country').map((row) => ({ country: row.key, scans: row.scans })),
    by_device: ranked('device').map((row) => ({ device_type: row.key as DeviceType, scans: row.scans })),
    by_os: ranked('os').map((row) => ({ os: row.key, scans: row.scans })),
    by_browser: ranked('browser').map((row) => ({ browser: row.key, scans: row.scans })),
  };
}

/**
 * GROUPING(country, device_type, os, browser) of each grouping set: bit 3 is country … bit 0
 * is browser, and a bit is 1 when its column is NOT grouped (PostgreSQL, "Grouping Operations").
 */
const GROUPED_BY = { country: 0b0111, device: 0b1011, os: 0b1101, browser: 0b1110 } as const;
