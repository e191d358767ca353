import { PLANS, ROLES, KEY_KINDS, envelopeSchema, idSchema, type OpenApiOperation } from '@quietzone/core';
import { z } from 'zod';
import { servedApiKeySchema } from './api-keys';

/**
 * What GET /account serves (routes/account.ts). It differs from core's `accountSchema`
 * (`key`, `role`, `kind` and short organization and workspace records); the document describes
 * what is served. Replace with core's schema once the two agree.
 */
const servedAccountSchema = z.object({
  key: servedApiKeySchema.describe('The calling key.'),
  role: z.enum(ROLES),
  kind: z.enum(KEY_KINDS),
  workspace: z.object({ id: idSchema, name: z.string(), slug: z.string() }),
  organization: z.object({ id: idSchema, name: z.string(), slug: z.string(), plan: z.enum(PLANS) }),
});

export const accountOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/account',
    operationId: 'getAccount',
    summary: 'The calling key, its workspace and organization',
    tags: ['Account'],
    auth: 'api_key',
    responses: { 200: { description: 'Who is calling.', schema: envelopeSchema(servedAccountSchema) } },
  },
];
