import { type FieldError } from '@quietzone/core';
import { importRowToBody, unknownImportColumns } from '@quietzone/core/schemas';
import { parseDelimited } from '@quietzone/render';
import { ApiError } from '../../http/api-error';
import { cappedFieldErrors, repeatedColumns } from '../../http/capped-field-errors';
import type { RefusedWorkbook } from './read-xlsx-rows';
import type { XlsxReader } from './xlsx-reader';

/**
 * One data row of an import, numbered from 1: a body to validate, or the errors of reading it.
 * `source` says how its error fields are named: a sheet's by dotted column, JSON's by body path.
 */
export type ImportInputRow = { readonly row: number; readonly body: Record<string, unknown> } | { readonly row: number; readonly errors: readonly FieldError[] };

export interface ImportInput {
  readonly source: 'sheet' | 'json';
  readonly rows: readonly ImportInputRow[];
}

/** A zip archive (an XLSX workbook) starts with a local file header, PK\x03\x04. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const invalidFile = (message: string) => new ApiError('validation', 'The import file cannot be read.', { errors: [{ field: 'file', message }] });

/**
 * The data rows of an import file: XLSX (a zip archive, its first sheet, read by `xlsx` off the
 * event loop) or else UTF-8 CSV (RFC 4180, with or without BOM). A file that is neither, a
 * header naming unknown (or repeated) columns, or no data row is 422 for the whole request;
 * so is a workbook past the reader's caps on shared strings, cells or characters per cell,
 * and one that inflates past its cap on bytes is 413. `unstorableCell` is the error of a row
 * holding text no field can store (that row fails).
 */
export async function importFileRows(
  xlsx: XlsxReader,
  bytes: Uint8Array,
  unstorableCell: (cells: Readonly<Record<string, string>>) => FieldError | undefined,
): Promise<ImportInputRow[]> {
  return sheetRows(isZip(bytes) ? await xlsxRecords(xlsx, bytes) : csvRecords(bytes), unstorableCell);
}

export async function xlsxRecords(xlsx: XlsxReader, bytes: Uint8Array): Promise<string[][]> {
  const records = await xlsx.read(bytes);
  if (!Array.isArray(records)) throw refusedWorkbookError(records);
  return records;
}

/** 413 for a workbook too large once inflated, 422 naming the cap for one holding too much, else 422 unreadable. */
function refusedWorkbookError(workbook: RefusedWorkbook): ApiError {
  if (workbook.limit === 'uncompressed_bytes') return new ApiError('payload_too_large', `The XLSX workbook is too large to read: ${workbook.refused}.`);
  if (workbook.limit !== undefined) {
    return new ApiError('validation', `The XLSX workbook holds more than an import reads: ${workbook.refused}.`, { errors: [{ field: 'file', message: workbook.refused }] });
  }
  return invalidFile(`not a readable XLSX workbook: ${workbook.refused}`);
}

export function csvRecords(bytes: Uint8Array): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidFile('a CSV file must be UTF-8 (or an XLSX workbook)');
  }
  const parsed = parseDelimited(text, ',');
  if (!parsed.ok) throw invalidFile(`not RFC 4180 CSV: the quoted field opened on line ${parsed.error.line} is never closed`);
  return parsed.records.map((record) => [...record.fields]);
}

/** Header row, then data rows as `{ column: cell }` bodies (entirely empty rows are skipped, keeping the numbering). */
function sheetRows(records: readonly (readonly string[])[], unstorableCell: (cells: Readonly<Record<string, string>>) => FieldError | undefined): ImportInputRow[] {
  const header = (records[0] ?? []).map((column) => column.trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  if (header.length === 0) throw invalidFile('the first row must name the columns');
  const errors: FieldError[] = [
    ...unknownImportColumns(header).map((column) => ({ field: column || '(empty column name)', message: 'unknown column' })),
    ...repeatedColumns(header).map((column) => ({ field: column, message: 'column appears more than once' })),
  ];
  if (errors.length > 0) throw new ApiError('validation', 'The header row names columns that are not passport fields.', { errors: cappedFieldErrors(errors, 'file') });
  const rows: ImportInputRow[] = [];
  records.slice(1).forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 1;
    const extra = cells.slice(header.length).some((cell) => cell.trim() !== '');
    if (extra) {
      rows.push({ row, errors: [{ field: 'file', message: `row ${row} has more cells than the header has columns` }] });
      return;
    }
    const cellsByColumn = Object.fromEntries(header.map((column, at) => [column, cells[at] ?? '']));
    const unstorable = unstorableCell(cellsByColumn);
    if (unstorable !== undefined) {
      rows.push({ row, errors: [unstorable] });
      return;
    }
    const result = importRowToBody(cellsByColumn);
    rows.push(result.ok ? { row, body: result.body } : { row, errors: result.errors });
  });
  if (rows.length === 0) throw invalidFile('no data rows below the header row');
  return rows;
}
