import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findMember, type MemberRow } from './store/members';

/** A current member of the caller's organization; else 404 (also once removed). */
export async function getMemberOrThrow(db: Db, who: Pick<Caller, 'organizationId'>, id: string, options: { forUpdate?: boolean } = {}): Promise<MemberRow> {
  return foundOrThrow(await findMember(db, who.organizationId, id, options), 'member');
}

export function memberNotFound(): ApiError {
  return resourceNotFound('member');
}
