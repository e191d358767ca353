import type { FileRow } from './store/files';
import { urlFilename } from './clean-filename';

/** `{PUBLIC_URL}/files/<id>/<name>`: served without authentication while the file is public. */
export function filePublicUrl(row: Pick<FileRow, 'id' | 'filename'>, publicUrl: string): string {
  return `${publicUrl}/files/${encodeURIComponent(row.id)}/${urlFilename(row.filename)}`;
}

/** The API representation (core `fileSchema`). */
export function fileResource(row: FileRow, publicUrl: string) {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    code_id: row.code_id,
    filename: row.filename,
    content_type: row.content_type,
    byte_size: Number(row.byte_size),
    sha256: row.sha256,
    visibility: row.visibility,
    public_url: row.visibility === 'public' ? filePublicUrl(row, publicUrl) : null,
    content_url: `${publicUrl}/v1/files/${encodeURIComponent(row.id)}/content`,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
