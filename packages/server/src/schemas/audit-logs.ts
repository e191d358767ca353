import { AUDIT_RESOURCE_TYPES, auditLogQuerySchema } from '@quietzone/core';
import { z } from 'zod';

/**
 * GET /audit-logs query: core's, with `organizations` added to the contract's resource types
 * (codes, api_keys, webhooks, workspaces) because organization changes are audited too.
 */
export const listAuditLogsQuerySchema = auditLogQuerySchema.extend({
  resource_type: z.enum([...AUDIT_RESOURCE_TYPES, 'organizations']).optional().describe('Only entries about this kind of resource.'),
  resource_id: auditLogQuerySchema.shape.resource_id.describe('Only entries about this resource.'),
});
