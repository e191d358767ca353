import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findFile, type FileRow } from './store/files';

/** A file of the workspace, not deleted; else 404. */
export async function getFileOrThrow(db: Db, workspaceId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<FileRow> {
  return foundOrThrow(await findFile(db, workspaceId, id, options), 'file');
}

export function fileNotFound(): ApiError {
  return resourceNotFound('file');
}
