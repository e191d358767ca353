import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { emitEvent } from '../events/emit-event';
import { type WorkspaceRow } from './store/workspaces';
import { writeAudit, type AuditChanges } from '../audit-logs/store/write-audit';
import { workspaceResource } from './workspace-resource';

/**
 * What a workspace mutation leaves behind, on `tx`: the `workspaces.<verb>` audit entry, filed
 * under the workspace itself, and for a change of an existing workspace the `workspace.updated`
 * event (contract, Events; its payload is not shown, so it is the workspace as GET
 * /workspaces/{id} returns it, as qr.updated carries the code). Archiving changes the
 * workspace's status, so subscribers hear of it as an update too.
 */
export async function recordWorkspaceChange(
  tx: Db,
  who: Pick<Caller, 'actor'>,
  verb: 'create' | 'update' | 'archive',
  workspace: WorkspaceRow,
  changes: AuditChanges,
  at: string,
): Promise<void> {
  await writeAudit(tx, { actor: { ...who.actor, workspaceId: workspace.id }, action: `workspaces.${verb}`, resourceType: 'workspaces', resourceId: workspace.id, changes, at });
  if (verb === 'create') return;
  await emitEvent(tx, { organizationId: workspace.organization_id, workspaceId: workspace.id, type: 'workspace.updated', data: workspaceResource(workspace), at });
}
