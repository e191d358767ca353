import type { UpdateOrganizationInput } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { withUniqueConflict } from '../http/unique-conflict';
import {
  ORGANIZATION_FIELDS,
  ORGANIZATION_SLUG_INDEX,
  organizationSlugTaken,
  updateOrganization as updateStoredOrganization,
  type OrganizationPatch,
  type OrganizationRow,
} from './store/organizations';
import { organizationNotFound, organizationSlugConflict } from './get-organization-or-throw';
import { recordOrganizationChange } from './record-organization-change';
import { diffChanges } from '../audit-logs/diff-changes';

/**
 * PATCH /organizations/{id}: rename, re-slug or change the billing address of the caller's own
 * organization, `before` (found by the route with `getOrganizationOrThrow` before it reads the
 * body, so a foreign id is 404 whatever the body holds).
 */
export async function updateOrganization(ctx: Pick<AppContext, 'db' | 'clock'>, before: OrganizationRow, input: UpdateOrganizationInput, who: Caller): Promise<OrganizationRow> {
  const patch: OrganizationPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.slug !== undefined) patch.slug = input.slug;
  if (input.billing_email !== undefined) patch.billing_email = input.billing_email;
  // Nothing changes: no write, no audit entry, updated_at stays.
  if (Object.keys(diffChanges(before, { ...before, ...patch }, ORGANIZATION_FIELDS)).length === 0) return before;
  const slug = patch.slug ?? before.slug;
  if (slug !== before.slug && (await organizationSlugTaken(ctx.db, slug, before.id))) throw organizationSlugConflict(slug);
  const at = ctx.clock.now().toISOString();
  return withUniqueConflict(
    ORGANIZATION_SLUG_INDEX,
    () => organizationSlugConflict(slug),
    () =>
      ctx.db.transaction(async (tx) => {
        const updated = await updateStoredOrganization(tx, before.id, patch, at);
        if (!updated) throw organizationNotFound();
        await recordOrganizationChange(tx, who, 'update', updated.id, diffChanges(before, updated, ORGANIZATION_FIELDS), at);
        return updated;
      }),
  );
}
