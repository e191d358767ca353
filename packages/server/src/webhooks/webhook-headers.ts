import { signStandardWebhook, signWebhookBody } from '@quietzone/core/node';

export const WEBHOOK_USER_AGENT = 'svc-webhooks/1.0';

export interface WebhookHeaderInput {
  readonly deliveryId: string;
  readonly eventType: string;
  readonly attempt: number;
  readonly body: string;
  /** The current secret first; during a rotation also the previous one (signing-secrets.ts). */
  readonly secrets: readonly string[];
  readonly at: Date;
}

/**
 * The request headers of one attempt (contract, Events: "Request headers sent"), plus the
 * Standard Webhooks trio (`webhook-signature: v1,<new> v1,<old>` while a rotated secret is
 * still honoured). `webhook-id` is the delivery id, the same on every attempt, so a
 * receiver can de-duplicate; the timestamp is the attempt's, so replays of an old request fail.
 */
export function webhookHeaders(input: WebhookHeaderInput): Record<string, string> {
  const timestamp = Math.floor(input.at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    // The contract's header has room for one signature: the current secret's.
    'x-svc-signature': signWebhookBody(input.secrets[0]!, input.body),
    'x-svc-event': input.eventType,
    'x-svc-delivery': input.deliveryId,
    'x-svc-attempt': String(input.attempt),
    'webhook-id': input.deliveryId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': input.secrets.map((secret) => signStandardWebhook({ id: input.deliveryId, timestamp, body: input.body, secret })).join(' '),
  };
}
