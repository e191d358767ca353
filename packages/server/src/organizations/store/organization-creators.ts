import type { Db } from '../../db/db';

/** Marks `organizationId` as made by a key of `creatorId` (migration 0013). */
export async function recordOrganizationCreator(db: Db, organizationId: string, creatorId: string): Promise<void> {
  await db.query(`UPDATE organizations SET created_by_organization_id = $2 WHERE id = $1`, [organizationId, creatorId]);
}

/**
 * The organization at the top of `organizationId`'s creator chain (itself when no key created
 * it): the furthest live one up the chain of created_by_organization_id, deleted links passed
 * through. Each organization points at one made before it, so the chain ends.
 */
export async function findRootCreator(db: Db, organizationId: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `WITH RECURSIVE chain (id, creator, live, depth) AS (
       SELECT id, created_by_organization_id, deleted_at IS NULL, 0 FROM organizations WHERE id = $1
       UNION ALL
       SELECT o.id, o.created_by_organization_id, o.deleted_at IS NULL, chain.depth + 1 FROM organizations o JOIN chain ON o.id = chain.creator
     )
     SELECT id FROM chain WHERE live OR depth = 0 ORDER BY depth DESC LIMIT 1`,
    [organizationId],
  );
  return row?.id ?? organizationId;
}

/**
 * Organizations that count against `rootId`'s max_created_organizations: the live ones made by
 * its keys, by the keys of those, and so on down (deleted ones passed through), so creating
 * through a created organization's key counts against the same limit.
 */
export async function countOrganizationsCreatedUnder(db: Db, rootId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH RECURSIVE created (id, live) AS (
       SELECT id, deleted_at IS NULL FROM organizations WHERE created_by_organization_id = $1
       UNION ALL
       SELECT o.id, o.deleted_at IS NULL FROM organizations o JOIN created ON o.created_by_organization_id = created.id
     )
     SELECT count(*)::int AS n FROM created WHERE live`,
    [rootId],
  );
  return row!.n;
}
