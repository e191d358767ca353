import { BLACK, WHITE, type CmykPercent, type Color, type Rgb } from '@quietzone/core';
import { gridOf, type ModuleGrid, type WriterMatrix } from './matrix';
import type { PdfxSettings } from './pdf-x';
import type { SpotColor } from './spot-color';
import type { ResolvedStyle } from './styles/style-options';
import type { Surround } from './styles/surround';

/** A square of modules in symbol coordinates (0,0 = top-left module, quiet zone excluded). */
export interface ModuleSquare {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** A normalized logo (transparent 512×512 PNG) and the cleared square it is drawn into. */
export interface LogoPlacement {
  readonly png: Uint8Array;
  readonly area: ModuleSquare;
}

/**
 * What every writer receives besides the matrix, already normalized once (STYLE.md: one
 * options normaliser). The quiet zone is always {@link QUIET_ZONE_MODULES} modules.
 */
export interface WriterOptions {
  /** Pixels per module (SVG, PNG) or points per module (EPS); PDF uses a fixed 1 mm. */
  readonly moduleSize: number;
  /**
   * Light modules around the symbol on every side; default {@link QUIET_ZONE_MODULES}. Fewer
   * than 4 is outside ISO/IEC 18004 and may not scan where the code sits on a busy surface.
   */
  readonly margin?: number;
  /**
   * PDF and EPS: the module edge in millimetres (`MODULE_MM`, 0.25–5). Replaces PDF's 1 mm and
   * EPS's `moduleSize` points when set; SVG and PNG ignore it.
   */
  readonly moduleMm?: number;
  readonly foreground: Rgb;
  /**
   * PDF and EPS paint the foreground as this spot ink (a separation of its own); `foreground`
   * then holds its CMYK alternate on screen, which SVG and PNG draw.
   */
  readonly spot?: SpotColor;
  readonly background: Color;
  /**
   * PDF and EPS: the foreground or background as the caller's own inks (whole percents),
   * written as given; `foreground`/`background` then hold their on-screen conversion (core's
   * `cmykToRgb`), which SVG and PNG draw.
   */
  readonly foregroundCmyk?: CmykPercent;
  readonly backgroundCmyk?: CmykPercent;
  /**
   * True when the caller chose no color at all. PDF and EPS then draw no background, so the
   * default file is unchanged (contract, image rule 4); SVG and PNG ignore it.
   */
  readonly defaultColors: boolean;
  /** PDF only: the code alone on a square page, or centered on A4. */
  readonly page: 'square' | 'a4';
  /** PNG only: the resolution written into the file (pHYs), dots per inch. */
  readonly dpi?: number;
  /** Modules under `area` are already cleared in the matrix the writer receives. */
  readonly logo?: LogoPlacement;
  /** Module and finder shapes, finder color, gradient; absent for the plain code. */
  readonly style?: ResolvedStyle;
  /** Artwork around the quiet zone (a frame): the image grows to hold it. */
  readonly surround?: Surround;
  /** EPS: the `%%Title` a prepress tool shows (`renderQr` passes the content); default "QR code". */
  readonly title?: string;
  /** PDF only: write a PDF/X file (output intent, Info, /ID, boxes). */
  readonly pdfx?: PdfxSettings;
}

/** ISO/IEC 18004 §6.3.8 asks for at least 4 modules of light margin on every side. */
export const QUIET_ZONE_MODULES = 4;

/**
 * The quiet zone a writer draws: `margin`, else the one the symbol's standard asks for (Micro
 * QR and rMQR 2, Data Matrix 1 module), else QR's 4.
 */
export function quietZoneOf(options: { readonly margin?: number }, grid?: Pick<ModuleGrid, 'quietZoneModules'>): number {
  return options.margin ?? grid?.quietZoneModules ?? QUIET_ZONE_MODULES;
}

/** What a writer accepts: any subset of {@link WriterOptions}; the rest takes its default. */
export type WriterInput = Partial<WriterOptions>;

/**
 * Fills a writer's defaults (4 px modules, black on white, square page) and checks what was
 * given, so a direct `writeSvg(matrix, { moduleSize: 4 })` works and a wrong value is a
 * `TypeError`/`RangeError` naming it, never a crash deep inside a writer.
 */
export function writerOptionsOf(matrix: WriterMatrix, input: WriterInput): WriterOptions {
  if (!isMatrix(matrix)) {
    throw new TypeError('matrix must be an encoded symbol: { size, modules } with size × size modules (encodeQr), or { width, height, modules } (encodeDataMatrix, encodeRmqr, encodeMicroQr)');
  }
  if (typeof input !== 'object' || input === null) throw new TypeError('writer options must be an object');
  const { moduleSize = 4, margin, foreground = BLACK, background = WHITE, page = 'square', dpi } = input;
  // EPS takes fractional points per module; SVG and PNG get whole pixels from renderQr.
  if (typeof moduleSize !== 'number' || !(moduleSize > 0 && moduleSize <= 100)) throw new RangeError(`moduleSize must be a number above 0 and at most 100, got ${String(moduleSize)}`);
  if (margin !== undefined && !(Number.isInteger(margin) && margin >= 0 && margin <= 100)) throw new RangeError(`margin must be an integer from 0 to 100, got ${String(margin)}`);
  if (!isRgb(foreground)) throw new TypeError('foreground must be { r, g, b } with integers 0–255 (parseHexColor from @quietzone/core makes one)');
  if (background !== 'transparent' && !isRgb(background)) throw new TypeError("background must be { r, g, b } with integers 0–255, or 'transparent'");
  if (page !== 'square' && page !== 'a4') throw new TypeError(`page must be 'square' or 'a4', got ${String(page)}`);
  if (dpi !== undefined && !(typeof dpi === 'number' && dpi > 0 && Number.isFinite(dpi))) throw new RangeError(`dpi must be a positive number, got ${String(dpi)}`);
  const grid = gridOf(matrix);
  // The logo area is a QR rule (the codewords it may cover); other symbols have no room to spare.
  if (input.logo !== undefined && grid.width !== grid.height) throw new TypeError('a logo is drawn only on a square QR symbol');
  return {
    ...input,
    moduleSize,
    foreground,
    background,
    page,
    defaultColors: input.defaultColors ?? (input.foreground === undefined && input.background === undefined),
  };
}

function isMatrix(matrix: unknown): matrix is WriterMatrix {
  if (typeof matrix !== 'object' || matrix === null) return false;
  const { width, height, modules, quietZoneModules } = gridOf(matrix as WriterMatrix);
  // Coordinates are written one byte each (dark runs), so no side may pass 255 modules.
  const side = (value: number) => Number.isInteger(value) && value > 0 && value < 256;
  const quiet = quietZoneModules === undefined || (Number.isInteger(quietZoneModules) && quietZoneModules >= 0);
  return side(width) && side(height) && quiet && modules?.length === width * height;
}

function isRgb(value: unknown): value is Rgb {
  if (typeof value !== 'object' || value === null) return false;
  const { r, g, b } = value as Rgb;
  return [r, g, b].every((channel) => Number.isInteger(channel) && channel >= 0 && channel <= 255);
}
