/** The bytes are not a workbook the reader accepts; the message says why (for logs and tests). */
export class XlsxReadError extends Error {
  override readonly name = 'XlsxReadError';
}
