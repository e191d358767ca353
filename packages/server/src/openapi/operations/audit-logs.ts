import { type OpenApiOperation } from '../build-openapi-document';
import { auditLogEntrySchema, auditLogQuerySchema, listEnvelopeSchema } from '@quietzone/core';

export const auditLogOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/audit-logs',
    operationId: 'listAuditLogs',
    summary: 'List audit log entries',
    description:
      "Entries of the calling key's workspace; org_admin keys see every entry of the organization (all workspaces and organization-level changes). Newest first.",
    tags: ['Audit logs'],
    auth: 'api_key',
    request: { query: auditLogQuerySchema },
    responses: { 200: { description: 'A page of entries.', schema: listEnvelopeSchema(auditLogEntrySchema) } },
  },
];
