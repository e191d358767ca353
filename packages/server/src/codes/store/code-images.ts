import type { Db } from '../../db/db';
import type { CodeStyle } from './codes';

/** What an image route needs of a code, looked up by its short code. */
export interface CodeImageRow {
  readonly id: string;
  readonly organization_id: string;
  readonly workspace_id: string;
  readonly short_code: string;
  readonly type: string;
  readonly is_dynamic: boolean;
  readonly status: string;
  readonly url: string | null;
  readonly content: Record<string, unknown>;
  readonly foreground_color: string | null;
  readonly background_color: string | null;
  readonly style: CodeStyle;
  readonly logo_file_id: string | null;
  /** SHA-256 of the stored logo: part of the ETag, so a 304 needs no logo bytes. */
  readonly logo_sha256: string | null;
}

/**
 * The code behind `shortCode`, or undefined when there is none to show: unknown, deleted, or
 * its organization deleted / workspace archived (contract: "no longer accessible").
 */
export async function findCodeForImage(db: Db, shortCode: string): Promise<CodeImageRow | undefined> {
  const rows = await db.query<CodeImageRow>(
    `SELECT c.id, c.organization_id, c.workspace_id, c.short_code, c.type, c.is_dynamic, c.status, c.url, c.content,
            c.foreground_color, c.background_color, c.style, c.logo_file_id, f.sha256 AS logo_sha256
       FROM codes c
       JOIN organizations o ON o.id = c.organization_id AND o.deleted_at IS NULL
       JOIN workspaces w ON w.id = c.workspace_id AND w.archived_at IS NULL
       LEFT JOIN files f ON f.id = c.logo_file_id
      WHERE c.short_code = $1 AND c.deleted_at IS NULL`,
    [shortCode],
  );
  return rows[0];
}

/** The normalized logo PNG of a file id (read only when an image is actually rendered). */
export async function readLogoBytes(db: Db, fileId: string): Promise<Uint8Array | undefined> {
  // A logo retired while its code was being read has no bytes left: the image goes without it.
  const rows = await db.query<{ bytes: Uint8Array }>(`SELECT bytes FROM files WHERE id = $1 AND deleted_at IS NULL`, [fileId]);
  return rows[0]?.bytes;
}
