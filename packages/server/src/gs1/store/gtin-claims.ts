import type { Db } from '../../db/db';

/**
 * The statements of GTIN ownership (migration 0020): one organization per GTIN on the
 * instance, the first to store a passport of it.
 */

/**
 * Claims `gtin` for the organization unless another holds it, and answers the owner. Two
 * statements, not one: under READ COMMITTED an INSERT … ON CONFLICT that waited for a racing
 * claim sees it only in the next statement's snapshot, so the SELECT after it names the winner.
 * The claim commits or rolls back with the caller's transaction.
 */
export async function claimGtin(db: Db, gtin: string, organizationId: string, at: string): Promise<string> {
  await db.query(`INSERT INTO gtin_claims (gtin, organization_id, claimed_at) VALUES ($1, $2, $3::timestamptz) ON CONFLICT (gtin) DO NOTHING`, [
    gtin,
    organizationId,
    at,
  ]);
  const [row] = await db.query<{ organization_id: string }>(`SELECT organization_id FROM gtin_claims WHERE gtin = $1`, [gtin]);
  return row!.organization_id;
}

export interface GtinClaimRow {
  readonly gtin: string;
  readonly organization_id: string;
  readonly claimed_at: string;
}

/** The claim of `gtin`, row-locked until the transaction ends (a transfer); undefined when unclaimed. */
export async function lockGtinClaim(db: Db, gtin: string): Promise<GtinClaimRow | undefined> {
  const [row] = await db.query<GtinClaimRow>(`SELECT gtin, organization_id, claimed_at FROM gtin_claims WHERE gtin = $1 FOR UPDATE`, [gtin]);
  return row;
}

/** Gives `gtin` to the organization, claimed or not; the claim as it is now. */
export async function setGtinOwner(db: Db, gtin: string, organizationId: string, at: string): Promise<GtinClaimRow> {
  const [row] = await db.query<GtinClaimRow>(
    `INSERT INTO gtin_claims (gtin, organization_id, claimed_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (gtin) DO UPDATE SET organization_id = excluded.organization_id, claimed_at = excluded.claimed_at
     RETURNING gtin, organization_id, claimed_at`,
    [gtin, organizationId, at],
  );
  return row!;
}

/** A passport kept in an organization that does not own its GTIN (stored before migration 0020, or left behind by a transfer). */
export interface GtinClaimConflict {
  readonly gtin: string;
  readonly passport_id: string;
  readonly organization_id: string;
  readonly workspace_id: string;
  readonly status: string;
  readonly owner_organization_id: string;
}

/** Every such passport, by GTIN then age; `gtin` narrows to one. */
export async function listGtinClaimConflicts(db: Db, gtin?: string): Promise<GtinClaimConflict[]> {
  return db.query<GtinClaimConflict>(
    `SELECT p.gtin, p.id AS passport_id, p.organization_id, p.workspace_id, p.status, c.organization_id AS owner_organization_id
       FROM passports p JOIN gtin_claims c ON c.gtin = p.gtin
      WHERE c.organization_id <> p.organization_id AND ($1::text IS NULL OR p.gtin = $1)
      ORDER BY p.gtin, p.created_at, p.id`,
    [gtin ?? null],
  );
}

/** The organization's passports of `gtin`, by status (what a transfer moves or leaves behind). */
export async function countOrganizationPassportsOfGtin(db: Db, organizationId: string, gtin: string): Promise<Record<string, number>> {
  const rows = await db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM passports WHERE organization_id = $1 AND gtin = $2 GROUP BY status ORDER BY status`,
    [organizationId, gtin],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
