import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findCode } from '../codes/store/codes';

/** A code a file may be attached to: not deleted, in the workspace; else 422 on `code_id`. */
export async function assertAttachableCode(db: Db, workspaceId: string, codeId: string): Promise<void> {
  if (await findCode(db, workspaceId, codeId)) return;
  throw new ApiError('validation', 'code_id names no QR code of this workspace.', { errors: [{ field: 'code_id', message: 'no such QR code in this workspace' }] });
}
