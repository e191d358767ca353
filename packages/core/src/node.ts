// @quietzone/core/node — rules that need Node's crypto: webhook signatures (X-SVC-Signature and
// Standard Webhooks, HMAC-SHA256). The main entry stays free of node:* for every runtime.

export type { WebhookBody, StandardWebhookInput, VerifyStandardWebhookInput } from './webhook-signature';
export {
  STANDARD_WEBHOOK_TOLERANCE_SECONDS,
  signWebhookBody,
  verifyWebhookSignature,
  signStandardWebhook,
  verifyStandardWebhook,
} from './webhook-signature';
