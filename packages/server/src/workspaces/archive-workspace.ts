import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { archiveWorkspace as archiveStoredWorkspace } from './store/workspaces';
import { getWorkspaceOrThrow, workspaceArchivedConflict } from './get-workspace-or-throw';
import { recordWorkspaceChange } from './record-workspace-change';

/**
 * DELETE /workspaces/{id}: archives a workspace of the caller's organization other than its own;
 * its keys answer 401 from then on, its records stay. Emits `workspace.updated`.
 */
export async function archiveWorkspace(ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>, id: string, who: Caller): Promise<void> {
  const workspace = await getWorkspaceOrThrow(ctx.db, who, id);
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
