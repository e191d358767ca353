import { type OpenApiOperation } from '../build-openapi-document';
import { apiKeySchema, createApiKeySchema, createdApiKeySchema, envelopeSchema, idSchema, listApiKeysQuerySchema, listEnvelopeSchema } from '@quietzone/core';
import { z } from 'zod';

const idParams = z.object({ id: idSchema });

export const apiKeyOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/api-keys',
    operationId: 'listApiKeys',
    summary: 'List API keys',
    description: "Keys of the caller's workspace; org_admin keys may pass `workspace_id` of another workspace of their organization.",
    tags: ['API keys'],
    auth: 'api_key',
    request: { query: listApiKeysQuerySchema },
    responses: {
      200: { description: 'A page of keys, newest first.', schema: listEnvelopeSchema(apiKeySchema) },
      403: { description: 'The role may not manage keys.' },
      404: { description: 'No such workspace in the organization.' },
    },
  },
  {
    method: 'POST',
    path: '/api-keys',
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description: 'The full key (`secret`) is in this response only. A key may grant at most its own role.',
    tags: ['API keys'],
    auth: 'api_key',
    request: { body: createApiKeySchema },
    responses: {
      201: { description: 'The key, with its secret shown once.', schema: envelopeSchema(createdApiKeySchema) },
      403: { description: 'The role may not create keys, or not of this role.' },
      404: { description: 'No such workspace in the organization.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'DELETE',
    path: '/api-keys/{id}',
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    tags: ['API keys'],
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      204: { description: 'Revoked; the key no longer authenticates.' },
      403: { description: 'The role may not revoke this key.' },
      404: { description: 'Unknown or already revoked.' },
    },
  },
];
