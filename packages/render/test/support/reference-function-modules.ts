/**
 * Test oracle: which modules of a version 1–40 symbol are function modules (never masked,
 * never data), from ISO/IEC 18004:2015 §6.3 read one clause at a time. Written for reading;
 * the encoder under test must not share it.
 */

/**
 * ISO/IEC 18004:2015 Annex E, Table E.1: row/column coordinates of alignment pattern centers
 * for versions 2–40 (index 0 is version 2). Copied as a table, not derived, so a slip in the
 * encoder's spacing rule (version 32 is the odd one) cannot hide behind the same slip here.
 */
export const ALIGNMENT_PATTERN_CENTERS: readonly (readonly number[])[] = [
  [6, 18], [6, 22], [6, 26], [6, 30], [6, 34],
  [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50], [6, 30, 54], [6, 32, 58], [6, 34, 62],
  [6, 26, 46, 66], [6, 26, 48, 70], [6, 26, 50, 74], [6, 30, 54, 78], [6, 30, 56, 82], [6, 30, 58, 86], [6, 34, 62, 90],
  [6, 28, 50, 72, 94], [6, 26, 50, 74, 98], [6, 30, 54, 78, 102], [6, 28, 54, 80, 106], [6, 32, 58, 84, 110],
  [6, 30, 58, 86, 114], [6, 34, 62, 90, 118],
  [6, 26, 50, 74, 98, 122], [6, 30, 54, 78, 102, 126], [6, 26, 52, 78, 104, 130], [6, 30, 56, 82, 108, 134],
  [6, 34, 60, 86, 112, 138], [6, 30, 58, 86, 114, 142], [6, 34, 62, 90, 118, 146],
  [6, 30, 54, 78, 102, 126, 150], [6, 24, 50, 76, 102, 128, 154], [6, 28, 54, 80, 106, 132, 158],
  [6, 32, 58, 84, 110, 136, 162], [6, 26, 54, 82, 110, 138, 166], [6, 30, 58, 86, 114, 142, 170],
];

/** §6.3.1: a version-V symbol is 17 + 4V modules wide. */
export function symbolSize(version: number): number {
  return 17 + 4 * version;
}

export function versionOfSize(size: number): number {
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 40) {
    throw new RangeError(`${size} modules is not the size of a QR symbol of version 1–40`);
  }
  return version;
}

/** Alignment pattern centers of a version as [row, column] pairs, finder overlaps left out (§6.3.6). */
export function alignmentPatternCenters(version: number): [number, number][] {
  if (version === 1) return []; // Version 1 has no alignment pattern.
  const size = symbolSize(version);
  const coordinates = ALIGNMENT_PATTERN_CENTERS[version - 2]!;
  const centers: [number, number][] = [];
  for (const row of coordinates) {
    for (const column of coordinates) {
      const onTopLeftFinder = row === 6 && column === 6;
      const onTopRightFinder = row === 6 && column === size - 7;
      const onBottomLeftFinder = row === size - 7 && column === 6;
      if (!onTopLeftFinder && !onTopRightFinder && !onBottomLeftFinder) centers.push([row, column]);
    }
  }
  return centers;
}

/** Row-major map of a version's symbol: 1 for a function module, 0 for a data (or remainder) module. */
export function referenceFunctionModules(version: number): Uint8Array {
  const size = symbolSize(version);
  const map = new Uint8Array(size * size);
  const mark = (row: number, column: number) => {
    if (row >= 0 && row < size && column >= 0 && column < size) map[row * size + column] = 1;
  };
  const markRectangle = (top: number, left: number, height: number, width: number) => {
    for (let row = top; row < top + height; row++) {
      for (let column = left; column < left + width; column++) mark(row, column);
    }
  };

  // §6.3.3 finder patterns (7×7) and §6.3.4 their one-module light separators: 8×8 per corner.
  markRectangle(0, 0, 8, 8);
  markRectangle(0, size - 8, 8, 8);
  markRectangle(size - 8, 0, 8, 8);

  // §6.3.5 timing patterns: row 6 and column 6 (the finder parts are already marked).
  markRectangle(6, 0, 1, size);
  markRectangle(0, 6, size, 1);

  // §6.3.6 alignment patterns: 5×5 around each center.
  for (const [row, column] of alignmentPatternCenters(version)) markRectangle(row - 2, column - 2, 5, 5);

  // §7.9.1 format information: row 8 and column 8 beside the top-left finder, row 8 beside the
  // top-right finder, column 8 beside the bottom-left finder.
  markRectangle(8, 0, 1, 9);
  markRectangle(0, 8, 9, 1);
  markRectangle(8, size - 8, 1, 8);
  markRectangle(size - 7, 8, 7, 1);

  // §7.9.1 (Figure 25): the dark module, always dark, above the bottom-left format information.
  mark(size - 8, 8);

  // §7.10 version information (versions 7–40): 6×3 above the bottom-left finder and 3×6 left
  // of the top-right finder.
  if (version >= 7) {
    markRectangle(size - 11, 0, 3, 6);
    markRectangle(0, size - 11, 6, 3);
  }
  return map;
}
