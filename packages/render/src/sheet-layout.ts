import { canonicalSpelling, SHEET_PAGES_MM, type AnyCase } from '@quietzone/core';

// The page table is core's, so the export request schema names the same sheets.
export { SHEET_PAGES_MM };

export type SheetPageName = keyof typeof SHEET_PAGES_MM;

const SHEET_PAGE_NAMES = Object.keys(SHEET_PAGES_MM) as SheetPageName[];

/** A named sheet in any case (`'sra3'` is SRA3), or any page in millimetres. */
export type SheetPage = AnyCase<SheetPageName> | { readonly widthMm: number; readonly heightMm: number };

/** Defaults shared by `layoutSheet` and `renderSheet`, so a layout previews the sheet exactly. */
export const SHEET_DEFAULTS = Object.freeze({ page: 'A4', marginMm: 10, gutterMm: 8, bleedMm: 2, captionMm: 0 } as const);

export interface SheetLayoutInput {
  /** Default A4. */
  readonly page?: SheetPage;
  /** Turns a named page on its side. */
  readonly landscape?: boolean;
  /** The cell's width: the symbol with its quiet zone. */
  readonly symbolMm: number;
  /** Height of the caption band under each symbol, inside the cell; default 0 (no captions). */
  readonly captionMm?: number;
  /** Default 10 mm, as `renderSheet`'s. */
  readonly marginMm?: number;
  /** Default 8 mm, as `renderSheet`'s. */
  readonly gutterMm?: number;
  /** Fixed grid; each defaults to as many as fit. */
  readonly rows?: number;
  readonly columns?: number;
}

/** A cell's bottom-left corner in millimetres, PDF fashion: origin bottom-left, y up. */
export interface SheetCell {
  readonly x: number;
  readonly y: number;
}

export interface SheetLayout {
  readonly pageWidthMm: number;
  readonly pageHeightMm: number;
  readonly columns: number;
  readonly rows: number;
  readonly cellWidthMm: number;
  readonly cellHeightMm: number;
  /** One page's cells, `rows × columns`, row by row from the top, each row left to right. */
  readonly cells: readonly SheetCell[];
}

/**
 * Fits a grid of `symbolMm`-wide cells (symbol plus caption band) into the page inside its
 * margins, `gutterMm` apart, and centres the grid, so the sheet's leftover space is split
 * evenly and a guillotine cut from either side lands the same. Throws a `RangeError` when not
 * even one cell fits, or when the requested rows or columns do not.
 */
export function layoutSheet(input: SheetLayoutInput): SheetLayout {
  if (typeof input !== 'object' || input === null) throw new TypeError('layoutSheet needs an object of options');
  const [width, height] = pageSizeMm(input.page ?? SHEET_DEFAULTS.page, input.landscape ?? false);
  const { symbolMm, captionMm = SHEET_DEFAULTS.captionMm, marginMm = SHEET_DEFAULTS.marginMm, gutterMm = SHEET_DEFAULTS.gutterMm } = input;
  for (const [name, value] of Object.entries({ symbolMm, captionMm, marginMm, gutterMm })) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (name === 'symbolMm' && value === 0)) {
      throw new RangeError(`${name} must be a ${name === 'symbolMm' ? 'positive' : 'non-negative'} number of millimetres, got ${String(value)}`);
    }
  }
  const cellWidthMm = symbolMm;
  const cellHeightMm = symbolMm + captionMm;
  const fittingColumns = fitting(width - 2 * marginMm, cellWidthMm, gutterMm);
  const fittingRows = fitting(height - 2 * marginMm, cellHeightMm, gutterMm);
  if (fittingColumns === 0 || fittingRows === 0) {
    throw new RangeError(
      `a ${cellWidthMm} × ${cellHeightMm} mm cell does not fit a ${width} × ${height} mm page with ${marginMm} mm margins`,
    );
  }
  const columns = input.columns ?? fittingColumns;
  const rows = input.rows ?? fittingRows;
  if (columns > fittingColumns || rows > fittingRows) {
    throw new RangeError(
      `${rows} rows × ${columns} columns do not fit: at most ${fittingRows} × ${fittingColumns} cells of ` +
        `${cellWidthMm} × ${cellHeightMm} mm with ${gutterMm} mm gutters and ${marginMm} mm margins on ${width} × ${height} mm`,
    );
  }
  const left = (width - span(columns, cellWidthMm, gutterMm)) / 2;
  const top = (height + span(rows, cellHeightMm, gutterMm)) / 2;
  const cells: SheetCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      cells.push({ x: left + column * (cellWidthMm + gutterMm), y: top - row * (cellHeightMm + gutterMm) - cellHeightMm });
    }
  }
  return { pageWidthMm: width, pageHeightMm: height, columns, rows, cellWidthMm, cellHeightMm, cells };
}

/** Throws a `TypeError` for a name that is no sheet's in any case. */
export function pageSizeMm(page: SheetPage, landscape: boolean): readonly [width: number, height: number] {
  const [width, height] = typeof page === 'string' ? SHEET_PAGES_MM[sheetPageName(page)] : [page.widthMm, page.heightMm];
  return landscape ? [height, width] : [width, height];
}

/** The sheet `page` names in any case; a `TypeError` naming the sheets for anything else. */
export function sheetPageName(page: string): SheetPageName {
  const name = canonicalSpelling(SHEET_PAGE_NAMES, page);
  if (name === undefined) throw new TypeError(`page must be ${SHEET_PAGE_NAMES.join(', ')} or { widthMm, heightMm }, got ${JSON.stringify(page)}`);
  return name;
}

/** How many cells of `cell` mm, `gutter` mm apart, fit in `room` mm. */
function fitting(room: number, cell: number, gutter: number): number {
  // A hair of tolerance: 190 mm of room holds exactly 5 cells of 30 mm with 10 mm gutters.
  return Math.max(0, Math.floor((room + gutter + 1e-9) / (cell + gutter)));
}

function span(count: number, cell: number, gutter: number): number {
  return count * cell + (count - 1) * gutter;
}
