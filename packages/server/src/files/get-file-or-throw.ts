import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findFile, type FileRow } from './store/files';

/** A file of the workspace, not deleted; else 404. */
export async function getFileOrThrow(db: Db, workspaceId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<FileRow> {
  const file = await findFile(db, workspaceId, id, options);
  if (!file) throw fileNotFound();
  return file;
}

export function fileNotFound(): ApiError {
  return new ApiError('not_found', 'File not found.');
}
