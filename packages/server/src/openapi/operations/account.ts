import { type OpenApiOperation } from '../build-openapi-document';
import { accountSchema, envelopeSchema } from '@quietzone/core';

export const accountOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/account',
    operationId: 'getAccount',
    summary: 'The calling key, its workspace and organization',
    description: 'The role and kind of the calling key are in `api_key`; `organization.limits` are the ones in force.',
    tags: ['Account'],
    auth: 'api_key',
    responses: { 200: { description: 'Who is calling.', schema: envelopeSchema(accountSchema) } },
  },
];
