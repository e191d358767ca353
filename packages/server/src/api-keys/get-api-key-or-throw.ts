import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';
import { resourceNotFound } from '../http/resource-not-found';
import { findApiKey, type ApiKeyRow } from './store/api-keys';

/** Who manages keys: org_admin keys those of every workspace of their organization, others only their own workspace's. */
export type KeyManager = Pick<Caller, 'organizationId' | 'workspaceId' | 'role'>;

/**
 * A live key the caller may manage; nothing for an unknown, revoked or out-of-reach key, so
 * nobody learns of keys they may not manage (all 404).
 */
export async function findManageableApiKey(db: Db, who: KeyManager, id: string): Promise<ApiKeyRow | undefined> {
  const key = await findApiKey(db, who.organizationId, id);
  return key && key.revoked_at === null && (key.workspace_id === who.workspaceId || who.role === 'org_admin') ? key : undefined;
}

/** The one 404 of an API key, whichever lookup misses it. */
export function apiKeyNotFound(): ApiError {
  return resourceNotFound('API key');
}
