import type { Comment, CreateCommentInput } from '@quietzone/core/schemas';
import type { CodeActor } from '../codes/code-actor';
import { getCodeOrThrow } from '../codes/get-code-or-throw';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { insertComment } from './store/comments';
import { commentResource } from './comment-resource';
import { recordCommentChange } from './record-comment-change';

/** Comments are made with an API key only: its id is stored with the comment. */
export type CommentAuthor = CodeActor & { readonly keyId: string };

/**
 * POST /codes/{id}/comments: a comment made with an API key (`author_id` null; `author_name`
 * is only a label), with the `comments.create` audit entry.
 */
export async function createComment(ctx: AppContext, codeId: string, input: CreateCommentInput, who: CommentAuthor): Promise<Comment> {
  const at = ctx.clock.now().toISOString();
  const row = await ctx.db.transaction(async (tx) => {
    // Read in the transaction: a code deleted meanwhile takes no new comments.
    const code = await getCodeOrThrow(tx, who.workspaceId, codeId);
    const inserted = await insertComment(tx, {
      id: newId('cmt'),
      organizationId: code.organization_id,
      workspaceId: code.workspace_id,
      codeId: code.id,
      body: input.body,
      authorName: input.author_name ?? null,
      createdByKeyId: who.keyId,
      at,
    });
    await recordCommentChange(tx, who, 'create', null, inserted, at);
    return inserted;
  });
  return commentResource(row);
}
