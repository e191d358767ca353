import { encodeQr, gridOf, type WriterMatrix } from './matrix';
import { refuseFlaggedColors } from './refuse-flagged-colors';
import { detectImageFormat } from './detect-image-format';
import { logoFromImage, logoFromPng, type RgbaImage } from './logo-image';
import { placeLogo } from './logo-area';
import { writeEps } from './eps';
import { writePdf } from './pdf';
import { writePng } from './png';
import { quietZoneOf } from './writer-options';
import { encodeSymbol } from './encode-symbol';
import { moduleMmOf, moduleSizeForWidth, normalizeRenderOptions, type RenderFormat, type RenderOptions, type ResolvedRenderOptions } from './render-options';
import { writeSvg } from './svg';
import type { WriterOptions } from './writer-options';
import { surroundCanvas, type Surround } from './styles/surround';

/**
 * Renders `content` as a QR code image (library entry point). Options are validated and
 * invalid ones throw (`TypeError`/`RangeError`); content too long for a QR code throws a
 * `RangeError`. A logo (PNG bytes, or RGBA pixels such as a canvas `ImageData`) is fitted into
 * a transparent 512×512 square, forces ECC H and is drawn on a white area cleared of modules.
 * Pure: runs in every JavaScript runtime, and the same input gives the same bytes on each.
 * JPEG and WebP logos need a native decoder: `renderQr` from `@quietzone/render/node`.
 */
export async function renderQr(content: string, options: RenderOptions): Promise<Uint8Array> {
  if ((options as { frame?: unknown } | null)?.frame !== undefined) {
    throw new TypeError('frame: import renderQr from @quietzone/render/frames, which carries the font a frame is drawn with');
  }
  return renderNormalizedQr(content, options, normalizeRenderOptions(content, options));
}

/**
 * `renderQr` once the options are normalized: the strict color check, the logo, then the
 * drawing. `surroundFor` gives artwork around the quiet zone (a frame) for the symbol's side
 * in modules, quiet zone included.
 */
export function renderNormalizedQr(content: string, options: RenderOptions, resolved: ResolvedRenderOptions, surroundFor?: SurroundFor): Promise<Uint8Array> {
  if (options.strict) refuseFlaggedColors(options);
  if (!options.logo) return renderResolvedQr(content, resolved, surroundFor);
  return renderResolvedQr(content, { ...resolved, logo: normalizedLogo(options.logo) }, surroundFor);
}

/** Artwork around a QR code's quiet zone for its side in modules (quiet zone included). */
export type SurroundFor = (side: number) => Surround;

function normalizedLogo(logo: Uint8Array | RgbaImage): Uint8Array {
  try {
    if (!(logo instanceof Uint8Array)) return logoFromImage(logo);
    const format = detectImageFormat(logo);
    if (format !== 'png') {
      throw new TypeError(
        format
          ? `a ${format.toUpperCase()} logo needs a native decoder: use renderQr from @quietzone/render/node (with sharp installed), or pass PNG bytes or RGBA pixels`
          : 'must be PNG bytes or RGBA pixels ({ width, height, data }, such as ImageData)',
      );
    }
    return logoFromPng(logo);
  } catch (error) {
    // The API answers these as 413/422; in library use an unusable logo is the caller's error.
    const message = `logo: ${(error as Error).message}`;
    throw error instanceof RangeError ? new RangeError(message) : new TypeError(message);
  }
}

/**
 * Renders from options that are already resolved (the server passes core's resolved image
 * request and the stored, already normalized logo). Nothing is validated here.
 */
