import type { Db } from '../db/db';
import type { ShortLinkRecord } from '../short-links/short-link-record';

interface ShortLinkRow {
  id: string;
  organization_id: string;
  workspace_id: string;
  short_code: string;
  type: string;
  is_dynamic: boolean;
  status: string;
  title: string | null;
  url: string | null;
  content: Record<string, unknown> | null;
  expires_at: string | null;
  is_landing_page: boolean;
  links: unknown;
  ab_enabled: boolean;
  ab_target_url_b: string | null;
  ab_weight_a: number | null;
  deleted: boolean;
}

/**
 * The current state of the code behind a short link, or undefined when no code has this short
 * code. A deleted code, or one whose organization is deleted or workspace archived, comes back
 * with `deleted: true` (so a dynamic one can be cached as "404" like any other state).
 */
export async function findShortLink(db: Db, shortCode: string): Promise<ShortLinkRecord | undefined> {
  const rows = await db.query<ShortLinkRow>(
    `SELECT c.id, c.organization_id, c.workspace_id, c.short_code, c.type, c.is_dynamic, c.status, c.title, c.url, c.content, c.expires_at,
            c.is_landing_page, c.links, c.ab_enabled, c.ab_target_url_b, c.ab_weight_a,
            (c.deleted_at IS NOT NULL OR o.deleted_at IS NOT NULL OR w.archived_at IS NOT NULL) AS deleted
       FROM codes c
       JOIN organizations o ON o.id = c.organization_id
       JOIN workspaces w ON w.id = c.workspace_id
      WHERE c.short_code = $1`,
    [shortCode],
  );
  const row = rows[0];
  if (!row) return undefined;
  return Object.freeze({
    id: row.id,
    organizationId: row.organization_id,
    workspaceId: row.workspace_id,
    shortCode: row.short_code,
    type: row.type,
    isDynamic: row.is_dynamic,
    status: row.status,
    title: row.title,
    url: row.url,
    content: row.content ?? {},
    expiresAt: row.expires_at,
    isLandingPage: row.is_landing_page,
    links: Array.isArray(row.links) ? row.links : [],
    abEnabled: row.ab_enabled,
    abTargetUrlB: row.ab_target_url_b,
    abWeightA: row.ab_weight_a === null ? null : Number(row.ab_weight_a),
    deleted: row.deleted,
  });
}
