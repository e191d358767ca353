import { ERROR_CORRECTION_LEVELS, IMAGE_CACHE_CONTROL, type ErrorCorrection, type ImageFormat } from '@quietzone/core';
import { encodeQr, encodeSymbol, fitsQr, gridOf, QUIET_ZONE_MODULES, qrSideModules, SHEET_PAGES_MM } from '@quietzone/render';
import { capacityMessage } from '../codes/images/capacity-message';
import type { ServedImageRequest } from './image-module-mm';

/**
 * Longest edge of an SVG or PNG, in pixels. The contract's own range already stays below it
 * (size ≤ 20 on a version-40 symbol: 20 × (177 + 8) = 3,700 px), so it changes no valid
 * request today; it caps what one render may cost should a caller ever pass more: a 4,096²
 * RGBA raster (the logo path rasterizes the whole image) is 64 MiB, and 4,096 px is the
 * largest edge every browser and image viewer draws without downscaling.
 */
export const MAX_IMAGE_EDGE_PX = 4096;

/**
 * Formats whose module size is in pixels. PDF has a fixed 1 mm module (a version-40 code is
 * 185 mm, inside A4) and EPS is vector in points: neither's bytes nor render time grow with
 * the module size, and a RIP rasterizes them at its own resolution, so they need no bound.
 */
const PIXEL_FORMATS: readonly ImageFormat[] = ['svg', 'png'];

const [A4_SHORT_SIDE_MM] = SHEET_PAGES_MM.A4;
/** Version 40 with its quiet zone on each side. */
const LARGEST_SYMBOL_EDGE_MODULES = qrSideModules(40) + 2 * QUIET_ZONE_MODULES;

export type FitImageResult<R extends ServedImageRequest = ServedImageRequest> =
  | {
      readonly ok: true;
      /** What is actually rendered: the ETag and the rendered-image cache key must use this one. */
      readonly request: R;
      /** Whether the stored logo is drawn (false when the code has none, or it was dropped). */
      readonly logo: boolean;
      /** Plain ASCII, without commas (they are joined into one `X-QR-Warning` list); empty when nothing changed. */
      readonly warnings: readonly string[];
    }
  | {
      readonly ok: false;
      /** Both lengths, e.g. "3,000 bytes; even at ECC L a QR code holds at most 2,953 bytes". */
      readonly message: string;
    };

/**
 * Turns a resolved image request of a stored code into what can actually be rendered, since
 * image routes never error on a parameter (contract, image rule 1) and creation only checks
 * ECC M:
 * - the asked ECC (H whenever there is a logo, image rule 5) that the content does not fit is
 *   lowered to the highest level that fits;
 * - a logo whose forced H does not fit is dropped: drawing it over a lower level would leave
 *   too little redundancy to read the covered modules back;
 * - an SVG or PNG edge above {@link MAX_IMAGE_EDGE_PX} gets the largest module size under it.
 * Each change adds a warning. A changed rendering is never "the true default image": it gets
 * the short `Cache-Control` (rule 6), so the proper image shows within minutes once the code is
 * fixed. Content that fits not even at ECC L is a failure value (the route answers 422).
 * Pure and cheap for ordinary content (see render's `fitsQr`): it runs on every request.
 */
