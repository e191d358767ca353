import type { AnyCase, ErrorCorrection, Symbology } from '@quietzone/core';
import { cropMarks } from './crop-marks';
import type { CaptionGlyph } from './internal/caption-font';
import { captionMissingCharacters, pdfGlyphString } from './internal/caption-text';
import { zlibDeflate } from './internal/deflate';
import { REGISTRATION, REGISTRATION_COLOR_SPACE, SPOT_COLOR_SPACE, separationArray, setColor } from './internal/pdf-color';
import { pdfDictionary, type PdfObject } from './internal/pdf-file';
import { assemblePrintPdf, pageBoxes } from './internal/pdfx-file';
import { pdfxSettingsOf, type PdfxOptions } from './pdf-x';
import { contentBytes, symbolOperators } from './internal/pdf-symbol';
import { pdfNumber } from './internal/pdf-syntax';
import { printBackground, printForeground, type PrintColor } from './internal/print-color';
import { encodeSymbol } from './encode-symbol';
import { gridOf, type WriterMatrix } from './matrix';
import { POINTS_PER_MM, modulePoints } from './physical-size';
import { moduleMmOf, normalizeRenderOptions, type CmykColor } from './render-options';
import { SHEET_DEFAULTS, layoutSheet, sheetPageName, type SheetLayout, type SheetPage } from './sheet-layout';
import type { SpotColor } from './spot-color';
import { qrMatrixOnly } from './matrix';
import type { SurroundFor } from './render-qr';
import { pdfLayerOperators, printLayers, surroundOperators } from './styles/print-style';
import type { StyleOptions } from './styles/style-options';
import { surroundCanvas, type Surround, type SurroundCanvas } from './styles/surround';

/** One code on a sheet: its content and, optionally, the caption printed under it. */
export interface SheetItem {
  readonly content: string;
  /**
   * A name or short code; printed in the bundled Noto Sans (Latin, Greek, Cyrillic), embedded
   * as a subset, cut with "…" to the symbol's width. `captionWarning` names any character it lacks.
   */
  readonly caption?: string;
}

export interface SheetOptions extends PdfxOptions, StyleOptions {
  /** Default A4; a name in any case (`'sra3'`). */
  readonly page?: SheetPage;
  readonly landscape?: boolean;
  /**
   * Each symbol's width, quiet zone included; its modules must come out at 0.25–5 mm. Every
   * symbol is at most as high as it is wide, so it fits a square cell.
   */
  readonly symbolMm: number;
  /** As `RenderOptions`: `qr` (default), `microqr`, `rmqr` or `datamatrix`, each with its standard's quiet zone. */
  readonly symbol?: AnyCase<Symbology>;
  /** Data Matrix: every item's content is a bracketed GS1 element string. */
  readonly gs1?: boolean;
  /** Default 10 mm. */
  readonly marginMm?: number;
  /** Space between cells; default 8 mm, room for crop marks between them. */
  readonly gutterMm?: number;
  /** Fixed grid; by default as many rows and columns as fit. */
  readonly rows?: number;
  readonly columns?: number;
  /** Crop marks at every cell corner; default false. */
  readonly cropMarks?: boolean;
  /** How far crop marks stay from the cut; default 2 mm. */
  readonly bleedMm?: number;
  /** As `RenderOptions`: hex, a spot color or CMYK inks; captions print in the same ink. */
  readonly fg?: string | SpotColor | CmykColor;
  /** As `RenderOptions`; behind each symbol only. */
  readonly bg?: string | CmykColor;
  /** Any case, as `RenderOptions`. */
  readonly ecc?: AnyCase<ErrorCorrection>;
}

/** Caption type size: legible at arm's length, small enough under a 20 mm code. */
const CAPTION_POINTS = 8;
/** The caption band under the symbol: the text's line plus air above and below. */
const CAPTION_BAND_MM = 4.5;
/** The baseline's height above the cell's bottom edge. */
const CAPTION_BASELINE_MM = 1.4;
const CROP_MARK_WIDTH_POINTS = 0.25;
const CAPTION_FONT = 'Caption';

/**
 * Imposes codes on sheets: one vector PDF with as many pages as the items need, each a grid of
 * `symbolMm` symbols (exact to 0.0001 pt), optional captions and crop marks. Colors as for a
 * single PDF: gray, CMYK or a spot ink on its own plate; crop marks in registration color.
 * Deterministic: the same items and options give the same bytes. Invalid options, content that
 * does not fit a QR code, and symbols whose modules would leave 0.25–5 mm throw a `TypeError`
 * or `RangeError` naming the item.
 */
