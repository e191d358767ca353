import { describe, expect, it } from 'vitest';
import { hashCodePassword, verifyCodePassword } from '../../src/codes/code-password';

describe('code passwords', () => {
  it('verifies the password a hash was made from, and nothing else', async () => {
    const stored = await hashCodePassword('open sesame');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('open sesame');
    expect(await verifyCodePassword('open sesame', stored)).toBe(true);
    for (const wrong of ['open sesame ', 'Open sesame', '', 'open sesam']) expect(await verifyCodePassword(wrong, stored), wrong).toBe(false);
  });

  it('salts every hash: the same password twice gives two hashes that both verify', async () => {
    const [first, second] = await Promise.all([hashCodePassword('same password'), hashCodePassword('same password')]);
    expect(first).not.toBe(second);
    expect(await verifyCodePassword('same password', first)).toBe(true);
    expect(await verifyCodePassword('same password', second)).toBe(true);
  });

  it('compares Unicode passwords in NFC, so a precomposed and a decomposed é are the same password', async () => {
    const stored = await hashCodePassword('caf\u00e9 au lait');
    expect(await verifyCodePassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyCodePassword('open sesame', 'not a hash')).toBe(false);
    expect(await verifyCodePassword('open sesame', 'scrypt$16384$8$1$c2FsdA')).toBe(false);
  });
});
