import type { Comment, UpdateCommentInput } from '@quietzone/core/schemas';
import type { CodeActor } from '../codes/code-actor';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { COMMENT_FIELDS, updateComment as updateCommentRow, type CommentPatch } from './store/comments';
import { commentNotFound, getCommentOrThrow } from './get-comment-or-throw';
import { commentResource } from './comment-resource';
import { recordCommentChange } from './record-comment-change';
import { diffChanges } from '../audit-logs/diff-changes';

/**
 * PATCH /codes/{id}/comments/{commentId}: resolve or reopen, edit the body or author_name. The
 * text of a comment a dashboard user wrote (author_id set) is only its author's to change:
 * 403 with a key, which may still resolve it. A PATCH that changes nothing writes nothing.
 */
export async function updateComment(ctx: AppContext, codeId: string, id: string, input: UpdateCommentInput, who: CodeActor): Promise<Comment> {
  const patch: CommentPatch = {};
  if (input.body !== undefined) patch.body = input.body;
  if (input.author_name !== undefined) patch.author_name = input.author_name;
  if (input.resolved !== undefined) patch.resolved = input.resolved;
  const at = ctx.clock.now().toISOString();
  const after = await ctx.db.transaction(async (tx) => {
    const before = await getCommentOrThrow(tx, who.workspaceId, codeId, id, { forUpdate: true });
    const changes = diffChanges(before, { ...before, ...patch }, COMMENT_FIELDS);
    if ((changes.body || changes.author_name) && before.author_id !== null) {
      throw new ApiError('forbidden', 'This comment was written by a dashboard user; only its author may change its text. API keys may resolve or reopen it.');
    }
    // Nothing changes: no write, no audit entry, updated_at stays.
    if (Object.keys(changes).length === 0) return before;
    const updated = await updateCommentRow(tx, before.id, patch, at);
    if (!updated) throw commentNotFound();
    await recordCommentChange(tx, who, 'update', before, updated, at);
    return updated;
  });
  return commentResource(after);
}
