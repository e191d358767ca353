import type { ScanWindow } from '@quietzone/core';
import type { Db } from '../../db/db';

/** One figure of the statistics: a day's scans and visitors, or a dimension value's scans. */
export interface ScanStatRow {
  readonly dim: 'day' | 'country' | 'device' | 'os' | 'browser';
  /** The date (YYYY-MM-DD) or the dimension's value; null where the value was not stored. */
  readonly key: string | null;
  readonly scans: number;
  /** Distinct visitors of the day; 0 for the dimensions. */
  readonly uniq: number;
}

/**
 * GET /codes/{id}/stats in SQL over the rollups (migration 0009), never over the raw scans:
 * scan_days gives each day's scans and distinct visitors, scan_rollups the (country, device,
 * OS, browser) counts grouped once with GROUPING SETS. Both hold a few rows per code and day,
 * so a 365-day window of a code with millions of scans reads thousands of rows, not millions.
 * The days are generate_series over the window LEFT JOINed to the days, so empty days are rows of 0.
 */
export async function readScanStatRows(db: Db, input: { codeId: string; window: ScanWindow; includeBots: boolean }): Promise<ScanStatRow[]> {
  const rows = await db.query<{ dim: ScanStatRow['dim']; key: string | null; scans: number | string; uniq: number | string }>(
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
    [input.codeId, input.window.from, input.window.to, input.includeBots],
  );
  return rows.map((row) => ({ dim: row.dim, key: row.key, scans: Number(row.scans), uniq: Number(row.uniq) }));
}

/** The code's scans of one day (YYYY-MM-DD), bots only when `includeBots`. */
export async function countScansOfDay(db: Db, input: { codeId: string; day: string; includeBots: boolean }): Promise<number> {
  const [row] = await db.query<{ count: number | string | null }>(
    `SELECT sum(scans) AS count FROM scan_days WHERE code_id = $1 AND day = $2::date AND ($3::boolean OR NOT is_bot)`,
    [input.codeId, input.day, input.includeBots],
  );
  return Number(row?.count ?? 0);
}

/**
 * GROUPING(country, device_type, os, browser) of each grouping set: bit 3 is country … bit 0
 * is browser, and a bit is 1 when its column is NOT grouped (PostgreSQL, "Grouping Operations").
 */
const GROUPED_BY = { country: 0b0111, device: 0b1011, os: 0b1101, browser: 0b1110 } as const;
