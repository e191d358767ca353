import type { Db } from '../../db/db';

/** The stored columns of a code that hold links (codes/link-safety/code-link-urls.ts reads them). */
export interface CodeLinksRow {
  readonly id: string;
  readonly url: string | null;
  readonly ab_target_url_b: string | null;
  /** Landing-page links, `[{ label, url }]` (jsonb, parsed). */
  readonly links: unknown;
  /** Destination rules, `[{ when, url }]` (jsonb, parsed). */
  readonly rules: unknown;
}

/** A not deleted code with what pausing it for an unsafe link needs, row-locked until the transaction ends. */
export interface LockedCodeLinksRow extends CodeLinksRow {
  readonly organization_id: string;
  readonly workspace_id: string;
  readonly short_code: string;
  readonly status: string;
  readonly version: number;
}

export async function lockCodeLinks(tx: Db, codeId: string): Promise<LockedCodeLinksRow | undefined> {
  const [code] = await tx.query<LockedCodeLinksRow>(
    `SELECT id, organization_id, workspace_id, short_code, status, version, url, ab_target_url_b, links, rules
     FROM codes WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [codeId],
  );
  return code;
}

/** live → paused (`paused_reason: unsafe_link`) if the code is still live at `version`; false when it was not. */
export async function pauseCodeForUnsafeLink(tx: Db, codeId: string, version: number, at: string): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE codes SET status = 'paused', paused_reason = 'unsafe_link', version = version + 1, updated_at = $3::timestamptz
     WHERE id = $1 AND version = $2 AND status = 'live' AND deleted_at IS NULL RETURNING id`,
    [codeId, version, at],
  );
  return updated.length > 0;
}

/** The links of these codes, deleted ones included (flagged). */
export function findCodesLinks(db: Db, codeIds: readonly string[]): Promise<(CodeLinksRow & { deleted: boolean })[]> {
  return db.query<CodeLinksRow & { deleted: boolean }>(
    `SELECT id, deleted_at IS NOT NULL AS deleted, url, ab_target_url_b, links, rules FROM codes
     WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(codeIds)],
  );
}

/** The next `limit` live codes by id after `afterId` ('' for the first), with their links. */
export function listLiveCodeLinks(db: Db, afterId: string, limit: number): Promise<CodeLinksRow[]> {
  return db.query<CodeLinksRow>(
    `SELECT id, url, ab_target_url_b, links, rules FROM codes
     WHERE status = 'live' AND deleted_at IS NULL AND id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
}
