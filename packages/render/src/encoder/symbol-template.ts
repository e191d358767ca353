import { alignmentCenters } from './alignment-centers';
import { totalCodewords } from './error-correction-blocks';
import { packRows, wordsPerLine } from './packed-lines';
import { versionInformation } from './version-information';

/**
 * Everything about a version's symbol that does not depend on the data: the function patterns
 * (ISO/IEC 18004 §6.3), where the format information goes, and the order in which data
 * modules are filled. Built once per version, on first use.
 */
export interface SymbolTemplate {
  readonly version: number;
  readonly size: number;
  /** Words per packed line ({@link wordsPerLine}). */
  readonly words: number;
  /** Per module (row-major): 1 where a function pattern, format or version information lies. */
  readonly reserved: Uint8Array;
  /**
   * The function patterns as packed rows: finders, timing and alignment patterns, the dark
   * module and version information; format information left light (it depends on the mask),
   * and every data module light.
   */
  readonly rows: Int32Array;
  /**
   * Module indices (y · size + x) of the encoding region in placement order (§7.7.3): bit 7 of
   * the first codeword first. The last 0, 3, 4 or 7 are remainder bits (Table 1).
   */
  readonly dataModules: Uint16Array;
  /** For each entry of `dataModules`: 32 × its word in `rows` + its bit in that word. */
  readonly dataRowBits: Uint16Array;
  /**
   * Module indices of format information bit i (0 = least significant) in entry i, and of its
   * second copy in entry 15 + i (§7.9.1, Figure 25).
   */
  readonly formatModules: Uint16Array;
}

const templates: (SymbolTemplate | undefined)[] = [];

/** The template of `version` (1–40), built on first use and shared (read-only) afterwards. */
export function symbolTemplate(version: number): SymbolTemplate {
  return templates[version] ?? (templates[version] = buildTemplate(version));
}

function buildTemplate(version: number): SymbolTemplate {
  const size = 17 + 4 * version;
  const words = wordsPerLine(size);
  const dark = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = (x: number, y: number, isDark: boolean) => {
    dark[y * size + x] = isDark ? 1 : 0;
    reserved[y * size + x] = 1;
  };

  // §6.3.3: finder patterns with their light separators, in three corners.
  for (const [left, top] of [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ] as const) {
    for (let dy = -1; dy <= 7; dy++) {
      for (let dx = -1; dx <= 7; dx++) {
        const x = left + dx;
        const y = top + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
        set(x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  // §6.3.5: timing patterns in row and column 6, dark on even coordinates.
  for (let i = 8; i < size - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  // §6.3.6, Annex E: alignment patterns wherever they do not overlap a finder.
  const centers = alignmentCenters(version);
  const last = centers.length - 1;
  for (let i = 0; i <= last; i++) {
    for (let j = 0; j <= last; j++) {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) set(centers[j]! + dx, centers[i]! + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }
  // §7.9.1, Figure 25: format information, bit 0 first, in two copies; set light for now.
  const formatModules = new Uint16Array(30);
  for (let bit = 0; bit < 15; bit++) {
    const [x1, y1] = bit < 6 ? [8, bit] : bit < 8 ? [8, bit + 1] : bit === 8 ? [7, 8] : [14 - bit, 8];
    const [x2, y2] = bit < 8 ? [size - 1 - bit, 8] : [8, size - 15 + bit];
    set(x1, y1, false);
    set(x2, y2, false);
    formatModules[bit] = y1 * size + x1;
    formatModules[15 + bit] = y2 * size + x2;
  }
  // §7.9.1: the module above the lower-left format bits is always dark.
  set(8, size - 8, true);
  // §7.10, Figure 27: version information, 6 × 3 above the lower-left finder and transposed
  // left of the upper-right one, bit 0 nearest the corner of the symbol.
  if (version >= 7) {
    const bits = versionInformation(version);
    for (let bit = 0; bit < 18; bit++) {
      const isDark = ((bits >>> bit) & 1) === 1;
      set(size - 11 + (bit % 3), Math.floor(bit / 3), isDark);
      set(Math.floor(bit / 3), size - 11 + (bit % 3), isDark);
    }
  }

  // §7.7.3: two-module-wide columns from the right, alternately upwards and downwards,
  // right module before left, skipping the vertical timing pattern in column 6.
  const dataModules = new Uint16Array(size * size - reserved.reduce((sum, r) => sum + r, 0));
  let next = 0;
  let upwards = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const y = upwards ? size - 1 - step : step;
      for (let x = right; x >= right - 1; x--) {
        if (!reserved[y * size + x]) dataModules[next++] = y * size + x;
      }
    }
    upwards = !upwards;
  }
  if (next !== dataModules.length || next >> 3 !== totalCodewords(version)) {
    throw new Error(`symbol template of version ${version}: ${next} data modules, Table 1 says ${totalCodewords(version)} codewords`);
  }

  // At most 177 × 6 words × 32 bits: fits 16 bits.
  const dataRowBits = new Uint16Array(next);
  for (let i = 0; i < next; i++) {
    const y = Math.floor(dataModules[i]! / size);
    const x = dataModules[i]! - y * size;
    dataRowBits[i] = (y * words + (x >>> 5)) * 32 + (x & 31);
  }
  return Object.freeze({
    version,
    size,
    words,
    reserved,
    rows: packRows(dark, size),
    dataModules,
    dataRowBits,
    formatModules,
  });
}
