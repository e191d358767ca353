import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { removeOrganization, type RemovedOrganization } from './delete-organization';
import { getOrganizationOrThrow } from './get-organization-or-throw';

/**
 * DELETE /account (dpp.md): the calling key's organization is deleted at once, as DELETE
 * /organizations/{id} does (keys 401; short links, images and resolver paths 404), once the
 * caller has typed its slug; its rows go after ACCOUNT_PURGE_DAYS (jobs/purge-deleted-accounts.ts).
 */
export async function deleteAccount(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'config'>,
  confirm: string,
  who: Caller,
): Promise<RemovedOrganization & { readonly organizationId: string }> {
  const org = await getOrganizationOrThrow(ctx.db, who);
  if (confirm !== org.slug) {
    throw new ApiError('validation', 'confirm must be the slug of the organization being deleted.', {
      errors: [{ field: 'confirm', message: 'does not match the organization slug' }],
    });
  }
  const removed = await removeOrganization(ctx, org, who, { purgeAfterDays: ctx.config.accountPurgeDays });
  return { organizationId: org.id, ...removed };
}
