import { z } from 'zod';
import { CMYK_COLOR_PATTERN, parseCmykColor } from '../cmyk-color';
import { HEX_COLOR_PATTERN } from '../color';
import { ERROR_CORRECTION_LEVELS } from '../error-correction';
import { IMAGE_FORMATS } from '../image-cache-control';
import { MODULE_SIZE } from '../image-request';
import { OUTPUT_CONDITION_NAMES, PDFX_LEVELS } from '../pdfx-levels';
import { MODULE_MM, SHEET_PAGES_MM } from '../print-sizes';
import { caseInsensitiveEnum } from './case-insensitive-enum';
import { CODE_STATUSES, tagsSchema } from './codes';

/** One request takes at most this many ids; the plan's limit (exportCodeLimit) is usually lower. */
export const MAX_EXPORT_CODE_IDS = 10_000;

const SHEET_PAGE_NAMES = Object.keys(SHEET_PAGES_MM) as [keyof typeof SHEET_PAGES_MM, ...(keyof typeof SHEET_PAGES_MM)[]];
const millimetres = (what: string, min: number, max: number) => z.number().min(min).max(max).describe(`${what}, ${min}–${max} mm.`);

/** Hex, or CMYK inks each at most 100 % (the pattern alone lets 101–999 through). */
const isPrintColor = (value: string) => HEX_COLOR_PATTERN.test(value) || (CMYK_COLOR_PATTERN.test(value) && parseCmykColor(value) !== undefined);

const optionsSchema = z
  .strictObject({
    size: z.number().int().min(MODULE_SIZE.min).max(MODULE_SIZE.max).optional().describe('Pixels (SVG, PNG) or points (EPS) per module, 2–20; default 4.'),
    fg: z
      .string()
      .refine(isPrintColor, 'must be a hex color RRGGBB or RGB, or cmyk:C,M,Y,K in whole percents')
      .optional()
      .describe('Foreground, hex or a printer\'s inks `cmyk:C,M,Y,K` (whole percents, written as given in PDF and EPS); default the code\'s stored color, else black.'),
    bg: z
      .string()
      .refine((value) => value === 'transparent' || isPrintColor(value), 'must be a hex color, cmyk:C,M,Y,K or transparent')
      .optional()
      .describe('Background, hex, `cmyk:C,M,Y,K` or `transparent`; default the code\'s stored color, else white.'),
    ecc: caseInsensitiveEnum(ERROR_CORRECTION_LEVELS).optional().describe('Error correction L, M, Q or H, any case; default M.'),
    module_mm: millimetres('PDF and EPS: each module\'s edge', MODULE_MM.min, MODULE_MM.max).optional(),
    press_dpi: z
      .number()
      .int()
      .min(72)
      .max(10_000)
      .optional()
      .describe('PDF and EPS (and the sheet): the press\'s resolution. A module below 4 device pixels at it is named in manifest.csv\'s `warning` with the width error; without it, a module below 0.33 mm is.'),
    pdfx: caseInsensitiveEnum(PDFX_LEVELS)
      .optional()
      .describe('The PDF files (and the sheet) as PDF/X-1a:2001 or PDF/X-4, any case: output intent, TrimBox and BleedBox, Info, /ID; dated when the export was created. formats must include pdf.'),
    output_condition: caseInsensitiveEnum(OUTPUT_CONDITION_NAMES)
      .optional()
      .describe('With pdfx: the press the files are made for, FOGRA39 (ISO Coated v2, the default) or CGATS21 (GRACoL 2013), any case.'),
  })
  .describe('How every file is drawn.');

const sheetSchema = z
  .strictObject({
    page: caseInsensitiveEnum(SHEET_PAGE_NAMES).describe(`The sheet: ${SHEET_PAGE_NAMES.join(', ')}, any case (\`a4\` is A4).`),
    symbol_mm: millimetres('Each code\'s edge with its quiet zone', 5, 400),
    gutter_mm: millimetres('Space between codes', 0, 100).optional(),
    margin_mm: millimetres('Page margin', 0, 100).optional(),
    caption: z.enum(['name', 'short_code', 'none']).optional().describe('Under each code: its title (else its short code), its short code, or nothing (default).'),
    crop_marks: z.boolean().optional().describe('Crop marks at every code\'s corners; default false.'),
  })
  .describe('Impose every code on sheets in one PDF instead of one file per code (formats must then be ["pdf"]).');

const filterSchema = z
  .strictObject({
    tags: tagsSchema.optional().describe('Codes carrying every one of these tags.'),
    status: z.array(z.enum(CODE_STATUSES)).min(1).optional().describe('Codes in one of these states.'),
  })
  .describe('The workspace\'s codes matching all given conditions, oldest first.');

export const createExportSchema = z
  .strictObject({
    code_ids: z.array(z.string().min(1)).min(1).max(MAX_EXPORT_CODE_IDS).optional().describe('The codes, in this order (ids of the workspace\'s codes).'),
    filter: filterSchema.optional(),
    formats: z.array(caseInsensitiveEnum(IMAGE_FORMATS)).min(1).describe(`One file per code and format: ${IMAGE_FORMATS.join(', ')}, any case.`),
    options: optionsSchema.optional(),
    sheet: sheetSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.code_ids === undefined) === (body.filter === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['code_ids'], message: 'give either code_ids or filter' });
    }
    if (body.sheet && body.formats.some((format) => format !== 'pdf')) {
      ctx.addIssue({ code: 'custom', path: ['formats'], message: 'a sheet export is one PDF: formats must be ["pdf"]' });
    }
    if (body.options?.press_dpi !== undefined && !body.formats.some((format) => format === 'pdf' || format === 'eps')) {
      ctx.addIssue({ code: 'custom', path: ['options', 'press_dpi'], message: 'press_dpi checks PDF and EPS files: formats must include pdf or eps' });
    }
    if (body.sheet && (body.options?.module_mm !== undefined || body.options?.size !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a sheet sizes its codes by sheet.symbol_mm, not size or module_mm' });
    }
    if (body.options?.output_condition !== undefined && body.options.pdfx === undefined) {
      ctx.addIssue({ code: 'custom', path: ['options', 'output_condition'], message: 'output_condition goes with pdfx' });
    }
    if (body.options?.pdfx !== undefined && !body.formats.includes('pdf')) {
      ctx.addIssue({ code: 'custom', path: ['options', 'pdfx'], message: 'pdfx makes PDF/X files: formats must include pdf' });
    }
  })
  .meta({ id: 'CreateExport' });

export type CreateExport = z.output<typeof createExportSchema>;

/** What the runner needs of a request, stored with the job (the chosen codes are stored apart). */
export type ExportRequest = Pick<CreateExport, 'formats' | 'options' | 'sheet'>;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const exportSchema = z
  .object({
    id: z.string(),
    status: z.enum(EXPORT_STATUSES),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).describe('Codes rendered of the export\'s codes.'),
    download_url: z.string().nullable().describe('Absolute URL of GET /v1/exports/{id}/download once done; null before.'),
    expires_at: z.string().nullable().describe('When the result is deleted (24 h after it finished); null before.'),
    error: z.string().nullable().describe('Why a failed export failed.'),
    size_bytes: z.number().int().nullable().describe('The ZIP\'s size once done.'),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'Export' });

export type ExportResource = z.output<typeof exportSchema>;

export const createdExportSchema = z.object({ id: z.string(), status: z.literal('queued') }).meta({ id: 'QueuedExport' });
