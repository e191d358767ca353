import { KEY_KINDS, ROLES } from '@quietzone/core';
import { z } from 'zod';

// The contract leaves the API-key bodies unspecified ("not shown"); this is our shape.
export const createApiKeySchema = z.object({
  name: z.string().trim().min(1).max(100).describe('Label shown in key lists.'),
  role: z.enum(ROLES).describe('At most the role of the calling key.'),
  kind: z.enum(KEY_KINDS).default('secret').describe('secret (svc_sk_) or public, read-only (svc_pk_).'),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullish()
    .describe('ISO 8601 date-time; the key is rejected from this instant on.'),
  workspace_id: z.string().min(1).optional().describe('Target workspace; another one only for org_admin keys, within their organization.'),
});

export const listApiKeysQuerySchema = z.object({
  include_revoked: z.enum(['true', 'false']).optional(),
  workspace_id: z.string().min(1).optional(),
  limit: z.string().optional(),
  cursor: z.string().optional(),
});
