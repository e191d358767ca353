import type { CommentRow } from './store/comments';

/** The API representation (core `commentSchema`). */
export function commentResource(row: CommentRow) {
  return {
    id: row.id,
    code_id: row.code_id,
    workspace_id: row.workspace_id,
    body: row.body,
    author_name: row.author_name,
    author_id: row.author_id,
    resolved: row.resolved,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
