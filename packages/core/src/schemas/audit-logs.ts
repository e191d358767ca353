/** Audit log entries and their list query (contract, Audit log entry; Audit logs). */
import { z } from 'zod';
import { cursorSchema, idSchema, pageLimitSchema, timestampSchema } from './common';

/**
 * The resource types GET /audit-logs filters on: the contract's four (Audit logs), plus
 * `organizations`, because organization changes are audited too.
 */
export const AUDIT_RESOURCE_TYPES = ['codes', 'api_keys', 'webhooks', 'workspaces', 'organizations', 'passports'] as const;

/** Who made a change: an API key, a dashboard user, or the service itself (daily re-check). */
export const AUDIT_ACTOR_TYPES = ['api_key', 'user', 'system'] as const;

export const auditLogQuerySchema = z.object({
  resource_type: z.enum(AUDIT_RESOURCE_TYPES).optional().describe('Only entries about this kind of resource.'),
  resource_id: idSchema.optional().describe('Only entries about this resource.'),
  action: z.string().min(1).optional().describe('Exact action, such as `codes.create`.'),
  cursor: cursorSchema.optional(),
  // Contract, Limits: audit logs page by 50 unless asked otherwise.
  limit: pageLimitSchema(50),
});

export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z
  .object({
    id: idSchema,
    actor_type: z.enum(AUDIT_ACTOR_TYPES),
    actor_id: z.string().nullable().describe('Id of the key or user; null for the service itself.'),
    action: z.string().describe('`<resource>.<verb>`, such as `codes.create`.'),
    resource_type: z.string().describe('Plural resource name, such as `codes` or `api_keys`.'),
    resource_id: z
      .string()
      .nullable()
      .describe('Id of the changed resource; null when the change concerns no single record.'),
    changes: z
      .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
      .describe('Changed fields as `{ field: [old, new] }`; old is null on create, new is null on delete.'),
    created_at: timestampSchema,
  })
  .meta({ id: 'AuditLogEntry' });

export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
