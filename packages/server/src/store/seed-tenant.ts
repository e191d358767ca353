import type { Db } from '../db/db';

/**
 * The minimal organization and workspace rows the bootstrap, the CLI and the test harness
 * need. The organizations/workspaces endpoints have their own store functions.
 */
export interface SeedOrganization {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  readonly createdAt: string;
}

export async function insertSeedOrganization(db: Db, org: SeedOrganization): Promise<void> {
  await db.query(`INSERT INTO organizations (id, name, slug, plan, created_at, updated_at) VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)`, [
    org.id,
    org.name,
    org.slug,
    org.plan,
    org.createdAt,
  ]);
}

export interface SeedWorkspace {
  readonly id: string;
  readonly organizationId: string;
  readonly name: string;
  readonly slug: string;
  readonly createdAt: string;
}

export async function insertSeedWorkspace(db: Db, ws: SeedWorkspace): Promise<void> {
  await db.query(
    `INSERT INTO workspaces (id, organization_id, name, slug, created_at, updated_at) VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)`,
    [ws.id, ws.organizationId, ws.name, ws.slug, ws.createdAt],
  );
}

export interface WorkspaceRef {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  archived_at: string | null;
}

/** A workspace by slug; within the organization of `orgSlug`, or the only match. */
export async function findWorkspaceBySlug(db: Db, slug: string, orgSlug?: string): Promise<WorkspaceRef[]> {
  return db.query<WorkspaceRef>(
    `SELECT w.id, w.organization_id, w.name, w.slug, w.archived_at
       FROM workspaces w JOIN organizations o ON o.id = w.organization_id
      WHERE w.slug = $1 AND o.deleted_at IS NULL AND ($2::text IS NULL OR o.slug = $2)
      ORDER BY w.created_at`,
    [slug, orgSlug ?? null],
  );
}

export async function findWorkspaceInOrganization(db: Db, organizationId: string, workspaceId: string): Promise<WorkspaceRef | undefined> {
  const [row] = await db.query<WorkspaceRef>(
    `SELECT id, organization_id, name, slug, archived_at FROM workspaces WHERE id = $1 AND organization_id = $2`,
    [workspaceId, organizationId],
  );
  return row;
}
