import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RenderedImageCache } from '../../src/images/rendered-image-cache';

const operation = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 7 }), bytes: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 7 }), bytes: fc.constant(0) }),
);

describe('RenderedImageCache', () => {
  it('behaves as a model: least recently used out first, total bytes within the bound, oversized entries never kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 50 }), fc.array(operation, { maxLength: 100 }), (maxBytes, maxEntryBytes, operations) => {
        const cache = new RenderedImageCache(maxBytes, maxEntryBytes);
        // The model: entries in recency order, oldest first; an empty image counts one byte.
        let model: { key: string; value: Uint8Array }[] = [];
        const cost = (value: Uint8Array) => Math.max(1, value.byteLength);
        let hits = 0;
        let misses = 0;
        operations.forEach(({ kind, key, bytes }, step) => {
          const etag = `"${key}"`;
          const found = model.find((entry) => entry.key === etag);
          if (kind === 'set') {
            const value = new Uint8Array(bytes).fill(step % 256);
            model = model.filter((entry) => entry.key !== etag);
            if (cost(value) <= Math.min(maxEntryBytes, maxBytes)) {
              model.push({ key: etag, value });
              while (model.reduce((total, entry) => total + cost(entry.value), 0) > maxBytes) model.shift();
            }
            cache.set(etag, value);
          } else {
            if (found) {
              hits++;
              model = [...model.filter((entry) => entry !== found), found];
            } else misses++;
            expect(cache.get(etag)).toBe(found?.value);
          }
          expect(cache.size).toBe(model.length);
          expect(cache.totalBytes).toBe(model.reduce((total, entry) => total + cost(entry.value), 0));
          expect(cache.totalBytes).toBeLessThanOrEqual(maxBytes);
        });
        expect([cache.hits, cache.misses]).toEqual([hits, misses]);
      }),
    );
  });
});
