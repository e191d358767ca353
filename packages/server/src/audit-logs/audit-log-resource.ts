import type { AuditLogRow } from './store/audit-logs';

/** The API representation (contract, Audit log entry; core `auditLogEntrySchema`). */
export function auditLogResource(row: AuditLogRow) {
  return {
    id: row.id,
    actor_type: row.actor_type,
    actor_id: row.actor_id,
    action: row.action,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    changes: row.changes,
    created_at: row.created_at,
  };
}
