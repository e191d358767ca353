import type { Db } from '../../db/db';
import { CODE_COLUMNS, type CodeRow } from './codes';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';

export interface CodeRevisionRow {
  id: string;
  organization_id: string;
  workspace_id: string;
  code_id: string;
  kind: 'create' | 'update';
  status: 'pending' | 'approved' | 'rejected';
  /** The held fields of the PATCH body, the password left out (migration 0024). */
  patch: Record<string, unknown>;
  password_change: boolean;
  /** scrypt hash of a held new password; never leaves the server. */
  password_hash: string | null;
  requested_by_type: 'api_key' | 'user' | 'system';
  requested_by_id: string | null;
  decided_by_type: 'api_key' | 'user' | 'system' | null;
  decided_by_id: string | null;
  decided_at: string | null;
  comment: string | null;
  created_at: string;
}

const COLUMNS = `id, organization_id, workspace_id, code_id, kind, status, patch, password_change, password_hash, requested_by_type, requested_by_id,
  decided_by_type, decided_by_id, decided_at, comment, created_at`;

export interface NewCodeRevision {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly codeId: string;
  readonly kind: 'create' | 'update';
  readonly patch: Readonly<Record<string, unknown>>;
  readonly passwordChange: boolean;
  readonly passwordHash: string | null;
  readonly requestedBy: { readonly type: string; readonly id: string | null };
  readonly createdAt: string;
}

/**
 * Inserts pending revisions in one statement; a creation revision of a code that already has a
 * pending one is left out (the partial unique index of migration 0024). The rows inserted.
 */
export async function insertCodeRevisions(db: Db, revisions: readonly NewCodeRevision[]): Promise<CodeRevisionRow[]> {
  if (revisions.length === 0) return [];
  const rows = revisions.map((revision) => ({
    id: revision.id,
    organization_id: revision.organizationId,
    workspace_id: revision.workspaceId,
    code_id: revision.codeId,
    kind: revision.kind,
    status: 'pending',
    patch: revision.patch,
    password_change: revision.passwordChange,
    password_hash: revision.passwordHash,
    requested_by_type: revision.requestedBy.type,
    requested_by_id: revision.requestedBy.id,
    created_at: revision.createdAt,
  }));
  return db.query<CodeRevisionRow>(
    `INSERT INTO code_revisions (id, organization_id, workspace_id, code_id, kind, status, patch, password_change, password_hash, requested_by_type, requested_by_id, created_at)
     SELECT id, organization_id, workspace_id, code_id, kind, status, patch, password_change, password_hash, requested_by_type, requested_by_id, created_at
       FROM jsonb_populate_recordset(NULL::code_revisions, $1::jsonb) WITH ORDINALITY
      ORDER BY ordinality
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [JSON.stringify(rows)],
  );
}

/** A revision of a code of the workspace. */
export async function findCodeRevision(db: Db, workspaceId: string, codeId: string, id: string): Promise<CodeRevisionRow | undefined> {
  const [row] = await db.query<CodeRevisionRow>(`SELECT ${COLUMNS} FROM code_revisions WHERE id = $1 AND code_id = $2 AND workspace_id = $3`, [
    id,
    codeId,
    workspaceId,
  ]);
  return row;
}

/** A code's revisions, newest first; `status` narrows. */
export function listCodeRevisions(db: Db, workspaceId: string, codeId: string, status: string | undefined, page: PageRequest): Promise<Page<CodeRevisionRow>> {
  return queryPage<CodeRevisionRow>(
    db,
    {
      select: COLUMNS,
      from: 'code_revisions',
      where: `workspace_id = $1 AND code_id = $2 AND ($3::text IS NULL OR status = $3)`,
      params: [workspaceId, codeId, status ?? null],
    },
    page,
  );
}

/**
 * Approves or rejects a revision that is still pending, in one conditional statement, so of
 * two racing decisions exactly one gets it; undefined when it was decided already.
 */
export async function decideCodeRevision(
  db: Db,
  id: string,
  decision: { readonly status: 'approved' | 'rejected'; readonly by: { readonly type: string; readonly id: string | null }; readonly comment: string | null; readonly at: string },
): Promise<CodeRevisionRow | undefined> {
  const [row] = await db.query<CodeRevisionRow>(
    `UPDATE code_revisions SET status = $2, decided_by_type = $3, decided_by_id = $4, comment = $5, decided_at = $6::timestamptz
      WHERE id = $1 AND status = 'pending'
      RETURNING ${COLUMNS}`,
    [id, decision.status, decision.by.type, decision.by.id, decision.comment, decision.at],
  );
  return row;
}

/** Non-deleted codes of the workspace with (`pending`) or without a pending revision, newest first; `status` narrows. */
export function listCodesByPendingApproval(db: Db, workspaceId: string, pending: boolean, status: string | undefined, page: PageRequest): Promise<Page<CodeRow>> {
  return queryPage<CodeRow>(
    db,
    {
      select: CODE_COLUMNS,
      from: 'codes',
      where: `workspace_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR status = $2)
              AND ${pending ? '' : 'NOT '}EXISTS (SELECT 1 FROM code_revisions r WHERE r.workspace_id = $1 AND r.code_id = codes.id AND r.status = 'pending')`,
      params: [workspaceId, status ?? null],
    },
    page,
  );
}
