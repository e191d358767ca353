import { checkContrast, effectiveColors } from '@quietzone/core';
import { MODULE_MM } from '@quietzone/render';
import { ApiError } from '../http/api-error';
import type { CreateExport } from './export-request';

/**
 * The smallest QR symbol with its quiet zone: version 1 is 21 modules a side (ISO/IEC 18004
 * §6.3.2), plus 4 quiet-zone modules on each side. Every code has at least this many, so a
 * sheet.symbol_mm below 29 × the module floor cannot draw any code.
 */
const SMALLEST_SYMBOL_MODULES = 21 + 2 * 4;
export const MIN_SHEET_SYMBOL_MM = SMALLEST_SYMBOL_MODULES * MODULE_MM.min;

/**
 * Refuses at POST what would only fail (or succeed uselessly) in the runner (QA S3-5):
 * - a sheet symbol too small for even a version-1 code at the 0.25 mm module floor. Larger
 *   codes may still need more: the runner then fails the job naming the code (checking every
 *   code's symbol here would encode up to 10,000 codes inside the request);
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
  const assessment = checkContrast({ ...effectiveColors({ foreground_color: fg, background_color: bg }), hasLogo: false });
  if (assessment.level === 'blocked') {
    throw new ApiError('validation', 'The colors do not contrast enough to scan (below 1.5:1).', {
      errors: assessment.issues.map((issue) => ({ field: 'options.fg', message: issue.message.replace(' Nothing was stored.', '') })),
    });
  }
}
