import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findOrganization, type OrganizationRow } from './store/organizations';

/**
 * The caller's live organization. With `id` (a path parameter): a key manages only its own
 * organization, so any other id is 404, whether it exists or not.
 */
export async function getOrganizationOrThrow(db: Db, who: Pick<Caller, 'organizationId'>, id: string = who.organizationId): Promise<OrganizationRow> {
  const org = id === who.organizationId ? await findOrganization(db, id) : undefined;
  if (!org) throw organizationNotFound();
  return org;
}

/** The one 404 of an organization, whichever lookup misses it. */
export const ORGANIZATION_NOT_FOUND = 'Organization not found.';

export function organizationNotFound(): ApiError {
  return new ApiError('not_found', ORGANIZATION_NOT_FOUND);
}

export function organizationSlugConflict(slug: string): ApiError {
  return new ApiError('conflict', `The organization slug "${slug}" is already taken.`, { errors: [{ field: 'slug', message: 'already taken' }] });
}
