import type { Db } from '../db/db';

export interface AccountTenantRow {
  workspace_id: string;
  workspace_name: string;
  workspace_slug: string;
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  plan: string;
}

/** Workspace and organization of the calling key, for GET /v1/account. */
export async function findAccountTenant(db: Db, workspaceId: string): Promise<AccountTenantRow | undefined> {
  const [row] = await db.query<AccountTenantRow>(
    `SELECT w.id AS workspace_id, w.name AS workspace_name, w.slug AS workspace_slug,
            o.id AS organization_id, o.name AS organization_name, o.slug AS organization_slug, o.plan
       FROM workspaces w JOIN organizations o ON o.id = w.organization_id
      WHERE w.id = $1`,
    [workspaceId],
  );
  return row;
}
