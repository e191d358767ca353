import type { WorkspaceRow } from './store/workspaces';
import { workspaceDomainResource } from '../domains/workspace-domain';

/** The API representation (core `workspaceSchema`). */
export function workspaceResource(row: WorkspaceRow) {
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    slug: row.slug,
    default_locale: row.default_locale,
    approval_required: row.approval_required,
    primary_color: row.primary_color,
    custom_domain: row.custom_domain,
    domain: workspaceDomainResource(row),
    status: row.archived_at === null ? ('active' as const) : ('archived' as const),
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
