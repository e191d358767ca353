import type { Plan } from '@quietzone/core';
import type { Db } from '../../db/db';
import { patchAssignments } from '../../db/patch-assignments';

export type OrganizationRow = {
  id: string;
  name: string;
  slug: string;
  billing_email: string | null;
  plan: Plan;
  max_workspaces: number | null;
  max_members: number | null;
  max_dynamic_codes: number | null;
  max_scans_per_month: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

const COLUMNS = `id, name, slug, billing_email, plan, max_workspaces, max_members, max_dynamic_codes, max_scans_per_month, created_at, updated_at, deleted_at`;

/** The name of the partial unique index on live organizations' slugs (migration 0001). */
export const ORGANIZATION_SLUG_INDEX = 'organizations_slug_key';

/** Fields PATCH /organizations/{id} may change; also the audited fields. */
export const ORGANIZATION_FIELDS = ['name', 'slug', 'billing_email'] as const;
export type OrganizationPatch = Partial<Pick<OrganizationRow, (typeof ORGANIZATION_FIELDS)[number]>>;

/** A live (not soft-deleted) organization. */
export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.query<OrganizationRow>(`SELECT ${COLUMNS} FROM organizations WHERE id = $1 AND deleted_at IS NULL`, [id]);
  return row;
}

/**
 * The live organization, row-locked until the transaction ends: serializes the checks that
 * count its workspaces against the plan limit, so two concurrent creations cannot both pass.
 */
export async function lockOrganization(tx: Db, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await tx.query<OrganizationRow>(`SELECT ${COLUMNS} FROM organizations WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [id]);
  return row;
}

/** Whether the database holds any organization at all, deleted ones included (the bootstrap runs only on none). */
export async function anyOrganizationExists(db: Db): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM organizations LIMIT 1');
  return rows.length > 0;
}

/** Whether a live organization other than `exceptId` uses `slug` (deleted ones release theirs). */
export async function organizationSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM organizations WHERE slug = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR id <> $2)`, [
    slug,
    exceptId ?? null,
  ]);
  return rows.length > 0;
}

export interface NewOrganization {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly billingEmail: string | null;
  readonly plan: Plan;
  readonly createdAt: string;
}

/** Limit overrides stay NULL: the plan baseline applies (migration 0001). */
export async function insertOrganization(db: Db, org: NewOrganization): Promise<OrganizationRow> {
  const [row] = await db.query<OrganizationRow>(
    `INSERT INTO organizations (id, name, slug, billing_email, plan, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz)
     RETURNING ${COLUMNS}`,
    [org.id, org.name, org.slug, org.billingEmail, org.plan, org.createdAt],
  );
  if (!row) throw new Error('insert into organizations returned no row');
  return row;
}

/** Sets the given fields (and updated_at) of a live organization. */
export async function updateOrganization(db: Db, id: string, patch: OrganizationPatch, at: string): Promise<OrganizationRow | undefined> {
  const params: unknown[] = [id, at];
  const [row] = await db.query<OrganizationRow>(
    `UPDATE organizations SET ${patchAssignments(ORGANIZATION_FIELDS, patch, params, 2)} WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    params,
  );
  return row;
}

/**
 * Soft delete (contract, "Organization and workspace"); undefined when already deleted. With
 * `purgeAfter` (DELETE /account) every row of it is removed from then on (migration 0017).
 */
export async function softDeleteOrganization(db: Db, id: string, at: string, purgeAfter: string | null = null): Promise<OrganizationRow | undefined> {
  const [row] = await db.query<OrganizationRow>(
    `UPDATE organizations SET deleted_at = $2::timestamptz, updated_at = $2::timestamptz, purge_after = $3::timestamptz
      WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, at, purgeAfter],
  );
  return row;
}

/** The live organization with this id, or else with this slug (an operator names either). */
export async function findOrganizationByIdOrSlug(db: Db, idOrSlug: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.query<OrganizationRow>(
    `SELECT ${COLUMNS} FROM organizations WHERE (id = $1 OR slug = $1) AND deleted_at IS NULL ORDER BY (id = $1) DESC LIMIT 1`,
    [idOrSlug],
  );
  return row;
}

/** The plan of an organization, for plan limits. */
export async function findOrganizationPlan(db: Db, organizationId: string): Promise<string | undefined> {
  const [row] = await db.query<{ plan: string }>(`SELECT plan FROM organizations WHERE id = $1`, [organizationId]);
  return row?.plan;
}
