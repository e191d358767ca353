import { createWorkspaceSchema, envelopeSchema, listEnvelopeSchema, listWorkspacesQuerySchema, updateWorkspaceSchema, workspaceSchema } from '@quietzone/core/schemas';
import { caller } from '../auth/caller';
import { created, list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { findWorkspace, listWorkspaces } from './store/workspaces';
import { archiveWorkspace } from './archive-workspace';
import { createWorkspace } from './create-workspace';
import { updateWorkspace, workspaceToUpdate } from './update-workspace';
import { workspaceResource } from './workspace-resource';

export const workspaces = routeResource({ name: 'workspace', schema: workspaceSchema, find: (ctx, auth, id) => findWorkspace(ctx.db, auth.organizationId, id) });

export const workspaceRoutes = routeTable('Workspaces', [
  defineRoute({
    route: 'GET /workspaces', operationId: 'listWorkspaces', access: 'read', request: { query: listWorkspacesQuerySchema },
    summary: "List the organization's workspaces",
    description: 'Any key of the organization; archived workspaces only with `status=archived` or `status=all`.',
    responses: { 200: { description: 'A page of workspaces, newest first.', schema: listEnvelopeSchema(workspaceSchema) } },
    handler: async ({ event, ctx, auth, query }) => list(event, await listWorkspaces(ctx.db, auth.organizationId, query.status, pageRequest(query)), workspaceResource),
  }),
  defineRoute({
    route: 'POST /workspaces', operationId: 'createWorkspace', access: 'manage_organization', request: { body: createWorkspaceSchema },
    summary: 'Create a workspace',
    description:
      'Needs an org_admin secret key. The organization may have at most max_workspaces non-archived workspaces (the higher of its stored limit and the plan baseline: free 1, pro 3, business 10, agency and enterprise unlimited); beyond that the answer is 403.',
    responses: {
      201: workspaces.one,
      403: 'Not an org_admin secret key, or the plan limit on workspaces is reached.',
      409: 'The slug is used by another workspace of the organization (archived ones included).',
    },
    handler: async ({ event, ctx, auth, body }) => created(event, workspaceResource(await createWorkspace(ctx, await body(), caller(event, auth)))),
  }),
  defineRoute({
    route: 'GET /workspaces/{id}', operationId: 'getWorkspace', access: 'read', resource: workspaces,
    summary: 'Get a workspace',
    responses: { 200: { description: 'The workspace, archived or not.', schema: envelopeSchema(workspaceSchema) } },
    handler: ({ event, found }) => ok(event, workspaceResource(found)),
  }),
  defineRoute({
    route: 'PATCH /workspaces/{id}', operationId: 'updateWorkspace', access: 'manage_workspace', resource: workspaces, request: { body: updateWorkspaceSchema },
    summary: 'Update a workspace',
    description: 'org_admin keys change any workspace of their organization, ws_admin keys only their own.',
    responses: {
      200: { description: 'The updated workspace.', schema: envelopeSchema(workspaceSchema) },
      403: 'The role may not change this workspace.',
      409: 'The slug is used by another workspace, or the workspace is archived.',
    },
    handler: async ({ event, ctx, auth, found, body }) => {
      const who = caller(event, auth);
      const before = workspaceToUpdate(found, who);
      return ok(event, workspaceResource(await updateWorkspace(ctx, before, await body(), who)));
    },
  }),
  defineRoute({
    route: 'DELETE /workspaces/{id}', operationId: 'deleteWorkspace', access: 'manage_organization', resource: workspaces,
    summary: 'Archive a workspace',
    description: "Needs an org_admin secret key. The workspace's keys answer 401 from then on; its records stay. Not allowed on the caller's own workspace.",
    responses: { 204: 'Archived.', 409: "The caller's own workspace, or already archived." },
    handler: ({ event, ctx, auth, found }) => archiveWorkspace(ctx, found.id, caller(event, auth)),
  }),
]);
