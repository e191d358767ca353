import { appendUtm, type LinkRule, type Utm } from '@quietzone/core/schemas';
import type { Db } from '../../db/db';
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
  rules: LinkRule[] | null;
  password_hash: string | null;
  max_scans: number | null;
  active_from: string | null;
  utm: Utm | null;
  default_locale: string;
  primary_color: string | null;
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
            c.is_landing_page, c.links, c.ab_enabled, c.ab_target_url_b, c.ab_weight_a, c.rules, c.password_hash, c.max_scans, c.active_from, c.utm,
            w.default_locale, w.primary_color,
            (c.deleted_at IS NOT NULL OR o.deleted_at IS NOT NULL OR w.archived_at IS NOT NULL) AS deleted
       FROM codes c
       JOIN organizations o ON o.id = c.organization_id
       JOIN workspaces w ON w.id = c.workspace_id
      WHERE c.short_code = $1`,
    [shortCode],
  );
  const row = rows[0];
  if (!row) return undefined;
  // The destinations carry their UTM parameters already: the record is cached, so the hot path only reads them.
  const utm = row.utm ?? {};
  const destination = (url: string) => appendUtm(url, utm);
  return Object.freeze({
    id: row.id,
    organizationId: row.organization_id,
    workspaceId: row.workspace_id,
    shortCode: row.short_code,
    type: row.type,
    isDynamic: row.is_dynamic,
    status: row.status,
    title: row.title,
    url: row.url === null ? null : destination(row.url),
    content: row.content ?? {},
    expiresAt: row.expires_at,
    isLandingPage: row.is_landing_page,
    links: Array.isArray(row.links) ? row.links : [],
    abEnabled: row.ab_enabled,
    abTargetUrlB: row.ab_target_url_b === null ? null : destination(row.ab_target_url_b),
    abWeightA: row.ab_weight_a === null ? null : Number(row.ab_weight_a),
    rules: Array.isArray(row.rules) ? row.rules.map((rule) => ({ ...rule, url: destination(rule.url) })) : [],
    passwordHash: row.password_hash,
    maxScans: row.max_scans,
    activeFromMs: row.active_from === null ? null : Date.parse(row.active_from),
    defaultLocale: row.default_locale,
    primaryColor: row.primary_color,
    deleted: row.deleted,
  });
}

/**
 * Admits one human scan of a code with `max_scans`: counts it in `limit_scans` if the limit is
 * not reached, in one conditional statement, so racing processes never admit more than the
 * limit between them. Scans recorded before the limit was set count too (`total_scans`, the
 * scan recorder's count). False when the limit is reached (or the code no longer has one:
 * the caller's record is up to 60 s old, and then a scan is admitted uncounted).
 */
export async function admitLimitedScan(db: Db, codeId: string): Promise<boolean> {
  const rows = await db.query<{ admitted: boolean }>(
    `WITH admitted AS (
       UPDATE codes SET limit_scans = GREATEST(limit_scans, total_scans) + 1
        WHERE id = $1 AND max_scans IS NOT NULL AND GREATEST(limit_scans, total_scans) < max_scans
        RETURNING id)
     SELECT EXISTS (SELECT 1 FROM admitted) OR NOT EXISTS (SELECT 1 FROM codes WHERE id = $1 AND max_scans IS NOT NULL) AS admitted`,
    [codeId],
  );
  return rows[0]?.admitted === true;
}

/** Whether a code's scan limit is reached, without counting anything (bots, HEAD, the password page). */
export async function scanLimitReached(db: Db, codeId: string): Promise<boolean> {
  const rows = await db.query<{ reached: boolean }>(
    `SELECT max_scans IS NOT NULL AND GREATEST(limit_scans, total_scans) >= max_scans AS reached FROM codes WHERE id = $1`,
    [codeId],
  );
  return rows[0]?.reached === true;
}
