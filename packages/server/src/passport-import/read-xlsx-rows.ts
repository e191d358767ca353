import ExcelJS from 'exceljs';

/**
 * The first sheet of an XLSX workbook as records of cell text (POST /dpp/import), or undefined
 * when the bytes are not a readable workbook. Each cell is read as the text it shows: numbers
 * as written with `.` (no thousands separator), booleans `true`/`false`, dates as YYYY-MM-DD,
 * formulas by their result, rich text and hyperlinks by their text. Records stop at the last
 * non-empty row; empty rows before it are kept (empty), so row numbers match the sheet's.
 */
export async function readXlsxRows(bytes: Uint8Array): Promise<string[][] | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    records[rowNumber - 1] = cells;
  });
  return Array.from(records, (record) => record ?? []);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return String(value);
}
