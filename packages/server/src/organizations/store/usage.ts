import type { Db } from '../../db/db';

/**
 * Scans of the organization from `start` (inclusive) to `end` (exclusive), bots left out like
 * everywhere else: the human counts of its chunks that start in the period (migration 0009,
 * scan_chunks_organization_idx). A chunk never crosses a UTC midnight, so for periods that
 * begin and end at midnight (billing months) this counts exactly the scans inside.
 */
export async function countScansInPeriod(db: Db, organizationId: string, start: string, end: string): Promise<number> {
  const [row] = await db.query<{ count: number | string | null }>(
    `SELECT sum(human_count) AS count FROM scan_chunks WHERE organization_id = $1 AND first_at >= $2::timestamptz AND first_at < $3::timestamptz`,
    [organizationId, start, end],
  );
  return Number(row?.count ?? 0);
}

/**
 * Active dynamic codes of the organization over all its workspaces (contract, GET
 * /organizations/usage): dynamic, not deleted and not archived. Paused, draft and flagged
 * codes still hold their short link, so they count; codes of an archived workspace do not,
 * since their short links answer 404 like deleted ones (codes/store/short-links.ts).
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
