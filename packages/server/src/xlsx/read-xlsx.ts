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
  /** Cells of the returned table (rows × widest row, gaps included) beyond which the workbook is refused. */
  readonly maxCells?: number;
}

/** 64 MiB: a workbook of hundreds of thousands of cells, far beyond any file an upload limit lets through. */
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;

/**
 * 4 million: 100,000 rows of 40 columns. The table is padded to the widest row, so a few bytes
 * naming cell XFD1 and row 100000 would otherwise ask for billions of empty cells.
 */
export const DEFAULT_MAX_CELLS = 4_000_000;

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
 * the bytes are not such a workbook, inflate past the size cap, name a column beyond XFD, or
 * span more than `maxCells` cells.
 */
export function readXlsxRows(bytes: Uint8Array, options: ReadXlsxOptions): string[][] {
  const maxBytes = options.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED_BYTES;
  const decoder = new TextDecoder();
  const index = unzipParts(bytes, (name) => name === WORKBOOK || name === WORKBOOK_RELS, maxBytes);
  const workbook = index.get(WORKBOOK);
  if (workbook === undefined) throw new XlsxReadError(`no ${WORKBOOK} part: not an XLSX workbook`);
  const workbookXml = decoder.decode(workbook);
  const sheetPart = firstSheetPath(workbookXml, decoder.decode(index.get(WORKBOOK_RELS) ?? new Uint8Array()));
  const parts = unzipParts(bytes, (name) => name === sheetPart || name === SHARED_STRINGS || name === STYLES, maxBytes);
  const sheet = parts.get(sheetPart);
  if (sheet === undefined) throw new XlsxReadError(`the first sheet's part ${sheetPart} is missing`);
  const shared = parts.get(SHARED_STRINGS);
  const workbookPr = firstElement(workbookXml, 'workbookPr')?.attributes.date1904;
  return sheetRows(decoder.decode(sheet), {
    shared: shared === undefined ? [] : Array.from(elements(decoder.decode(shared), 'si'), (item) => stringItemText(item.inner)),
    dates: dateStyles(parts.has(STYLES) ? decoder.decode(parts.get(STYLES)) : undefined),
    date1904: workbookPr === '1' || workbookPr === 'true',
    maxRows: options.maxRows,
    maxCells: options.maxCells ?? DEFAULT_MAX_CELLS,
  });
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
  for (const row of elements(firstElement(sheetXml, 'sheetData')?.inner ?? '', 'row')) {
    rowNumber = Number(row.attributes.r ?? rowNumber + 1);
    if (!Number.isSafeInteger(rowNumber) || rowNumber < 1) throw new XlsxReadError(`a row is numbered ${row.attributes.r}`);
    if (rowNumber > context.maxRows) break;
    const cells: string[] = [];
    let column = -1;
    for (const cell of elements(row.inner, 'c')) {
      column = cellColumn(cell.attributes.r, column);
      const text = cellText(cell.attributes, cell.inner, context);
      if (text === '') continue;
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    if (cells.length === 0) continue;
    width = Math.max(width, cells.length);
    // Checked before the gap rows are made: the padded table will be at least this large.
    const height = Math.max(rows.length, rowNumber);
    if (height * width > context.maxCells) throw new XlsxReadError(`the sheet spans ${height} rows × ${width} columns, more than ${context.maxCells} cells`);
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
