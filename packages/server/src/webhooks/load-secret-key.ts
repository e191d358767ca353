import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type Config } from '../config';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../db/private-data-dir';
import type { Logger } from '../logger';
import { createSecretCipher, type SecretCipher } from './secret-cipher';

/** The generated key of the embedded database, beside its files in DATA_DIR. */
export const SECRET_KEY_FILE = 'quietzone-secret-key';

/**
 * The key that encrypts webhook secrets at rest, and its cipher, loaded once per app context
 * (`ctx.secretKeys`; a second app on the same database shares its context's):
 * - SECRET_KEY when set;
 * - the embedded database (DATABASE_URL unset): generated once into DATA_DIR/quietzone-secret-key
 *   (mode 0600) and read from there after, with a log line saying how to carry it to a server
 *   (the key itself is never logged);
 * - `memory://`: one random key per context, as the database lives no longer;
 * - PostgreSQL: SECRET_KEY is required (ConfigError). Generated per process, servers would
 *   not read each other's secrets; stored in the database, it would sit in every backup
 *   beside the secrets it is meant to protect.
 */
export class SecretKeys {
  private memoryKey: string | undefined;
  private readonly generatedKeys = new Map<string, string>();
  private readonly ciphers = new Map<string, SecretCipher>();

  load(config: Pick<Config, 'secretKey' | 'databaseUrl' | 'dataDir'>, logger: Logger): string {
    if (config.secretKey !== undefined) return config.secretKey;
    if (config.databaseUrl === 'memory://') return (this.memoryKey ??= randomBytes(32).toString('base64url'));
    if (config.databaseUrl !== undefined) {
      throw new ConfigError(
        'SECRET_KEY is required with a PostgreSQL DATABASE_URL: it encrypts webhook secrets at rest and every server process must share it (e.g. openssl rand -base64 32).',
      );
    }
    const path = resolve(join(config.dataDir, SECRET_KEY_FILE));
    const known = this.generatedKeys.get(path);
    if (known !== undefined) return known;
    const key = readOrCreateKeyFile(path, config.dataDir, logger);
    this.generatedKeys.set(path, key);
    return key;
  }

  /** The cipher of webhook secrets for this configuration (one per key, made once). */
  cipher(config: Pick<Config, 'secretKey' | 'databaseUrl' | 'dataDir'>, logger: Logger): SecretCipher {
    const key = this.load(config, logger);
    let cipher = this.ciphers.get(key);
    if (cipher === undefined) {
      cipher = createSecretCipher(key);
      this.ciphers.set(key, cipher);
    }
    return cipher;
  }
}

function readOrCreateKeyFile(path: string, dataDir: string, logger: Logger): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDir(dataDir);
  const key = randomBytes(32).toString('base64url');
  try {
    // 'wx': two processes starting on one DATA_DIR keep the first key written.
    writeFileSync(path, `${key}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw error;
  }
  logger.info('generated the key that encrypts webhook secrets', {
    path,
    hint: `Keep this file with the database. To move this data to a PostgreSQL server, set SECRET_KEY to its content (SECRET_KEY="$(cat ${path})").`,
  });
  return key;
}

/** The cipher of webhook secrets of the app context's configuration. */
export function webhookSecretCipher(ctx: { readonly config: Config; readonly logger: Logger; readonly secretKeys: SecretKeys }): SecretCipher {
  return ctx.secretKeys.cipher(ctx.config, ctx.logger);
}
