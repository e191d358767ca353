import { readXlsxRows as readFirstSheet, XlsxReadError, type XlsxLimit } from '../../xlsx';

/**
 * Sheet rows read at most: ten times the largest plan's max_dpp_import_rows (10,000), so a sheet
 * cut here is still refused by that limit, while a tiny file claiming row 1,048,576 cannot make
 * the reader build a million empty rows.
 */
const MAX_SHEET_ROWS = 100_000;

/** A workbook the reader refused: why, and the cap it passed if that is the reason. */
export interface RefusedWorkbook {
  readonly refused: string;
  readonly limit?: XlsxLimit;
}

/**
 * The first sheet of an XLSX workbook as records of cell text (POST /dpp/import, POST
 * /codes/import), or why the bytes are not a workbook it reads. Each cell is read as the text it
 * shows: numbers as written with `.` (no thousands separator), booleans `true`/`false`, dates as
 * YYYY-MM-DD, formulas by their result, rich text by its text. Records stop at the last
 * non-empty row; empty rows before it are kept (empty), so row numbers match the sheet's. The
 * reader's caps (xlsx/read-xlsx.ts: inflated bytes, shared strings, cells, characters per cell)
 * apply. Seconds of work for a large sheet: the imports run it in a worker (xlsx-reader.ts).
 */
export function readXlsxRows(bytes: Uint8Array): string[][] | RefusedWorkbook {
  try {
    return readFirstSheet(bytes, { maxRows: MAX_SHEET_ROWS });
  } catch (error) {
    if (error instanceof XlsxReadError) return error.limit === undefined ? { refused: error.message } : { refused: error.message, limit: error.limit };
    throw error;
  }
}
