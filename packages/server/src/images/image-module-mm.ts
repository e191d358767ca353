import { IMAGE_CACHE_CONTROL, type ImageFormat, type ImageQuery, type ImageRequest, type OutputCondition, type PdfxLevel } from '@quietzone/core';
import { MODULE_MM } from '@quietzone/render';

/** An image request with the physical module edge of a PDF or EPS. */
export interface ServedImageRequest extends ImageRequest {
  /** Millimetres per module, PDF and EPS only; absent: PDF's 1 mm, EPS's `size` points. */
  readonly moduleMm?: number;
  /** Data Matrix on a passport label: the content is a bracketed GS1 element string, encoded with FNC1. */
  readonly gs1?: true;
  /** rMQR and Data Matrix labels, PDF and EPS: the label height that picks the symbol size. */
  readonly heightMm?: number;
  /** PDF only: a PDF/X file of this level (images/image-pdfx.ts). */
  readonly pdfx?: PdfxLevel;
  /** With `pdfx`: the output condition it names. */
  readonly outputCondition?: OutputCondition;
  /** PDF and EPS: the press's resolution the module is checked against (images/image-press-check.ts); warnings only. */
  readonly pressDpi?: number;
}

/** A plain decimal (`0.5`, `2`, `1.25`): `1e0`, `0x1` and `.5` count as unset, like `size`. */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;
const PRINT_FORMATS: readonly ImageFormat[] = ['pdf', 'eps'];

/**
 * Adds the `module_mm` query parameter to a resolved image request. Lenient like every image
 * parameter (contract, image rule 1): a value outside 0.25–5, not a plain decimal, or on SVG/PNG
 * counts as unset. A set value is never the true default image, so it gets the short
 * Cache-Control.
 */
export function withModuleMm(request: ImageRequest, query: ImageQuery): ServedImageRequest {
  const moduleMm = PRINT_FORMATS.includes(request.format) ? parseModuleMm(firstValue(query, 'module_mm')) : undefined;
  if (moduleMm === undefined) return request;
  return Object.freeze({ ...request, moduleMm, cacheControl: IMAGE_CACHE_CONTROL, isDefaultImage: false });
}

function parseModuleMm(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (text === undefined || !DECIMAL.test(text)) return undefined;
  const moduleMm = Number(text);
  return moduleMm >= MODULE_MM.min && moduleMm <= MODULE_MM.max ? moduleMm : undefined;
}

export function firstValue(query: ImageQuery, key: string): string | undefined {
  if (query === null || typeof query !== 'object' || !Object.prototype.hasOwnProperty.call(query, key)) return undefined;
  const value: unknown = (query as Record<string, unknown>)[key];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
