import type { FieldError } from '@quietzone/core';
import { ApiError } from '../../http/api-error';
import { cappedFieldErrors, repeatedColumns } from '../../http/capped-field-errors';
import { csvRecords, xlsxRecords } from '../../passports/import/import-file-rows';
import type { XlsxReader } from '../../passports/import/xlsx-reader';
import { isAppearanceColumn, isCodeColumn } from './code-columns';
import { unguardCell } from './csv-guard';
import { plainRowBody, type RowBody } from './plain-row-body';
import { detectShortener, headerKey, shortenerRowBody, type ShortenerFormat } from './shortener-row-body';

/** What wrote the file: our columns (GET /codes.csv, a spreadsheet) or a shortener's export. */
export type ImportFormat = 'columns' | ShortenerFormat;

/** One data row, numbered from 1 below the header (blank rows keep the numbering). */
export interface ImportRow {
  readonly row: number;
  readonly read: RowBody;
}

export interface ImportFile {
  readonly format: ImportFormat;
  readonly rows: readonly ImportRow[];
}

const invalidFile = (message: string) => new ApiError('validation', 'The import file cannot be read.', { errors: [{ field: 'file', message }] });

/** A zip archive (an XLSX workbook) starts with a local file header, PK\x03\x04. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The file's records: XLSX (first sheet) or UTF-8 CSV, read as the passport import reads them. */
async function fileRecords(xlsx: XlsxReader, bytes: Uint8Array): Promise<string[][]> {
  if (isZip(bytes)) return xlsxRecords(xlsx, bytes);
  return csvRecords(bytes).map((cells) => cells.map(unguardCell));
}

/** The whole-import refusals of a header row: appearance columns always, unknown or repeated ones in the plain format. */
function headerErrors(header: readonly string[], format: ImportFormat): FieldError[] {
  const errors: FieldError[] = header.filter(isAppearanceColumn).map((column) => ({ field: column, message: 'appearance (colors, logo) is set only by PATCH /codes/{id} and its logo upload' }));
  if (errors.length > 0 || format !== 'columns') return errors;
  for (const column of header) if (!isCodeColumn(column)) errors.push({ field: column || '(empty column name)', message: 'unknown column' });
  for (const column of repeatedColumns(header)) if (isCodeColumn(column)) errors.push({ field: column, message: 'column appears more than once' });
  return errors;
}

function rowBody(format: ImportFormat, header: readonly string[], cells: readonly string[]): RowBody {
  if (format === 'columns') return plainRowBody(Object.fromEntries(header.map((column, at) => [column, cells[at] ?? ''])));
  // The first of a repeated shortener column wins: later ones are other exports' extras.
  const byKey: Record<string, string> = {};
  header.forEach((column, at) => {
    byKey[headerKey(column)] ??= cells[at] ?? '';
  });
  return shortenerRowBody(format, byKey);
}

/**
 * The rows of a POST /codes/import file: XLSX (its first sheet) or UTF-8 CSV (RFC 4180, BOM or
 * not), its format told by the header row. Whole-file refusals (422 naming `file` or the
 * column): unreadable bytes, no header, an appearance/color/logo column, unknown or repeated
 * columns in the plain format, no data row; a workbook past the XLSX reader's caps (413 or 422,
 * passports/import/import-file-rows.ts). A row with more cells than the header fails alone.
 */
export async function readImportFile(xlsx: XlsxReader, bytes: Uint8Array): Promise<ImportFile> {
  const records = await fileRecords(xlsx, bytes);
  const header = (records[0] ?? []).map((column) => column.trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  if (header.length === 0) throw invalidFile('the first row must name the columns');
  const format: ImportFormat = detectShortener(header) ?? 'columns';
  const errors = headerErrors(header, format);
  if (errors.length > 0) throw new ApiError('validation', 'The header row names columns the import does not take.', { errors: cappedFieldErrors(errors, 'file') });
  const rows: ImportRow[] = [];
  records.slice(1).forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 1;
    if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      rows.push({ row, read: { ok: false, errors: [{ field: 'file', message: `row ${row} has more cells than the header has columns` }] } });
      return;
    }
    rows.push({ row, read: rowBody(format, header, cells) });
  });
  if (rows.length === 0) throw invalidFile('no data rows below the header row');
  return { format, rows };
}
