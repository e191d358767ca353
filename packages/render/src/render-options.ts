import {
  BLACK,
  DEFAULT_ERROR_CORRECTION,
  ERROR_CORRECTION_LEVELS,
  IMAGE_FORMATS,
  MODULE_SIZE,
  PDF_PAGES,
  SYMBOLOGIES,
  WHITE,
  canonicalSpelling,
  cmykToRgb,
  isCmykPercent,
  parseCmykColor,
  parseColor,
  parseHexColor,
  type AnyCase,
  type CmykPercent,
  type Color,
  type ErrorCorrection,
  type ImageFormat,
  type PdfPage,
  type Rgb,
  type Symbology,
} from '@quietzone/core';
import type { RgbaImage } from './logo-image';
import { MODULE_MM, moduleMmForSymbol } from './physical-size';
import { pdfxSettingsOf, type PdfxOptions } from './pdf-x';
import { spotColorProblem, spotColorRgb, type SpotColor } from './spot-color';
import { resolveStyle, type StyleOptions } from './styles/style-options';
import type { WriterOptions } from './writer-options';

/**
 * Bounds on `symbolMm` before the symbol is known: the smallest symbol (21 + 8 modules) at the
 * smallest module, the largest (177 + 8) at the largest. The encoded symbol narrows it further.
 */
const SYMBOL_MM = Object.freeze({ min: 29 * MODULE_MM.min, max: 185 * MODULE_MM.max });

/**
 * Library bounds (the API keeps `size` at 2–20 and the margin at 4): 1–100 pixels or points
 * per module, a margin of 0–100 modules, an image `width` of up to 20,000 pixels.
 */
export const LIBRARY_LIMITS = Object.freeze({
  size: { min: 1, max: 100 },
  margin: { min: 0, max: 100 },
  width: { max: 20_000 },
  dpi: { max: 100_000 },
});

/** The four image formats of the contract's image routes (core's `IMAGE_FORMATS`). */
export type RenderFormat = ImageFormat;

/**
 * The library's rendering options, written as the contract's image routes write them. Names
 * (`format`, `ecc`, `page`) are taken in any case (`'PNG'`, `'h'`, `'A4'`) and resolved to the
 * spelling shown here; the types offer the lower- and upper-case forms.
 */
export interface RenderOptions extends StyleOptions, PdfxOptions {
  readonly format: AnyCase<RenderFormat>;
  /**
   * `qr` (default), `microqr` (M1–M4, levels L/M/Q), `rmqr` (rectangular, levels M/H: L is
   * raised to M, Q to H) or `datamatrix` (ECC 200; `ecc` does not apply). Each gets its
   * standard's quiet zone (4, 2, 2, 1 modules) unless `margin` is given. Logos are QR only.
   */
  readonly symbol?: AnyCase<Symbology>;
  /** Data Matrix: `content` is a bracketed GS1 element string (`(01)…(10)…`), encoded with FNC1. */
  readonly gs1?: boolean;
  /**
   * rMQR and Data Matrix, PDF and EPS: the label's height in millimetres, quiet zone included.
   * With `moduleMm`: the narrowest size whose height fits. Without: the narrowest size once
   * its height fills `heightMm` exactly (modules 0.25–5 mm).
   */
  readonly heightMm?: number;
  /** Pixels per module (SVG, PNG) or points per module (EPS), integer 1–100; default 4. PDF ignores it (fixed 1 mm). */
  readonly size?: number;
  /**
   * SVG and PNG, instead of `size`: the image's width in pixels. The module size is the largest
   * whole number of pixels that fits (whole pixels keep edges sharp), so the image is at most
   * `width` wide; a width too small for one pixel per module throws a `RangeError`.
   */
  readonly width?: number;
  /**
   * Light modules around the code on every side, integer 0–100; default 4. ISO/IEC 18004 asks
   * for 4: less is outside the standard and may not scan on a busy surface.
   */
  readonly margin?: number;
  /** PNG: the resolution written into the file (pHYs chunk), dots per inch. */
  readonly dpi?: number;
  /**
   * Refuse colors core's contrast model flags (low contrast, light on dark, a transparent
   * background): a `RangeError` listing the findings. Default false; `checkColors` reports them
   * without rendering.
   */
  readonly strict?: boolean;
  /**
   * `RRGGBB` or `RGB`, `#` optional, case-insensitive; default black. Or a spot ink with its
   * CMYK alternate (`{ spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }`): PDF and EPS print it
   * on its own plate, SVG and PNG draw the alternate. Or the printer's own process inks,
   * `{ cmyk: [100, 66, 0, 2] }` or `'cmyk:100,66,0,2'` (whole percents): PDF and EPS write them
   * as given, SVG and PNG draw core's `cmykToRgb` of them.
   */
  readonly fg?: string | SpotColor | CmykColor;
  /** As `fg` (no spot ink), or `transparent`; default white. */
  readonly bg?: string | CmykColor;
  /** Default M; a logo always forces H (contract, image rule 5). */
  readonly ecc?: AnyCase<ErrorCorrection>;
  /**
   * PNG bytes, or RGBA pixels (`{ width, height, data }`, such as a canvas `ImageData`); fitted
   * into a transparent 512×512 PNG before drawing. `renderQr` from `@quietzone/render/node`
   * also takes JPEG and WebP bytes.
   */
  readonly logo?: Uint8Array | RgbaImage;
  /** PDF only: `square` (default) is the code with its quiet zone, `a4` centres it on A4. */
  readonly page?: AnyCase<PdfPage>;
  /** PDF and EPS: the module edge in millimetres, 0.25–5 (`MODULE_MM`). SVG and PNG ignore it. */
  readonly moduleMm?: number;
  /**
   * PDF and EPS, instead of `moduleMm`: the whole symbol's edge, quiet zone included, in
   * millimetres; the module edge follows (it must come out at 0.25–5 mm).
   */
  readonly symbolMm?: number;
}

