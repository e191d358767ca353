import type { ApiKeyRow } from './store/api-keys';

/** The API representation of a key (core `apiKeySchema`; DESIGN.md: the secret only once, never here). */
export function apiKeyResource(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    role: row.role,
    key_prefix: row.key_prefix,
    workspace_id: row.workspace_id,
    organization_id: row.organization_id,
    expires_at: row.expires_at,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}
