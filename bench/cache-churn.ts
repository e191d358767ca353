// The process caches under a flood of new keys (`pnpm --filter ./bench exec tsx cache-churn.ts`):
// the cost of inserting a key while the cache fills, and once it is full and every insertion
// evicts one. A cache whose insertions grow dearer the longer the flood lasts slows every image
// request behind it (bench/README.md, "The image cache when full").
import { ExpiringLru } from '../packages/server/src/app/expiring-lru';
import { RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES, RenderedImageCache } from '../packages/server/src/images/rendered-image-cache';
import { median } from './load-client';

const BATCH = 40_000;
const BATCHES = 10;
/** The size of the link's PNG at 4 px modules: ~120,000 fill the image cache's 32 MiB. */
const PNG = new Uint8Array(280);

/** The image cache as it was before lru-cache: a Map in insertion order, its first key evicted. */
class MapEvictingFirstKey {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;
  set(key: string, value: Uint8Array): void {
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= RENDERED_IMAGE_CACHE_MAX_BYTES) break;
      this.entries.delete(oldKey);
      this.bytes -= old.byteLength;
    }
  }
}

/** Microseconds per insertion, batch by batch, of `BATCHES × BATCH` new keys. */
function churn(insert: (key: string) => void): number[] {
  const perBatch: number[] = [];
  let n = 0;
  for (let batch = 0; batch < BATCHES; batch++) {
    const started = performance.now();
    for (let i = 0; i < BATCH; i++) insert(`"png-${n++}-0123456789abcdef"`);
    perBatch.push(((performance.now() - started) * 1000) / BATCH);
  }
  return perBatch;
}

const images = new RenderedImageCache(RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES);
const map = new MapEvictingFirstKey();
const codes = new ExpiringLru<number>(10_000, 60_000);
const passwordCounters = new ExpiringLru<number>(100_000, 60_000);
const contenders: [string, number[]][] = [
  ['RenderedImageCache (lru-cache), 280-byte PNGs', churn((key) => images.set(key, PNG))],
  ['a Map evicting its first key (before), 280-byte PNGs', churn((key) => map.set(key, PNG))],
  ['ExpiringLru (lru-cache), 10,000 entries (short links, image codes, resolver)', churn((key) => codes.set(key, 1, 0))],
  ['ExpiringLru (lru-cache), 100,000 entries (wrong-password counters)', churn((key) => passwordCounters.set(key, 1, 0))],
];
const fixed = (n: number) => n.toFixed(2);
console.log(`${BATCHES} batches of ${BATCH.toLocaleString('en-US')} new keys, µs per insertion:\n`);
console.log('| cache | first batch | median | worst batch | per batch |');
console.log('|---|---:|---:|---:|---|');
for (const [name, perBatch] of contenders) {
  console.log(`| ${name} | ${fixed(perBatch[0]!)} | ${fixed(median(perBatch))} | ${fixed(Math.max(...perBatch))} | ${perBatch.map(fixed).join(', ')} |`);
}