export function fitImageRequest<R extends ServedImageRequest>(content: string, request: R, hasLogo: boolean): FitImageResult<R> {
  if (request.symbol !== undefined) {
    const symbol = fitSymbol(content, request, hasLogo);
    if (symbol.ok) return symbol;
    // Content the asked symbol cannot hold is drawn as QR, as a too-long ECC is lowered.
    const { symbol: _dropped, gs1: _elements, heightMm: _height, ...qr } = request;
    const fitted = fitImageRequest(content, qr as R, hasLogo);
    if (!fitted.ok) return fitted;
    return {
      ...fitted,
      request: Object.freeze({ ...fitted.request, cacheControl: IMAGE_CACHE_CONTROL, isDefaultImage: false }),
      warnings: [symbol.warning, ...fitted.warnings],
    };
  }
  const warnings: string[] = [];
  const asked: ErrorCorrection = hasLogo ? 'H' : request.ecc;
  let ecc = asked;
  let logo = hasLogo;
  if (!fitsQr(content, asked)) {
    // Capacity falls with the level, so only the levels below the asked one can fit.
    const lower = ERROR_CORRECTION_LEVELS.slice(0, ERROR_CORRECTION_LEVELS.indexOf(asked))
      .reverse()
      .find((level) => fitsQr(content, level));
    if (lower === undefined) return { ok: false, message: capacityMessage(content, 'L', { even: true }) };
    if (logo) {
      logo = false;
      warnings.push('logo dropped: content too long for ECC H');
    }
    warnings.push(`ecc lowered from ${asked} to ${lower}: content too long`);
    ecc = lower;
  }

  let moduleSize = request.moduleSize;
  // Only a module size that could overflow on the largest symbol pays for an encode to learn the real one.
  if (PIXEL_FORMATS.includes(request.format) && moduleSize * LARGEST_SYMBOL_EDGE_MODULES > MAX_IMAGE_EDGE_PX) {
    const edgeModules = encodeQr(content, { ecc }).size + 2 * QUIET_ZONE_MODULES;
    const largest = Math.floor(MAX_IMAGE_EDGE_PX / edgeModules);
    if (moduleSize > largest) {
      warnings.push(`size lowered from ${moduleSize} to ${largest}: image edge limited to ${MAX_IMAGE_EDGE_PX} px`);
      moduleSize = largest;
    }
  }

  let moduleMm = request.moduleMm;
  // An A4 page holds a symbol up to its short side; a larger module_mm falls back to 1 mm.
  if (moduleMm !== undefined && request.format === 'pdf' && request.page === 'a4') {
    const edgeMm = (encodeQr(content, { ecc }).size + 2 * QUIET_ZONE_MODULES) * moduleMm;
    if (edgeMm > A4_SHORT_SIDE_MM) {
      warnings.push(`module_mm ${moduleMm} ignored: a ${Math.round(edgeMm)} mm symbol does not fit A4`);
      moduleMm = undefined;
    }
  }

  if (ecc === request.ecc && moduleSize === request.moduleSize && moduleMm === request.moduleMm) return { ok: true, request, logo, warnings };
  const changed = warnings.length > 0 ? { cacheControl: IMAGE_CACHE_CONTROL, isDefaultImage: false } : {};
  const { moduleMm: _asked, ...rest } = request;
  return { ok: true, request: Object.freeze({ ...rest, ecc, moduleSize, ...(moduleMm === undefined ? {} : { moduleMm }), ...changed }) as R, logo, warnings };
}

/**
 * Micro QR, rMQR or Data Matrix as asked, when the content fits at the asked ECC (Data Matrix
 * has one fixed level). Only QR codes carry a logo, so a stored one is not drawn; a PDF on A4
 * whose module_mm makes the symbol wider than the page falls back to the 1 mm default, as QR's.
 */
function fitSymbol<R extends ServedImageRequest>(content: string, request: R, hasLogo: boolean): (FitImageResult<R> & { ok: true }) | { ok: false; warning: string } {
  const symbol = request.symbol!;
  let matrix;
  try {
    matrix = encodeSymbol(content, {
      symbol,
      ecc: request.ecc,
      ...(request.gs1 ? { gs1: true } : {}),
      ...(request.heightMm === undefined ? {} : { heightMm: request.heightMm }),
      ...(request.moduleMm === undefined ? {} : { moduleMm: request.moduleMm }),
    });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const level = request.heightMm !== undefined ? ` ${request.heightMm} mm high` : symbol === 'datamatrix' ? '' : ` at ecc ${request.ecc}`;
    return { ok: false, warning: `drawn as qr: content does not fit ${symbol}${level}` };
  }
  const warnings = hasLogo ? [`logo dropped: only qr carries a logo`] : [];
  let fitted: R = request;
  if (request.moduleMm !== undefined && request.format === 'pdf' && request.page === 'a4') {
    const edgeMm = (gridOf(matrix.matrix).width + 2 * matrix.quiet) * request.moduleMm;
    if (edgeMm > A4_SHORT_SIDE_MM) {
      warnings.push(`module_mm ${request.moduleMm} ignored: a ${Math.round(edgeMm)} mm symbol does not fit A4`);
      const { moduleMm: _ignored, ...rest } = request;
      fitted = Object.freeze(rest) as R;
    }
  }
  return { ok: true, request: fitted, logo: false, warnings };
}
