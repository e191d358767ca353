import type { Db } from '../../src/db/db';

/**
 * A workspace row as the schema before custom domains (migration 0023) holds it: for tests that
 * migrate an older schema, fill it, then run the later migrations. Today's insertWorkspace
 * writes the domain columns, which that schema does not have yet.
 */
export async function insertEarlyWorkspace(db: Db, ws: { readonly id: string; readonly organizationId: string; readonly name: string; readonly slug: string; readonly createdAt: string }): Promise<void> {
  await db.query(
    `INSERT INTO workspaces (id, organization_id, name, slug, default_locale, approval_required, primary_color, custom_domain, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'de', false, NULL, NULL, $5::timestamptz, $5::timestamptz)`,
    [ws.id, ws.organizationId, ws.name, ws.slug, ws.createdAt],
  );
}