/** A process color as the printer's inks, whole percents 0–100: `{ cmyk: [c, m, y, k] }`. */
export interface CmykColor {
  readonly cmyk: readonly [c: number, m: number, y: number, k: number];
}

/**
 * Everything needed to render a code once the options are known to be valid: the writers'
 * options (minus the logo placement, which depends on the matrix), the format and the ECC.
 * Core's `ImageRequest` (from `resolveImageRequest`) is one, so the server passes it as is,
 * plus its stored logo; the library builds it with {@link normalizeRenderOptions}.
 */
export interface ResolvedRenderOptions extends Omit<WriterOptions, 'logo'> {
  readonly format: RenderFormat;
  /** Unset: QR. */
  readonly symbol?: Symbology;
  readonly gs1?: boolean;
  readonly heightMm?: number;
  readonly ecc: ErrorCorrection;
  /** A normalized logo (transparent 512×512 PNG). */
  readonly logo?: Uint8Array;
  /** The symbol's edge in millimetres; turned into `moduleMm` once the symbol is encoded. */
  readonly symbolMm?: number;
  /** SVG and PNG: the image's width in pixels; turned into `moduleSize` once the symbol is encoded. */
  readonly width?: number;
}

/**
 * Checks and normalizes {@link RenderOptions} once for every writer (STYLE.md: one options
 * normaliser). Invalid options are programmer errors here and throw; the public image routes
 * instead treat bad query values as unset (core's image-request resolution).
 * The logo is only checked, not returned: it must be normalized first, which is asynchronous
 * (`renderQr` does both).
 */
