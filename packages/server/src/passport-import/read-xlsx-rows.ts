import { readXlsxRows as readFirstSheet, XlsxReadError } from '../xlsx';

/**
 * Sheet rows read at most: ten times the largest plan's max_dpp_import_rows (10,000), so a sheet
 * cut here is still refused by that limit, while a tiny file claiming row 1,048,576 cannot make
 * the reader build a million empty rows.
 */
const MAX_SHEET_ROWS = 100_000;

/**
 * The first sheet of an XLSX workbook as records of cell text (POST /dpp/import), or undefined
 * when the bytes are not a readable workbook. Each cell is read as the text it shows: numbers
 * as written with `.` (no thousands separator), booleans `true`/`false`, dates as YYYY-MM-DD,
 * formulas by their result, rich text by its text. Records stop at the last non-empty row;
 * empty rows before it are kept (empty), so row numbers match the sheet's. A workbook the reader
 * refuses comes back as its reason (not a workbook, too large inflated, too many cells).
 */
export async function readXlsxRows(bytes: Uint8Array): Promise<string[][] | { readonly refused: string }> {
  try {
    return readFirstSheet(bytes, { maxRows: MAX_SHEET_ROWS });
  } catch (error) {
    if (error instanceof XlsxReadError) return { refused: error.message };
    throw error;
  }
}
