import type { Db } from '../../db/db';
import type { CodeRow } from './codes';

/** What GET /codes.csv and /codes.xlsx write of a code: its creation fields and short code, and whether it has a password (never the hash). */
export type ExportCodeRow = Pick<
  CodeRow,
  | 'id' | 'short_code' | 'type' | 'is_dynamic' | 'title' | 'url' | 'content' | 'tags' | 'notes' | 'expires_at'
  | 'is_landing_page' | 'links' | 'ab_enabled' | 'ab_target_url_b' | 'ab_weight_a' | 'rules' | 'max_scans' | 'active_from' | 'utm' | 'created_at'
> & { readonly has_password: boolean };

/**
 * Up to `limit` codes of the workspace that are not deleted, oldest first, after the keyset
 * position `after` (created_at, id): one chunk of an export (codes_workspace_created_idx, read backwards).
 */
export async function workspaceCodesAfter(db: Db, workspaceId: string, after: { readonly at: string; readonly id: string } | null, limit: number): Promise<ExportCodeRow[]> {
  return db.query<ExportCodeRow>(
    `SELECT id, short_code, type, is_dynamic, title, url, content, tags, notes, expires_at, is_landing_page, links,
            ab_enabled, ab_target_url_b, ab_weight_a, rules, password_hash IS NOT NULL AS has_password, max_scans, active_from, utm, created_at
       FROM codes
      WHERE workspace_id = $1 AND deleted_at IS NULL
        AND ($2::timestamptz IS NULL OR (created_at, id) > ($2::timestamptz, $3::text))
      ORDER BY created_at, id
      LIMIT $4`,
    [workspaceId, after?.at ?? null, after?.id ?? null, limit],
  );
}
