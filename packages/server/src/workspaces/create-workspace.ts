import type { CreateWorkspaceInput } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { withUniqueConflict } from '../http/unique-conflict';
import { newId } from '../new-id';
import { lockOrganizationBelowLimit } from '../organizations/plan-quota';
import { WORKSPACE_FIELDS, WORKSPACE_SLUG_CONSTRAINT, countActiveWorkspaces, insertWorkspace, workspaceSlugTaken, type WorkspaceRow } from '../store/workspaces';
import { workspaceSlugConflict } from './own-workspace';
import { recordWorkspaceChange } from './record-workspace-change';
import { diffChanges } from '../audit-logs/diff-changes';

/** POST /workspaces: a workspace of the caller's organization, within the plan's max_workspaces. */
export async function createWorkspace(ctx: Pick<AppContext, 'db' | 'clock'>, input: CreateWorkspaceInput, who: Caller): Promise<WorkspaceRow> {
  const at = ctx.clock.now().toISOString();
  return withUniqueConflict(
    WORKSPACE_SLUG_CONSTRAINT,
    () => workspaceSlugConflict(input.slug),
    () =>
      ctx.db.transaction(async (tx) => {
        const org = await lockOrganizationBelowLimit(tx, who.organizationId, 'max_workspaces', () => countActiveWorkspaces(tx, who.organizationId), (limit, active, org) =>
          `The ${org.plan} plan allows ${limit} active workspace${limit === 1 ? '' : 's'}, and ${active} exist. Archive one or upgrade the plan.`,
        );
        if (await workspaceSlugTaken(tx, org.id, input.slug)) throw workspaceSlugConflict(input.slug);
        const inserted = await insertWorkspace(tx, {
          id: newId('ws'),
          organizationId: org.id,
          name: input.name,
          slug: input.slug,
          defaultLocale: input.default_locale,
          approvalRequired: input.approval_required,
          primaryColor: input.primary_color ?? null,
          customDomain: input.custom_domain ?? null,
          createdAt: at,
        });
        await recordWorkspaceChange(tx, who, 'create', inserted, diffChanges(null, inserted, WORKSPACE_FIELDS), at);
        return inserted;
      }),
  );
}
