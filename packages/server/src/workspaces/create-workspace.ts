import type { CreateWorkspaceInput } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { newId } from '../new-id';
import { createBelowLimit, type PlanCap } from '../organizations/plan-quota';
import { countActiveWorkspaces, insertWorkspace, WORKSPACE_DOMAIN_CONSTRAINT, WORKSPACE_FIELDS, WORKSPACE_SLUG_CONSTRAINT, type WorkspaceRow, workspaceSlugTaken } from './store/workspaces';
import { customDomainConflict, workspaceSlugConflict } from './get-workspace-or-throw';
import { withUniqueConflict } from '../http/unique-conflict';
import { customDomainTaken } from '../domains/store/workspace-domains';
import { newDomainToken } from '../domains/workspace-domain';
import { recordWorkspaceChange } from './record-workspace-change';
import { diffChanges } from '../audit-logs/diff-changes';

/** max_workspaces counts the workspaces not archived. */
const WORKSPACE_CAP: PlanCap = {
  field: 'max_workspaces',
  count: countActiveWorkspaces,
  refusal: (limit, active, org) => `The ${org.plan} plan allows ${limit} active workspace${limit === 1 ? '' : 's'}, and ${active} exist. Archive one or upgrade the plan.`,
};

/** POST /workspaces: a workspace of the caller's organization, within the plan's max_workspaces. */
export async function createWorkspace(ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>, input: CreateWorkspaceInput, who: Caller): Promise<WorkspaceRow> {
  const at = ctx.clock.now().toISOString();
  const slugConflict = () => workspaceSlugConflict(input.slug);
  const unique = { constraint: WORKSPACE_SLUG_CONSTRAINT, conflict: slugConflict };
  const created = await withUniqueConflict(WORKSPACE_DOMAIN_CONSTRAINT, () => customDomainConflict(input.custom_domain ?? ''), () => createBelowLimit(ctx.db, who.organizationId, { cap: WORKSPACE_CAP, unique }, async (tx, org) => {
    if (await workspaceSlugTaken(tx, org.id, input.slug)) throw slugConflict();
    if (input.custom_domain !== undefined && (await customDomainTaken(tx, input.custom_domain))) throw customDomainConflict(input.custom_domain);
    const inserted = await insertWorkspace(tx, {
      id: newId('ws'),
      organizationId: org.id,
      name: input.name,
      slug: input.slug,
      defaultLocale: input.default_locale,
      approvalRequired: input.approval_required,
      primaryColor: input.primary_color ?? null,
      customDomain: input.custom_domain ?? null,
      domainToken: input.custom_domain === undefined ? null : newDomainToken(),
      createdAt: at,
    });
    await recordWorkspaceChange(tx, who, 'create', inserted, diffChanges(null, inserted, WORKSPACE_FIELDS), at);
    return inserted;
  }));
  // A pending domain serves nothing yet, but a host cached as nobody's must be looked up again once verified.
  if (created.custom_domain !== null) ctx.caches.forgetDomains();
  return created;
}
