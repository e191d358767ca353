import { can } from '@quietzone/core';
import { type UpdateWorkspaceInput } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { withUniqueConflict } from '../http/unique-conflict';
import {
  WORKSPACE_FIELDS,
  WORKSPACE_SLUG_CONSTRAINT,
  updateWorkspace as updateStoredWorkspace,
  workspaceSlugTaken,
  type WorkspacePatch,
  type WorkspaceRow,
  WORKSPACE_DOMAIN_CONSTRAINT,
} from './store/workspaces';
import { customDomainConflict, workspaceArchivedConflict, workspaceSlugConflict } from './get-workspace-or-throw';
import { customDomainTaken } from '../domains/store/workspace-domains';
import { newDomainToken } from '../domains/workspace-domain';
import { recordWorkspaceChange } from './record-workspace-change';
import { diffChanges } from '../audit-logs/diff-changes';

/**
 * The workspace PATCH /workspaces/{id} may change, decided before the body is read: of the
 * caller's organization (the route finds it), any for org_admin keys but only its own for ws_admin keys (403),
 * and not archived (409).
 */
export function workspaceToUpdate(workspace: WorkspaceRow, who: Caller): WorkspaceRow {
  if (workspace.id !== who.workspaceId && !can(who.role, who.kind, 'manage_organization')) {
    throw new ApiError('forbidden', `The role ${who.role} may change only its own workspace.`);
  }
  if (workspace.archived_at !== null) throw workspaceArchivedConflict();
  return workspace;
}

/**
 * PATCH /workspaces/{id}: changes the settings of `before` (from {@link workspaceToUpdate}); emits `workspace.updated`.
 * A new `default_locale` or `primary_color` drops the workspace's cached short links and the
 * cached passport pages, which carry both, so the next scan shows the new language and color
 * at once (workspace settings change rarely; the resolver cache is dropped whole as on any passport write).
 */
export async function updateWorkspace(ctx: Pick<AppContext, 'db' | 'clock' | 'caches'>, before: WorkspaceRow, input: UpdateWorkspaceInput, who: Caller): Promise<WorkspaceRow> {
  const patch: WorkspacePatch = {};
  for (const field of WORKSPACE_FIELDS) {
    if (input[field] !== undefined) (patch as Record<string, unknown>)[field] = input[field];
  }
  // Nothing changes: no write, no audit entry, updated_at stays.
  if (Object.keys(diffChanges(before, { ...before, ...patch }, WORKSPACE_FIELDS)).length === 0) return before;
  const at = ctx.clock.now().toISOString();
  const slug = patch.slug ?? before.slug;
  const domain = patch.custom_domain;
  const domainChanged = domain !== undefined && domain !== before.custom_domain;
  // Setting the same domain again keeps its status and token: only a new domain starts over.
  if (!domainChanged) delete patch.custom_domain;
  const saved = await withUniqueConflict(
    WORKSPACE_DOMAIN_CONSTRAINT,
    () => customDomainConflict(domain ?? ''),
    () => withUniqueConflict(
    WORKSPACE_SLUG_CONSTRAINT,
    () => workspaceSlugConflict(slug),
    () =>
      ctx.db.transaction(async (tx) => {
        if (patch.slug !== undefined && (await workspaceSlugTaken(tx, who.organizationId, patch.slug, before.id))) throw workspaceSlugConflict(patch.slug);
        if (domainChanged && domain !== null && (await customDomainTaken(tx, domain, before.id))) throw customDomainConflict(domain);
        const updated = await updateStoredWorkspace(tx, who.organizationId, before.id, patch, at, domainChanged && domain !== null ? newDomainToken() : undefined);
        if (!updated) throw workspaceArchivedConflict();
        await recordWorkspaceChange(tx, who, 'update', updated, diffChanges(before, updated, WORKSPACE_FIELDS), at);
        return updated;
      }),
  ));
  if (domainChanged) ctx.caches.forgetDomains();
  if (saved.default_locale !== before.default_locale || saved.primary_color !== before.primary_color) {
    ctx.caches.forgetWorkspace(before.id);
    ctx.caches.forgetPassports();
  }
  return saved;
}
