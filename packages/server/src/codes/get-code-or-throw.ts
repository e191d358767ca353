import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findCode, type CodeRow } from './store/codes';

/**
 * The code a sub-resource (comments, scans) hangs off: one of the workspace, not deleted;
 * else 404, so a code of another workspace is indistinguishable from none.
 */
export async function getCodeOrThrow(db: Db, workspaceId: string, id: string): Promise<CodeRow> {
  const code = await findCode(db, workspaceId, id);
  if (!code) throw codeNotFound();
  return code;
}

/** The one 404 of a code, as the routes declare it (codes/code-routes.ts) and every operation throws it. */
export const CODE_NOT_FOUND = 'No such code in the workspace, or it is deleted.';

export function codeNotFound(): ApiError {
  return new ApiError('not_found', CODE_NOT_FOUND);
}
