import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE, MAX_PASSWORD_FAILURES_PER_MINUTE, PasswordFailures } from '../../src/codes/short-links/password-failures';

const MINUTE = 60_000;

describe('PasswordFailures', () => {
  it('admits a client exactly until its fifth unrefunded attempt in a minute, a code until its fiftieth; refunds give attempts back; the next minute starts afresh', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ client: fc.constantFrom('a', 'b', 'c'), code: fc.constantFrom('x', 'y'), offset: fc.integer({ min: 0, max: MINUTE - 1 }), right: fc.boolean() }),
          { maxLength: 120 },
        ),
        fc.integer({ min: 0, max: 1e6 }),
        (attempts, minute) => {
          const start = minute * MINUTE;
          const limiter = new PasswordFailures();
          const clients = new Map<string, number>();
          const codes = new Map<string, number>();
          for (const { client, code, offset, right } of [...attempts].sort((x, y) => x.offset - y.offset)) {
            const open = (clients.get(client) ?? 0) < MAX_PASSWORD_FAILURES_PER_MINUTE && (codes.get(code) ?? 0) < MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE;
            const attempt = limiter.admit(client, code, start + offset);
            expect(attempt !== undefined).toBe(open);
            if (!attempt) continue;
            if (right) limiter.refund(attempt);
            else {
              clients.set(client, (clients.get(client) ?? 0) + 1);
              codes.set(code, (codes.get(code) ?? 0) + 1);
            }
          }
          for (const client of ['a', 'b', 'c']) expect(limiter.admit(client, 'fresh', start + MINUTE)).toBeDefined();
        },
      ),
    );
  });

  it('attempts in flight count: a sixth admit before any answer is refused', () => {
    const limiter = new PasswordFailures();
    const inFlight = Array.from({ length: 50 }, () => limiter.admit('a', 'x', 0));
    expect(inFlight.filter((attempt) => attempt !== undefined)).toHaveLength(MAX_PASSWORD_FAILURES_PER_MINUTE);
  });

  it('a code takes at most 50 wrong passwords a minute, whatever the client', () => {
    const limiter = new PasswordFailures();
    const admitted = Array.from({ length: 80 }, (_, n) => limiter.admit(`client-${n}`, 'x', 0)).filter((attempt) => attempt !== undefined);
    expect(admitted).toHaveLength(MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE);
    expect(limiter.admit('client-0', 'y', 0)).toBeDefined();
  });

  it('when full, drops the least recently used counter, not everyone else', () => {
    const limiter = new PasswordFailures(3);
    const exhaust = (client: string) => {
      for (let n = 0; n < MAX_PASSWORD_FAILURES_PER_MINUTE; n++) limiter.admit(client, `code-${client}-${n}`, 1000);
    };
    exhaust('a');
    exhaust('b');
    exhaust('c');
    limiter.admit('d', 'code-d', 2000); // the fourth client: a's counter (least recently used) goes
    expect(limiter.admit('b', 'other', 3000)).toBeUndefined();
    expect(limiter.admit('c', 'other', 3000)).toBeUndefined();
  });

  it('Retry-After is the rest of the minute, at least one second', () => {
    const limiter = new PasswordFailures();
    expect(limiter.retryAfterSeconds(5 * MINUTE)).toBe(60);
    expect(limiter.retryAfterSeconds(5 * MINUTE + 59_500)).toBe(1);
    expect(limiter.retryAfterSeconds(5 * MINUTE + 30_000)).toBe(30);
  });
});
