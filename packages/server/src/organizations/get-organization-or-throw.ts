import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findOrganization, type OrganizationRow } from './store/organizations';

/**
 * The caller's live organization. With `id` (a path parameter): a key manages only its own
 * organization, so any other id is 404, whether it exists or not.
 */
export async function getOrganizationOrThrow(db: Db, who: Pick<Caller, 'organizationId'>, id: string = who.organizationId): Promise<OrganizationRow> {
  return foundOrThrow(await findCallerOrganization(db, who, id), 'organization');
}

/** The caller's live organization when `id` names it; nothing for any other id. */
export async function findCallerOrganization(db: Db, who: Pick<Caller, 'organizationId'>, id: string): Promise<OrganizationRow | undefined> {
  return id === who.organizationId ? findOrganization(db, id) : undefined;
}

export function organizationNotFound(): ApiError {
  return resourceNotFound('organization');
}

export function organizationSlugConflict(slug: string): ApiError {
  return new ApiError('conflict', `The organization slug "${slug}" is already taken.`, { errors: [{ field: 'slug', message: 'already taken' }] });
}
