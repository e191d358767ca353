import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findWorkspace } from '../workspaces/store/workspaces';
import { workspaceNotFound } from '../workspaces/get-workspace-or-throw';

/**
 * The workspace whose keys a request lists or creates: the caller's own by default; another
 * live workspace of its organization only for org_admin keys (403 for others, 404 if unknown).
 */
export async function keyWorkspace(db: Db, who: Pick<Caller, 'role' | 'organizationId' | 'workspaceId'>, requested: string | undefined): Promise<string> {
  if (requested === undefined || requested === who.workspaceId) return who.workspaceId;
  if (who.role !== 'org_admin') throw new ApiError('forbidden', 'Only org_admin keys may manage keys of another workspace.');
  const workspace = await findWorkspace(db, who.organizationId, requested);
  if (!workspace || workspace.archived_at !== null) throw workspaceNotFound();
  return workspace.id;
}
