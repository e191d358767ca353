/**
 * Signatures of webhook requests (contract, Events: "Request headers sent"), in two schemes:
 *
 * - `X-SVC-Signature: sha256=<hex>`: lowercase hex HMAC-SHA256 of the raw request body, keyed
 *   with the webhook secret (the contract's header).
 * - Standard Webhooks (https://www.standardwebhooks.com, spec v1): `webhook-signature: v1,<base64>`
 *   of the HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`, so a receiver can reject
 *   replays by the timestamp and de-duplicate by the id.
 *
 * The keys: X-SVC-Signature is keyed with the UTF-8 bytes of the secret as stored (the
 * contract's "keyed with the webhook secret"). The Standard Webhooks signature is keyed as the
 * Standard Webhooks libraries key it: a secret `whsec_<padded base64>` by the decoded bytes, so
 * `new Webhook(secret)` verifies with the secret exactly as the user stored it; any other
 * secret by its UTF-8 bytes, as before.
 *
 * Pure: the caller passes the body bytes and, for verification, the current time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { standardWebhookKey } from './webhook-secret';

/** The raw bytes that are (or were) sent; a string is taken as its UTF-8 encoding. */
export type WebhookBody = string | Uint8Array;

const SVC_PREFIX = 'sha256=';
const STANDARD_VERSION = 'v1';
/** Standard Webhooks recommends rejecting timestamps more than 5 minutes away from now. */
export const STANDARD_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function hmac(key: Uint8Array, parts: readonly WebhookBody[]): Buffer {
  const mac = createHmac('sha256', key);
  for (const part of parts) mac.update(typeof part === 'string' ? Buffer.from(part, 'utf8') : part);
  return mac.digest();
}

/** Equal-length buffers compared in constant time; lengths are public (a digest's size). */
function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `sha256=<lowercase hex HMAC-SHA256 of body keyed with secret>` (the X-SVC-Signature value). */
export function signWebhookBody(secret: string, body: WebhookBody): string {
  return SVC_PREFIX + hmac(Buffer.from(secret, 'utf8'), [body]).toString('hex');
}

/**
 * True when `header` is the X-SVC-Signature of exactly these body bytes. The digest is
 * compared in constant time; a malformed header is simply false.
 */
export function verifyWebhookSignature(secret: string, body: WebhookBody, header: string | null | undefined): boolean {
  if (typeof header !== 'string' || !header.startsWith(SVC_PREFIX)) return false;
  const hex = header.slice(SVC_PREFIX.length);
  if (!/^[0-9a-f]{64}$/.test(hex)) return false;
  return sameBytes(Buffer.from(hex, 'hex'), hmac(Buffer.from(secret, 'utf8'), [body]));
}

export interface StandardWebhookInput {
  /** `webhook-id`: the message id (ours: the delivery id, stable across retries). */
  readonly id: string;
  /** `webhook-timestamp`: whole seconds since the Unix epoch, as sent. */
  readonly timestamp: number;
  readonly body: WebhookBody;
  readonly secret: string;
}

/** The `webhook-signature` value: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed by {@link standardWebhookKey}. */
export function signStandardWebhook({ id, timestamp, body, secret }: StandardWebhookInput): string {
  return `${STANDARD_VERSION},${hmac(standardWebhookKey(secret), [`${id}.${timestamp}.`, body]).toString('base64')}`;
}

export interface VerifyStandardWebhookInput {
  readonly secret: string;
  readonly body: WebhookBody;
  /** The three headers as received. */
  readonly id: string | null | undefined;
  readonly timestamp: string | null | undefined;
  readonly signature: string | null | undefined;
  /** The receiver's current time. */
  readonly now: Date;
  readonly toleranceSeconds?: number;
}

/**
 * Verifies a Standard Webhooks request: the timestamp within the tolerance of `now` (replay
 * protection), and one of the space-separated `v1,<base64>` signatures matching in constant time.
 */
export function verifyStandardWebhook(input: VerifyStandardWebhookInput): boolean {
  const { id, timestamp, signature, secret, body, now } = input;
  if (!id || !timestamp || !signature || !/^\d{1,15}$/.test(timestamp)) return false;
  const seconds = Number(timestamp);
  const tolerance = input.toleranceSeconds ?? STANDARD_WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(now.getTime() / 1000 - seconds) > tolerance) return false;
  const expected = hmac(standardWebhookKey(secret), [`${id}.${timestamp}.`, body]);
  let matched = false;
  for (const candidate of signature.split(' ')) {
    const [version, value] = candidate.split(',', 2);
    if (version !== STANDARD_VERSION || value === undefined || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) continue;
    // No early exit: every candidate is compared, so timing does not tell which one matched.
    if (sameBytes(Buffer.from(value, 'base64'), expected)) matched = true;
  }
  return matched;
}
