import type { CodeActor } from '../codes/code-actor';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { softDeleteComment } from './store/comments';
import { commentNotFound, getCommentOrThrow } from './get-comment-or-throw';
import { recordCommentChange } from './record-comment-change';

/**
 * DELETE /codes/{id}/comments/{commentId}: a soft delete. API keys may delete only
 * unattributed comments (those made with a key): one a dashboard user wrote is 403.
 */
export async function deleteComment(ctx: AppContext, codeId: string, id: string, who: CodeActor): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const before = await getCommentOrThrow(tx, who.workspaceId, codeId, id, { forUpdate: true });
    if (before.author_id !== null) {
      throw new ApiError('forbidden', 'This comment was written by a dashboard user; API keys may delete only comments made with an API key.');
    }
    // The row lock above makes a racing DELETE wait and then find nothing: 404, as for codes.
    if (!(await softDeleteComment(tx, before.code_id, before.id, at))) throw commentNotFound();
    await recordCommentChange(tx, who, 'delete', before, null, at);
  });
}
