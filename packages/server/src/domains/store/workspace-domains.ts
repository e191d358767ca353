import type { Db } from '../../db/db';
import type { WorkspaceRow } from '../../workspaces/store/workspaces';

/** What routing a request by its Host needs of the live workspace that owns a domain. */
export type DomainOwnerRow = Pick<
  WorkspaceRow,
  'id' | 'organization_id' | 'custom_domain' | 'domain_status' | 'domain_token' | 'domain_checked_at' | 'domain_failing_since'
>;

const DOMAIN_COLUMNS = 'id, organization_id, custom_domain, domain_status, domain_token, domain_checked_at, domain_failing_since';

/** The live workspace (of a live organization) whose custom_domain is `domain`, whatever its status. */
export async function findDomainOwner(db: Db, domain: string): Promise<DomainOwnerRow | undefined> {
  const [row] = await db.query<DomainOwnerRow>(
    `SELECT ${DOMAIN_COLUMNS} FROM workspaces
      WHERE custom_domain = $1 AND archived_at IS NULL
        AND organization_id IN (SELECT id FROM organizations WHERE deleted_at IS NULL)`,
    [domain],
  );
  return row;
}

/** The domain fields of a workspace, by id alone (the URLs of its codes and passports). */
export async function findWorkspaceDomain(db: Db, workspaceId: string): Promise<DomainOwnerRow | undefined> {
  const [row] = await db.query<DomainOwnerRow>(`SELECT ${DOMAIN_COLUMNS} FROM workspaces WHERE id = $1 AND archived_at IS NULL`, [workspaceId]);
  return row;
}

/** Whether a live workspace other than `exceptId` has `domain`. */
export async function customDomainTaken(db: Db, domain: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM workspaces WHERE custom_domain = $1 AND archived_at IS NULL AND ($2::text IS NULL OR id <> $2)`, [
    domain,
    exceptId ?? null,
  ]);
  return rows.length > 0;
}

/**
 * Records a check of the workspace's domain, if it still has `domain` and `token` (a PATCH
 * meanwhile started over): found → verified, checked now; missed → a pending domain stays
 * pending, any other is failed, and a domain that was verified starts its grace period now
 * (kept if it had already started). Returns the row
 * before and after, or undefined when the domain changed meanwhile.
 */
export async function recordDomainCheck(
  db: Db,
  workspaceId: string,
  domain: string,
  token: string,
  found: boolean,
  at: string,
): Promise<{ before: DomainOwnerRow; after: DomainOwnerRow } | undefined> {
  const [before] = await db.query<DomainOwnerRow>(
    `SELECT ${DOMAIN_COLUMNS} FROM workspaces WHERE id = $1 AND custom_domain = $2 AND domain_token = $3 AND archived_at IS NULL FOR UPDATE`,
    [workspaceId, domain, token],
  );
  if (!before) return undefined;
  const [after] = await db.query<DomainOwnerRow>(
    found
      ? `UPDATE workspaces SET domain_status = 'verified', domain_checked_at = $2::timestamptz, domain_failing_since = NULL WHERE id = $1 RETURNING ${DOMAIN_COLUMNS}`
      : `UPDATE workspaces SET domain_status = CASE WHEN domain_status = 'pending' THEN 'pending' ELSE 'failed' END,
                domain_failing_since = CASE WHEN domain_status = 'verified' THEN $2::timestamptz ELSE domain_failing_since END
          WHERE id = $1 RETURNING ${DOMAIN_COLUMNS}`,
    [workspaceId, at],
  );
  return after ? { before, after } : undefined;
}

/**
 * Domains the re-check looks at, oldest check first: verified ones last found before
 * `checkedBefore`, and failed ones that had been verified (in or past their grace period: a
 * record put back brings them back).
 */
export function listDomainsToRecheck(db: Db, checkedBefore: string, limit: number): Promise<DomainOwnerRow[]> {
  return db.query<DomainOwnerRow>(
    `SELECT ${DOMAIN_COLUMNS} FROM workspaces
      WHERE archived_at IS NULL AND custom_domain IS NOT NULL
        AND ((domain_status = 'verified' AND domain_checked_at < $1::timestamptz) OR (domain_status = 'failed' AND domain_failing_since IS NOT NULL))
      ORDER BY domain_checked_at, id
      LIMIT $2`,
    [checkedBefore, limit],
  );
}
