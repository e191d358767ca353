import { describe, expect, it } from 'vitest';
import { maskPenalty } from '../../src/encoder/mask-penalty';
import { packRows } from '../../src/encoder/packed-lines';

function penalty(lines: readonly string[], limit = Infinity): number {
  const size = lines.length;
  const modules = Uint8Array.from(lines.join(''), (c) => (c === '1' ? 1 : 0));
  return maskPenalty(packRows(modules, size), size, limit);
}

const square = (size: number, module: (x: number, y: number) => number) =>
  Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => module(x, y)).join(''));

describe('maskPenalty', () => {
  it('scores an all-light 21 × 21 symbol: 42 runs of 21, 400 blocks, no dark module', () => {
    expect(penalty(square(21, () => 0))).toBe(42 * (3 + 16) + 400 * 3 + 100);
  });

  it('scores a checkerboard 0: no runs, no blocks, no finder-like pattern, half dark', () => {
    expect(penalty(square(21, (x, y) => (x + y) % 2))).toBe(0);
  });

  it('counts a run of k ≥ 5 as 3 + (k − 5), in a row and in a column (N1)', () => {
    // Darkening x = 4, 6, 8, 10 of row 10 joins the dark modules at x = 3…11 into a run of 9;
    // the rows above and below still alternate, so no column run, 2 × 2 block or N4 step appears.
    const base = square(21, (x, y) => (x + y) % 2);
    const withRun = base.map((line, y) => (y === 10 ? `${line.slice(0, 4)}1111111${line.slice(11)}` : line));
    expect(penalty(withRun)).toBe(3 + (9 - 5));
    const transposed = withRun.map((_, x) => withRun.map((line) => line[x]).join(''));
    expect(penalty(transposed)).toBe(3 + (9 - 5));
  });

  it('scores 1011101 0000 and 0000 1011101 in a row 40 each (N3)', () => {
    // Row 3 of the checkerboard replaced; its runs stay below 5, rows 2 and 4 keep every 2 × 2 block mixed.
    const base = square(21, (x, y) => (x + y) % 2);
    const withFinder = base.map((line, y) => (y === 3 ? '1010' + '10111010000' + '101010' : line));
    const withBoth = base.map((line, y) => (y === 3 ? '10111010000' + '1011101' + '010' : line));
    expect(penalty(withFinder)).toBe(40);
    expect(penalty(withBoth)).toBe(80);
  });

  it('does not count a finder-like pattern whose light side would lie in the quiet zone', () => {
    // 1011101 at the very start and end of a row: no four light modules inside the symbol beside it.
    const base = square(21, (x, y) => (x + y) % 2);
    const atEdges = base.map((line, y) => (y === 3 ? '1011101' + '0101010' + '1011101' : line));
    expect(penalty(atEdges)).toBe(0);
  });

  it('stops at the limit with a partial score at least as large', () => {
    const all = square(21, () => 0);
    const full = penalty(all);
    expect(penalty(all, 100)).toBeGreaterThanOrEqual(100);
    expect(penalty(all, 100)).toBeLessThan(full);
    expect(penalty(all, full + 1)).toBe(full);
  });
});
