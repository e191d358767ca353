import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VisitorHasher } from '../../src/scans/visitor-hasher';
import { visitorHash } from '../../src/scans/visitor-salts';

/** Salts as stored (64 hex digits) and any other text, longer than a SHA-256 block or not ASCII. */
const saltArb = fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ unit: 'grapheme', maxLength: 100 }));
/** User agents up to the 512 characters a scan keeps, any Unicode (lone surrogates too). */
const agentArb = fc.option(fc.string({ unit: 'binary', maxLength: 512 }), { nil: null });
const ipArb = fc.option(fc.oneof(fc.ipV4(), fc.ipV6()), { nil: undefined });

describe('VisitorHasher', () => {
  it('hashes exactly as visitorHash (node:crypto HMAC-SHA256), whatever the lengths and salts, one hasher for many salts', () => {
    const hasher = new VisitorHasher();
    fc.assert(
      fc.property(fc.array(fc.tuple(saltArb, ipArb, agentArb), { minLength: 1, maxLength: 20 }), (visits) => {
        for (const [salt, ip, agent] of visits) expect(hasher.hash(salt, ip, agent)).toBe(visitorHash(salt, ip, agent));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a new visitor a new hash and the same visitor the same one', () => {
    const hasher = new VisitorHasher();
    const salt = 'a'.repeat(64);
    const agent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)';
    const hashes = new Set(Array.from({ length: 1000 }, (_, n) => hasher.hash(salt, `11.0.${n >> 8}.${n & 255}`, agent)));
    expect(hashes.size).toBe(1000);
    expect(hasher.hash(salt, '11.0.0.1', agent)).toBe(hasher.hash(salt, '11.0.0.1', agent));
    expect(hasher.hash(salt, '11.0.0.1', agent)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
