import { parseCellRef } from './cell-ref';
import { dateStyles, serialDate } from './date-styles';
import { unzipParts } from './unzip-parts';
import { elements, elementText, firstElement, stringItemText } from './xml-scan';
import { XlsxReadError } from './xlsx-read-error';

export interface ReadXlsxOptions {
  /** Rows read from the top of the sheet; rows below are not returned. A caller that needs to know there are more asks for one more than it accepts. */
  readonly maxRows: number;
  /** Uncompressed bytes of the parts read, in total, beyond which the workbook is refused (zip bombs). */
  readonly maxUncompressedBytes?: number;
  /** Cells of the returned table (rows × widest row, gaps included), and cell elements read, beyond which the workbook is refused. */
  readonly maxCells?: number;
  /** Items of the shared string table beyond which the workbook is refused. */
  readonly maxSharedStrings?: number;
  /** Characters of one cell's text (or one shared string) beyond which the workbook is refused. */
  readonly maxCellChars?: number;
}

/**
 * 100 MiB: ten times the largest upload (10 MiB), since SpreadsheetML compresses about 5 to 10
 * times; a million cells (the cap below) take about 60 bytes of sheet XML each.
 */
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/**
 * 1 million: 10,000 rows (the largest plan's import) of 100 columns (a passport template has at
 * most 42). The table is padded to the widest row, so a few bytes naming cell XFD1 and row
 * 100000 would otherwise ask for billions of empty cells; and a row of 16,000 cells, or a
 * sheet of cells repeating one reference, costs seconds of reading without this bound.
 */
export const DEFAULT_MAX_CELLS = 1_000_000;

/** As many as the cells: a sheet cannot show more distinct strings than it has cells. */
export const DEFAULT_MAX_SHARED_STRINGS = DEFAULT_MAX_CELLS;

/** Excel's own limit on a cell's text (Excel specifications and limits: 32,767 characters). */
export const DEFAULT_MAX_CELL_CHARS = 32_767;

/** Excel's own last column, XFD: a reference beyond it is no cell of a worksheet. */
export const MAX_COLUMNS = 16_384;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

/**
 * The first sheet of an XLSX workbook as rows of cell text, row n at index n − 1: shared and
 * inline strings as written, numbers as JavaScript prints them (`.` decimal point, no grouping),
 * date-formatted numbers as YYYY-MM-DD, booleans `true`/`false`, formulas by their cached
 * result, errors empty. Missing rows and cells (`r="C5"` after `A1`) are empty, every row
 * as wide as the widest; rows stop at the last non-empty one. Throws XlsxReadError when
 * the bytes are not such a workbook or name a column beyond XFD, and, with its `limit`, when
 * they inflate past the size cap, hold more shared strings or cells than the caps, or a cell
 * longer than `maxCellChars`.
 */
export function readXlsxRows(bytes: Uint8Array, options: ReadXlsxOptions): string[][] {
  const maxBytes = options.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED_BYTES;
  const decoder = new TextDecoder();
  const index = unzipParts(bytes, (name) => name === WORKBOOK || name === WORKBOOK_RELS, maxBytes);
  const workbook = index.get(WORKBOOK);
  if (workbook === undefined) throw new XlsxReadError(`no ${WORKBOOK} part: not an XLSX workbook`);
  const workbookXml = decoder.decode(workbook);
  const sheetPart = firstSheetPath(workbookXml, decoder.decode(index.get(WORKBOOK_RELS) ?? new Uint8Array()));
  const indexBytes = [...index.values()].reduce((sum, part) => sum + part.length, 0);
  const parts = unzipParts(bytes, (name) => name === sheetPart || name === SHARED_STRINGS || name === STYLES, maxBytes, indexBytes);
  const sheet = parts.get(sheetPart);
  if (sheet === undefined) throw new XlsxReadError(`the first sheet's part ${sheetPart} is missing`);
  const shared = parts.get(SHARED_STRINGS);
  const workbookPr = firstElement(workbookXml, 'workbookPr')?.attributes.date1904;
  const maxCellChars = options.maxCellChars ?? DEFAULT_MAX_CELL_CHARS;
  return sheetRows(decoder.decode(sheet), {
    shared: shared === undefined ? [] : sharedStrings(decoder.decode(shared), options.maxSharedStrings ?? DEFAULT_MAX_SHARED_STRINGS, maxCellChars),
    dates: dateStyles(parts.has(STYLES) ? decoder.decode(parts.get(STYLES)) : undefined),
    date1904: workbookPr === '1' || workbookPr === 'true',
    maxRows: options.maxRows,
    maxCells: options.maxCells ?? DEFAULT_MAX_CELLS,
    maxCellChars,
  });
}

