/**
 * The ECC 200 symbol sizes of ISO/IEC 16022:2006 Table 7: 24 square and 6 rectangular, smallest
 * first within each shape. DMRE (the extra rectangles of ISO/IEC 21471) is not included.
 */
export interface DataMatrixSize {
  /** Symbol rows and columns, finder and clock patterns included, quiet zone excluded. */
  readonly rows: number;
  readonly columns: number;
  /** Data regions stacked vertically and side by side. */
  readonly regionsDown: number;
  readonly regionsAcross: number;
  /** Rows and columns of one data region (inside its finder and clock patterns). */
  readonly regionRows: number;
  readonly regionColumns: number;
  readonly dataCodewords: number;
  readonly eccCodewords: number;
  /** Reed–Solomon blocks the codewords are interleaved over. */
  readonly blocks: number;
}

// rows, columns, regions down, regions across, data codewords, error-correction codewords, blocks
const TABLE_7: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [10, 10, 1, 1, 3, 5, 1],
  [12, 12, 1, 1, 5, 7, 1],
  [14, 14, 1, 1, 8, 10, 1],
  [16, 16, 1, 1, 12, 12, 1],
  [18, 18, 1, 1, 18, 14, 1],
  [20, 20, 1, 1, 22, 18, 1],
  [22, 22, 1, 1, 30, 20, 1],
  [24, 24, 1, 1, 36, 24, 1],
  [26, 26, 1, 1, 44, 28, 1],
  [32, 32, 2, 2, 62, 36, 1],
  [36, 36, 2, 2, 86, 42, 1],
  [40, 40, 2, 2, 114, 48, 1],
  [44, 44, 2, 2, 144, 56, 1],
  [48, 48, 2, 2, 174, 68, 1],
  [52, 52, 2, 2, 204, 84, 2],
  [64, 64, 4, 4, 280, 112, 2],
  [72, 72, 4, 4, 368, 144, 4],
  [80, 80, 4, 4, 456, 192, 4],
  [88, 88, 4, 4, 576, 224, 4],
  [96, 96, 4, 4, 696, 272, 4],
  [104, 104, 4, 4, 816, 336, 6],
  [120, 120, 6, 6, 1050, 408, 6],
  [132, 132, 6, 6, 1304, 496, 8],
  [144, 144, 6, 6, 1558, 620, 10],
  [8, 18, 1, 1, 5, 7, 1],
  [8, 32, 1, 2, 10, 11, 1],
  [12, 26, 1, 1, 16, 14, 1],
  [12, 36, 1, 2, 22, 18, 1],
  [16, 36, 1, 2, 32, 24, 1],
  [16, 48, 1, 2, 49, 28, 1],
];

export const DATA_MATRIX_SIZES: readonly DataMatrixSize[] = TABLE_7.map(
  ([rows, columns, regionsDown, regionsAcross, dataCodewords, eccCodewords, blocks]) => ({
    rows,
    columns,
    regionsDown,
    regionsAcross,
    // Each region is framed by a 1-module finder (left, bottom) and clock track (top, right).
    regionRows: rows / regionsDown - 2,
    regionColumns: columns / regionsAcross - 2,
    dataCodewords,
    eccCodewords,
    blocks,
  }),
);

/** The quiet zone ISO/IEC 16022 §7.1 asks around an ECC 200 symbol: one module on every side. */
export const DATA_MATRIX_QUIET_ZONE_MODULES = 1;
