import type { CodeRevision } from '@quietzone/core/schemas';
import type { CodeRevisionRow } from '../store/code-revisions';

/** A revision as the revisions routes and the approval events show it: the held change, never a password or its hash. */
export function toCodeRevisionResource(row: CodeRevisionRow): CodeRevision {
  return {
    id: row.id,
    code_id: row.code_id,
    workspace_id: row.workspace_id,
    kind: row.kind,
    status: row.status,
    changes: { ...row.patch, ...(row.password_change ? { has_password: row.password_hash !== null } : {}) },
    requested_by: { type: row.requested_by_type, id: row.requested_by_id },
    decided_by: row.decided_by_type === null ? null : { type: row.decided_by_type, id: row.decided_by_id },
    decided_at: row.decided_at,
    comment: row.comment,
    created_at: row.created_at,
  };
}