export async function renderSheet(items: readonly SheetItem[], options: SheetOptions): Promise<Uint8Array> {
  if ((options as { frame?: unknown } | null)?.frame !== undefined) {
    throw new TypeError('frame: import renderSheet from @quietzone/render/frames, which carries the font a frame is drawn with');
  }
  return renderFramedSheet(items, options);
}

/**
 * `renderSheet` with an optional frame around every code: `symbolMm` is then the framed code's
 * width, and each cell grows by the tallest frame's extra height.
 */
export async function renderFramedSheet(items: readonly SheetItem[], options: SheetOptions, surroundFor?: SurroundFor): Promise<Uint8Array> {
  if (!Array.isArray(items) || items.length === 0) throw new TypeError('items must be a non-empty array');
  checkMillimetres(options);
  const colors = normalizeRenderOptions('-', {
    format: 'pdf',
    fg: options.fg,
    bg: options.bg,
    ecc: options.ecc,
    ...(options.symbol === undefined ? {} : { symbol: options.symbol }),
    ...(options.gs1 === undefined ? {} : { gs1: options.gs1 }),
    ...(options.modules === undefined ? {} : { modules: options.modules }),
    ...(options.finder === undefined ? {} : { finder: options.finder }),
    ...(options.finderColor === undefined ? {} : { finderColor: options.finderColor }),
    ...(options.gradient === undefined ? {} : { gradient: options.gradient }),
  });
  if (surroundFor && colors.symbol !== undefined) throw new TypeError(`a frame is drawn only around a QR code, not ${colors.symbol}`);
  const pdfx = pdfxSettingsOf(options, `${items.length} codes`);
  const hasCaptions = items.some((item) => item.caption !== undefined && item.caption !== '');
  // The font (120 kB unpacked) loads only for a sheet with captions: importing the library or
  // drawing an uncaptioned sheet never parses it.
  const captionFont = hasCaptions ? await import('./internal/caption-font') : undefined;
  const layoutFor = (extraMm: number) =>
    layoutSheet({
      page: options.page ?? SHEET_DEFAULTS.page,
      landscape: options.landscape ?? false,
      symbolMm: options.symbolMm,
      captionMm: (hasCaptions ? CAPTION_BAND_MM : SHEET_DEFAULTS.captionMm) + extraMm,
      marginMm: options.marginMm ?? SHEET_DEFAULTS.marginMm,
      gutterMm: options.gutterMm ?? SHEET_DEFAULTS.gutterMm,
      ...(options.rows === undefined ? {} : { rows: options.rows }),
      ...(options.columns === undefined ? {} : { columns: options.columns }),
    });
  // Laid out before the symbols are encoded, so a page too small is the first error reported.
  const unframedLayout = layoutFor(0);
  const symbols = items.map((item, index): PlacedSymbol => {
    if (typeof item?.content !== 'string' || item.content === '') throw new TypeError(`items[${index}].content must be a non-empty string`);
    try {
      const { matrix, quiet } = encodeSymbol(item.content, { symbol: colors.symbol ?? 'qr', ecc: colors.ecc, ...(colors.gs1 ? { gs1: true } : {}) });
      const side = gridOf(matrix).width + 2 * quiet;
      const surround = surroundFor?.(side);
      const canvas = surroundCanvas(surround, side, side);
      const moduleMm = moduleMmOf({ symbolMm: options.symbolMm }, canvas.width)!;
      const caption = item.caption && captionFont ? captionFont.setCaption(item.caption, CAPTION_POINTS, unframedLayout.cellWidthMm * POINTS_PER_MM) : [];
      const captionWidthPoints = captionFont ? captionFont.captionWidth(caption, CAPTION_POINTS) : 0;
      return { matrix, quiet, modulePoints: modulePoints(moduleMm), caption, captionWidthPoints, ...(surround ? { frame: { surround, canvas }, extraMm: (canvas.height - canvas.width) * moduleMm } : {}) };
    } catch (error) {
      if (error instanceof RangeError) throw new RangeError(`items[${index}]: ${error.message}`);
      throw error;
    }
  });

  // A frame's banner makes the code taller than wide: the cell grows by the tallest one.
  const extraMm = Math.max(0, ...symbols.map((symbol) => symbol.extraMm ?? 0));
  const layout = extraMm > 0 ? layoutFor(extraMm) : unframedLayout;
  const foreground = printForeground(colors.foreground, colors.spot, colors.foregroundCmyk);
  const background = printBackground(colors);

  // Objects 1 and 2 are the catalog and the page tree; the resources every page shares follow,
  // then each page and its content stream.
  const shared: PdfObject[] = [];
  const resources: string[] = [];
  const colorSpaces: string[] = [];
  const share = (object: PdfObject) => {
    shared.push(object);
    return `${PAGES + shared.length} 0 R`;
  };
  if (captionFont) {
    // The font objects refer to each other by number: they take the next five.
    const font = captionFont.captionFontObjects(symbols.flatMap((symbol) => symbol.caption), PAGES + shared.length + 1);
    resources.push(`/Font << /${CAPTION_FONT} ${font.map(share)[0]} >>`);
  }
  if (foreground.space === 'separation') colorSpaces.push(`/${SPOT_COLOR_SPACE} ${share({ value: separationArray(foreground) })}`);
  if (options.cropMarks) colorSpaces.push(`/${REGISTRATION_COLOR_SPACE} ${share({ value: separationArray(REGISTRATION) })}`);
  if (colorSpaces.length > 0) resources.push(`/ColorSpace << ${colorSpaces.join(' ')} >>`);
  // Each symbol size has its own gradient geometry: one shading resource per distinct dictionary.
  const shadings = new Map<string, string>();
  const styled = colors.style
    ? symbols.map((symbol) =>
        printLayers(qrMatrixOnly(symbol.matrix, 'a style'), colors.style!, foreground, colors.foreground, symbol.quiet).flatMap((layer) => {
          if (layer.fill.kind === 'color') return pdfLayerOperators(layer, '');
          if (!shadings.has(layer.fill.shading)) shadings.set(layer.fill.shading, `Fg${shadings.size}`);
          return pdfLayerOperators(layer, shadings.get(layer.fill.shading)!);
        }),
      )
    : undefined;
  if (shadings.size > 0) resources.push(`/Shading << ${[...shadings].map(([dictionary, name]) => `/${name} ${dictionary}`).join(' ')} >>`);
  const marks = options.cropMarks ? cropMarkOperators(layout, options.bleedMm ?? SHEET_DEFAULTS.bleedMm) : [];
  // The sheet is the trimmed product: cells are cut from it later, along the crop marks.
  const boxes = pageBoxes(layout.pageWidthMm * POINTS_PER_MM, layout.pageHeightMm * POINTS_PER_MM, pdfx);

  const perPage = layout.cells.length;
  const pageObjects: PdfObject[] = [];
  const kids: string[] = [];
  for (let first = 0; first < symbols.length; first += perPage) {
    const pageNumber = PAGES + shared.length + pageObjects.length + 1;
    kids.push(`${pageNumber} 0 R`);
    const parts = pageOperators(symbols.slice(first, first + perPage), layout, foreground, background, styled?.slice(first, first + perPage));
    parts.push(...marks);
    pageObjects.push(
      { value: `<< /Type /Page /Parent ${PAGES} 0 R ${boxes} /Resources ${pdfDictionary(resources)} /Contents ${pageNumber + 1} 0 R >>` },
      { dict: '/Filter /FlateDecode', stream: zlibDeflate(contentBytes(parts)) },
    );
  }
  return assemblePrintPdf([{ value: `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>` }, ...shared, ...pageObjects], pdfx);
}

