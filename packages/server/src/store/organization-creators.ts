import type { Db } from '../db/db';

/** Marks `organizationId` as made by a key of `creatorId` (migration 0013). */
export async function recordOrganizationCreator(db: Db, organizationId: string, creatorId: string): Promise<void> {
  await db.query(`UPDATE organizations SET created_by_organization_id = $2 WHERE id = $1`, [organizationId, creatorId]);
}

/** Organizations made by keys of `creatorId` that count against max_created_organizations: the ones not deleted. */
export async function countOrganizationsCreatedBy(db: Db, creatorId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organizations WHERE created_by_organization_id = $1 AND deleted_at IS NULL`, [creatorId]);
  return row!.n;
}
