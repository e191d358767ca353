import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { softDeleteOrganization, type OrganizationRow } from './store/organizations';
import type { AuditChanges } from '../audit-logs/store/write-audit';
import { organizationNotFound } from './get-organization-or-throw';
import { recordOrganizationChange } from './record-organization-change';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DELETE /organizations/{id}: soft-deletes the caller's own organization, which its route found;
 * from then on every key of it answers 401 and its slug is free.
 */
export async function deleteOrganization(ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>, org: OrganizationRow, who: Caller): Promise<void> {
  await removeOrganization(ctx, org, who);
}

export interface RemovedOrganization {
  readonly deletedAt: string;
  /** When the purge job removes every row of it; null when its rows are kept. */
  readonly purgeAfter: string | null;
}

/**
 * The deletion itself, shared by DELETE /organizations/{id} and DELETE /account (which also
 * schedules the purge, `purgeAfterDays` from now): one transaction with its audit entry, then
 * this process's caches forget the organization's codes.
 */
export async function removeOrganization(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>,
  org: OrganizationRow,
  who: Caller,
  options: { purgeAfterDays?: number } = {},
): Promise<RemovedOrganization> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const purgeAfter = options.purgeAfterDays === undefined ? null : new Date(now.getTime() + options.purgeAfterDays * DAY_MS).toISOString();
  const deletedAt = await ctx.db.transaction(async (tx) => {
    const deleted = await softDeleteOrganization(tx, org.id, at, purgeAfter);
    if (!deleted) throw organizationNotFound();
    const changes: AuditChanges = { deleted_at: [null, deleted.deleted_at], ...(purgeAfter === null ? {} : { purge_after: [null, purgeAfter] }) };
    await recordOrganizationChange(tx, who, 'delete', org.id, changes, at);
    return deleted.deleted_at!;
  });
  // After the commit: no cached short link or image of the organization's codes is served again.
  ctx.caches.forgetOrganization(org.id);
  return { deletedAt, purgeAfter };
}
