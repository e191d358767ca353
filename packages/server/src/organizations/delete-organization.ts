import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { softDeleteOrganization } from '../store/organizations';
import { writeAudit } from '../store/write-audit';
import { organizationNotFound, ownOrganization } from './own-organization';

/**
 * DELETE /organizations/{id}: soft-deletes the caller's own organization; from then on every
 * key of it answers 401 and its slug is free.
 */
export async function deleteOrganization(ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>, id: string, who: Caller): Promise<void> {
  const org = await ownOrganization(ctx.db, who, id);
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const deleted = await softDeleteOrganization(tx, org.id, at);
    if (!deleted) throw organizationNotFound();
    await writeAudit(tx, {
      actor: { ...who.actor, workspaceId: null },
      action: 'organizations.delete',
      resourceType: 'organizations',
      resourceId: org.id,
      changes: { deleted_at: [null, deleted.deleted_at] },
      at,
    });
  });
  // After the commit: no cached short link or image of the organization's codes is served again.
  ctx.caches.forgetOrganization(org.id);
}
