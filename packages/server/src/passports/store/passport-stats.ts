import type { PassportBody, ScanWindow } from '@quietzone/core';
import type { Db } from '../../db/db';

/**
 * GET /workspace/stats/dpp in SQL. Resolver scans are keyed by the passport id in the scan
 * rollups (scan_days.code_id, migration 0009; no workspace column there), so a workspace's
 * passport scans are the rollups JOINed to its passports: another workspace's scans never match.
 * `publishedOnly` narrows everything to published passports (a public key's view, as GET /dpp).
 */
export interface PassportStatsScope {
  readonly workspaceId: string;
  readonly publishedOnly: boolean;
}

const IN_SCOPE = `p.workspace_id = $1 AND (NOT $2::boolean OR p.status = 'published')`;

/** Every date of the window, oldest first, with the scans of the workspace's passports (0 on empty days). */
export async function readPassportScanDays(db: Db, scope: PassportStatsScope, input: { window: ScanWindow; includeBots: boolean }): Promise<{ date: string; scans: number }[]> {
  const rows = await db.query<{ date: string; scans: number | string }>(
    `WITH d AS (
       SELECT sd.day, sum(sd.scans) AS scans
         FROM scan_days sd JOIN passports p ON p.id = sd.code_id
        WHERE ${IN_SCOPE} AND sd.day >= $3::date AND sd.day <= $4::date AND ($5::boolean OR NOT sd.is_bot)
        GROUP BY sd.day
     )
     SELECT s::date::text AS date, coalesce(d.scans, 0) AS scans
       FROM generate_series($3::date, $4::date, interval '1 day') AS s
       LEFT JOIN d ON d.day = s::date
      ORDER BY 1`,
    [scope.workspaceId, scope.publishedOnly, input.window.from, input.window.to, input.includeBots],
  );
  return rows.map((row) => ({ date: row.date, scans: Number(row.scans) }));
}

/** The `limit` passports with the most scans in the window (at least one), most first, then by id. */
export async function readTopScannedPassports(
  db: Db,
  scope: PassportStatsScope,
  input: { window: ScanWindow; includeBots: boolean; limit: number },
): Promise<{ id: string; product_name: string; scans: number }[]> {
  const rows = await db.query<{ id: string; product_name: string; scans: number | string }>(
    `SELECT p.id, p.product_name, sum(sd.scans) AS scans
       FROM scan_days sd JOIN passports p ON p.id = sd.code_id
      WHERE ${IN_SCOPE} AND sd.day >= $3::date AND sd.day <= $4::date AND ($5::boolean OR NOT sd.is_bot)
      GROUP BY p.id, p.product_name
     HAVING sum(sd.scans) > 0
      ORDER BY 3 DESC, p.id
      LIMIT $6`,
    [scope.workspaceId, scope.publishedOnly, input.window.from, input.window.to, input.includeBots, input.limit],
  );
  return rows.map((row) => ({ id: row.id, product_name: row.product_name, scans: Number(row.scans) }));
}

/** What a passport's status, category and compliance are computed from (core's evaluateCompliance). */
export type PassportComplianceRow = { readonly id: string } & Pick<
  PassportBody,
  'status' | 'category' | 'gtin' | 'product_name' | 'manufacturer' | 'attributes' | 'documents' | 'links'
>;

/**
 * One page of the workspace's passports after `afterId` (id order), with the fields their
 * compliance is evaluated from: compliance is computed by core, not stored, so the statistics
 * read every passport, a page at a time to bound memory (a workspace may hold 50,000).
 */
export async function readPassportCompliancePage(db: Db, scope: PassportStatsScope, page: { afterId: string; limit: number }): Promise<PassportComplianceRow[]> {
  return db.query<PassportComplianceRow>(
    `SELECT p.id, p.status, p.category, p.gtin, p.product_name, p.manufacturer, p.attributes, p.documents, p.links
       FROM passports p
      WHERE ${IN_SCOPE} AND p.id > $3
      ORDER BY p.id
      LIMIT $4`,
    [scope.workspaceId, scope.publishedOnly, page.afterId, page.limit],
  );
}
