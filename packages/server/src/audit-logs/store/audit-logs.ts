import type { Db } from '../../db/db';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';

export interface AuditLogRow {
  id: string;
  organization_id: string;
  workspace_id: string | null;
  actor_type: 'api_key' | 'user' | 'system';
  actor_id: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  changes: Record<string, [unknown, unknown]>;
  created_at: string;
}

const COLUMNS = `id, organization_id, workspace_id, actor_type, actor_id, action, resource_type, resource_id, changes, created_at`;

/**
 * Whose entries a caller sees: one workspace's, or (org_admin) every entry of the
 * organization, its workspaces' and the organization-level ones (workspace_id NULL).
 */
export type AuditScope = { readonly workspaceId: string } | { readonly organizationId: string };

export interface AuditLogFilter {
  readonly resourceType?: string | undefined;
  readonly resourceId?: string | undefined;
  readonly action?: string | undefined;
}

export function listAuditLogs(db: Db, scope: AuditScope, filter: AuditLogFilter, page: PageRequest): Promise<Page<AuditLogRow>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if ('workspaceId' in scope) {
    params.push(scope.workspaceId);
    where.push(`workspace_id = $${params.length}`);
  } else {
    params.push(scope.organizationId);
    where.push(`organization_id = $${params.length}`);
  }
  const filters: [string, string | undefined][] = [
    ['resource_type', filter.resourceType],
    ['resource_id', filter.resourceId],
    ['action', filter.action],
  ];
  for (const [column, value] of filters) {
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  return queryPage<AuditLogRow>(db, { select: COLUMNS, from: 'audit_logs', where: where.join(' AND '), params }, page);
}
