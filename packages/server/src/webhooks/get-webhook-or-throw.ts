import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findWebhook, type WebhookRow } from './store/webhooks';

/** A webhook of the workspace, not deleted; else 404. */
export async function getWebhookOrThrow(db: Db, workspaceId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<WebhookRow> {
  const row = await findWebhook(db, workspaceId, id, options);
  if (!row) throw webhookNotFound();
  return row;
}

/** The one 404 of a webhook, whichever lookup misses it. */
export const WEBHOOK_NOT_FOUND = 'Webhook not found.';

export function webhookNotFound(): ApiError {
  return new ApiError('not_found', WEBHOOK_NOT_FOUND);
}
