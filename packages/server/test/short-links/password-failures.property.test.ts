import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_FAILURES_PER_MINUTE, PasswordFailures } from '../../src/short-links/password-failures';

const MINUTE = 60_000;

describe('PasswordFailures', () => {
  it('blocks an address exactly from its fifth failure in a minute until the minute ends; other addresses are unaffected', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ address: fc.constantFrom('a', 'b', 'c'), offset: fc.integer({ min: 0, max: MINUTE - 1 }) }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 1e6 }),
        (failures, minute) => {
          const start = minute * MINUTE;
          const limiter = new PasswordFailures();
          const counts = new Map<string, number>();
          for (const { address, offset } of [...failures].sort((x, y) => x.offset - y.offset)) {
            expect(limiter.blocked(address, start + offset)).toBe((counts.get(address) ?? 0) >= MAX_PASSWORD_FAILURES_PER_MINUTE);
            limiter.fail(address, start + offset);
            counts.set(address, (counts.get(address) ?? 0) + 1);
          }
          for (const address of ['a', 'b', 'c']) {
            expect(limiter.blocked(address, start + MINUTE - 1)).toBe((counts.get(address) ?? 0) >= MAX_PASSWORD_FAILURES_PER_MINUTE);
          }
          for (const address of ['a', 'b', 'c']) expect(limiter.blocked(address, start + MINUTE)).toBe(false);
        },
      ),
    );
  });

  it('Retry-After is the rest of the minute, at least one second', () => {
    const limiter = new PasswordFailures();
    expect(limiter.retryAfterSeconds(5 * MINUTE)).toBe(60);
    expect(limiter.retryAfterSeconds(5 * MINUTE + 59_500)).toBe(1);
    expect(limiter.retryAfterSeconds(5 * MINUTE + 30_000)).toBe(30);
  });
});
