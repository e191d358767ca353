import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findWebhook, type WebhookRow } from './store/webhooks';

/** A webhook of the workspace, not deleted; else 404. */
export async function getWebhookOrThrow(db: Db, workspaceId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<WebhookRow> {
  const row = await findWebhook(db, workspaceId, id, options);
  if (!row) throw new ApiError('not_found', 'Webhook not found.');
  return row;
}
