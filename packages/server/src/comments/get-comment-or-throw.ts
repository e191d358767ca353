import { getCodeOrThrow } from '../codes/get-code-or-throw';
import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findComment, type CommentRow } from './store/comments';

/** A comment of a code of the workspace, neither deleted; else 404 (for the code first). */
export async function getCommentOrThrow(db: Db, workspaceId: string, codeId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<CommentRow> {
  await getCodeOrThrow(db, workspaceId, codeId);
  return foundOrThrow(await findComment(db, codeId, id, options), 'comment');
}

export function commentNotFound(): ApiError {
  return resourceNotFound('comment');
}
