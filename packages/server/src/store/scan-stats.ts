import type { DeviceType, ScanStats, ScanWindow } from '@quietzone/core';
import type { Db } from '../db/db';

/**
 * GET /codes/{id}/stats in SQL. One range read of scans_code_scanned_idx over the window
 * (work proportional to the window's scans, not the code's history), grouped once with
 * GROUPING SETS into days, countries, devices, systems, browsers and the total; by_day is
 * generate_series over the window LEFT JOINed to the day groups, so empty days are rows of 0.
 * `unique` counts distinct visitor hashes; their salt changes daily (visitor-salts.ts).
 */
export async function scanStats(db: Db, input: { codeId: string; window: ScanWindow; today: string; includeBots: boolean }): Promise<ScanStats> {
  const { codeId, window, today, includeBots } = input;
  const rows = await db.query<{ dim: string; key: string | null; scans: number | string; uniq: number | string }>(
    `WITH w AS MATERIALIZED (
       SELECT (scanned_at AT TIME ZONE 'UTC')::date AS day, visitor_hash, country, device_type, os, browser
         FROM scans
        WHERE code_id = $1 AND scanned_at >= $2::timestamptz AND scanned_at < $3::timestamptz AND ($4::boolean OR NOT is_bot)
     ),
     g AS (
       SELECT GROUPING(day, country, device_type, os, browser) AS grp, day, country, device_type, os, browser,
              count(*) AS scans, count(DISTINCT visitor_hash) AS uniq
         FROM w
        GROUP BY GROUPING SETS ((day), (country), (device_type), (os), (browser), ())
     )
     SELECT 'day' AS dim, d::date::text AS key, coalesce(g.scans, 0) AS scans, coalesce(g.uniq, 0) AS uniq
       FROM generate_series($5::date, $6::date, interval '1 day') AS d
       LEFT JOIN g ON g.grp = ${GROUPED_BY.day} AND g.day = d::date
     UNION ALL SELECT 'country', country, scans, uniq FROM g WHERE grp = ${GROUPED_BY.country}
     UNION ALL SELECT 'device', device_type, scans, uniq FROM g WHERE grp = ${GROUPED_BY.device}
     UNION ALL SELECT 'os', os, scans, uniq FROM g WHERE grp = ${GROUPED_BY.os}
     UNION ALL SELECT 'browser', browser, scans, uniq FROM g WHERE grp = ${GROUPED_BY.browser}
     UNION ALL SELECT 'total', NULL, scans, uniq FROM g WHERE grp = ${GROUPED_BY.total}`,
    [codeId, `${window.from}T00:00:00.000Z`, nextDayStart(window.to), includeBots, window.from, window.to],
  );
  const [todayRow] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM scans
      WHERE code_id = $1 AND scanned_at >= $2::timestamptz AND scanned_at < $3::timestamptz AND ($4::boolean OR NOT is_bot)`,
    [codeId, `${today}T00:00:00.000Z`, nextDayStart(today), includeBots],
  );

  const of = (dim: string) => rows.filter((row) => row.dim === dim).map((row) => ({ key: row.key ?? 'unknown', scans: Number(row.scans), unique: Number(row.uniq) }));
  const ranked = (dim: string) => of(dim).sort((a, b) => b.scans - a.scans || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const total = of('total')[0];
  return {
    from: window.from,
    to: window.to,
    total_scans: total?.scans ?? 0,
    unique_scanners: total?.unique ?? 0,
    scans_today: Number(todayRow?.count ?? 0),
    by_day: of('day')
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((day) => ({ date: day.key, scans: day.scans, unique: day.unique })),
    by_country: ranked('country').map((row) => ({ country: row.key, scans: row.scans })),
    by_device: ranked('device').map((row) => ({ device_type: row.key as DeviceType, scans: row.scans })),
    by_os: ranked('os').map((row) => ({ os: row.key, scans: row.scans })),
    by_browser: ranked('browser').map((row) => ({ browser: row.key, scans: row.scans })),
  };
}

/**
 * GROUPING(day, country, device_type, os, browser) of each grouping set: bit 4 is day … bit 0
 * is browser, and a bit is 1 when its column is NOT grouped (PostgreSQL, "Grouping Operations").
 */
const GROUPED_BY = { day: 0b01111, country: 0b10111, device: 0b11011, os: 0b11101, browser: 0b11110, total: 0b11111 } as const;

function nextDayStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();
}
