import type { ContentType } from '@quietzone/core';
import type { Db } from '../db/db';

/** What GET /codes.csv and /codes.xlsx write of a code: its creation fields and short code, and whether it has a password (never the hash). */
export interface ExportCodeRow {
  id: string;
  short_code: string;
  type: ContentType;
  is_dynamic: boolean;
  title: string | null;
  url: string | null;
  content: Record<string, unknown>;
  tags: string[];
  notes: string | null;
  expires_at: string | null;
  is_landing_page: boolean;
  links: { label: string; url: string }[];
  ab_enabled: boolean;
  ab_target_url_b: string | null;
  ab_weight_a: number | null;
  rules: unknown[];
  has_password: boolean;
  max_scans: number | null;
  active_from: string | null;
  created_at: string;
}

/**
 * Up to `limit` codes of the workspace that are not deleted, oldest first, after the keyset
 * position `after` (created_at, id): one chunk of an export (codes_workspace_created_idx, read backwards).
 */
export async function workspaceCodesAfter(db: Db, workspaceId: string, after: { readonly at: string; readonly id: string } | null, limit: number): Promise<ExportCodeRow[]> {
  return db.query<ExportCodeRow>(
    `SELECT id, short_code, type, is_dynamic, title, url, content, tags, notes, expires_at, is_landing_page, links,
            ab_enabled, ab_target_url_b, ab_weight_a, rules, password_hash IS NOT NULL AS has_password, max_scans, active_from, created_at
       FROM codes
      WHERE workspace_id = $1 AND deleted_at IS NULL
        AND ($2::timestamptz IS NULL OR (created_at, id) > ($2::timestamptz, $3::text))
      ORDER BY created_at, id
      LIMIT $4`,
    [workspaceId, after?.at ?? null, after?.id ?? null, limit],
  );
}
