/**
 * The Standard Webhooks secret rules (`whsec_<padded base64>`): which new secrets are usable
 * as keys and the key bytes a secret gives. Pure, without node:crypto, so the webhook API
 * schemas that judge a new secret load in any runtime; the signatures are in webhook-signature.
 */

/** Padded base64 decoded with the platform's atob (Node 16+, browsers, workers alike). */
function base64Bytes(encoded: string): Uint8Array {
  return Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0));
}

const STANDARD_SECRET_PREFIX = 'whsec_';
/** Padded standard base64 (RFC 4648 §4), as encoders write it; both the libraries' decoder and Node's read it alike. */
const PADDED_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** The key floor of a whsec_ secret: the 16 bytes the 16-character minimum gives any other secret. */
export const MIN_STANDARD_WEBHOOK_KEY_BYTES = 16;

/** The base64 part of a `whsec_<padded base64>` secret; undefined for any other secret. */
function standardSecretBase64(secret: string): string | undefined {
  if (!secret.startsWith(STANDARD_SECRET_PREFIX)) return undefined;
  const encoded = secret.slice(STANDARD_SECRET_PREFIX.length);
  return encoded !== '' && PADDED_BASE64.test(encoded) ? encoded : undefined;
}

/** The HMAC key of the Standard Webhooks signature: a `whsec_` secret's decoded bytes, else the UTF-8 bytes. */
export function standardWebhookKey(secret: string): Uint8Array {
  const encoded = standardSecretBase64(secret);
  return encoded === undefined ? new TextEncoder().encode(secret) : base64Bytes(encoded);
}

/**
 * Why a new secret starting `whsec_` cannot be used as a Standard Webhooks key (not padded
 * base64, or fewer than 16 key bytes), else undefined; a secret without the prefix is never
 * judged here. Secrets stored before this rule are signed as `standardWebhookKey` says.
 */
export function standardWebhookSecretProblem(secret: string): string | undefined {
  if (!secret.startsWith(STANDARD_SECRET_PREFIX)) return undefined;
  const encoded = standardSecretBase64(secret);
  if (encoded === undefined) return 'a whsec_ secret must be whsec_ followed by padded base64 (Standard Webhooks)';
  if (base64Bytes(encoded).length < MIN_STANDARD_WEBHOOK_KEY_BYTES) {
    return `a whsec_ secret's base64 must decode to at least ${MIN_STANDARD_WEBHOOK_KEY_BYTES} bytes`;
  }
  return undefined;
}
