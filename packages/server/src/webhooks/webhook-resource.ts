import { webhookSecretHint } from '@quietzone/core/schemas';
import type { WebhookRow } from './store/webhooks';

/** The API representation (contract, Webhook): never the secret, only its hint. */
export function webhookResource(row: WebhookRow) {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    url: row.url,
    events: row.events,
    is_active: row.is_active,
    consecutive_failures: row.consecutive_failures,
    last_triggered_at: row.last_triggered_at,
    last_status_code: row.last_status_code,
    secret_hint: row.secret_hint ?? webhookSecretHint(row.secret ?? ''),
    previous_secret_expires_at: row.previous_secret_expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
