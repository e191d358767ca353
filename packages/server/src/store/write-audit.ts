import type { Db } from '../db/db';
import { newId } from '../new-id';

/** Who did it: an API key (all of this issue), a system job, or later a dashboard user. */
export interface AuditActor {
  readonly type: 'api_key' | 'system';
  readonly id: string | null;
  readonly organizationId: string;
  readonly workspaceId: string | null;
  readonly requestId?: string | undefined;
}

/** `{ field: [old, new] }` (DESIGN.md). */
export type AuditChanges = Record<string, readonly [unknown, unknown]>;

export interface AuditEntry {
  readonly actor: AuditActor;
  /** `<resource>.<verb>`, e.g. `api_keys.create`. */
  readonly action: string;
  /** codes, api_keys, webhooks, workspaces, organizations… */
  readonly resourceType: string;
  readonly resourceId: string | null;
  readonly changes: AuditChanges;
  /** ISO timestamp of the mutation (the app clock). */
  readonly at: string;
}

/** Call with the transaction handle of the mutation, so the entry commits or rolls back with it. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<string> {
  const id = newId('aud');
  await tx.query(
    `INSERT INTO audit_logs (id, organization_id, workspace_id, actor_type, actor_id, action, resource_type, resource_id, changes, request_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11::timestamptz)`,
    [
      id,
      entry.actor.organizationId,
      entry.actor.workspaceId,
      entry.actor.type,
      entry.actor.id,
      entry.action,
      entry.resourceType,
      entry.resourceId,
      JSON.stringify(entry.changes),
      entry.actor.requestId ?? null,
      entry.at,
    ],
  );
  return id;
}
