import { canonicalSpelling } from './canonical-spelling';
import { cmykToRgb, parseCmykColor } from './cmyk-color';
import { BLACK, WHITE, parseColor, parseHexColor, type CmykPercent, type Color, type Rgb } from './color';
import { DEFAULT_ERROR_CORRECTION, parseErrorCorrection, type ErrorCorrection } from './error-correction';
import { IMAGE_CACHE_CONTROL, imageCacheControl, isDefaultImage, type ImageFormat } from './image-cache-control';
import { parseSymbology, type Symbology } from './symbology';
import { drawnStyle, type AppearanceInput, type DrawnStyle } from './appearance';

/** A parsed query string as h3/ufo hand it over: repeated keys become arrays. */
export type ImageQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ImageRequestInput {
  readonly format: ImageFormat;
  readonly query: ImageQuery;
  readonly stored: AppearanceInput | null;
  readonly hasLogo: boolean;
}

/** A single code's PDF page: `square` is the code with its quiet zone, `a4` centres it on A4. */
export const PDF_PAGES = ['square', 'a4'] as const;

export type PdfPage = (typeof PDF_PAGES)[number];

export interface ImageRequest {
  readonly format: ImageFormat;
  /** Pixels (SVG, PNG) or points (EPS) per module; PDF ignores it (fixed 1 mm) and gets the default. */
  readonly moduleSize: number;
  readonly foreground: Rgb;
  readonly background: Color;
  /**
   * True when neither the query nor the stored appearance chose a color: PDF and EPS then draw
   * no background at all, so the default file is unchanged (contract, image rule 4).
   */
  readonly defaultColors: boolean;
  readonly ecc: ErrorCorrection;
  /** Always `square` except for a PDF with `format=a4`. */
  readonly page: PdfPage;
  readonly cacheControl: string;
  readonly isDefaultImage: boolean;
  /**
   * `symbol=microqr|rmqr|datamatrix`; absent for QR (the default), so a QR request resolves as
   * it always has. Never the default image: it gets the short Cache-Control.
   */
  readonly symbol?: Exclude<Symbology, 'qr'>;
  /** The stored style, drawn on a QR code only; absent when the appearance has none. */
  readonly style?: DrawnStyle;
  /**
   * `fg=cmyk:C,M,Y,K` / `bg=cmyk:…`: the printer's inks, which PDF and EPS write as given;
   * `foreground`/`background` then hold their on-screen conversion (`cmykToRgb`) for SVG and PNG.
   */
  readonly foregroundCmyk?: CmykPercent;
  readonly backgroundCmyk?: CmykPercent;
}

/** Contract, image routes: `size` is an integer 2–20, default 4. */
export const MODULE_SIZE = Object.freeze({ min: 2, max: 20, default: 4 });

const DECIMAL_INTEGER = /^[0-9]+$/;

/**
 * Resolves the query of an image route against the stored appearance (contract, image routes,
 * rules 1–7). Never throws: an invalid value counts as unset (rule 1), unknown parameters are
 * ignored, and each color follows query → stored → default (rule 2), separately for `fg` and
 * `bg` (rule 7). A logo forces ecc H (rule 5). The stored style (shapes, finder color, gradient)
 * is drawn on QR codes whatever the query says; a styled image is never the default image.
 *
 * Decisions where the contract is silent:
 * - A repeated parameter (`?fg=f00&fg=00f`) uses its first value, like `URLSearchParams.get`;
 *   if that one is invalid the parameter is unset, later values are not tried.
 * - `size` must be written as a plain decimal integer (`8`, `08`); `8.0`, `0x8`, `1e1` and
 *   out-of-range values are unset rather than clamped.
 * - `fg`/`bg` also take `cmyk:C,M,Y,K` (whole percents): a printer's inks, kept for PDF and EPS.
 * - Values are trimmed; colors and ecc are case-insensitive, `format` too (`A4`), and
 *   `symbol` (`qr`, `microqr`, `rmqr`, `datamatrix`).
 * - An explicit default value (`fg=000000`, `bg=ffffff`) counts as a chosen color: it
 *   overrides the stored color, and in PDF/EPS it draws the opaque area of rule 4.
 */
export function resolveImageRequest(input: ImageRequestInput): ImageRequest {
  const { format, query, hasLogo } = input;
  const foregroundCmyk = parseCmykColor(firstValue(query, 'fg'));
  const backgroundCmyk = parseCmykColor(firstValue(query, 'bg'));
  const queryForeground = foregroundCmyk ? cmykToRgb(foregroundCmyk) : parseHexColor(firstValue(query, 'fg'));
  const queryBackground = backgroundCmyk ? cmykToRgb(backgroundCmyk) : parseColor(firstValue(query, 'bg'));
  const storedForeground = parseHexColor(input.stored?.foreground_color ?? undefined);
  const storedBackground = parseColor(input.stored?.background_color ?? undefined);

  const foreground = queryForeground ?? storedForeground ?? BLACK;
  const background = queryBackground ?? storedBackground ?? WHITE;
  const symbol = parseSymbology(firstValue(query, 'symbol'));
  const other = symbol !== undefined && symbol !== 'qr';
  const style = other ? undefined : drawnStyle(input.stored);
  // A finder color or a gradient is a chosen color too: PDF and EPS then draw the background.
  const defaultColors =
    queryForeground === undefined &&
    queryBackground === undefined &&
    storedForeground === undefined &&
    storedBackground === undefined &&
    style?.finderColor === undefined &&
    style?.gradient === undefined;
  const ecc: ErrorCorrection = hasLogo ? 'H' : (parseErrorCorrection(firstValue(query, 'ecc')) ?? DEFAULT_ERROR_CORRECTION);
  const moduleSize = format === 'pdf' ? MODULE_SIZE.default : parseModuleSize(firstValue(query, 'size'));
  const page: PdfPage = format === 'pdf' ? (canonicalSpelling(PDF_PAGES, firstValue(query, 'format')?.trim()) ?? 'square') : 'square';

  const rendering = { format, foreground, background, ecc, hasLogo, defaultColors, styled: style !== undefined };
  return Object.freeze({
    format,
    moduleSize,
    foreground,
    background,
    defaultColors,
    ecc,
    page,
    cacheControl: other ? IMAGE_CACHE_CONTROL : imageCacheControl(rendering),
    isDefaultImage: other ? false : isDefaultImage(rendering),
    ...(other ? { symbol } : {}),
    ...(style === undefined ? {} : { style }),
    ...(foregroundCmyk ? { foregroundCmyk } : {}),
    ...(backgroundCmyk ? { backgroundCmyk } : {}),
  });
}

function firstValue(query: ImageQuery, key: string): string | undefined {
  if (query === null || typeof query !== 'object' || !Object.prototype.hasOwnProperty.call(query, key)) return undefined;
  const value: unknown = query[key];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function parseModuleSize(value: string | undefined): number {
  const text = value?.trim();
  if (text === undefined || !DECIMAL_INTEGER.test(text)) return MODULE_SIZE.default;
  const size = Number(text);
  return size >= MODULE_SIZE.min && size <= MODULE_SIZE.max ? size : MODULE_SIZE.default;
}
