import { accountSchema, envelopeSchema } from '@quietzone/core';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { findApiKey } from '../store/api-keys';
import { findOrganization } from '../store/organizations';
import { findWorkspace } from '../store/workspaces';
import { apiKeyResource } from '../api-keys/api-key-resource';
import { organizationResource } from '../organizations/organization-resource';
import { workspaceResource } from '../workspaces/workspace-resource';

export const accountRoutes = [
  defineRoute({
    method: 'GET',
    path: '/account',
    operationId: 'getAccount',
    summary: 'The calling key, its workspace and organization',
    description: 'The role and kind of the calling key are in `api_key`; `organization.limits` are the ones in force.',
    tags: ['Account'],
    access: 'read',
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
];
