/**
 * The four Micro QR symbols of ISO/IEC 18004:2015 (Table 1, Table 7, Table 9): size, symbol
 * number per error-correction level (M1 detects errors only), data bits and check codewords.
 */
export type MicroQrEcc = 'L' | 'M' | 'Q';
export type MicroQrVersionName = 'M1' | 'M2' | 'M3' | 'M4';

export interface MicroQrLevel {
  /** The symbol number of Table 13, written in the format information. */
  readonly symbolNumber: number;
  /** Data capacity in bits: M1 and M3 end with a 4-bit codeword. */
  readonly dataBits: number;
  readonly eccCodewords: number;
}

export interface MicroQrVersion {
  readonly name: MicroQrVersionName;
  readonly number: 1 | 2 | 3 | 4;
  readonly size: number;
  /** Levels this version has; M1 has one, keyed L here, that only detects errors. */
  readonly levels: Partial<Readonly<Record<MicroQrEcc, MicroQrLevel>>>;
  /** Mode indicator length (Table 2): 0 in M1, which is numeric only. */
  readonly modeBits: number;
  /** Character count bits per mode (Table 3); 0 where the mode is not available. */
  readonly countBits: { readonly numeric: number; readonly alphanumeric: number; readonly byte: number };
  /** Terminator length (Table 2): 3, 5, 7 or 9 zero bits. */
  readonly terminatorBits: number;
}

export const MICRO_QR_VERSIONS: readonly MicroQrVersion[] = [
  {
    name: 'M1', number: 1, size: 11, modeBits: 0, terminatorBits: 3,
    countBits: { numeric: 3, alphanumeric: 0, byte: 0 },
    levels: { L: { symbolNumber: 0, dataBits: 20, eccCodewords: 2 } },
  },
  {
    name: 'M2', number: 2, size: 13, modeBits: 1, terminatorBits: 5,
    countBits: { numeric: 4, alphanumeric: 3, byte: 0 },
    levels: { L: { symbolNumber: 1, dataBits: 40, eccCodewords: 5 }, M: { symbolNumber: 2, dataBits: 32, eccCodewords: 6 } },
  },
  {
    name: 'M3', number: 3, size: 15, modeBits: 2, terminatorBits: 7,
    countBits: { numeric: 5, alphanumeric: 4, byte: 4 },
    levels: { L: { symbolNumber: 3, dataBits: 84, eccCodewords: 6 }, M: { symbolNumber: 4, dataBits: 68, eccCodewords: 8 } },
  },
  {
    name: 'M4', number: 4, size: 17, modeBits: 3, terminatorBits: 9,
    countBits: { numeric: 6, alphanumeric: 5, byte: 5 },
    levels: {
      L: { symbolNumber: 5, dataBits: 128, eccCodewords: 8 },
      M: { symbolNumber: 6, dataBits: 112, eccCodewords: 10 },
      Q: { symbolNumber: 7, dataBits: 80, eccCodewords: 14 },
    },
  },
];

/** The quiet zone ISO/IEC 18004 asks around a Micro QR symbol: two modules on every side. */
export const MICRO_QR_QUIET_ZONE_MODULES = 2;
