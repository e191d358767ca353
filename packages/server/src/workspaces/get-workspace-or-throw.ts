import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findWorkspace, type WorkspaceRow } from './store/workspaces';

/** A workspace of the caller's organization, archived or not; 404 otherwise. */
export async function getWorkspaceOrThrow(db: Db, who: Pick<Caller, 'organizationId'>, id: string): Promise<WorkspaceRow> {
  return foundOrThrow(await findWorkspace(db, who.organizationId, id), 'workspace');
}

export function workspaceNotFound(): ApiError {
  return resourceNotFound('workspace');
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
