import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findWorkspace, type WorkspaceRow } from './store/workspaces';

/** A workspace of the caller's organization, archived or not; 404 otherwise. */
export async function getWorkspaceOrThrow(db: Db, who: Pick<Caller, 'organizationId'>, id: string): Promise<WorkspaceRow> {
  const workspace = await findWorkspace(db, who.organizationId, id);
  if (!workspace) throw workspaceNotFound();
  return workspace;
}

/** The one 404 of a workspace, whichever lookup misses it. */
export const WORKSPACE_NOT_FOUND = 'Workspace not found.';

export function workspaceNotFound(): ApiError {
  return new ApiError('not_found', WORKSPACE_NOT_FOUND);
}

export function workspaceArchivedConflict(): ApiError {
  return new ApiError('conflict', 'The workspace is archived.');
}

export function workspaceSlugConflict(slug: string): ApiError {
  return new ApiError('conflict', `The workspace slug "${slug}" is already used in this organization.`, {
    errors: [{ field: 'slug', message: 'already used in this organization' }],
  });
}

export function customDomainConflict(domain: string): ApiError {
  return new ApiError('conflict', `The domain ${domain} is already used by another workspace.`, {
    errors: [{ field: 'custom_domain', message: 'already used by another workspace' }],
  });
}