export function normalizeRenderOptions(content: string, options: RenderOptions): ResolvedRenderOptions {
  if (typeof content !== 'string' || content.length === 0) {
    throw new TypeError('content must be a non-empty string');
  }
  if (typeof options !== 'object' || options === null) throw new TypeError('options must be an object');
  const { size, fg, bg, logo, moduleMm, symbolMm, width, margin, dpi, strict, gs1, heightMm } = options;
  const format = canonicalSpelling(IMAGE_FORMATS, options.format);
  if (format === undefined) {
    throw new TypeError(`format must be one of ${IMAGE_FORMATS.join(', ')}, got ${describe(options.format)}`);
  }
  if (size !== undefined && !isIntegerIn(size, LIBRARY_LIMITS.size.min, LIBRARY_LIMITS.size.max)) {
    throw new RangeError(`size must be an integer from ${LIBRARY_LIMITS.size.min} to ${LIBRARY_LIMITS.size.max}, got ${describe(size)}`);
  }
  if (width !== undefined && size !== undefined) throw new TypeError('give size or width, not both');
  if (width !== undefined && !isIntegerIn(width, 1, LIBRARY_LIMITS.width.max)) {
    throw new RangeError(`width must be an integer number of pixels from 1 to ${LIBRARY_LIMITS.width.max}, got ${describe(width)}`);
  }
  if (margin !== undefined && !isIntegerIn(margin, LIBRARY_LIMITS.margin.min, LIBRARY_LIMITS.margin.max)) {
    throw new RangeError(`margin must be an integer from ${LIBRARY_LIMITS.margin.min} to ${LIBRARY_LIMITS.margin.max} modules, got ${describe(margin)}`);
  }
  if (dpi !== undefined && !(typeof dpi === 'number' && Number.isFinite(dpi) && dpi > 0 && dpi <= LIBRARY_LIMITS.dpi.max)) {
    throw new RangeError(`dpi must be a number above 0 and at most ${LIBRARY_LIMITS.dpi.max}, got ${describe(dpi)}`);
  }
  if (strict !== undefined && typeof strict !== 'boolean') throw new TypeError(`strict must be a boolean, got ${describe(strict)}`);
  const ecc = options.ecc === undefined ? undefined : canonicalSpelling(ERROR_CORRECTION_LEVELS, options.ecc);
  if (options.ecc !== undefined && ecc === undefined) {
    throw new TypeError(`ecc must be one of ${ERROR_CORRECTION_LEVELS.join(', ')}, got ${describe(options.ecc)}`);
  }
  const page = options.page === undefined ? undefined : canonicalSpelling(PDF_PAGES, options.page);
  if (options.page !== undefined && page === undefined) {
    throw new TypeError(`page must be 'square' or 'a4', got ${describe(options.page)}`);
  }
  if (moduleMm !== undefined && symbolMm !== undefined) throw new TypeError('give moduleMm or symbolMm, not both');
  if (moduleMm !== undefined && !(typeof moduleMm === 'number' && moduleMm >= MODULE_MM.min && moduleMm <= MODULE_MM.max)) {
    throw new RangeError(`moduleMm must be a number from ${MODULE_MM.min} to ${MODULE_MM.max}, got ${describe(moduleMm)}`);
  }
  if (symbolMm !== undefined && !(typeof symbolMm === 'number' && symbolMm >= SYMBOL_MM.min && symbolMm <= SYMBOL_MM.max)) {
    throw new RangeError(`symbolMm must be a number from ${SYMBOL_MM.min} to ${SYMBOL_MM.max}, got ${describe(symbolMm)}`);
  }
  if (logo !== undefined && !(logo instanceof Uint8Array ? logo.length > 0 : typeof logo === 'object' && logo !== null && 'data' in logo)) {
    throw new TypeError('logo must be non-empty image bytes (Uint8Array) or RGBA pixels ({ width, height, data })');
  }
  const symbol = options.symbol === undefined ? undefined : canonicalSpelling(SYMBOLOGIES, options.symbol);
  if (options.symbol !== undefined && symbol === undefined) {
    throw new TypeError(`symbol must be one of ${SYMBOLOGIES.join(', ')}, got ${describe(options.symbol)}`);
  }
  if (gs1 !== undefined && typeof gs1 !== 'boolean') throw new TypeError(`gs1 must be a boolean, got ${describe(gs1)}`);
  if (gs1 && symbol !== 'datamatrix') throw new TypeError("gs1 element strings need symbol: 'datamatrix'");
  if (heightMm !== undefined) {
    if (symbol !== 'rmqr' && symbol !== 'datamatrix') throw new TypeError("heightMm needs symbol: 'rmqr' or 'datamatrix' (a square symbol takes symbolMm)");
    if (symbolMm !== undefined) throw new TypeError('give heightMm or symbolMm, not both');
    if (!(typeof heightMm === 'number' && heightMm > 0 && heightMm <= SYMBOL_MM.max)) {
      throw new RangeError(`heightMm must be a number above 0 and at most ${SYMBOL_MM.max}, got ${describe(heightMm)}`);
    }
  }
  if (symbolMm !== undefined && (symbol === 'rmqr' || symbol === 'datamatrix')) {
    throw new TypeError(`symbolMm is a square symbol's edge; give ${symbol} heightMm or moduleMm`);
  }
  if (logo !== undefined && symbol !== undefined && symbol !== 'qr') throw new TypeError(`a logo is drawn only on QR codes, not ${symbol}`);
  const foregroundCmyk = cmykOption(fg, 'fg');
  const backgroundCmyk = cmykOption(bg, 'bg');
  const spot = typeof fg === 'object' && fg !== null && foregroundCmyk === undefined ? checkedSpotColor(fg as SpotColor) : undefined;
  const pdfx = pdfxSettingsOf(options, content);
  if (pdfx && format !== 'pdf') throw new TypeError(`pdfx needs format: 'pdf', got ${format}`);
  if (pdfx && logo !== undefined) throw new TypeError('a logo cannot go into a PDF/X file yet (it is an RGB image with transparency): drop the logo or pdfx');
  const style = resolveStyle(options);
  // One ink cannot carry a blend of colors: a spot plate prints a single tint.
  if (spot && style?.gradient) throw new TypeError('gradient cannot be combined with a spot-color fg: give fg as a hex color or drop the gradient');
  const styleColors = style?.gradient !== undefined || style?.finderColor !== undefined;
  return {
    format,
    ...(symbol === undefined || symbol === 'qr' ? {} : { symbol }),
    ...(gs1 ? { gs1 } : {}),
    ...(heightMm === undefined ? {} : { heightMm }),
    ecc: ecc ?? DEFAULT_ERROR_CORRECTION,
    moduleSize: size ?? MODULE_SIZE.default,
    foreground: spot ? spotColorRgb(spot) : foregroundCmyk ? cmykToRgb(foregroundCmyk) : fg === undefined ? BLACK : foregroundColor(fg),
    ...(spot ? { spot } : {}),
    ...(foregroundCmyk ? { foregroundCmyk } : {}),
    background: backgroundCmyk ? cmykToRgb(backgroundCmyk) : bg === undefined ? WHITE : backgroundColor(bg),
    ...(backgroundCmyk ? { backgroundCmyk } : {}),
    // Contract, image rule 4: only a request without any color gets the unchanged default file.
    defaultColors: fg === undefined && bg === undefined && !styleColors,
    page: page ?? 'square',
    ...(moduleMm === undefined ? {} : { moduleMm }),
    ...(symbolMm === undefined ? {} : { symbolMm }),
    ...(width === undefined ? {} : { width }),
    ...(margin === undefined ? {} : { margin }),
    ...(dpi === undefined ? {} : { dpi }),
    ...(style === undefined ? {} : { style }),
    ...(pdfx === undefined ? {} : { pdfx }),
  };
}

function isIntegerIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The module size that makes a symbol of `sideModules` (margin included) at most `width`
 * pixels wide: the largest whole number. Throws a `RangeError` below one pixel per module.
 */
export function moduleSizeForWidth(width: number, sideModules: number): number {
  const moduleSize = Math.floor(width / sideModules);
  if (moduleSize < 1) throw new RangeError(`width ${width} is too small for this code: it needs at least ${sideModules} pixels (one per module)`);
  return moduleSize;
}

/**
 * Resolves `symbolMm` to the module edge for an encoded symbol of `sideModules` (quiet zone
 * included). Throws a `RangeError` when the module would leave `MODULE_MM`: the symbol is too
 * small or too large for this content.
 */
export function moduleMmOf(options: { readonly moduleMm?: number; readonly symbolMm?: number }, sideModules: number): number | undefined {
  if (options.symbolMm === undefined) return options.moduleMm;
  const moduleMm = moduleMmForSymbol(options.symbolMm, sideModules);
  if (moduleMm < MODULE_MM.min || moduleMm > MODULE_MM.max) {
    throw new RangeError(
      `symbolMm ${options.symbolMm} gives ${sideModules} modules of ${Math.round(moduleMm * 1000) / 1000} mm; ` +
        `modules must be ${MODULE_MM.min} to ${MODULE_MM.max} mm (symbolMm ${round2(sideModules * MODULE_MM.min)} to ${round2(sideModules * MODULE_MM.max)} for this content)`,
    );
  }
  return moduleMm;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The caller's process inks in `fg`/`bg`: `{ cmyk: [...] }` (an object without `spot`) or a
 * `cmyk:C,M,Y,K` string; `undefined` for anything else, which the hex parsers then judge.
 */
function cmykOption(input: unknown, name: 'fg' | 'bg'): CmykPercent | undefined {
  if (typeof input === 'string') {
    if (!/^\s*cmyk:/i.test(input)) return undefined;
    const parsed = parseCmykColor(input);
    if (!parsed) throw new TypeError(`${name} must be cmyk:C,M,Y,K with whole percents 0–100, got ${describe(input)}`);
    return parsed;
  }
  if (typeof input !== 'object' || input === null || 'spot' in input) return undefined;
  const inks = (input as Partial<CmykColor>).cmyk;
  const [c, m, y, k] = Array.isArray(inks) && inks.length === 4 ? inks : [];
  const parsed = { c, m, y, k };
  if (!isCmykPercent(parsed)) throw new TypeError(`${name} { cmyk } must be four whole percents from 0 to 100, got ${JSON.stringify(input)}`);
  return parsed;
}

function foregroundColor(input: unknown): Rgb {
  const color = parseHexColor(input);
  if (!color) throw new TypeError(`fg must be a hex color (RRGGBB or RGB, '#' optional), got ${describe(input)}`);
  return color;
}

/** A copy, so a caller mutating its object later cannot change a resolved render. */
function checkedSpotColor(input: SpotColor): SpotColor {
  const problem = spotColorProblem(input);
  if (problem) throw new TypeError(`fg ${problem}, got ${JSON.stringify(input)}`);
  const [c, m, y, k] = input.cmyk;
  return { spot: input.spot, cmyk: [c, m, y, k] };
}

function backgroundColor(input: unknown): Color {
  const color = parseColor(input);
  if (!color) {
    throw new TypeError(`bg must be a hex color (RRGGBB or RGB, '#' optional) or 'transparent', got ${describe(input)}`);
  }
  return color;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
