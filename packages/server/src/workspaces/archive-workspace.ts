import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { archiveWorkspace as archiveStoredWorkspace, type WorkspaceRow } from './store/workspaces';
import { workspaceArchivedConflict } from './get-workspace-or-throw';
import { recordWorkspaceChange } from './record-workspace-change';

/**
 * DELETE /workspaces/{id}: archives `workspace`, which its route found in the caller's
 * organization, unless it is the caller's own; its keys answer 401 from then on, its records
 * stay. Emits `workspace.updated`.
 */
export async function archiveWorkspace(ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>, workspace: WorkspaceRow, who: Caller): Promise<void> {
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
    await recordWorkspaceChange(tx, who, 'archive', archived, { archived_at: [null, archived.archived_at] }, at);
  });
  // After the commit: no cached short link or image of the workspace's codes is served again.
  ctx.caches.forgetWorkspace(workspace.id);
  if (workspace.custom_domain !== null) ctx.caches.forgetDomains();
}
