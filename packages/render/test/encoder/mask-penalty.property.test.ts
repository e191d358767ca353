import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPenalty } from '../../src/encoder/mask-penalty';
import { packRows } from '../../src/encoder/packed-lines';

/** Random symbols are slow to generate at 177²; 60 runs still cover one to six words per line. */
const RUNS = 60;

/** Straight from Table 11's wording, one module at a time, as zxing and node-qrcode count it. */
function naivePenalty(modules: Uint8Array, size: number): number {
  const at = (x: number, y: number) => modules[y * size + x]!;
  const lines: number[][] = [];
  for (let y = 0; y < size; y++) lines.push(Array.from({ length: size }, (_, x) => at(x, y)));
  for (let x = 0; x < size; x++) lines.push(Array.from({ length: size }, (_, y) => at(x, y)));
  let score = 0;
  for (const line of lines) {
    let run = 1;
    for (let k = 1; k <= size; k++) {
      if (k < size && line[k] === line[k - 1]) run++;
      else {
        if (run >= 5) score += 3 + run - 5;
        run = 1;
      }
    }
    const text = line.join('');
    for (let k = 0; k + 11 <= size; k++) {
      const window = text.slice(k, k + 11);
      if (window === '10111010000') score += 40;
      if (window === '00001011101') score += 40;
    }
  }
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const sum = at(x, y) + at(x + 1, y) + at(x, y + 1) + at(x + 1, y + 1);
      if (sum === 0 || sum === 4) score += 3;
    }
  }
  const dark = modules.reduce((sum, m) => sum + m, 0);
  return score + 10 * Math.floor(Math.abs((100 * dark) / (size * size) - 50) / 5);
}

const size = fc.integer({ min: 1, max: 40 }).map((version) => 17 + 4 * version);
const uniform = size.chain((n) => fc.uint8Array({ min: 0, max: 1, minLength: n * n, maxLength: n * n }).map((modules) => ({ size: n, modules })));
/** Coarser cells make long runs, 2 × 2 blocks and finder-like patterns common. */
const blocky = fc.tuple(size, fc.integer({ min: 1, max: 4 }), fc.integer()).map(([n, cell, seed]) => {
  const modules = new Uint8Array(n * n);
  let state = seed | 1;
  const cells = Math.ceil(n / cell);
  const bits = Array.from({ length: cells * cells }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state & 1;
  });
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) modules[y * n + x] = bits[Math.floor(y / cell) * cells + Math.floor(x / cell)]!;
  return { size: n, modules };
});

describe('maskPenalty (properties)', () => {
  it('equals the module-by-module count of Table 11 for any symbol', () => {
    fc.assert(
      fc.property(fc.oneof(uniform, blocky), ({ size: n, modules }) => {
        expect(maskPenalty(packRows(modules, n), n, Infinity)).toBe(naivePenalty(modules, n));
      }),
      { numRuns: RUNS },
    );
  });

  it('with a limit, returns the exact score below it and a score at least the limit otherwise', () => {
    fc.assert(
      fc.property(fc.oneof(uniform, blocky), fc.nat(20_000), ({ size: n, modules }, limit) => {
        const exact = naivePenalty(modules, n);
        const limited = maskPenalty(packRows(modules, n), n, limit);
        if (exact < limit) expect(limited).toBe(exact);
        else expect(limited).toBeGreaterThanOrEqual(limit);
      }),
      { numRuns: RUNS },
    );
  });
});
