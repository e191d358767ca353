import type { Db } from '../../db/db';
import { newId } from '../../new-id';

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
  const [id] = await writeAudits(tx, [entry]);
  return id!;
}

/** Entries of one mutation or of many (an import), in one statement; their ids, in order. */
export async function writeAudits(tx: Db, entries: readonly AuditEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = entries.map((entry) => ({
    id: newId('aud'),
    organization_id: entry.actor.organizationId,
    workspace_id: entry.actor.workspaceId,
    actor_type: entry.actor.type,
    actor_id: entry.actor.id,
    action: entry.action,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId,
    changes: entry.changes,
    request_id: entry.actor.requestId ?? null,
    created_at: entry.at,
  }));
  await tx.query(
    `INSERT INTO audit_logs (id, organization_id, workspace_id, actor_type, actor_id, action, resource_type, resource_id, changes, request_id, created_at)
     SELECT id, organization_id, workspace_id, actor_type, actor_id, action, resource_type, resource_id, changes, request_id, created_at
       FROM jsonb_populate_recordset(NULL::audit_logs, $1::jsonb) WITH ORDINALITY ORDER BY ordinality`,
    [JSON.stringify(rows)],
  );
  return rows.map((row) => row.id);
}
