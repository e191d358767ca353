import type { Db } from '../../db/db';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';
import { endLiveRow, findLiveRow, type SoftEndedTable } from '../../db/soft-ended-rows';

export type CommentRow = {
  id: string;
  organization_id: string;
  workspace_id: string;
  code_id: string;
  body: string;
  author_name: string | null;
  author_id: string | null;
  created_by_key_id: string | null;
  resolved: boolean;
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, organization_id, workspace_id, code_id, body, author_name, author_id, created_by_key_id, resolved, created_at, updated_at`;

/** Comments of a code; a deleted one keeps its row (deleted_at). */
const COMMENTS: SoftEndedTable<CommentRow> = { table: 'comments', columns: COLUMNS, scope: 'code_id', end: 'deleted_at' };

/** Fields a PATCH may change; also the audited fields. */
export const COMMENT_FIELDS = ['body', 'author_name', 'resolved'] as const;
export type CommentPatch = Partial<Pick<CommentRow, (typeof COMMENT_FIELDS)[number]>>;

/** The comments of one code, newest first; `resolved` narrows when given. */
export function listComments(db: Db, codeId: string, resolved: boolean | undefined, page: PageRequest): Promise<Page<CommentRow>> {
  return queryPage<CommentRow>(
    db,
    {
      select: COLUMNS,
      from: 'comments',
      where: `code_id = $1 AND deleted_at IS NULL AND ($2::boolean IS NULL OR resolved = $2::boolean)`,
      params: [codeId, resolved ?? null],
    },
    page,
  );
}

/** A live comment of the code; `forUpdate` locks it for the rest of the transaction. */
export function findComment(db: Db, codeId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<CommentRow | undefined> {
  return findLiveRow(db, COMMENTS, codeId, id, options);
}

export interface NewComment {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly codeId: string;
  readonly body: string;
  readonly authorName: string | null;
  readonly createdByKeyId: string;
  readonly at: string;
}

/** API-made comments are never attributed: author_id stays NULL (contract, Comment). */
export async function insertComment(tx: Db, comment: NewComment): Promise<CommentRow> {
  const [row] = await tx.query<CommentRow>(
    `INSERT INTO comments (id, organization_id, workspace_id, code_id, body, author_name, author_id, created_by_key_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, NULL, $7, $8::timestamptz, $8::timestamptz)
     RETURNING ${COLUMNS}`,
    [comment.id, comment.organizationId, comment.workspaceId, comment.codeId, comment.body, comment.authorName, comment.createdByKeyId, comment.at],
  );
  return row!;
}

export async function updateComment(tx: Db, id: string, patch: CommentPatch, at: string): Promise<CommentRow | undefined> {
  const [row] = await tx.query<CommentRow>(
    `UPDATE comments
        SET body = COALESCE($2, body),
            author_name = CASE WHEN $3::boolean THEN $4 ELSE author_name END,
            resolved = COALESCE($5::boolean, resolved),
            updated_at = $6::timestamptz
      WHERE id = $1 AND deleted_at IS NULL
      RETURNING ${COLUMNS}`,
    [id, patch.body ?? null, patch.author_name !== undefined, patch.author_name ?? null, patch.resolved ?? null, at],
  );
  return row;
}

/** Soft delete; undefined when the comment was already gone (a racing DELETE). */
export function softDeleteComment(tx: Db, codeId: string, id: string, at: string): Promise<CommentRow | undefined> {
  return endLiveRow(tx, COMMENTS, codeId, id, at);
}
