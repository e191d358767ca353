import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExpiringLru } from '../../src/app/expiring-lru';

const operation = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 9 }), advanceMs: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 9 }), advanceMs: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 9 }), advanceMs: fc.constant(0) }),
);

describe('ExpiringLru', () => {
  it('behaves as a model: a value is returned until its ttl, the least recently used goes first, never more than the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 100 }), fc.array(operation, { maxLength: 80 }), (bound, ttl, operations) => {
        const lru = new ExpiringLru<number>(bound, ttl);
        // The model: keys in recency order (oldest first) with the value and when it expires.
        let model: { key: string; value: number; expiresAt: number }[] = [];
        let now = 0;
        operations.forEach(({ kind, key, advanceMs }, step) => {
          now += advanceMs;
          const name = String(key);
          const found = model.find((entry) => entry.key === name);
          if (kind === 'set') {
            model = [...model.filter((entry) => entry.key !== name), { key: name, value: step, expiresAt: now + ttl }];
            if (model.length > bound) model = model.slice(model.length - bound);
            lru.set(name, step, now);
          } else if (kind === 'get') {
            const expected = found && found.expiresAt > now ? found.value : undefined;
            model = model.filter((entry) => entry.key !== name);
            if (found && expected !== undefined) model.push(found);
            expect(lru.get(name, now)).toBe(expected);
          } else {
            model = model.filter((entry) => entry.key !== name);
            lru.delete(name);
          }
          expect(lru.size).toBeLessThanOrEqual(bound);
        });
      }),
    );
  });

  it('drops exactly the values that match', () => {
    const lru = new ExpiringLru<{ workspace: string }>(10, 1_000);
    lru.set('a', { workspace: 'w1' }, 0);
    lru.set('b', { workspace: 'w2' }, 0);
    lru.set('c', { workspace: 'w1' }, 0);
    lru.deleteWhere((value) => value.workspace === 'w1');
    expect([lru.get('a', 1), lru.get('b', 1)?.workspace, lru.get('c', 1)]).toEqual([undefined, 'w2', undefined]);
  });
});
