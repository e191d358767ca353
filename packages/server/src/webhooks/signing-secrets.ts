import { SecretCipherError, type SecretCipher } from './secret-cipher';

/** A webhook's secret columns, as the webhooks table holds them. */
export interface StoredWebhookSecrets {
  readonly secret: string | null;
  readonly secret_sealed: string | null;
  readonly previous_secret_sealed: string | null;
  readonly previous_secret_expires_at: string | null;
}

/**
 * The secrets an attempt at `now` is signed with: the current one first, then, for 24 h
 * after a rotation, the previous one, so receivers still configured with it keep verifying
 * while they switch (Standard Webhooks allows several space-separated signatures). A plain
 * secret (a row from before migration 0011 not yet sealed) is used as it is.
 */
export function signingSecrets(cipher: SecretCipher, webhookId: string, stored: StoredWebhookSecrets, now: Date): string[] {
  const current = stored.secret_sealed !== null ? cipher.open(stored.secret_sealed, webhookId) : stored.secret;
  if (current === null) throw new SecretCipherError('the webhook has no secret');
  const previousValid = stored.previous_secret_sealed !== null && stored.previous_secret_expires_at !== null && Date.parse(stored.previous_secret_expires_at) > now.getTime();
  return previousValid ? [current, cipher.open(stored.previous_secret_sealed!, webhookId)] : [current];
}
