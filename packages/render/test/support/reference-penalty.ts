/**
 * Test oracle: the mask penalty of a symbol (ISO/IEC 18004:2015 §7.8.3, Table 11), counted
 * the way zxing and node-qrcode count it, which is what the encoder promises:
 * - N1: every run of k ≥ 5 same-colored modules in a row or column scores 3 + (k − 5);
 * - N2: every 2×2 block of one color scores 3, overlapping blocks all counted;
 * - N3: every 11-module window of a row or column, inside the symbol, reading 1011101 0000 or
 *   0000 1011101 (1 = dark) scores 40, each orientation counted on its own;
 * - N4: 10 × ⌊|100 · dark / total − 50| / 5⌋.
 * Written as plain loops over rows and columns, for reading rather than speed.
 */
export interface PenaltyScore {
  readonly n1: number;
  readonly n2: number;
  readonly n3: number;
  readonly n4: number;
  readonly total: number;
}

const FINDER_LIKE_THEN_LIGHT = [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0];
const LIGHT_THEN_FINDER_LIKE = [0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1];

export function referencePenalty(symbol: { size: number; modules: Uint8Array }): PenaltyScore {
  const { size, modules } = symbol;
  const at = (row: number, column: number) => modules[row * size + column]!;

  // Every row and every column as a plain list of module colors.
  const lines: number[][] = [];
  for (let row = 0; row < size; row++) {
    const line: number[] = [];
    for (let column = 0; column < size; column++) line.push(at(row, column));
    lines.push(line);
  }
  for (let column = 0; column < size; column++) {
    const line: number[] = [];
    for (let row = 0; row < size; row++) line.push(at(row, column));
    lines.push(line);
  }

  let n1 = 0;
  for (const line of lines) {
    let start = 0;
    while (start < line.length) {
      let end = start;
      while (end + 1 < line.length && line[end + 1] === line[start]) end++;
      const run = end - start + 1;
      if (run >= 5) n1 += 3 + (run - 5);
      start = end + 1;
    }
  }

  let n2 = 0;
  for (let row = 0; row + 1 < size; row++) {
    for (let column = 0; column + 1 < size; column++) {
      const color = at(row, column);
      if (at(row, column + 1) === color && at(row + 1, column) === color && at(row + 1, column + 1) === color) n2 += 3;
    }
  }

  let n3 = 0;
  for (const line of lines) {
    for (let start = 0; start + 11 <= line.length; start++) {
      const window = line.slice(start, start + 11);
      if (window.every((module, i) => module === FINDER_LIKE_THEN_LIGHT[i])) n3 += 40;
      if (window.every((module, i) => module === LIGHT_THEN_FINDER_LIKE[i])) n3 += 40;
    }
  }

  let dark = 0;
  for (const module of modules) if (module === 1) dark++;
  const n4 = 10 * Math.floor(Math.abs((100 * dark) / (size * size) - 50) / 5);

  return { n1, n2, n3, n4, total: n1 + n2 + n3 + n4 };
}

/** The mask an encoder must choose: lowest total penalty, ties to the lowest mask number (§7.8.3). */
export function lowestPenaltyMask(penalties: readonly number[]): number {
  let best = 0;
  for (let mask = 1; mask < penalties.length; mask++) if (penalties[mask]! < penalties[best]!) best = mask;
  return best;
}
