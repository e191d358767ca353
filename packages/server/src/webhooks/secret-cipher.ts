import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Authenticated encryption of short secrets at rest, bound to the row they belong to. */
export interface SecretCipher {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url); `context` (the row id) must be given again to open it. */
  seal(plaintext: string, context: string): string;
  /** Throws {@link SecretCipherError} for another key, another context, or altered bytes. */
  open(sealed: string, context: string): string;
}

export class SecretCipherError extends Error {
  readonly code = 'secret_unreadable';
  override get name(): string {
    return 'SecretCipherError';
  }
}

const FORMAT = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** NIST SP 800-38D, 8.2.2: random 96-bit IVs are safe up to 2^32 encryptions under one key, far beyond our secrets. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF (RFC 5869) info: a SECRET_KEY used elsewhere too still gives this purpose its own key. */
const KEY_INFO = 'quietzone webhook secrets v1';

/**
 * AES-256-GCM with a key derived from SECRET_KEY by HKDF-SHA256, so any string of 32 or more
 * characters serves (a generated one is 32 random bytes in base64url). The context is the
 * additional authenticated data: a sealed secret copied onto another webhook's row does not
 * open there.
 */
export function createSecretCipher(secretKey: string): SecretCipher {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secretKey, 'utf8'), Buffer.alloc(0), KEY_INFO, 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [FORMAT, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== FORMAT) throw new SecretCipherError('not a sealed secret');
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
      if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new SecretCipherError('not a sealed secret');
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv!, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretCipherError('the sealed secret does not open with this key');
      }
    },
  };
}
