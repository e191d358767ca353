import { checkContrast, cmykToRgb, effectiveColors, formatHexColor, parseCmykColor, type ErrorCorrection } from '@quietzone/core';
import { encodeQr, fitsQr, MODULE_MM, QUIET_ZONE_MODULES, qrSideModules } from '@quietzone/render';
import { ApiError } from '../http/api-error';
import type { CreateExport } from '@quietzone/core/schemas';

/** Both sides' quiet zone: what a symbol's edge adds to its modules. */
const QUIET_ZONES_MODULES = 2 * QUIET_ZONE_MODULES;
/**
 * The smallest QR symbol with its quiet zone, version 1. Every code has at least this many
 * modules, so a sheet.symbol_mm below this many times the module floor cannot draw any code.
 */
const SMALLEST_SYMBOL_MODULES = qrSideModules(1) + QUIET_ZONES_MODULES;
export const MIN_SHEET_SYMBOL_MM = SMALLEST_SYMBOL_MODULES * MODULE_MM.min;

/**
 * Refuses at POST what would only fail (or succeed uselessly) in the runner:
 * - a sheet symbol too small for even a version-1 code at the 0.25 mm module floor. Larger
 *   codes are checked once chosen ({@link assertSheetSymbolsFit});
 * - fg and bg given together with a contrast below 1.5:1 — the rule PATCH /codes applies
 *   (core's checkContrast). With only one of them given each code's stored color is the other,
 *   which differs per code; those are not refused.
 * The sheet's page fit is checked by create-export.ts with render's layoutSheet.
 */
export function assertExportDrawable(input: Pick<CreateExport, 'options' | 'sheet'>): void {
  if (input.sheet && input.sheet.symbol_mm < MIN_SHEET_SYMBOL_MM) {
    const message = `at least ${MIN_SHEET_SYMBOL_MM} mm: the smallest QR code is ${SMALLEST_SYMBOL_MODULES} modules with its quiet zone, each at least ${MODULE_MM.min} mm`;
    throw new ApiError('validation', `sheet.symbol_mm ${input.sheet.symbol_mm} is too small for any QR code.`, { errors: [{ field: 'sheet.symbol_mm', message }] });
  }
  const { fg, bg } = input.options ?? {};
  if (fg === undefined || bg === undefined) return;
  const assessment = checkContrast({ ...effectiveColors({ foreground_color: onScreen(fg), background_color: onScreen(bg) }), hasLogo: false });
  if (assessment.level === 'blocked') {
    throw new ApiError('validation', 'The colors do not contrast enough to scan (below 1.5:1).', {
      errors: assessment.issues.map((issue) => ({ field: 'options.fg', message: issue.message.replace(' Nothing was stored.', '') })),
    });
  }
}

/** A `cmyk:` color as the hex of its on-screen conversion, which the contrast model judges; anything else as is. */
function onScreen(color: string): string {
  const cmyk = parseCmykColor(color);
  return cmyk ? formatHexColor(cmykToRgb(cmyk)) : color;
}

/**
 * Checks the chosen codes' symbols against sheet.symbol_mm: the longest content
 * gives the most modules (the finest module), the shortest the fewest (the coarsest); each is
 * encoded once and must land within 0.25–5 mm per module. Content no QR code holds is left to
 * the runner, which lists it with its error. Two encodes, whatever the number of codes.
 */
export function assertSheetSymbolsFit(symbolMm: number, contents: readonly string[], ecc: ErrorCorrection): void {
  const drawable = contents.filter((content) => fitsQr(content, ecc));
  if (drawable.length === 0) return;
  const bytes = (content: string) => Buffer.byteLength(content);
  const longest = drawable.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));
  const shortest = drawable.reduce((a, b) => (bytes(b) < bytes(a) ? b : a));
  const moduleMm = (content: string) => symbolMm / (encodeQr(content, { ecc }).size + QUIET_ZONES_MODULES);
  const finest = moduleMm(longest);
  const coarsest = moduleMm(shortest);
  if (finest >= MODULE_MM.min && coarsest <= MODULE_MM.max) return;
  const message =
    finest < MODULE_MM.min
      ? `gives modules of ${round(finest)} mm for the longest code, below the ${MODULE_MM.min} mm floor`
      : `gives modules of ${round(coarsest)} mm for the shortest code, above the ${MODULE_MM.max} mm ceiling`;
  throw new ApiError('validation', `sheet.symbol_mm ${symbolMm} ${message}.`, { errors: [{ field: 'sheet.symbol_mm', message }] });
}

const round = (mm: number) => Math.round(mm * 1000) / 1000;
