import { getCodeOrThrow } from '../codes/get-code-or-throw';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findComment, type CommentRow } from './store/comments';

/** A comment of a code of the workspace, neither deleted; else 404 (for the code first). */
export async function getCommentOrThrow(db: Db, workspaceId: string, codeId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<CommentRow> {
  await getCodeOrThrow(db, workspaceId, codeId);
  const comment = await findComment(db, codeId, id, options);
  if (!comment) throw commentNotFound();
  return comment;
}

export function commentNotFound(): ApiError {
  return new ApiError('not_found', 'Comment not found.');
}
