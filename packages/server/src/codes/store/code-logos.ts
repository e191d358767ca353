import type { Db } from '../../db/db';
import type { CodeRow } from './codes';

/** A code row as the logo routes read it (every column: the response presents the whole code). */
export type CodeRecord = CodeRow;

/** The code `id` of a workspace, deleted or not (undefined when it never existed there). */
export async function findWorkspaceCode(db: Db, workspaceId: string, id: string): Promise<CodeRecord | undefined> {
  const rows = await db.query<CodeRecord>(`SELECT * FROM codes WHERE id = $1 AND workspace_id = $2`, [id, workspaceId]);
  return rows[0];
}

export interface NewLogoFile {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly codeId: string;
  readonly filename: string | null;
  readonly png: Uint8Array;
  readonly sha256: string;
  readonly at: string;
}

/** Stores a normalized logo (always PNG) as a private file of the code. */
export async function insertLogoFile(tx: Db, file: NewLogoFile): Promise<void> {
  await tx.query(
    `INSERT INTO files (id, organization_id, workspace_id, code_id, purpose, filename, content_type, byte_size, sha256, bytes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'logo', $5, 'image/png', $6, $7, $8, $9::timestamptz, $9::timestamptz)`,
    [file.id, file.organizationId, file.workspaceId, file.codeId, file.filename, file.png.byteLength, file.sha256, file.png, file.at],
  );
}

/**
 * Compare-and-set of a code's logo: succeeds only while the code is not deleted and its logo is
 * still `expected` (what the caller read), so of two concurrent logo changes exactly one wins.
 * Bumps `version`, so a concurrent PATCH (which compares versions) re-reads the new state.
 * Returns the updated row, or undefined when the comparison failed.
 */
export async function swapCodeLogo(
  tx: Db,
  input: { readonly codeId: string; readonly expected: string | null; readonly next: string | null; readonly at: string },
): Promise<CodeRecord | undefined> {
  const rows = await tx.query<CodeRecord>(
    `UPDATE codes SET logo_file_id = $3, version = version + 1, updated_at = $4::timestamptz
      WHERE id = $1 AND deleted_at IS NULL AND logo_file_id IS NOT DISTINCT FROM $2
      RETURNING *`,
    [input.codeId, input.expected, input.next, input.at],
  );
  return rows[0];
}

/**
 * Marks a replaced or removed logo file deleted and lets go of its bytes, as a deleted
 * attachment does: the row stays for the audit trail (name, size, SHA-256), but a retired logo
 * is never served, and bytes kept outside the storage quota would grow with every replacement.
 */
export async function retireLogoFile(tx: Db, fileId: string, at: string): Promise<void> {
  await tx.query(`UPDATE files SET deleted_at = $2::timestamptz, updated_at = $2::timestamptz, bytes = ''::bytea WHERE id = $1 AND deleted_at IS NULL`, [fileId, at]);
}
