import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { emitEvent } from '../events/emit-event';
import { ApiError } from '../http/api-error';
import { archiveWorkspace as archiveStoredWorkspace, workspaceResource } from '../store/workspaces';
import { writeAudit } from '../store/write-audit';
import { ownWorkspace, workspaceArchivedConflict } from './own-workspace';

/**
 * DELETE /workspaces/{id}: archives a workspace of the caller's organization other than its own;
 * its keys answer 401 from then on, its records stay. Emits `workspace.updated`.
 */
export async function archiveWorkspace(ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>, id: string, who: Caller): Promise<void> {
  const workspace = await ownWorkspace(ctx.db, who, id);
  // Contract, "Organization and workspace": not allowed on the caller's own workspace (it
  // would lock the calling key out mid-request).
  if (workspace.id === who.workspaceId) {
    throw new ApiError('conflict', 'A key cannot archive its own workspace; use a key of another workspace.');
  }
  if (workspace.archived_at !== null) throw workspaceArchivedConflict();
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const archived = await archiveStoredWorkspace(tx, who.organizationId, workspace.id, at);
    if (!archived) throw workspaceArchivedConflict();
    await writeAudit(tx, {
      actor: { ...who.actor, workspaceId: archived.id },
      action: 'workspaces.archive',
      resourceType: 'workspaces',
      resourceId: archived.id,
      changes: { archived_at: [null, archived.archived_at] },
      at,
    });
    // Archiving changes the workspace's status, so subscribers hear of it as an update too.
    await emitEvent(tx, { organizationId: archived.organization_id, workspaceId: archived.id, type: 'workspace.updated', data: workspaceResource(archived), at });
  });
  // After the commit: no cached short link or image of the workspace's codes is served again.
  ctx.caches.forgetWorkspace(workspace.id);
}
