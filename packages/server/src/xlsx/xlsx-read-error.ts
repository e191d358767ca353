/**
 * A cap of the reader that a workbook passed: its parts' inflated bytes (the whole file is too
 * large to read), or its shared strings, cells or one cell's characters (too much in it).
 */
export type XlsxLimit = 'uncompressed_bytes' | 'shared_strings' | 'cells' | 'cell_length';

/** The bytes are not a workbook the reader accepts; the message says why (for logs and tests), `limit` which cap it passed, if any. */
export class XlsxReadError extends Error {
  override readonly name = 'XlsxReadError';

  constructor(
    message: string,
    readonly limit?: XlsxLimit,
  ) {
    super(message);
  }
}
