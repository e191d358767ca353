import { columnName } from './cell-ref';
import { xmlText } from './xml-text';

/** What a cell may hold: text (an inline string; empty is no cell), a number, a boolean, or nothing (no cell written). */
export type XlsxCell = string | number | boolean | null | undefined;

function cellXml(ref: string, value: XlsxCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  // NaN and ±Infinity have no SpreadsheetML number form: they are written as the text they print as.
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  const text = xmlText(String(value));
  // An empty string is an empty cell, as spreadsheets show it.
  return text === '' ? '' : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

/** One `<row>` of a sheet, numbered from 1, its cells from column A. */
export function rowXml(rowNumber: number, cells: readonly XlsxCell[]): string {
  return `<row r="${rowNumber}">${cells.map((value, index) => cellXml(`${columnName(index)}${rowNumber}`, value)).join('')}</row>`;
}
