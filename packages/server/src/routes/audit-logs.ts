import { auditLogQuerySchema } from '@quietzone/core';
import { requireAuth } from '../auth/auth-context';
import { list } from '../http/envelope';
import { readQuery } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { auditLogResource, listAuditLogs } from '../store/audit-logs';
import { pageRequest } from '../store/query-page';

export const auditLogRoutes: RouteModule = (router) => {
  // GET /v1/audit-logs – entries of the caller's workspace; org_admin: of the whole organization
  router.get('/audit-logs', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const query = readQuery(event, auditLogQuerySchema);
    // Scope, not permission (any key may read, as with every other read): org_admin keys act
    // for the whole organization, so they see its organization-level entries and every workspace's.
    const scope = auth.role === 'org_admin' ? { organizationId: auth.organizationId } : { workspaceId: auth.workspaceId };
    const page = await listAuditLogs(
      db,
      scope,
      { resourceType: query.resource_type, resourceId: query.resource_id, action: query.action },
      // Contract, Limits: audit logs page by 50, at most 100 (validated by the schema above).
      pageRequest({ limit: String(query.limit), cursor: query.cursor }, { defaultLimit: 50, maxLimit: 100 }),
    );
    return list(event, page, auditLogResource);
  });
};
