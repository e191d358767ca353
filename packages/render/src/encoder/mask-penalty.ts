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
 * `rows` is the symbol as packed rows (packed-lines.ts), read 32 modules at a time: along a
 * row by shifting a word (bit x of `sK` is module x + K), down the columns by combining the
 * same word of the rows below. A run of k ≥ 5 holds k − 4 windows of 5 modules of one color
 * and ends one of them, so it scores windows + 2 × ends = k − 2. Rows are visited bottom-up
 * and words right to left, so what lies below and to the right is known when a window is
 * scored. Scoring stops early, returning a partial score, once it reaches `limit`: the
 * caller only wants to know whether a mask beats the best so far.
 */
export function maskPenalty(rows: Int32Array, size: number, limit: number): number {
  const valid = validPositions(size);
  const { words, pair, run, finder, inside } = valid;
  const runsBelow = scratch.runsBelow;
  const coreBelow = scratch.coreBelow;
  const lightBelow = scratch.lightBelow;
  runsBelow.fill(0, 0, words);
  let score = 0;
  let dark = 0;
  for (let y = size - 1; y >= 0; y--) {
    const base = y * words;
    const hasBelow = y + 1 < size;
    let runsRight = 0; // horizontal 5-windows of the word to the right
    let coreRight = 0; // where 1011101 starts in the word to the right
    let lightRight = 0; // where 4 light modules start in the word to the right
    let sameRight = 0; // where this row and the one below agree, in the word to the right
    for (let w = words - 1; w >= 0; w--) {
      const i = base + w;
      const a = rows[i]!;
      const b = w + 1 < words ? rows[i + 1]! : 0;
      dark += popcount(a);

      // Along the row.
      const s1 = (a >>> 1) | (b << 31);
      const s2 = (a >>> 2) | (b << 30);
      const s3 = (a >>> 3) | (b << 29);
      const s4 = (a >>> 4) | (b << 28);
      const s5 = (a >>> 5) | (b << 27);
      const s6 = (a >>> 6) | (b << 26);
      const light = ~(a | s1 | s2 | s3);
      const runs = ((a & s1 & s2 & s3 & s4) | (light & ~s4)) & run[w]!;
      if (runs !== 0) score += popcount(runs) + 2 * popcount(runs & ~((runs >>> 1) | (runsRight << 31)));
      runsRight = runs;
      // Padding beyond the row is light, so a core (which ends dark) never reaches it.
      const core = a & ~s1 & s2 & s3 & s4 & ~s5 & s6;
      const finders =
        ((core & ((light >>> 7) | (lightRight << 25))) | (light & ((core >>> 4) | (coreRight << 28)))) & finder[w]!;
      if (finders !== 0) score += 40 * popcount(finders);
      coreRight = core;
      lightRight = light;

      if (!hasBelow) continue;
      // 2 × 2 blocks with the row below: both rows agree at x and x + 1, and x matches x + 1.
      const c = rows[i + words]!;
      const same = ~(a ^ c);
      const blocks = same & ((same >>> 1) | (sameRight << 31)) & ~(a ^ s1) & pair[w]!;
      if (blocks !== 0) score += 3 * popcount(blocks);
      sameRight = same;

      // Down the columns: the same word of the rows below (bits past the last column masked off).
      if (y + 3 >= size) continue;
      const r2 = rows[i + 2 * words]!;
      const r3 = rows[i + 3 * words]!;
      const lightDown = ~(a | c | r2 | r3) & inside[w]!;
      lightBelow[i] = lightDown;
      if (y + 4 >= size) continue;
      const r4 = rows[i + 4 * words]!;
      const runsDown = (a & c & r2 & r3 & r4) | (lightDown & ~r4);
      if (runsDown !== 0) score += popcount(runsDown) + 2 * popcount(runsDown & ~runsBelow[w]!);
      runsBelow[w] = runsDown;
      if (y + 6 >= size) continue;
      const coreDown = a & ~c & r2 & r3 & r4 & ~rows[i + 5 * words]! & rows[i + 6 * words]!;
      coreBelow[i] = coreDown;
      if (y + 10 >= size) continue;
      const findersDown = (coreDown & lightBelow[i + 7 * words]!) | (lightDown & coreBelow[i + 4 * words]!);
      if (findersDown !== 0) score += 40 * popcount(findersDown);
    }
    if (score >= limit) return score;
  }
  const total = size * size;
  return score + 10 * Math.floor((Math.abs(2 * dark - total) * 10) / total);
}

/** Per row and word, what the rows below have shown; sized for version 40 (177 rows of 6 words). */
const scratch = {
  runsBelow: new Int32Array(6),
  coreBelow: new Int32Array(177 * 6),
  lightBelow: new Int32Array(177 * 6),
};

/** Per word of a line, where a window may start and still lie inside the symbol. */
interface ValidPositions {
  readonly words: number;
  /** 2-module windows (N2). */
  readonly pair: Int32Array;
  /** 5-module windows (N1). */
  readonly run: Int32Array;
  /** 11-module windows (N3). */
  readonly finder: Int32Array;
  /** Single modules: the columns of the symbol. */
  readonly inside: Int32Array;
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
  const valid = { words, pair: windows(2), run: windows(5), finder: windows(11), inside: windows(1) };
  validBySize[size] = valid;
  return valid;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
