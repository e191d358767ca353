import { describe, expect, it } from 'vitest';
import { createSecretCipher, SecretCipherError } from '../../src/webhooks/secret-cipher';

const KEY = 'test-key-for-the-secret-cipher-0123456789';
const cipher = createSecretCipher(KEY);

describe('createSecretCipher', () => {
  it('seals to v1.<iv>.<tag>.<ciphertext> that opens to the same text, under the same context only', () => {
    const secret = 'whsec-ünïcode-secret-🔑-0001';
    const sealed = cipher.seal(secret, 'wh_1');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret);
    expect(cipher.open(sealed, 'wh_1')).toBe(secret);
    // Moved onto another webhook's row, it does not open (the id is authenticated data).
    expect(() => cipher.open(sealed, 'wh_2')).toThrow(SecretCipherError);
  });

  it('uses a fresh IV per seal: the same secret seals differently each time', () => {
    const a = cipher.seal('same-secret-000000001', 'wh_1');
    const b = cipher.seal('same-secret-000000001', 'wh_1');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it('refuses another key, altered bytes and malformed text', () => {
    const sealed = cipher.seal('secret-under-test-0001', 'wh_1');
    expect(() => createSecretCipher(`${KEY}x`).open(sealed, 'wh_1')).toThrow(SecretCipherError);
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.open([version, iv, tag, flipped.toString('base64url')].join('.'), 'wh_1')).toThrow(SecretCipherError);
    for (const bad of ['', 'plain-secret-0000000001', `v2.${iv}.${tag}.${data}`, `v1.${iv}.${data}`, `v1.AAAA.${tag}.${data}`]) {
      expect(() => cipher.open(bad, 'wh_1'), bad).toThrow(SecretCipherError);
    }
  });
});
