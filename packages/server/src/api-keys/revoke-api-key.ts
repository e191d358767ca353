import { canGrantRole } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { findApiKey, revokeApiKey as revokeStoredKey } from './store/api-keys';
import { writeAudit } from '../audit-logs/store/write-audit';
import { apiKeyNotFound } from './api-key-not-found';

/**
 * DELETE /api-keys/{id}: revokes a live key of the caller's workspace (org_admin: of any
 * workspace of its organization) whose role the caller could grant. Unknown, already revoked
 * and out-of-reach keys are all 404, so nobody learns of keys they may not manage.
 */
export async function revokeApiKey(ctx: Pick<AppContext, 'db' | 'clock'>, id: string, who: Caller): Promise<void> {
  const existing = await findApiKey(ctx.db, who.organizationId, id);
  if (!existing || existing.revoked_at !== null || !mayManageWorkspaceKeys(who, existing.workspace_id)) {
    throw apiKeyNotFound();
  }
  if (!canGrantRole(who.role, existing.role)) throw new ApiError('forbidden', `A ${who.role} key may not revoke a ${existing.role} key.`);
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const revoked = await revokeStoredKey(tx, who.organizationId, id, at);
    if (!revoked) throw apiKeyNotFound();
    await writeAudit(tx, {
      actor: who.actor,
      action: 'api_keys.revoke',
      resourceType: 'api_keys',
      resourceId: id,
      changes: { revoked_at: [null, revoked.revoked_at] },
      at,
    });
  });
}

/** org_admin keys manage keys of every workspace of their organization; others only their own. */
function mayManageWorkspaceKeys(who: Pick<Caller, 'role' | 'workspaceId'>, workspaceId: string): boolean {
  return workspaceId === who.workspaceId || who.role === 'org_admin';
}
