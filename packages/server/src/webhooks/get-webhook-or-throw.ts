import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findWebhook, type WebhookRow } from './store/webhooks';

/** A webhook of the workspace, not deleted; else 404. */
export async function getWebhookOrThrow(db: Db, workspaceId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<WebhookRow> {
  return foundOrThrow(await findWebhook(db, workspaceId, id, options), 'webhook');
}

export function webhookNotFound(): ApiError {
  return resourceNotFound('webhook');
}
