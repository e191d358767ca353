/**
 * API keys (contract, API keys and account; DESIGN.md, Keys). The contract shows no bodies, so
 * these are ours: a key record never carries its hash or secret; the secret appears once, in
 * the response that creates the key (POST /api-keys, or POST /organizations for its first key).
 */
import { z } from 'zod';
import { KEY_KINDS, ROLES } from '../roles';
import { dateTimeInputSchema, idSchema, listQuerySchema, nameSchema, timestampSchema } from './common';

const roleSchema = z
  .enum(ROLES)
  .describe('viewer reads; contributor also creates and edits; ws_admin manages the workspace; org_admin the organization.');

const kindSchema = z
  .enum(KEY_KINDS)
  .describe('secret (`svc_sk_…`) acts with its role; public (`svc_pk_…`) only reads, whatever its role.');

export const createApiKeySchema = z
  .object({
    name: nameSchema.describe('Label to recognize the key by, at most 255 characters.'),
    // Least privilege when unspecified: a key that can do too little is noticed at once,
    // one that can do too much is not.
    role: roleSchema.default('viewer'),
    kind: kindSchema.default('secret'),
    expires_at: dateTimeInputSchema
      .nullable()
      .optional()
      .describe('The key is rejected from this instant on; absent or null: never expires.'),
    workspace_id: idSchema
      .optional()
      .describe("Workspace the key acts in; default: the calling key's workspace. Another workspace needs org_admin."),
  })
  .meta({ id: 'CreateApiKeyRequest' });

export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const apiKeySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    kind: kindSchema,
    role: roleSchema,
    key_prefix: z
      .string()
      .describe('The first characters of the key (`svc_sk_` plus four), to recognize it; the full key is shown only once.'),
    organization_id: idSchema,
    workspace_id: idSchema,
    expires_at: timestampSchema.nullable(),
    last_used_at: timestampSchema.nullable(),
    created_at: timestampSchema,
    revoked_at: timestampSchema.nullable().describe('Set by DELETE /api-keys/{id}; a revoked key no longer authenticates.'),
  })
  .meta({ id: 'ApiKey' });

export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api-keys query: revoked keys are left out unless asked for. */
export const listApiKeysQuerySchema = listQuerySchema.extend({
  include_revoked: z.enum(['true', 'false']).optional().describe('`true` also lists revoked keys.'),
  workspace_id: idSchema
    .optional()
    .describe("Workspace whose keys to list; default: the calling key's workspace. Another workspace needs org_admin."),
});

export type ListApiKeysQuery = z.infer<typeof listApiKeysQuerySchema>;

/**
 * The response to POST /api-keys and the first key of POST /organizations: the only places
 * the full key ever appears.
 */
export const createdApiKeySchema = apiKeySchema
  .extend({
    secret: z
      .string()
      .regex(/^svc_(?:sk|pk)_./)
      .describe('The full key, for `Authorization: Bearer …`. Shown once; store it now.'),
  })
  .meta({ id: 'CreatedApiKey' });

export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