/**
 * What is wrong with printing `caption` on a sheet, or undefined when nothing is: the caption
 * font (the bundled Noto Sans: Latin with Vietnamese, Greek, Cyrillic and common signs) has
 * no glyph for some of its characters, which print as blank space. Callers report it (the CLI
 * on stderr and in the manifest's `caption_warning` column) rather than let a gap go to press.
 */
export function captionWarning(caption: string): string | undefined {
  const missing = captionMissingCharacters(caption);
  if (missing.length === 0) return undefined;
  const named = missing.map((character) => `"${character}" U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return `the caption font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for ${named.join(', ')}; they print as blank space`;
}

/** Object 1 is the catalog, object 2 the page tree. */
const PAGES = 2;

/** One page's codes, each in its cell, then their captions in one text object. */
function pageOperators(
  symbols: readonly PlacedSymbol[],
  layout: SheetLayout,
  foreground: PrintColor,
  background: PrintColor | 'transparent',
  styled?: readonly (readonly string[])[],
): (string | Uint8Array)[] {
  const parts: (string | Uint8Array)[] = [];
  const captions: string[] = [];
  symbols.forEach((symbol, index) => {
    const cell = layout.cells[index]!;
    const x = cell.x * POINTS_PER_MM;
    // At the top of the cell: a symbol lower than it is wide leaves the space above its caption.
    const { width, height } = gridOf(symbol.matrix);
    const top = (cell.y + layout.cellHeightMm) * POINTS_PER_MM;
    const drawn = styled?.[index];
    if (symbol.frame) {
      // The framed code at the top of its cell; the symbol `left` and `bottom` modules inside it.
      const { canvas, surround } = symbol.frame;
      const scale = symbol.modulePoints;
      const artY = top - canvas.height * scale;
      parts.push(...surroundOperators(surround, canvas, { scale, x, y: artY, background }));
      const symbolY = artY + (canvas.height - canvas.top - (height + 2 * symbol.quiet)) * scale;
      parts.push(...symbolOperators(symbol.matrix, { scale, x: x + canvas.left * scale, y: symbolY, quiet: symbol.quiet, background: 'transparent', fill: foreground, ...(drawn ? { styled: drawn } : {}) }));
    } else {
      const y = top - layout.cellWidthMm * POINTS_PER_MM + (width - height) * symbol.modulePoints;
      parts.push(...symbolOperators(symbol.matrix, { scale: symbol.modulePoints, x, y, quiet: symbol.quiet, background, fill: foreground, ...(drawn ? { styled: drawn } : {}) }));
    }
    if (symbol.caption.length > 0) captions.push(...captionOperators(symbol.caption, symbol.captionWidthPoints, cell.x, cell.y, layout.cellWidthMm));
  });
  if (captions.length > 0) parts.push('BT', `/${CAPTION_FONT} ${CAPTION_POINTS} Tf`, ...setColor(foreground), ...captions, 'ET');
  return parts;
}

interface PlacedSymbol {
  /** A frame around the code, and the framed code's extent in modules. */
  readonly frame?: { readonly surround: Surround; readonly canvas: SurroundCanvas };
  /** How much taller than wide the framed code is, in millimetres. */
  readonly extraMm?: number;
  readonly matrix: WriterMatrix;
  readonly quiet: number;
  /** The module edge that makes the symbol `symbolMm` wide. */
  readonly modulePoints: number;
  /** The caption set in the caption font and cut to the cell's width; empty for none. */
  readonly caption: readonly CaptionGlyph[];
  /** The set caption's width in points (what `Tj` advances). */
  readonly captionWidthPoints: number;
}

/** The caption centred under the symbol on its baseline. */
function captionOperators(caption: readonly CaptionGlyph[], width: number, cellX: number, cellY: number, widthMm: number): string[] {
  const x = cellX * POINTS_PER_MM + (widthMm * POINTS_PER_MM - width) / 2;
  const y = (cellY + CAPTION_BASELINE_MM) * POINTS_PER_MM;
  return [`1 0 0 1 ${pdfNumber(x, 4)} ${pdfNumber(y, 4)} Tm`, `${pdfGlyphString(caption)} Tj`];
}

/** Every crop mark on a page as one stroked path in registration color. */
function cropMarkOperators(layout: SheetLayout, bleedMm: number): string[] {
  const lines = cropMarks(layout, bleedMm);
  if (lines.length === 0) return [];
  const at = (mm: number) => pdfNumber(mm * POINTS_PER_MM, 4);
  return [
    'q',
    ...setColor(REGISTRATION, true, REGISTRATION_COLOR_SPACE),
    `${pdfNumber(CROP_MARK_WIDTH_POINTS)} w`,
    ...lines.flatMap((line) => [`${at(line.x1)} ${at(line.y1)} m`, `${at(line.x2)} ${at(line.y2)} l`]),
    'S',
    'Q',
  ];
}

function checkMillimetres(options: SheetOptions): void {
  if (typeof options !== 'object' || options === null) throw new TypeError('options must be an object');
  for (const key of ['symbolMm', 'marginMm', 'gutterMm', 'bleedMm'] as const) {
    const value = options[key];
    if (value === undefined && key !== 'symbolMm') continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (key === 'symbolMm' && value === 0)) {
      throw new RangeError(`${key} must be a ${key === 'symbolMm' ? 'positive' : 'non-negative'} number of millimetres, got ${String(value)}`);
    }
  }
  for (const key of ['rows', 'columns'] as const) {
    const value = options[key];
    if (value !== undefined && !(Number.isInteger(value) && value >= 1)) throw new RangeError(`${key} must be a positive integer, got ${String(value)}`);
  }
  const { page } = options;
  if (typeof page === 'object' && page !== null) {
    if (!(page.widthMm > 0 && page.heightMm > 0 && Number.isFinite(page.widthMm) && Number.isFinite(page.heightMm))) {
      throw new RangeError('a custom page needs positive widthMm and heightMm');
    }
  } else if (page !== undefined) {
    sheetPageName(page);
  }
}
