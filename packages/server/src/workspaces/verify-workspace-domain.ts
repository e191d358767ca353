import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { checkWorkspaceDomain } from '../domains/check-workspace-domain';
import { ApiError } from '../http/api-error';
import { findWorkspace, type WorkspaceRow } from './store/workspaces';
import { workspaceToUpdate } from './update-workspace';
import { workspaceNotFound } from './get-workspace-or-throw';

/**
 * POST /workspaces/{id}/domain/verify: checks the DNS TXT record of the workspace's custom
 * domain now and returns the workspace with the outcome in `domain.status` (whoever may change
 * the workspace may ask). No domain: 409.
 */
export async function verifyWorkspaceDomain(ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'config'>, found: WorkspaceRow, who: Caller): Promise<WorkspaceRow> {
  const workspace = workspaceToUpdate(found, who);
  if (workspace.custom_domain === null) throw new ApiError('conflict', 'The workspace has no custom_domain to verify; set one with PATCH /workspaces/{id} first.');
  await checkWorkspaceDomain(ctx, workspace, { type: who.actor.type, id: who.actor.id, requestId: who.actor.requestId });
  const after = await findWorkspace(ctx.db, who.organizationId, workspace.id);
  if (!after) throw workspaceNotFound();
  return after;
}
