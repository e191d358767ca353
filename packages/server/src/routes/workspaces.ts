import { can, createWorkspaceSchema, listWorkspacesQuerySchema, updateWorkspaceSchema } from '@quietzone/core';
import { getQuery } from 'h3';
import { auditActor } from '../auth/audit-actor';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { created, list, noContent, ok } from '../http/envelope';
import { readJsonBody, readQuery, routerParam } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { emitEvent } from '../events/emit-event';
import { newId } from '../new-id';
import { isUniqueViolation } from '../store/is-unique-violation';
import { lockOrganization, organizationLimit } from '../store/organizations';
import { pageRequest } from '../store/query-page';
import {
  WORKSPACE_FIELDS,
  WORKSPACE_SLUG_CONSTRAINT,
  archiveWorkspace,
  countActiveWorkspaces,
  findWorkspace,
  insertWorkspace,
  listWorkspaces,
  updateWorkspace,
  workspaceResource,
  workspaceSlugTaken,
  type WorkspacePatch,
  type WorkspaceRow,
} from '../store/workspaces';
import { diffChanges, writeAudit } from '../store/write-audit';

export const workspaceRoutes: RouteModule = (router) => {
  // GET /v1/workspaces – the organization's workspaces (archived ones with ?status=archived|all)
  router.get('/workspaces', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const query = readQuery(event, listWorkspacesQuerySchema);
    const page = await listWorkspaces(db, auth.organizationId, query.status, pageRequest(getQuery(event), { defaultLimit: 20, maxLimit: 100 }));
    return list(event, page, workspaceResource);
  });

  // POST /v1/workspaces – create a workspace, within the plan's max_workspaces
  router.post('/workspaces', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_organization');
    const body = await readJsonBody(event, createWorkspaceSchema);
    const at = clock.now().toISOString();
    const row = await withSlugConflict(body.slug, () =>
      db.transaction(async (tx) => {
        // The row lock serializes creations per organization, so the count below stays true.
        const org = await lockOrganization(tx, auth.organizationId);
        if (!org) throw new ApiError('not_found', 'Organization not found.');
        const limit = organizationLimit(org, 'max_workspaces');
        const active = await countActiveWorkspaces(tx, org.id);
        if (limit !== null && active >= limit) {
          throw new ApiError(
            'forbidden',
            `The ${org.plan} plan allows ${limit} active workspace${limit === 1 ? '' : 's'}, and ${active} exist. Archive one or upgrade the plan.`,
          );
        }
        if (await workspaceSlugTaken(tx, org.id, body.slug)) throw slugConflict(body.slug);
        const inserted = await insertWorkspace(tx, {
          id: newId('ws'),
          organizationId: org.id,
          name: body.name,
          slug: body.slug,
          defaultLocale: body.default_locale,
          approvalRequired: body.approval_required,
          primaryColor: body.primary_color ?? null,
          customDomain: body.custom_domain ?? null,
          createdAt: at,
        });
        await writeAudit(tx, {
          actor: { ...auditActor(event, auth), workspaceId: inserted.id },
          action: 'workspaces.create',
          resourceType: 'workspaces',
          resourceId: inserted.id,
          changes: diffChanges(null, inserted, WORKSPACE_FIELDS),
          at,
        });
        return inserted;
      }),
    );
    return created(event, workspaceResource(row));
  });

  // GET /v1/workspaces/:id – one workspace of the organization, archived or not
  router.get('/workspaces/:id', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    return ok(event, workspaceResource(await workspaceOrThrow(db, auth, routerParam(event, 'id'))));
  });

  // PATCH /v1/workspaces/:id – change settings: org_admin any workspace, ws_admin its own
  router.patch('/workspaces/:id', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_workspace');
    const before = await workspaceOrThrow(db, auth, routerParam(event, 'id'));
    if (before.id !== auth.workspaceId && !can(auth.role, auth.kind, 'manage_organization')) {
      throw new ApiError('forbidden', `The role ${auth.role} may change only its own workspace.`);
    }
    if (before.archived_at !== null) throw archivedConflict();
    const body = await readJsonBody(event, updateWorkspaceSchema);
    const patch: WorkspacePatch = {};
    for (const field of WORKSPACE_FIELDS) {
      if (body[field] !== undefined) (patch as Record<string, unknown>)[field] = body[field];
    }
    const changes = diffChanges(before, { ...before, ...patch }, WORKSPACE_FIELDS);
    // Nothing changes: no write, no audit entry, updated_at stays.
    if (Object.keys(changes).length === 0) return ok(event, workspaceResource(before));
    const at = clock.now().toISOString();
    const after = await withSlugConflict(patch.slug ?? before.slug, () =>
      db.transaction(async (tx) => {
        if (patch.slug !== undefined && (await workspaceSlugTaken(tx, auth.organizationId, patch.slug, before.id))) throw slugConflict(patch.slug);
        const updated = await updateWorkspace(tx, auth.organizationId, before.id, patch, at);
        if (!updated) throw archivedConflict();
        await writeAudit(tx, {
          actor: { ...auditActor(event, auth), workspaceId: updated.id },
          action: 'workspaces.update',
          resourceType: 'workspaces',
          resourceId: updated.id,
          changes: diffChanges(before, updated, WORKSPACE_FIELDS),
          at,
        });
        // Contract, Events: workspace.updated; its payload is not shown, so it is the workspace
        // as GET /workspaces/{id} returns it (as qr.updated carries the code).
        await emitEvent(tx, { organizationId: updated.organization_id, workspaceId: updated.id, type: 'workspace.updated', data: workspaceResource(updated), at });
        return updated;
      }),
    );
    return ok(event, workspaceResource(after));
  });

  // DELETE /v1/workspaces/:id – archive a workspace other than the caller's own (204)
  router.delete('/workspaces/:id', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_organization');
    const workspace = await workspaceOrThrow(db, auth, routerParam(event, 'id'));
    // Contract, "Organization and workspace": not allowed on the caller's own workspace (it
    // would lock the calling key out mid-request).
    if (workspace.id === auth.workspaceId) {
      throw new ApiError('conflict', 'A key cannot archive its own workspace; use a key of another workspace.');
    }
    if (workspace.archived_at !== null) throw archivedConflict();
    const at = clock.now().toISOString();
    await db.transaction(async (tx) => {
      const archived = await archiveWorkspace(tx, auth.organizationId, workspace.id, at);
      if (!archived) throw archivedConflict();
      await writeAudit(tx, {
        actor: { ...auditActor(event, auth), workspaceId: archived.id },
        action: 'workspaces.archive',
        resourceType: 'workspaces',
        resourceId: archived.id,
        changes: { archived_at: [null, archived.archived_at] },
        at,
      });
      // Archiving changes the workspace's status, so subscribers hear of it as an update too.
      await emitEvent(tx, { organizationId: archived.organization_id, workspaceId: archived.id, type: 'workspace.updated', data: workspaceResource(archived), at });
    });
    return noContent(event);
  });
};

async function workspaceOrThrow(db: Db, auth: AuthContext, id: string): Promise<WorkspaceRow> {
  const workspace = await findWorkspace(db, auth.organizationId, id);
  if (!workspace) throw new ApiError('not_found', 'Workspace not found.');
  return workspace;
}

function archivedConflict(): ApiError {
  return new ApiError('conflict', 'The workspace is archived.');
}

function slugConflict(slug: string): ApiError {
  return new ApiError('conflict', `The workspace slug "${slug}" is already used in this organization.`, {
    errors: [{ field: 'slug', message: 'already used in this organization' }],
  });
}

/** The pre-check answers the common case; this maps the race of two equal slugs to 409 too. */
async function withSlugConflict<T>(slug: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, WORKSPACE_SLUG_CONSTRAINT)) throw slugConflict(slug);
    throw error;
  }
}
