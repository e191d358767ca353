import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findCode, type CodeRow } from './store/codes';

/**
 * The code a sub-resource (comments, scans) hangs off: one of the workspace, not deleted;
 * else 404, so a code of another workspace is indistinguishable from none.
 */
export async function getCodeOrThrow(db: Db, workspaceId: string, id: string): Promise<CodeRow> {
  const code = await findCode(db, workspaceId, id);
  if (!code) throw new ApiError('not_found', 'QR code not found.');
  return code;
}
