import { moduleSizeWarning, type ImageQuery } from '@quietzone/core';
import { POINTS_PER_MM } from '@quietzone/render';
import { firstValue, type ServedImageRequest } from './image-module-mm';

/** Press resolutions a caller may name: a desktop printer's 72 dpi up to a platesetter's 10,000. */
const PRESS_DPI = { min: 72, max: 10_000 } as const;
const DECIMAL_INTEGER = /^[0-9]+$/;

/**
 * Adds `press_dpi` to a PDF or EPS request: a plain integer 72–10,000, else unset (contract,
 * image rule 1). It changes only the warnings, never the bytes, so it stays out of the ETag.
 */
export function withPressDpi<R extends ServedImageRequest>(request: R, query: ImageQuery): R {
  if (request.format !== 'pdf' && request.format !== 'eps') return request;
  const text = firstValue(query, 'press_dpi')?.trim();
  if (text === undefined || !DECIMAL_INTEGER.test(text)) return request;
  const pressDpi = Number(text);
  return pressDpi >= PRESS_DPI.min && pressDpi <= PRESS_DPI.max ? Object.freeze({ ...request, pressDpi }) : request;
}

/**
 * The PDF's or EPS's module checked against the press (core's moduleSizeWarning): below
 * 4 device pixels at `press_dpi`, or below 0.33 mm without it. The module is `module_mm`, else
 * PDF's 1 mm or EPS's `size` points.
 */
export function pressWarnings(request: ServedImageRequest): string[] {
  if (request.format !== 'pdf' && request.format !== 'eps') return [];
  const moduleMm = request.moduleMm ?? (request.format === 'pdf' ? 1 : request.moduleSize / POINTS_PER_MM);
  const warning = moduleSizeWarning(moduleMm, request.pressDpi === undefined ? {} : { pressDpi: request.pressDpi });
  return warning === undefined ? [] : [warning];
}
