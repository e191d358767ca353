import type { Db } from '../../db/db';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';

export type FileRow = {
  id: string;
  organization_id: string;
  workspace_id: string;
  code_id: string | null;
  filename: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  visibility: 'private' | 'public';
  created_at: string;
  updated_at: string;
};

export type FileWithBytes = FileRow & { bytes: Uint8Array };

/** Never the bytes: lists and metadata reads stay small. */
const COLUMNS = `id, organization_id, workspace_id, code_id, COALESCE(filename, 'file') AS filename, content_type, byte_size, sha256, visibility, created_at, updated_at`;

/** Fields a PATCH may change; also the audited fields (with content_type and byte_size on create). */
export const FILE_FIELDS = ['filename', 'visibility', 'code_id'] as const;
export type FilePatch = Partial<Pick<FileRow, (typeof FILE_FIELDS)[number]>>;

/**
 * Only attachments are files of this API: logos (purpose 'logo') belong to their code and are
 * managed through /codes/{id}/logo, so /files neither lists nor serves them.
 */
const ATTACHMENT = `purpose = 'attachment' AND deleted_at IS NULL`;

export function listFiles(
  db: Db,
  workspaceId: string,
  filter: { codeId?: string | undefined; visibility?: string | undefined },
  page: PageRequest,
): Promise<Page<FileRow>> {
  return queryPage<FileRow>(
    db,
    {
      select: COLUMNS,
      from: 'files',
      where: `workspace_id = $1 AND ${ATTACHMENT} AND ($2::text IS NULL OR code_id = $2) AND ($3::text IS NULL OR visibility = $3)`,
      params: [workspaceId, filter.codeId ?? null, filter.visibility ?? null],
    },
    page,
  );
}

export async function findFile(db: Db, workspaceId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<FileRow | undefined> {
  const [row] = await db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE id = $1 AND workspace_id = $2 AND ${ATTACHMENT}${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id, workspaceId],
  );
  return row;
}

export async function findFileBytes(db: Db, workspaceId: string, id: string): Promise<FileWithBytes | undefined> {
  const [row] = await db.query<FileWithBytes>(`SELECT ${COLUMNS}, bytes FROM files WHERE id = $1 AND workspace_id = $2 AND ${ATTACHMENT}`, [id, workspaceId]);
  return row;
}

/**
 * A file as its public URL serves it: a public, non-deleted attachment whose organization is
 * not deleted and whose workspace is not archived (their keys stop working; so do their files).
 */
export async function findPublicFileBytes(db: Db, id: string): Promise<FileWithBytes | undefined> {
  const [row] = await db.query<FileWithBytes>(
    `SELECT f.id, f.organization_id, f.workspace_id, f.code_id, COALESCE(f.filename, 'file') AS filename, f.content_type, f.byte_size,
            f.sha256, f.visibility, f.created_at, f.updated_at, f.bytes
       FROM files f
       JOIN organizations o ON o.id = f.organization_id
       JOIN workspaces w ON w.id = f.workspace_id
      WHERE f.id = $1 AND f.purpose = 'attachment' AND f.deleted_at IS NULL AND f.visibility = 'public'
        AND o.deleted_at IS NULL AND w.archived_at IS NULL`,
    [id],
  );
  return row;
}

/** What a landing page lists: the code's public attachments, in upload order. */
export async function listPublicCodeFiles(db: Db, codeId: string): Promise<FileRow[]> {
  return db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE code_id = $1 AND ${ATTACHMENT} AND visibility = 'public' ORDER BY created_at, id`,
    [codeId],
  );
}

export interface NewFile {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly codeId: string | null;
  readonly filename: string;
  readonly contentType: string;
  readonly sha256: string;
  readonly visibility: 'private' | 'public';
  readonly bytes: Uint8Array;
  readonly at: string;
}

export async function insertFile(tx: Db, file: NewFile): Promise<FileRow> {
  const [row] = await tx.query<FileRow>(
    `INSERT INTO files (id, organization_id, workspace_id, code_id, purpose, filename, content_type, byte_size, sha256, visibility, bytes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'attachment', $5, $6, $7, $8, $9, $10, $11::timestamptz, $11::timestamptz)
     RETURNING ${COLUMNS}`,
    [file.id, file.organizationId, file.workspaceId, file.codeId, file.filename, file.contentType, file.bytes.byteLength, file.sha256, file.visibility, file.bytes, file.at],
  );
  return row!;
}

export async function updateFile(tx: Db, id: string, patch: FilePatch, at: string): Promise<FileRow | undefined> {
  const [row] = await tx.query<FileRow>(
    `UPDATE files
        SET filename = COALESCE($2, filename),
            visibility = COALESCE($3, visibility),
            code_id = CASE WHEN $4::boolean THEN $5 ELSE code_id END,
            updated_at = $6::timestamptz
      WHERE id = $1 AND ${ATTACHMENT}
      RETURNING ${COLUMNS}`,
    [id, patch.filename ?? null, patch.visibility ?? null, patch.code_id !== undefined, patch.code_id ?? null, at],
  );
  return row;
}

/** Soft delete; the bytes are dropped at once (nothing serves them any more). */
export async function softDeleteFile(tx: Db, id: string, at: string): Promise<FileRow | undefined> {
  const [row] = await tx.query<FileRow>(
    `UPDATE files SET deleted_at = $2::timestamptz, updated_at = $2::timestamptz, bytes = ''::bytea WHERE id = $1 AND ${ATTACHMENT} RETURNING ${COLUMNS}`,
    [id, at],
  );
  return row;
}

/** Bytes the workspace stores against max_file_bytes_per_workspace: its files and logos not deleted. */
export async function workspaceFileBytes(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(`SELECT coalesce(sum(byte_size), 0)::bigint AS n FROM files WHERE workspace_id = $1 AND deleted_at IS NULL`, [workspaceId]);
  // Postgres may hand back a bigint as text.
  return Number(row!.n);
}
