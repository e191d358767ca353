import fc from 'fast-check';
import type { QrMatrix } from '../../src/matrix';

/**
 * Any square of modules of a QR symbol's size, versions 1 to `maxVersion` (21 to 177 modules),
 * not a valid symbol: writers must draw whatever matrix they get. The density ranges from all
 * light to all dark, so full-width runs and single modules both occur.
 */
export function anyMatrixUpTo(maxVersion: number): fc.Arbitrary<QrMatrix> {
  return fc
    .record({ version: fc.integer({ min: 1, max: maxVersion }), density: fc.integer({ min: 0, max: 256 }), seed: fc.integer() })
    .map(({ version, density, seed }) => {
      const size = 17 + 4 * version;
      const modules = new Uint8Array(size * size);
      // A small xorshift from the seed: fast-check shrinks the seed, and 31,329 modules of a
      // version-40 symbol generated one by one would dominate the test's time.
      let state = seed | 1;
      for (let i = 0; i < modules.length; i++) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        modules[i] = (state & 0xff) < density ? 1 : 0;
      }
      return { size, modules };
    });
}

export const anyMatrix: fc.Arbitrary<QrMatrix> = anyMatrixUpTo(40);

/** Indexes where two module arrays differ (a short list to report, quicker than deep equality). */
export function differingModules(actual: Uint8Array, expected: Uint8Array): number[] {
  const differing: number[] = [];
  for (let i = 0; i < Math.max(actual.length, expected.length); i++) if (actual[i] !== expected[i]) differing.push(i);
  return differing;
}
