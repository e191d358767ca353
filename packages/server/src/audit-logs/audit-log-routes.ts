import { auditLogEntrySchema, auditLogQuerySchema, listEnvelopeSchema } from '@quietzone/core/schemas';
import { list } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { listAuditLogs } from './store/audit-logs';
import { auditLogResource } from './audit-log-resource';

export const auditLogRoutes = routeTable('Audit logs', [
  defineRoute({
    route: 'GET /audit-logs', operationId: 'listAuditLogs', access: 'read', request: { query: auditLogQuerySchema },
    summary: 'List audit log entries',
    description:
      "Entries of the calling key's workspace; org_admin keys see every entry of the organization (all workspaces and organization-level changes). Newest first.",
    responses: { 200: { description: 'A page of entries.', schema: listEnvelopeSchema(auditLogEntrySchema) } },
    handler: async ({ event, ctx, auth, query }) => {
      // Scope, not permission (any key may read, as with every other read): org_admin keys act
      // for the whole organization, so they see its organization-level entries and every workspace's.
      const scope = auth.role === 'org_admin' ? { organizationId: auth.organizationId } : { workspaceId: auth.workspaceId };
      // Contract, Limits: audit logs page by 50, at most 100 (the query schema's limit).
      const filter = { resourceType: query.resource_type, resourceId: query.resource_id, action: query.action };
      return list(event, await listAuditLogs(ctx.db, scope, filter, pageRequest(query)), auditLogResource);
    },
  }),
]);