/** The shared string table, refused as soon as it passes `maxStrings` items or an item passes `maxChars`. */
function sharedStrings(xml: string, maxStrings: number, maxChars: number): string[] {
  const strings: string[] = [];
  for (const item of elements(xml, 'si')) {
    if (strings.length === maxStrings) throw new XlsxReadError(`the workbook has more than ${maxStrings} shared strings`, 'shared_strings');
    strings.push(checkedLength(stringItemText(item.inner), maxChars));
  }
  return strings;
}

function checkedLength(text: string, maxChars: number): string {
  if (text.length > maxChars) throw new XlsxReadError(`a cell holds more than ${maxChars} characters`, 'cell_length');
  return text;
}

/** The part of the workbook's first listed sheet, through its relationship (xl/worksheets/sheet1.xml when the package does not say). */
function firstSheetPath(workbookXml: string, relsXml: string): string {
  const relationship = firstElement(workbookXml, 'sheet')?.attributes.id;
  for (const rel of elements(relsXml, 'Relationship')) {
    if (rel.attributes.Id === relationship && rel.attributes.Target) return partPath(rel.attributes.Target);
  }
  return 'xl/worksheets/sheet1.xml';
}

/** A relationship target of the workbook as a zip entry name: absolute (`/xl/…`) or relative to xl/. */
function partPath(target: string): string {
  const segments = target.startsWith('/') ? [] : ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

interface SheetContext {
  readonly shared: readonly string[];
  readonly dates: readonly boolean[];
  readonly date1904: boolean;
  readonly maxRows: number;
  readonly maxCells: number;
  readonly maxCellChars: number;
}

/** The zero-based column of a cell: its reference's, or the one after the previous cell's. */
function cellColumn(ref: string | undefined, previous: number): number {
  const column = ref === undefined ? previous + 1 : (parseCellRef(ref)?.column ?? previous + 1);
  if (column >= MAX_COLUMNS) throw new XlsxReadError(`a cell lies beyond column XFD (the ${MAX_COLUMNS}th)`);
  return column;
}

function sheetRows(sheetXml: string, context: SheetContext): string[][] {
  const rows: string[][] = [];
  let width = 0;
  let rowNumber = 0;
  let cellElements = 0;
  for (const row of elements(firstElement(sheetXml, 'sheetData')?.inner ?? '', 'row')) {
    rowNumber = Number(row.attributes.r ?? rowNumber + 1);
    if (!Number.isSafeInteger(rowNumber) || rowNumber < 1) throw new XlsxReadError(`a row is numbered ${row.attributes.r}`);
    if (rowNumber > context.maxRows) break;
    const cells: string[] = [];
    let column = -1;
    for (const cell of elements(row.inner, 'c')) {
      // Counted as read: cells repeating one reference never widen the table, yet each costs a parse.
      if (++cellElements > context.maxCells) throw new XlsxReadError(`the sheet holds more than ${context.maxCells} cells`, 'cells');
      column = cellColumn(cell.attributes.r, column);
      const text = checkedLength(cellText(cell.attributes, cell.inner, context), context.maxCellChars);
      if (text === '') continue;
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    if (cells.length === 0) continue;
    width = Math.max(width, cells.length);
    // Checked before the gap rows are made: the padded table will be at least this large.
    const height = Math.max(rows.length, rowNumber);
    if (height * width > context.maxCells) throw new XlsxReadError(`the sheet spans ${height} rows × ${width} columns, more than ${context.maxCells} cells`, 'cells');
    while (rows.length < rowNumber - 1) rows.push([]);
    rows[rowNumber - 1] = cells;
  }
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  for (const cells of rows) while (cells.length < width) cells.push('');
  return rows;
}

function cellText(attributes: Readonly<Record<string, string>>, inner: string, context: SheetContext): string {
  const type = attributes.t ?? 'n';
  if (type === 'inlineStr') return stringItemText(firstElement(inner, 'is')?.inner ?? '');
  const value = elementText(inner, 'v');
  if (value === undefined) return '';
  switch (type) {
    case 's':
      return context.shared[Number(value)] ?? '';
    case 'str':
      return value;
    case 'b':
      return Number(value) !== 0 ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return value.slice(0, 10);
    default: {
      const number = Number(value);
      if (value.trim() === '' || Number.isNaN(number)) return value;
      const style = Number(attributes.s ?? 0);
      return (context.dates[style] ? serialDate(number, context.date1904) : undefined) ?? String(number);
    }
  }
}
