import { canonicalSpelling, IMAGE_CACHE_CONTROL, OUTPUT_CONDITION_NAMES, PDFX_LEVELS, type ImageQuery } from '@quietzone/core';
import { PDFX_DEFAULT_DATE, type PdfxSettings } from '@quietzone/render';
import { firstValue, type ServedImageRequest } from './image-module-mm';

/**
 * Adds the `pdfx` and `output_condition` query parameters to a resolved PDF request. Lenient
 * like every image parameter (contract, image rule 1): an unknown level, any level on another
 * format, or an unknown condition counts as unset (the condition then is FOGRA39). A PDF/X file
 * is never the true default image, so it gets the short Cache-Control.
 */
export function withPdfx<R extends ServedImageRequest>(request: R, query: ImageQuery): R {
  if (request.format !== 'pdf') return request;
  const pdfx = canonicalSpelling(PDFX_LEVELS, firstValue(query, 'pdfx')?.trim());
  if (pdfx === undefined) return request;
  const outputCondition = canonicalSpelling(OUTPUT_CONDITION_NAMES, firstValue(query, 'output_condition')?.trim()) ?? 'FOGRA39';
  return Object.freeze({ ...request, pdfx, outputCondition, cacheControl: IMAGE_CACHE_CONTROL, isDefaultImage: false });
}

/** `X-QR-Warning` of a PDF/X image whose code has a logo: the file is drawn without it. */
export const PDFX_LOGO_WARNING = 'logo dropped: a PDF/X file carries no logo';

/**
 * What the PDF writer takes for a PDF/X request: the encoded text as its title and the fixed
 * default date, so the bytes (and the ETag computed without rendering) stay a function of the
 * request.
 */
export function imagePdfxSettings(content: string, request: ServedImageRequest): PdfxSettings | undefined {
  if (request.pdfx === undefined) return undefined;
  return { level: request.pdfx, condition: request.outputCondition ?? 'FOGRA39', date: PDFX_DEFAULT_DATE, title: content };
}
