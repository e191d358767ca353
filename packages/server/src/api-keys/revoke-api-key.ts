import { canGrantRole } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { revokeApiKey as revokeStoredKey, type ApiKeyRow } from './store/api-keys';
import { writeAudit } from '../audit-logs/store/write-audit';
import { apiKeyNotFound } from './get-api-key-or-throw';

/**
 * DELETE /api-keys/{id}: revokes `existing`, a live key the caller may manage (its route finds it:
 * get-api-key-or-throw.ts), if its role is one the caller could grant.
 */
export async function revokeApiKey(ctx: Pick<AppContext, 'db' | 'clock'>, existing: ApiKeyRow, who: Caller): Promise<void> {
  const { id } = existing;
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
