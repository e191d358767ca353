/**
 * The PDF/X conformance levels the print writers produce: X-1a (CMYK and spot only, no
 * transparency, ISO 15930-1) and X-4 (ISO 15930-7). Here rather than in render so the export
 * request schema checks the same names the library takes.
 */
export const PDFX_LEVELS = ['x-1a', 'x-4'] as const;
export type PdfxLevel = (typeof PDFX_LEVELS)[number];

/**
 * The registered characterizations a PDF/X file can name as its output condition: FOGRA39
 * (ISO 12647-2 coated offset, Europe) and CGATS21 (GRACoL 2013, North America).
 */
export const OUTPUT_CONDITION_NAMES = ['FOGRA39', 'CGATS21'] as const;
export type OutputCondition = (typeof OUTPUT_CONDITION_NAMES)[number];