export function renderResolvedQr(content: string, options: ResolvedRenderOptions, surroundFor?: SurroundFor): Promise<Uint8Array> {
  if (options.symbol !== undefined && options.symbol !== 'qr') {
    if (surroundFor) throw new TypeError(`a frame is drawn only around a QR code, not ${options.symbol}`);
    return renderResolvedSymbol(content, options);
  }
  const { logo, ecc, symbolMm, width, ...rest } = options;
  // Contract, image rule 5: a logo always forces H, so the cleared area stays recoverable.
  const encoded = encodeQr(content, { ecc: logo ? 'H' : ecc });
  const sideModules = encoded.size + 2 * quietZoneOf(options);
  const surround = surroundFor?.(sideModules);
  // `width` is the whole image's; `symbolMm` stays the symbol's edge, quiet zone included.
  const canvas = surroundCanvas(surround, sideModules, sideModules);
  // SVG and PNG are sized in pixels; only the print writers take millimetres.
  const moduleMm = isPrintFormat(options.format) ? moduleMmOf(options, sideModules) : undefined;
  const sized = width === undefined || isPrintFormat(options.format) ? rest : { ...rest, moduleSize: moduleSizeForWidth(width, canvas.width) };
  const titled = options.format === 'eps' ? { ...sized, title: content } : sized;
  const measured = moduleMm === undefined ? titled : { ...titled, moduleMm };
  const writerOptions = surround ? { ...measured, surround } : measured;
  if (options.format === 'pdf' && options.page === 'a4' && moduleMm !== undefined) {
    const symbolMm = Math.max(canvas.width, canvas.height) * moduleMm;
    // A4's short side; a larger symbol would be cut off by the page edge.
    if (symbolMm > 210) throw new RangeError(`a ${Math.round(symbolMm * 10) / 10} mm symbol does not fit on A4 (210 × 297 mm)`);
  }
  if (!logo) return renderMatrix(encoded, writerOptions);
  const placed = placeLogo(encoded, logo);
  return renderMatrix(placed.matrix, { ...writerOptions, logo: placed.logo });
}

/** Dispatches a prepared matrix (logo modules already cleared) to the writer of `format`. */
export async function renderMatrix(
  matrix: WriterMatrix,
  options: WriterOptions & { readonly format: RenderFormat },
): Promise<Uint8Array> {
  switch (options.format) {
    case 'svg':
      return writeSvg(matrix, options);
    case 'png':
      return writePng(matrix, options);
    case 'pdf':
      return writePdf(matrix, options);
    case 'eps':
      return writeEps(matrix, options);
  }
}

/**
 * Micro QR, rMQR and Data Matrix: encoded (and, with `heightMm`, sized) by `encodeSymbol`,
 * drawn with their own quiet zone. Content that does not fit throws a `RangeError`.
 */
function renderResolvedSymbol(content: string, options: ResolvedRenderOptions): Promise<Uint8Array> {
  const { logo, ecc, symbolMm, width, symbol = 'qr', gs1, heightMm, ...rest } = options;
  const encoded = encodeSymbol(content, {
    symbol,
    ecc,
    ...(gs1 ? { gs1 } : {}),
    ...(heightMm === undefined ? {} : { heightMm }),
    ...(options.moduleMm === undefined ? {} : { moduleMm: options.moduleMm }),
    ...(options.margin === undefined ? {} : { margin: options.margin }),
  });
  const grid = gridOf(encoded.matrix);
  const across = grid.width + 2 * encoded.quiet;
  const print = isPrintFormat(options.format);
  // Square symbols (Micro QR, square Data Matrix) take symbolMm as QR does.
  const moduleMm = print ? (encoded.moduleMm ?? moduleMmOf(options, across)) : undefined;
  const sized = width === undefined || print ? rest : { ...rest, moduleSize: moduleSizeForWidth(width, across) };
  const writerOptions = { ...sized, margin: encoded.quiet, ...(options.format === 'eps' ? { title: content } : {}), ...(moduleMm === undefined ? {} : { moduleMm }) };
  if (options.format === 'pdf' && options.page === 'a4' && moduleMm !== undefined && across * moduleMm > 210) {
    throw new RangeError(`a ${Math.round(across * moduleMm * 10) / 10} mm wide symbol does not fit on A4 (210 × 297 mm)`);
  }
  return renderMatrix(encoded.matrix, writerOptions);
}

function isPrintFormat(format: RenderFormat): boolean {
  return format === 'pdf' || format === 'eps';
}
