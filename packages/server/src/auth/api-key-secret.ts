import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyKind } from '@quietzone/core';

const PREFIX: Record<KeyKind, string> = { secret: 'svc_sk_', public: 'svc_pk_' };
const KEY_FORMAT = /^svc_(sk|pk)_[A-Za-z0-9_-]{16,200}$/;

/** A new key: kind prefix + 32 random bytes in base64url. Shown once, stored only hashed. */
export function generateApiKey(kind: KeyKind): string {
  return PREFIX[kind] + randomBytes(32).toString('base64url');
}

export function keyKindOf(key: string): KeyKind | undefined {
  if (!KEY_FORMAT.test(key)) return undefined;
  return key.startsWith(PREFIX.secret) ? 'secret' : 'public';
}

/** Lowercase hex SHA-256: keys are high-entropy, so a fast hash without salt suffices. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What lists show of a key: its kind prefix and four characters. */
export function displayPrefix(key: string): string {
  return key.slice(0, 11);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
