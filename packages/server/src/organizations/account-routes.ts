import { accountSchema, deleteAccountSchema, deletedAccountSchema, envelopeSchema } from '@quietzone/core/schemas';
import { caller } from '../auth/caller';
import { deleteAccount } from './delete-account';
import { ApiError } from '../http/api-error';
import { accepted, ok } from '../http/envelope';
import { defineRoute, routeTable } from '../http/route';
import { findApiKey } from '../api-keys/store/api-keys';
import { findOrganization } from './store/organizations';
import { findWorkspace } from '../workspaces/store/workspaces';
import { apiKeyResource } from '../api-keys/api-key-resource';
import { organizationResource } from './organization-resource';
import { workspaceResource } from '../workspaces/workspace-resource';

export const accountRoutes = routeTable('Account', [
  defineRoute({
    route: 'GET /account', operationId: 'getAccount', access: 'read',
    summary: 'The calling key, its workspace and organization',
    description: 'The role and kind of the calling key are in `api_key`; `organization.limits` are the ones in force.',
    responses: { 200: { description: 'Who is calling.', schema: envelopeSchema(accountSchema) } },
    handler: async ({ event, ctx: { db }, auth }) => {
      const [key, organization, workspace] = [
        await findApiKey(db, auth.organizationId, auth.keyId),
        await findOrganization(db, auth.organizationId),
        await findWorkspace(db, auth.organizationId, auth.workspaceId),
      ];
      if (!key || !organization || !workspace) throw new ApiError('not_found', 'Account not found.');
      return ok(event, {
        api_key: apiKeyResource(key),
        organization: organizationResource(organization),
        workspace: workspaceResource(workspace),
      });
    },
  }),
  defineRoute({
    route: 'DELETE /account', operationId: 'deleteAccount', access: 'manage_organization', request: { body: deleteAccountSchema },
    summary: "Delete the calling key's organization",
    description:
      'Needs an org_admin secret key and the organization slug in `confirm`. Takes effect at once: every key of the organization answers 401 and its short links, images and resolver paths 404 (this process forgets its caches now; other processes within their 60 s cache). Every row of the organization is removed at `purge_after`, `ACCOUNT_PURGE_DAYS` (default 30) later. The audit entry is `organizations.delete`.',
    responses: {
      202: { description: 'Deleted; the purge is scheduled.', schema: envelopeSchema(deletedAccountSchema) },
      400: 'No JSON body, or no `confirm`.',
      422: '`confirm` is not the organization slug.',
    },
    handler: async ({ event, ctx, auth, body }) => {
      const { confirm } = await body();
      const removed = await deleteAccount(ctx, confirm, caller(event, auth));
      return accepted(event, { organization_id: removed.organizationId, deleted_at: removed.deletedAt, purge_after: removed.purgeAfter });
    },
  }),
]);
