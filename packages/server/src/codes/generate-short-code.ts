import { randomInt } from 'node:crypto';

/**
 * Digits and letters without the look-alikes 0/O/o, 1/l/I, so a short code read off a poster
 * types back correctly: 56 symbols.
 */
export const SHORT_CODE_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

/** 56^7 ≈ 1.7 × 10^12 codes: collisions stay rare for billions of codes, and are retried. */
export const SHORT_CODE_LENGTH = 7;

/** How often creation draws a new short code after a collision before giving up (500). */
export const SHORT_CODE_ATTEMPTS = 5;

/** A uniformly random short code from a CSPRNG (randomInt has no modulo bias), so codes cannot be guessed in sequence. */
export function generateShortCode(length = SHORT_CODE_LENGTH): string {
  let code = '';
  for (let index = 0; index < length; index++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}
