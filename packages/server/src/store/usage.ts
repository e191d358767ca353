import type { Db } from '../db/db';

/**
 * Scans of the organization with `start <= scanned_at < end`, bots left out like everywhere
 * else (migration 0007: an index range scan of scans_organization_scanned_idx).
 */
export async function countScansInPeriod(db: Db, organizationId: string, start: string, end: string): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM scans WHERE organization_id = $1 AND scanned_at >= $2::timestamptz AND scanned_at < $3::timestamptz AND NOT is_bot`,
    [organizationId, start, end],
  );
  return Number(row?.count ?? 0);
}

/**
 * Active dynamic codes of the organization over all its workspaces (contract, GET
 * /organizations/usage): dynamic, not deleted and not archived. Paused, draft and flagged
 * codes still hold their short link, so they count; codes of an archived workspace do not,
 * since their short links answer 404 like deleted ones (store/short-links.ts).
 */
export async function countActiveDynamicCodes(db: Db, organizationId: string): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count
       FROM codes c JOIN workspaces w ON w.id = c.workspace_id AND w.archived_at IS NULL
      WHERE c.organization_id = $1 AND c.is_dynamic AND c.deleted_at IS NULL AND c.status <> 'archived'`,
    [organizationId],
  );
  return Number(row?.count ?? 0);
}
