/**
 * The three character modes the encoder uses (ISO/IEC 18004 §7.4.3–7.4.5). Kanji mode is left
 * out on purpose: text is encoded as UTF-8, and byte mode carries every character.
 */
export const NUMERIC = 0;
export const ALPHANUMERIC = 1;
export const BYTE = 2;
export type SegmentMode = typeof NUMERIC | typeof ALPHANUMERIC | typeof BYTE;

/** Table 2: the 4-bit mode indicator of each mode, indexed by {@link SegmentMode}. */
export const MODE_INDICATOR: readonly number[] = [0b0001, 0b0010, 0b0100];

/** Table 2: the ECI mode indicator (§7.4.2). */
export const ECI_MODE_INDICATOR = 0b0111;

/** ECI designator 000026: UTF-8 (AIM ECI specification); one byte, 0xxxxxxx, since it is below 128. */
export const ECI_UTF8 = 26;

/** Bits an ECI header takes: mode indicator and the one-byte designator. */
export const ECI_HEADER_BITS = 4 + 8;

/**
 * Table 3: character count indicator bits per mode (rows, by {@link SegmentMode}) and group of
 * versions (columns: 1–9, 10–26, 27–40).
 */
export const CHARACTER_COUNT_BITS: readonly (readonly number[])[] = [
  [10, 12, 14],
  [9, 11, 13],
  [8, 16, 16],
];

/** The column of {@link CHARACTER_COUNT_BITS} for `version` (1–40). */
export function versionGroup(version: number): number {
  return version < 10 ? 0 : version < 27 ? 1 : 2;
}

/** First and last version of each version group. */
export const VERSION_GROUPS: readonly (readonly [number, number])[] = [
  [1, 9],
  [10, 26],
  [27, 40],
];

/**
 * Per ASCII code: which modes can carry it. 2 = a digit (numeric, alphanumeric or byte),
 * 1 = the rest of the alphanumeric set (Table 5), 0 = byte mode only.
 */
export const ASCII_CLASS = new Uint8Array(128);

/** Per ASCII code: its Table 5 value in alphanumeric mode (only meaningful where {@link ASCII_CLASS} ≥ 1). */
export const ALPHANUMERIC_VALUE = new Uint8Array(128);

{
  const table = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
  for (let value = 0; value < table.length; value++) {
    const code = table.charCodeAt(value);
    ALPHANUMERIC_VALUE[code] = value;
    ASCII_CLASS[code] = value < 10 ? 2 : 1;
  }
}
