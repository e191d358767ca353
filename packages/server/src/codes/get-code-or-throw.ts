import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findCode, type CodeRow } from './store/codes';

/**
 * The code a sub-resource (comments, scans) hangs off: one of the workspace, not deleted;
 * else 404, so a code of another workspace is indistinguishable from none.
 */
export async function getCodeOrThrow(db: Db, workspaceId: string, id: string): Promise<CodeRow> {
  return foundOrThrow(await findCode(db, workspaceId, id), 'code');
}

export function codeNotFound(): ApiError {
  return resourceNotFound('code');
}
