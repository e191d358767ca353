import type { Db } from '../../db/db';
import { patchAssignments } from '../../db/patch-assignments';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';
import { endLiveRow, type SoftEndedTable } from '../../db/soft-ended-rows';

export type WorkspaceRow = {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  default_locale: string;
  approval_required: boolean;
  primary_color: string | null;
  custom_domain: string | null;
  /** Null without a custom_domain (migration 0023). */
  domain_status: 'pending' | 'verified' | 'failed' | null;
  /** The value the domain's `_quietzone.` TXT record must carry. */
  domain_token: string | null;
  /** The last check that found the TXT record. */
  domain_checked_at: string | null;
  /** The first failed check of a domain that was verified: the grace period runs from here. */
  domain_failing_since: string | null;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
};

const COLUMNS = `id, organization_id, name, slug, default_locale, approval_required, primary_color, custom_domain, domain_status, domain_token, domain_checked_at, domain_failing_since, created_at, updated_at, archived_at`;

/** The unique index on custom_domain among live workspaces (migration 0023). */
export const WORKSPACE_DOMAIN_CONSTRAINT = 'workspaces_custom_domain_key';

/** Workspaces of an organization; an archived one keeps its row, its records and its slug (archived_at). */
const WORKSPACES: SoftEndedTable<WorkspaceRow> = { table: 'workspaces', columns: COLUMNS, scope: 'organization_id', end: 'archived_at' };

/** The unique constraint on (organization_id, slug) (migration 0001); archived workspaces keep their slug. */
export const WORKSPACE_SLUG_CONSTRAINT = 'workspaces_organization_slug_key';

/** Fields POST and PATCH /workspaces set; also the audited fields. */
export const WORKSPACE_FIELDS = ['name', 'slug', 'default_locale', 'approval_required', 'primary_color', 'custom_domain'] as const;
export type WorkspaceField = (typeof WORKSPACE_FIELDS)[number];
export type WorkspacePatch = Partial<Pick<WorkspaceRow, WorkspaceField>>;

/** Which workspaces a list shows: live ones (default), archived ones, or both. */
export type WorkspaceListStatus = 'active' | 'archived' | 'all';

const STATUS_FILTER: Record<WorkspaceListStatus, string> = {
  active: 'AND archived_at IS NULL',
  archived: 'AND archived_at IS NOT NULL',
  all: '',
};

export function listWorkspaces(db: Db, organizationId: string, status: WorkspaceListStatus, page: PageRequest): Promise<Page<WorkspaceRow>> {
  return queryPage<WorkspaceRow>(
    db,
    { select: COLUMNS, from: 'workspaces', where: `organization_id = $1 ${STATUS_FILTER[status]}`, params: [organizationId] },
    page,
  );
}

/** A workspace of the organization, archived or not. */
export async function findWorkspace(db: Db, organizationId: string, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.query<WorkspaceRow>(`SELECT ${COLUMNS} FROM workspaces WHERE id = $1 AND organization_id = $2`, [id, organizationId]);
  return row;
}

/** Workspaces of live organizations by slug, oldest first; within the organization of `orgSlug` when given (the CLI's `--workspace`, `--org`). */
export function findWorkspacesBySlug(db: Db, slug: string, orgSlug?: string): Promise<WorkspaceRow[]> {
  return db.query<WorkspaceRow>(
    `SELECT ${COLUMNS} FROM workspaces
      WHERE slug = $1 AND organization_id IN (SELECT id FROM organizations WHERE deleted_at IS NULL AND ($2::text IS NULL OR slug = $2))
      ORDER BY created_at`,
    [slug, orgSlug ?? null],
  );
}

/** Workspaces that count against the plan's max_workspaces: the non-archived ones. */
export async function countActiveWorkspaces(db: Db, organizationId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*) AS count FROM workspaces WHERE organization_id = $1 AND archived_at IS NULL`, [
    organizationId,
  ]);
  return Number(row?.count ?? 0);
}

/** Whether another workspace of the organization (archived ones included) uses `slug`. */
export async function workspaceSlugTaken(db: Db, organizationId: string, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM workspaces WHERE organization_id = $1 AND slug = $2 AND ($3::text IS NULL OR id <> $3)`, [
    organizationId,
    slug,
    exceptId ?? null,
  ]);
  return rows.length > 0;
}

export interface NewWorkspace {
  readonly id: string;
  readonly organizationId: string;
  readonly name: string;
  readonly slug: string;
  readonly defaultLocale: string;
  readonly approvalRequired: boolean;
  readonly primaryColor: string | null;
  readonly customDomain: string | null;
  /** The TXT value to prove control of customDomain (null without one). */
  readonly domainToken: string | null;
  readonly createdAt: string;
}

/** The settings of a workspace nobody configured (the column defaults, migration 0001): an organization's "Default" workspace, test tenants. */
export const UNCONFIGURED_WORKSPACE = { defaultLocale: 'de', approvalRequired: false, primaryColor: null, customDomain: null, domainToken: null } as const;

export async function insertWorkspace(db: Db, ws: NewWorkspace): Promise<WorkspaceRow> {
  const [row] = await db.query<WorkspaceRow>(
    `INSERT INTO workspaces (id, organization_id, name, slug, default_locale, approval_required, primary_color, custom_domain, domain_status, domain_token, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8::text IS NULL THEN NULL ELSE 'pending' END, $9, $10::timestamptz, $10::timestamptz)
     RETURNING ${COLUMNS}`,
    [ws.id, ws.organizationId, ws.name, ws.slug, ws.defaultLocale, ws.approvalRequired, ws.primaryColor, ws.customDomain, ws.domainToken, ws.createdAt],
  );
  if (!row) throw new Error('insert into workspaces returned no row');
  return row;
}

/** Sets the given fields (and updated_at) of a non-archived workspace. */
export async function updateWorkspace(
  db: Db,
  organizationId: string,
  id: string,
  patch: WorkspacePatch,
  at: string,
  domainToken?: string,
): Promise<WorkspaceRow | undefined> {
  const params: unknown[] = [id, organizationId, at];
  let assignments = patchAssignments(WORKSPACE_FIELDS, patch, params, 3);
  // A new domain starts over: pending, with its own token, never checked; none clears it all.
  if (patch.custom_domain !== undefined) {
    // SET expressions read the row before the update: the new domain comes as a parameter.
    params.push(patch.custom_domain === null ? null : 'pending', patch.custom_domain === null ? null : (domainToken ?? null));
    assignments += `, domain_status = $${params.length - 1}, domain_token = $${params.length}, domain_checked_at = NULL, domain_failing_since = NULL`;
  }
  const [row] = await db.query<WorkspaceRow>(
    `UPDATE workspaces SET ${assignments} WHERE id = $1 AND organization_id = $2 AND archived_at IS NULL RETURNING ${COLUMNS}`,
    params,
  );
  return row;
}

/** Archives a live workspace (contract: DELETE /workspaces/{id}); undefined when already archived. */
export function archiveWorkspace(db: Db, organizationId: string, id: string, at: string): Promise<WorkspaceRow | undefined> {
  return endLiveRow(db, WORKSPACES, organizationId, id, at);
}
