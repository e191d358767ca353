/**
 * DELETE /account (dpp.md, "Endpoints" and Precise points): the body confirms with the
 * organization's slug (missing body or `confirm`: 400; a wrong slug: 422, which needs the
 * stored slug, so the server compares); the answer is 202.
 */
import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Days before a deleted organization's rows are purged, unless ACCOUNT_PURGE_DAYS says otherwise. */
export const DEFAULT_ACCOUNT_PURGE_DAYS = 30;

export const deleteAccountSchema = z
  .object({
    confirm: z.string({ error: 'confirm is required: the organization slug' }).min(1).describe('The organization slug, to confirm.'),
  })
  .meta({ id: 'DeleteAccountRequest' });

export const deletedAccountSchema = z
  .object({
    organization_id: idSchema,
    deleted_at: timestampSchema,
    purge_after: timestampSchema.describe('When a job removes every row of the organization.'),
  })
  .meta({ id: 'DeletedAccount' });
