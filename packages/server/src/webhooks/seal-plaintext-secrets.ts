import { webhookSecretHint } from '@quietzone/core/schemas';
import { ConfigError } from '../config';
import type { Db } from '../db/db';
import { findSealedSecret, lockPlaintextSecrets, storeSealedSecret } from './store/webhooks';
import { SecretCipherError, type SecretCipher } from './secret-cipher';

/**
 * The start-up step of `quietzone serve` after the migrations: seals the plain secrets of rows
 * written before migration 0011 (a SQL migration cannot: it has no key) and checks that
 * SECRET_KEY opens the secrets already sealed, so a changed or mistyped key stops the start
 * instead of failing every delivery. Row locks make it safe for processes starting together.
 * Returns how many secrets it sealed.
 */
export async function sealPlaintextSecrets(db: Db, cipher: SecretCipher): Promise<number> {
  const sealed = await db.transaction(async (tx) => {
    const rows = await lockPlaintextSecrets(tx);
    for (const row of rows) await storeSealedSecret(tx, row.id, cipher.seal(row.secret, row.id), webhookSecretHint(row.secret));
    return rows.length;
  });
  const sample = await findSealedSecret(db);
  if (sample) {
    try {
      cipher.open(sample.secret_sealed, sample.id);
    } catch (error) {
      if (!(error instanceof SecretCipherError)) throw error;
      throw new ConfigError('SECRET_KEY does not open the webhook secrets stored in this database: it is not the key they were sealed with.');
    }
  }
  return sealed;
}
