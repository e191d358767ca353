import { apiKeySchema, createApiKeySchema, createdApiKeySchema, envelopeSchema, listApiKeysQuerySchema, listEnvelopeSchema } from '@quietzone/core/schemas';
import { createApiKey } from './create-api-key';
import { keyWorkspace } from './key-workspace';
import { revokeApiKey } from './revoke-api-key';
import { caller } from '../auth/caller';
import { created, list } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { idParams } from '../http/route-schemas';
import { listApiKeys } from './store/api-keys';
import { apiKeyResource } from './api-key-resource';
import { workspaces } from '../workspaces/workspace-routes';

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
    route: 'DELETE /api-keys/{id}', operationId: 'revokeApiKey', access: 'manage_keys', request: { params: idParams },
    summary: 'Revoke an API key',
    responses: { 204: 'Revoked; the key no longer authenticates.', 403: 'The role may not revoke this key.', 404: 'Unknown or already revoked.' },
    handler: ({ event, ctx, auth, param }) => revokeApiKey(ctx, param('id'), caller(event, auth)),
  }),
]);
