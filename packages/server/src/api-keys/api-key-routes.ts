import { apiKeySchema, createApiKeySchema, createdApiKeySchema, envelopeSchema, listApiKeysQuerySchema, listEnvelopeSchema } from '@quietzone/core/schemas';
import { createApiKey } from './create-api-key';
import { keyWorkspace } from './key-workspace';
import { revokeApiKey } from './revoke-api-key';
import { caller } from '../auth/caller';
import { created, list } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { listApiKeys } from './store/api-keys';
import { findManageableApiKey } from './get-api-key-or-throw';
import { apiKeyResource } from './api-key-resource';
import { workspaces } from '../workspaces/workspace-routes';

/** Unknown, already revoked and out-of-reach keys are all this resource's 404. */
const apiKeys = routeResource({ name: 'API key', schema: apiKeySchema, find: (ctx, auth, id) => findManageableApiKey(ctx.db, auth, id) });

export const apiKeyRoutes = routeTable('API keys', [
  defineRoute({
    route: 'GET /api-keys', operationId: 'listApiKeys', access: 'manage_keys', request: { query: listApiKeysQuerySchema },
    summary: 'List API keys',
    description: "Keys of the caller's workspace; org_admin keys may pass `workspace_id` of another workspace of their organization.",
    responses: { 200: { description: 'A page of keys, newest first.', schema: listEnvelopeSchema(apiKeySchema) }, 404: workspaces.notFound },
    handler: async ({ event, ctx, auth, query }) => {
      const workspaceId = await keyWorkspace(ctx.db, auth, query.workspace_id);
      const page = await listApiKeys(ctx.db, workspaceId, { includeRevoked: query.include_revoked === 'true' }, pageRequest(query));
      return list(event, page, apiKeyResource);
    },
  }),
  defineRoute({
    route: 'POST /api-keys', operationId: 'createApiKey', access: 'manage_keys', request: { body: createApiKeySchema },
    summary: 'Create an API key',
    description: 'The full key (`secret`) is in this response only. A key may grant at most its own role.',
    responses: {
      201: { description: 'The key, with its secret shown once.', schema: envelopeSchema(createdApiKeySchema) },
      403: 'The role may not create keys, or not of this role.',
      404: workspaces.notFound,
    },
    handler: async ({ event, ctx, auth, body }) => {
      const { row, secret } = await createApiKey(ctx, await body(), caller(event, auth));
      return created(event, { ...apiKeyResource(row), secret });
    },
  }),
  defineRoute({
    route: 'DELETE /api-keys/{id}', operationId: 'revokeApiKey', access: 'manage_keys', resource: apiKeys,
    summary: 'Revoke an API key',
    description: 'An unknown, already revoked or out-of-reach key (another workspace\'s, for a key that is not org_admin) is 404 alike.',
    responses: { 204: 'Revoked; the key no longer authenticates.', 403: 'The role may not revoke this key.' },
    handler: ({ event, ctx, auth, found }) => revokeApiKey(ctx, found, caller(event, auth)),
  }),
]);
