import { wordsPerLine } from './packed-lines';

/**
 * The penalty of a masked symbol (ISO/IEC 18004 §7.8.3, Table 11), counted as zxing and
 * node-qrcode count it:
 * - N1: each run of k ≥ 5 same-colored modules in a row or column scores 3 + (k − 5);
 * - N2: each 2 × 2 block of one color scores 3, overlapping blocks all counted;
 * - N3: each 11-module window of a row or column, inside the symbol, reading 1011101 0000 or
 *   0000 1011101 (1 = dark) scores 40;
 * - N4: 10 × ⌊|100 · dark / total − 50| / 5⌋.
 *
 * `rows` and `columns` are the symbol as packed lines (packed-lines.ts). Scoring stops early,
 * returning a partial score, once it reaches `limit`: the caller only wants to know whether
 * a mask beats the best so far.
 */
export function maskPenalty(rows: Int32Array, columns: Int32Array, size: number, limit: number): number {
  const valid = validPositions(size);
  let score = linePenalty(rows, size, valid, limit);
  if (score >= limit) return score;
  score += linePenalty(columns, size, valid, limit - score);
  if (score >= limit) return score;
  return score + blockAndBalancePenalty(rows, size, valid);
}

/** Per word of a line, the positions where a window starting there fits inside the symbol. */
interface ValidPositions {
  readonly words: number;
  /** 2-module windows (N2). */
  readonly pair: Int32Array;
  /** 5-module windows (N1). */
  readonly run: Int32Array;
  /** 11-module windows (N3). */
  readonly finder: Int32Array;
}

const validBySize: (ValidPositions | undefined)[] = [];

function validPositions(size: number): ValidPositions {
  const known = validBySize[size];
  if (known) return known;
  const words = wordsPerLine(size);
  const windows = (width: number) => {
    const positions = new Int32Array(words);
    for (let x = 0; x + width <= size; x++) positions[x >>> 5]! |= 1 << (x & 31);
    return positions;
  };
  const valid = { words, pair: windows(2), run: windows(5), finder: windows(11) };
  validBySize[size] = valid;
  return valid;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * N1 and N3 over every line. Bit x of `sK` is module x + K of the line, so an AND of shifted
 * copies tests a whole window at each of 32 positions at once. A run of k ≥ 5 holds k − 4
 * all-one-color 5-windows and starts one of them, so it scores windows + 2 × starts = k − 2.
 */
function linePenalty(lines: Int32Array, size: number, valid: ValidPositions, limit: number): number {
  const { words, run, finder } = valid;
  let score = 0;
  for (let line = 0, base = 0; line < size; line++, base += words) {
    let previous = 0; // whether a 5-window of one color starts at the last module of the previous word
    for (let w = 0; w < words; w++) {
      const a = lines[base + w]!;
      const b = w + 1 < words ? lines[base + w + 1]! : 0;
      const s1 = (a >>> 1) | (b << 31);
      const s2 = (a >>> 2) | (b << 30);
      const s3 = (a >>> 3) | (b << 29);
      const s4 = (a >>> 4) | (b << 28);
      const runs = ((a & s1 & s2 & s3 & s4) | ~(a | s1 | s2 | s3 | s4)) & run[w]!;
      if (runs !== 0) score += popcount(runs) + 2 * popcount(runs & ~((runs << 1) | previous));
      previous = runs >>> 31;

      const inside = finder[w]!;
      if (inside === 0) continue;
      const s5 = (a >>> 5) | (b << 27);
      const s6 = (a >>> 6) | (b << 26);
      // 1011101 at x (then 0000 at x + 7), or at x + 4 (after 0000 at x).
      const coreAtX = a & ~s1 & s2 & s3 & s4 & ~s5 & s6;
      const s7 = (a >>> 7) | (b << 25);
      const s8 = (a >>> 8) | (b << 24);
      const s9 = (a >>> 9) | (b << 23);
      const s10 = (a >>> 10) | (b << 22);
      const coreAtX4 = s4 & ~s5 & s6 & s7 & s8 & ~s9 & s10;
      if ((coreAtX | coreAtX4) === 0) continue;
      const finders = ((coreAtX & ~(s7 | s8 | s9 | s10)) | (coreAtX4 & ~(a | s1 | s2 | s3))) & inside;
      if (finders !== 0) score += 40 * popcount(finders);
    }
    if (score >= limit) return score;
  }
  return score;
}

/** N2 (rows y and y + 1 together) and N4 (dark modules counted row by row). */
function blockAndBalancePenalty(rows: Int32Array, size: number, valid: ValidPositions): number {
  const { words, pair } = valid;
  let blocks = 0;
  let dark = 0;
  for (let y = 0, base = 0; y < size; y++, base += words) {
    for (let w = 0; w < words; w++) {
      const a = rows[base + w]!;
      dark += popcount(a);
      if (y + 1 === size) continue;
      const c = rows[base + words + w]!;
      const more = w + 1 < words;
      const a1 = (a >>> 1) | (more ? rows[base + w + 1]! << 31 : 0);
      const c1 = (c >>> 1) | (more ? rows[base + words + w + 1]! << 31 : 0);
      const sameColor = ~((a ^ c) | (a1 ^ c1) | (a ^ a1)) & pair[w]!;
      if (sameColor !== 0) blocks += popcount(sameColor);
    }
  }
  const total = size * size;
  return 3 * blocks + 10 * Math.floor((Math.abs(2 * dark - total) * 10) / total);
}
