import { MODULE_SIZE, moduleSizeWarning, type ImageFormat } from '@quietzone/core';
import { POINTS_PER_MM } from '@quietzone/render';
import type { ExportRequest } from '@quietzone/core/schemas';

/**
 * manifest.csv's `warning` for one file (core's moduleSizeWarning): a PDF or EPS module below
 * 4 device pixels at `options.press_dpi`, or below 0.33 mm without it; null for SVG, PNG and a
 * module that prints. `moduleMm` is the sheet's module for this code; else the export's
 * `module_mm`, PDF's 1 mm or EPS's `size` points.
 */
export function exportPressWarning(request: ExportRequest, format: ImageFormat, moduleMm?: number): string | null {
  if (format !== 'pdf' && format !== 'eps') return null;
  const options = request.options ?? {};
  const edge = moduleMm ?? options.module_mm ?? (format === 'pdf' ? 1 : (options.size ?? MODULE_SIZE.default) / POINTS_PER_MM);
  return moduleSizeWarning(edge, options.press_dpi === undefined ? {} : { pressDpi: options.press_dpi }) ?? null;
}
