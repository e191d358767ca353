/**
 * The 32 rMQR sizes of ISO/IEC 23941:2022 (Table 1), with their error-correction blocks
 * (Table 8), character count indicator lengths (Table 3) and alignment pattern columns
 * (Annex D, Table D.1). The version indicator is the index in this list.
 */
export type RmqrEcc = 'M' | 'H';

export interface RmqrBlocks {
  /** Error-correction codewords in every block. */
  readonly eccPerBlock: number;
  /** [count, data codewords] of the shorter blocks, then of the longer ones (count 0 if none). */
  readonly groups: readonly (readonly [number, number])[];
}

export interface RmqrVersion {
  readonly index: number;
  readonly name: string;
  readonly height: number;
  readonly width: number;
  /** Columns of the alignment patterns' centres (and of the vertical timing patterns). */
  readonly alignmentColumns: readonly number[];
  /** Character count indicator bits: numeric, alphanumeric, byte. */
  readonly countBits: { readonly numeric: number; readonly alphanumeric: number; readonly byte: number };
  readonly blocks: Readonly<Record<RmqrEcc, RmqrBlocks>>;
}

const ALIGNMENT: Readonly<Record<number, readonly number[]>> = {
  27: [],
  43: [21],
  59: [19, 39],
  77: [25, 51],
  99: [23, 49, 75],
  139: [27, 55, 83, 111],
};

// height, width, count bits (numeric, alphanumeric, byte), M: ecc/block, n1, k1, n2, k2, H: same
type Row = readonly [number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number];
const TABLE: readonly Row[] = [
  [7, 43, 4, 3, 3, 7, 1, 6, 0, 0, 10, 1, 3, 0, 0, 0],
  [7, 59, 5, 5, 4, 9, 1, 12, 0, 0, 14, 1, 7, 0, 0, 0],
  [7, 77, 6, 5, 5, 12, 1, 20, 0, 0, 22, 1, 10, 0, 0, 0],
  [7, 99, 7, 6, 5, 16, 1, 28, 0, 0, 30, 1, 14, 0, 0, 0],
  [7, 139, 7, 6, 6, 24, 1, 44, 0, 0, 22, 2, 12, 0, 0, 0],
  [9, 43, 5, 5, 4, 9, 1, 12, 0, 0, 14, 1, 7, 0, 0, 0],
  [9, 59, 6, 5, 5, 12, 1, 21, 0, 0, 22, 1, 11, 0, 0, 0],
  [9, 77, 7, 6, 5, 18, 1, 31, 0, 0, 16, 1, 8, 1, 9, 0],
  [9, 99, 7, 6, 6, 24, 1, 42, 0, 0, 22, 2, 11, 0, 0, 0],
  [9, 139, 8, 7, 6, 18, 1, 31, 1, 32, 22, 3, 11, 0, 0, 0],
  [11, 27, 4, 4, 3, 8, 1, 7, 0, 0, 10, 1, 5, 0, 0, 0],
  [11, 43, 6, 5, 5, 12, 1, 19, 0, 0, 20, 1, 11, 0, 0, 0],
  [11, 59, 7, 6, 5, 16, 1, 31, 0, 0, 16, 1, 7, 1, 8, 0],
  [11, 77, 7, 6, 6, 24, 1, 43, 0, 0, 22, 1, 11, 1, 12, 0],
  [11, 99, 8, 7, 6, 16, 1, 28, 1, 29, 30, 1, 14, 1, 15, 0],
  [11, 139, 8, 7, 7, 24, 2, 42, 0, 0, 30, 3, 14, 0, 0, 0],
  [13, 27, 5, 5, 4, 9, 1, 12, 0, 0, 14, 1, 7, 0, 0, 0],
  [13, 43, 6, 6, 5, 14, 1, 27, 0, 0, 28, 1, 13, 0, 0, 0],
  [13, 59, 7, 6, 6, 22, 1, 38, 0, 0, 20, 2, 10, 0, 0, 0],
  [13, 77, 7, 7, 6, 16, 1, 26, 1, 27, 28, 1, 14, 1, 15, 0],
  [13, 99, 8, 7, 7, 20, 1, 36, 1, 37, 26, 1, 11, 2, 12, 0],
  [13, 139, 8, 8, 7, 20, 2, 35, 1, 36, 28, 2, 13, 2, 14, 0],
  [15, 43, 7, 6, 6, 18, 1, 33, 0, 0, 18, 1, 7, 1, 8, 0],
  [15, 59, 7, 7, 6, 26, 1, 48, 0, 0, 24, 2, 13, 0, 0, 0],
  [15, 77, 8, 7, 7, 18, 1, 33, 1, 34, 24, 2, 10, 1, 11, 0],
  [15, 99, 8, 7, 7, 24, 2, 44, 0, 0, 22, 4, 12, 0, 0, 0],
  [15, 139, 9, 8, 7, 24, 2, 42, 1, 43, 26, 1, 13, 4, 14, 0],
  [17, 43, 7, 6, 6, 22, 1, 39, 0, 0, 20, 1, 10, 1, 11, 0],
  [17, 59, 8, 7, 6, 16, 2, 28, 0, 0, 30, 2, 14, 0, 0, 0],
  [17, 77, 8, 7, 7, 22, 2, 39, 0, 0, 28, 1, 12, 2, 13, 0],
  [17, 99, 8, 8, 7, 20, 2, 33, 1, 34, 26, 4, 14, 0, 0, 0],
  [17, 139, 9, 8, 8, 20, 4, 38, 0, 0, 26, 2, 12, 4, 13, 0],
];

export const RMQR_VERSIONS: readonly RmqrVersion[] = TABLE.map((row, index) => {
  const [height, width, numeric, alphanumeric, byte, me, mn1, mk1, mn2, mk2, he, hn1, hk1, hn2, hk2] = row;
  return {
    index,
    name: `R${height}x${width}`,
    height,
    width,
    alignmentColumns: ALIGNMENT[width]!,
    countBits: { numeric, alphanumeric, byte },
    blocks: {
      M: { eccPerBlock: me, groups: [[mn1, mk1], [mn2, mk2]] },
      H: { eccPerBlock: he, groups: [[hn1, hk1], [hn2, hk2]] },
    },
  };
});

/** Data codewords of `version` at `ecc`. */
export function rmqrDataCodewords(version: RmqrVersion, ecc: RmqrEcc): number {
  return version.blocks[ecc].groups.reduce((sum, [count, data]) => sum + count * data, 0);
}

/** All codewords of `version` (the same at M and H). */
export function rmqrTotalCodewords(version: RmqrVersion, ecc: RmqrEcc = 'M'): number {
  const { eccPerBlock, groups } = version.blocks[ecc];
  return groups.reduce((sum, [count, data]) => sum + count * (data + eccPerBlock), 0);
}

/** The quiet zone ISO/IEC 23941 asks around an rMQR symbol: two modules on every side. */
export const RMQR_QUIET_ZONE_MODULES = 2;
