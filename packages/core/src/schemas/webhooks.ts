/**
 * Webhooks (contract, Webhook resource, Webhooks endpoints, Events). The secret is write-only:
 * it appears in the create response and nowhere else (the server stores it encrypted);
 * `secret_hint` lets a person tell which secret is current.
 */
import { z } from 'zod';
import { EVENT_TYPES, SUBSCRIPTION_VALUES } from '../webhook-events';
import { standardWebhookSecretProblem } from '../webhook-secret';
import { idSchema, timestampSchema } from './common';

export const MIN_WEBHOOK_SECRET_LENGTH = 16;
export const MAX_WEBHOOK_SECRET_LENGTH = 256;
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** How many leading characters of the secret `secret_hint` shows. */
export const WEBHOOK_SECRET_HINT_LENGTH = 4;

/** `abcd…`: the first characters of the secret and an ellipsis. */
export function webhookSecretHint(secret: string): string {
  return `${[...secret].slice(0, WEBHOOK_SECRET_HINT_LENGTH).join('')}…`;
}

export const webhookUrlSchema = z
  .string()
  .trim()
  .max(MAX_WEBHOOK_URL_LENGTH, `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
  .refine(isHttpsUrl, 'must be an absolute https:// URL')
  .describe(
    `Absolute https:// URL, at most ${MAX_WEBHOOK_URL_LENGTH} characters. Unless the server allows private networks, it must not resolve to a loopback, private, link-local or otherwise non-public address.`,
  );

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    // Credentials in the URL would be sent to the receiver and shown in every listing.
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const webhookSecretSchema = z
  .string()
  .min(MIN_WEBHOOK_SECRET_LENGTH, `must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`)
  .max(MAX_WEBHOOK_SECRET_LENGTH, `must be at most ${MAX_WEBHOOK_SECRET_LENGTH} characters`)
  .superRefine((secret, ctx) => {
    const problem = standardWebhookSecretProblem(secret);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    `Signing secret, ${MIN_WEBHOOK_SECRET_LENGTH} to ${MAX_WEBHOOK_SECRET_LENGTH} characters. X-SVC-Signature is keyed with its UTF-8 bytes; ` +
      '`webhook-signature` too, except for a Standard Webhooks secret `whsec_<padded base64>` (at least 16 key bytes), keyed with the decoded bytes as the Standard Webhooks libraries do. Returned only in the create response.',
  );

export const webhookEventsSchema = z
  .array(z.enum(SUBSCRIPTION_VALUES))
  .min(1, 'must name at least one event type')
  .transform((events) => [...new Set(events)])
  .describe('Event types to receive; `*` for all. Default `["*"]`.');

export const createWebhookSchema = z
  .object({
    url: webhookUrlSchema,
    secret: webhookSecretSchema,
    events: webhookEventsSchema.default(['*']),
  })
  .meta({ id: 'CreateWebhookRequest' });

export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    is_active: z.boolean().optional().describe('false stops deliveries (pending ones are dropped); true resumes them and resets consecutive_failures.'),
    secret: webhookSecretSchema
      .optional()
      .describe(
        'A new signing secret (rotation): every request from now on is signed with it; for 24 hours `webhook-signature` also carries a signature with the previous secret (`v1,<new> v1,<old>`).',
      ),
  })
  .meta({ id: 'UpdateWebhookRequest' });

export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

export const webhookSchema = z
  .object({
    id: idSchema,
    workspace_id: idSchema,
    url: z.string().describe('The https:// URL requests are sent to.'),
    events: z.array(z.enum(SUBSCRIPTION_VALUES)),
    is_active: z.boolean().describe('false: nothing is delivered (set by PATCH, or automatically after 10 consecutive failures).'),
    consecutive_failures: z.int().nonnegative().describe('Failed attempts since the last success.'),
    last_triggered_at: timestampSchema.nullable().describe('Time of the last delivery attempt.'),
    last_status_code: z.int().nullable().describe('HTTP status of the last attempt; null before any, or when it got no response.'),
    secret_hint: z.string().describe('The first 4 characters of the secret and an ellipsis.'),
    previous_secret_expires_at: timestampSchema
      .nullable()
      .describe('After a secret rotation: until this time requests also carry a Standard Webhooks signature made with the previous secret. null if never rotated.'),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Webhook' });

export type Webhook = z.infer<typeof webhookSchema>;

/** The POST /webhooks response: the only place the secret ever appears. */
export const createdWebhookSchema = webhookSchema
  .extend({ secret: z.string().describe('The signing secret as sent. Shown only here.') })
  .meta({ id: 'CreatedWebhook' });

export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_ATTEMPT_STATUSES = ['success', 'failed', 'retrying'] as const;

/** One attempt of one delivery (contract, "Webhook delivery log entry"). */
export const webhookDeliveryLogEntrySchema = z
  .object({
    id: idSchema.describe('Id of this log entry; pass it as `cursor` to read older entries.'),
    delivery_id: idSchema.describe('The delivery (X-SVC-Delivery, webhook-id); the same on every attempt of one event.'),
    event_id: z.string().describe('The envelope `id`.'),
    event_type: z.enum(EVENT_TYPES).describe('The type in the envelope (for the alias scan.created: the name the webhook subscribed to).'),
    status: z
      .enum(WEBHOOK_ATTEMPT_STATUSES)
      .describe('success (2xx); retrying: failed, another attempt is scheduled; failed: failed and it was the last attempt.'),
    status_code: z.int().nullable().describe('HTTP status received; null on a time-out or network error.'),
    response_time_ms: z.int().nonnegative(),
    attempt: z.int().min(1).describe('1 to 3.'),
    error: z.string().nullable().describe('Why the attempt failed without a status (timeout, connection refused, blocked address…).'),
    created_at: timestampSchema,
  })
  .meta({ id: 'WebhookDeliveryLogEntry' });

export type WebhookDeliveryLogEntry = z.infer<typeof webhookDeliveryLogEntrySchema>;

/** POST /webhooks/{id}/ping (the contract shows no field names). */
export const webhookPingResultSchema = z
  .object({
    success: z.boolean().describe('The receiver answered 2xx.'),
    status_code: z.int().nullable().describe("The receiver's HTTP status; null on a time-out or network error."),
    response_time_ms: z.int().nonnegative(),
    delivery_id: idSchema.describe('The ping delivery, also listed in GET /webhooks/{id}/deliveries.'),
    event_id: z.string(),
    error: z.string().nullable(),
  })
  .meta({ id: 'WebhookPingResult' });

export type WebhookPingResult = z.infer<typeof webhookPingResultSchema>;

export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size, 1 to 100 (default 20).'),
  cursor: z.string().min(1).optional().describe('Id of the last entry of the previous page (`next_cursor`); an unknown id gives the first page.'),
});
