import { WEBHOOK_DEACTIVATION_THRESHOLD, nextRetryDelayMs } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { countWebhookAttempt, insertDeliveryAttempt, settleDelivery, type ClaimedDelivery } from './store/webhook-deliveries';
import { dropPendingDeliveries } from './store/webhooks';
import { writeAudit } from '../audit-logs/store/write-audit';
import { deliverWebhook, type WebhookResponse, type WebhookTransport } from './deliver-webhook';
import { webhookSecretCipher } from './load-secret-key';
import { SecretCipherError } from './secret-cipher';
import { signingSecrets } from './signing-secrets';
import { webhookHeaders } from './webhook-headers';

export interface AttemptOptions {
  /** The claim holder; the outcome is written to the delivery only while it holds the claim. */
  readonly owner: string;
  /** Time of the attempt (the app clock, or a test's fake time). */
  readonly now: Date;
  /** false: one attempt only (a ping); else the retry schedule applies. */
  readonly retry: boolean;
  /** Default: the app context's (`ctx.webhookTransport`); tests pass one trusting their receiver. */
  readonly transport?: WebhookTransport | undefined;
}

export interface AttemptResult extends WebhookResponse {
  readonly attempt: number;
  readonly status: 'success' | 'failed' | 'retrying';
  /** True when this failure switched the webhook off. */
  readonly deactivated: boolean;
}

/**
 * The POST of one attempt. A secret that does not open (SECRET_KEY changed since it was
 * sealed) fails the attempt without sending anything, and is logged as the operator's error.
 */
async function send(ctx: AppContext, delivery: ClaimedDelivery, attempt: number, options: AttemptOptions): Promise<WebhookResponse> {
  let secrets: string[];
  try {
    secrets = signingSecrets(webhookSecretCipher(ctx), delivery.webhook_id, delivery, options.now);
  } catch (error) {
    if (!(error instanceof SecretCipherError)) throw error;
    ctx.logger.error('webhook secret does not open: was SECRET_KEY changed?', { webhook_id: delivery.webhook_id, error: error.message });
    return { ok: false, statusCode: null, responseTimeMs: 0, error: 'secret_unreadable' };
  }
  return deliverWebhook({
    url: delivery.url,
    body: delivery.payload,
    headers: webhookHeaders({ deliveryId: delivery.id, eventType: delivery.event_type, attempt, body: delivery.payload, secrets, at: options.now }),
    timeoutMs: ctx.config.webhookTimeoutMs,
    allowPrivate: ctx.config.webhookAllowPrivateNetworks,
    transport: options.transport ?? ctx.webhookTransport,
  });
}

/** Actor of audit entries written by the delivery worker. */
export const WEBHOOK_WORKER_ACTOR = 'webhook-delivery-worker';

/**
 * Sends one attempt of a claimed delivery and records it: a delivery-log row, the delivery's
 * new state (success, retrying at the next scheduled time, or failed after the last attempt),
 * and the webhook's counters, deactivating it at 10 consecutive failures.
 */
export async function attemptDelivery(ctx: AppContext, delivery: ClaimedDelivery, options: AttemptOptions): Promise<AttemptResult> {
  const attempt = delivery.attempts + 1;
  const response = await send(ctx, delivery, attempt, options);
  if (response.detail !== undefined) {
    // Info, not error: a receiver that is down or a URL that now points inside is the client's matter.
    ctx.logger.info('webhook attempt failed', { webhook_id: delivery.webhook_id, delivery_id: delivery.id, attempt, error: response.error, detail: response.detail });
  }
  const delay = response.ok || !options.retry ? null : nextRetryDelayMs(attempt);
  const status = response.ok ? 'success' : delay === null ? 'failed' : 'retrying';
  const at = options.now.toISOString();
  const deactivated = await ctx.db.transaction(async (tx) => {
    // The webhook row first, as PATCH and DELETE lock it before the deliveries (no deadlock).
    const counters = await countWebhookAttempt(tx, {
      webhookId: delivery.webhook_id,
      success: response.ok,
      statusCode: response.statusCode,
      at,
      threshold: WEBHOOK_DEACTIVATION_THRESHOLD,
    });
    await settleDelivery(tx, {
      id: delivery.id,
      owner: options.owner,
      attempts: attempt,
      status,
      nextAttemptAt: delay === null ? null : new Date(options.now.getTime() + delay).toISOString(),
      at,
    });
    await insertDeliveryAttempt(tx, {
      id: newId('dla'),
      webhookId: delivery.webhook_id,
      deliveryId: delivery.id,
      eventId: delivery.event_id,
      eventType: delivery.event_type,
      status,
      statusCode: response.statusCode,
      responseTimeMs: response.responseTimeMs,
      attempt,
      error: response.error,
      createdAt: at,
    });
    if (!counters || !counters.was_active || counters.is_active) return false;
    await dropPendingDeliveries(tx, delivery.webhook_id);
    await writeAudit(tx, {
      actor: { type: 'system', id: WEBHOOK_WORKER_ACTOR, organizationId: counters.organization_id, workspaceId: counters.workspace_id },
      action: 'webhooks.deactivate',
      resourceType: 'webhooks',
      resourceId: delivery.webhook_id,
      changes: { is_active: [true, false], consecutive_failures: [counters.consecutive_failures - 1, counters.consecutive_failures] },
      at,
    });
    return true;
  });
  if (deactivated) ctx.logger.info('webhook deactivated after consecutive failures', { webhook_id: delivery.webhook_id });
  return { ...response, attempt, status, deactivated };
}
