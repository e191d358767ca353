import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { writeAudit, type AuditChanges } from '../audit-logs/store/write-audit';

/**
 * The `organizations.<verb>` audit entry of a change to the caller's own organization, on `tx`:
 * filed at the organization, outside any workspace.
 */
export async function recordOrganizationChange(
  tx: Db,
  who: Pick<Caller, 'actor'>,
  verb: 'update' | 'delete',
  organizationId: string,
  changes: AuditChanges,
  at: string,
): Promise<void> {
  await writeAudit(tx, { actor: { ...who.actor, workspaceId: null }, action: `organizations.${verb}`, resourceType: 'organizations', resourceId: organizationId, changes, at });
}
