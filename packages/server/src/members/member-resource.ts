import type { MemberRow } from './store/members';

/** The API representation (core `memberSchema`). */
export function memberResource(row: MemberRow) {
  return {
    id: row.id,
    organization_id: row.organization_id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    invited_at: row.invited_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
