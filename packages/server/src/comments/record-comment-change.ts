import { diffChanges } from '../audit-logs/diff-changes';
import type { CodeActor } from '../codes/code-actor';
import type { Db } from '../db/db';
import { COMMENT_FIELDS, type CommentRow } from './store/comments';
import { writeAudit } from '../audit-logs/store/write-audit';

/**
 * What a comment mutation leaves behind, on `tx`: the `comments.<verb>` audit entry with the
 * fields that differ between `before` and `after` (null on create and delete).
 */
export async function recordCommentChange(
  tx: Db,
  who: Pick<CodeActor, 'actor'>,
  verb: 'create' | 'update' | 'delete',
  before: CommentRow | null,
  after: CommentRow | null,
  at: string,
): Promise<void> {
  const changes = diffChanges(before, after, [...COMMENT_FIELDS, 'code_id']);
  await writeAudit(tx, { actor: who.actor, action: `comments.${verb}`, resourceType: 'comments', resourceId: (after ?? before)!.id, changes, at });
}
