import type { AnyCase, OutputCondition, PdfxLevel } from '@quietzone/core';
import { canonicalSpelling, PDFX_LEVELS } from '@quietzone/core';

// The names are core's, so the export request schema checks the same ones.
export { PDFX_LEVELS, type OutputCondition, type PdfxLevel };

/**
 * Registered characterizations a PDF/X file can name as its output condition (ICC registry,
 * http://www.color.org): offset on coated paper in Europe (ISO 12647-2, FOGRA39) and in North
 * America (GRACoL 2013, CGATS.21-2 CRPC6).
 */
export const OUTPUT_CONDITIONS: Readonly<Record<OutputCondition, { readonly identifier: string; readonly info: string }>> = {
  FOGRA39: { identifier: 'FOGRA39', info: 'Coated FOGRA39 (ISO 12647-2:2004)' },
  CGATS21: { identifier: 'CGATS21_CRPC6', info: 'GRACoL 2013 (CGATS.21-2 CRPC6)' },
};

/**
 * The default creation date of a PDF/X file: the Unix epoch. A file's bytes depend only on its
 * arguments, so the date is one of them; pass `date` to print the real one.
 */
export const PDFX_DEFAULT_DATE = new Date(0);

/** What a caller passes to make a PDF a PDF/X file. */
export interface PdfxOptions {
  /** PDF only: write a PDF/X-1a:2001 or PDF/X-4 file. */
  readonly pdfx?: AnyCase<PdfxLevel>;
  /** PDF/X: the press the file is prepared for; default `FOGRA39`. */
  readonly outputCondition?: OutputCondition;
  /** PDF/X: a CMYK ICC profile of that condition, embedded as the output intent's profile. */
  readonly outputIntentIcc?: Uint8Array;
  /** PDF/X: creation and modification date; default {@link PDFX_DEFAULT_DATE} so bytes stay the same. */
  readonly date?: Date;
  /** PDF/X: the document title (Info and XMP); by default the content (one code) or the item count (a sheet). */
  readonly title?: string;
}

/** Checked {@link PdfxOptions}, as the PDF writers take them. */
export interface PdfxSettings {
  readonly level: PdfxLevel;
  readonly condition: OutputCondition;
  readonly icc?: Uint8Array;
  readonly date: Date;
  readonly title: string;
}

/**
 * Checks the PDF/X options: `undefined` when no `pdfx` level is asked for (the other options
 * then must be absent too), else the settings. Wrong values throw a `TypeError`/`RangeError`.
 */
export function pdfxSettingsOf(options: PdfxOptions, defaultTitle: string): PdfxSettings | undefined {
  const { pdfx, outputCondition, outputIntentIcc, date, title } = options;
  if (pdfx === undefined) {
    const stray = (['outputCondition', 'outputIntentIcc', 'date', 'title'] as const).find((key) => options[key] !== undefined);
    if (stray) throw new TypeError(`${stray} applies to PDF/X files only: give pdfx: 'x-1a' or 'x-4'`);
    return undefined;
  }
  const level = canonicalSpelling(PDFX_LEVELS, pdfx);
  if (level === undefined) throw new TypeError(`pdfx must be one of ${PDFX_LEVELS.join(', ')}, got ${String(pdfx)}`);
  if (outputCondition !== undefined && !Object.hasOwn(OUTPUT_CONDITIONS, outputCondition)) {
    throw new TypeError(`outputCondition must be one of ${Object.keys(OUTPUT_CONDITIONS).join(', ')}, got ${String(outputCondition)}`);
  }
  if (outputIntentIcc !== undefined) checkCmykProfile(outputIntentIcc);
  if (date !== undefined && !(date instanceof Date && isPrintableYear(date))) {
    throw new RangeError(`date must be a valid Date in the years 0–9999, got ${String(date)}`);
  }
  if (title !== undefined && typeof title !== 'string') throw new TypeError(`title must be a string, got ${typeof title}`);
  return {
    level,
    condition: outputCondition ?? 'FOGRA39',
    ...(outputIntentIcc === undefined ? {} : { icc: outputIntentIcc }),
    date: date ?? PDFX_DEFAULT_DATE,
    title: title ?? defaultTitle,
  };
}

function isPrintableYear(date: Date): boolean {
  const year = date.getUTCFullYear();
  return Number.isFinite(date.getTime()) && year >= 0 && year <= 9999;
}

/** ICC.1 §7.2: a profile header is 128 bytes, `acsp` at 36, the data color space at 16. */
function checkCmykProfile(icc: Uint8Array): void {
  if (!(icc instanceof Uint8Array) || icc.length < 132) throw new TypeError('outputIntentIcc must be the bytes of an ICC profile');
  const text = (from: number) => String.fromCharCode(...icc.subarray(from, from + 4));
  if (text(36) !== 'acsp') throw new TypeError("outputIntentIcc is not an ICC profile (no 'acsp' signature)");
  if (text(16) !== 'CMYK') throw new TypeError(`outputIntentIcc must be a CMYK output profile, got a '${text(16).trim()}' one`);
}
