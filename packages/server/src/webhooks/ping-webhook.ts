import type { WebhookPingResult } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { insertDeliveries } from './store/webhook-deliveries';
import type { WebhookRow } from './store/webhooks';
import { attemptDelivery } from './attempt-delivery';
import { DELIVERY_CLAIM_MARGIN_MS } from './delivery-worker';
import { webhookEnvelope } from './fan-out';

/**
 * POST /webhooks/{id}/ping: sends `webhook.ping` now, one attempt made by this request, and
 * answers with the receiver's verdict. The attempt is logged like any delivery, but the
 * worker never picks it up (no next_attempt_at).
 */
export async function pingWebhook(ctx: AppContext, webhook: WebhookRow): Promise<WebhookPingResult> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const owner = newId('ping');
  const eventId = newId('evt');
  const delivery = {
    id: newId('dlv'),
    webhook_id: webhook.id,
    event_id: eventId,
    event_type: 'webhook.ping',
    payload: webhookEnvelope({ id: eventId, type: 'webhook.ping', created: at, data: { webhook_id: webhook.id, url: webhook.url } }),
    attempts: 0,
    url: webhook.url,
    secret: webhook.secret,
    secret_sealed: webhook.secret_sealed,
    previous_secret_sealed: webhook.previous_secret_sealed,
    previous_secret_expires_at: webhook.previous_secret_expires_at,
  };
  await insertDeliveries(ctx.db, [
    {
      id: delivery.id,
      webhookId: webhook.id,
      eventId: delivery.event_id,
      eventType: delivery.event_type,
      payload: delivery.payload,
      nextAttemptAt: null,
      lockedBy: owner,
      lockedUntil: new Date(now.getTime() + ctx.config.webhookTimeoutMs + DELIVERY_CLAIM_MARGIN_MS).toISOString(),
      createdAt: at,
    },
  ]);
  const result = await attemptDelivery(ctx, delivery, { owner, now, retry: false });
  return {
    success: result.ok,
    status_code: result.statusCode,
    response_time_ms: result.responseTimeMs,
    delivery_id: delivery.id,
    event_id: delivery.event_id,
    error: result.error,
  };
}
