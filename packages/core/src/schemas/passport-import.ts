/**
 * POST /dpp/import and GET /dpp/import/templates/{category} (dpp.md, "Endpoints" and Precise
 * points, "Import"): the query parameters, the JSON body, the answer. CSV and XLSX rows use
 * dotted columns; JSON rows are create bodies, validated row by row (a failing row never blocks
 * the others), so here they are only required to be objects.
 */
import { z } from 'zod';
import { caseInsensitiveEnum } from './case-insensitive-enum';
import { fieldErrorSchema, idSchema } from './common';

/** dpp.md: "5 MB means 5,242,880 bytes" (413 beyond). */
export const MAX_IMPORT_BYTES = 5_242_880;

export const IMPORT_MODES = ['create', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

/** Query strings are text: only the literal words true and false are booleans. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `mode` and `dry_run` are query parameters for CSV, XLSX and JSON alike. */
export const importQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES).default('create').describe('create (default) or upsert (matches on gtin, lot, serial; merges like PATCH).'),
  dry_run: queryBoolean.default(false).describe('`true` validates every row and answers 200 with the counts it would produce, storing nothing.'),
});

export type ImportQuery = z.output<typeof importQuerySchema>;

export const importJsonBodySchema = z
  .object({
    rows: z
      .array(z.record(z.string(), z.unknown()))
      .min(1, 'at least one row')
      .describe('Create bodies (CreatePassportRequest), validated row by row. Rows per request: free 100, pro 1,000, business and agency 5,000, enterprise 10,000.'),
  })
  .meta({ id: 'PassportImportRequest' });

export const IMPORT_ROW_STATUSES = ['created', 'updated', 'failed'] as const;

export const importRowResultSchema = z
  .object({
    row: z.int().min(1).describe('1-based data row (the header row of a CSV or XLSX file is not counted).'),
    status: z.enum(IMPORT_ROW_STATUSES),
    id: idSchema.optional().describe('The passport created or updated (absent on a dry run and on failed rows).'),
    errors: z.array(fieldErrorSchema).optional().describe('Why the row failed; fields are the dotted column names.'),
  })
  .meta({ id: 'PassportImportRow' });

export const importResultSchema = z
  .object({
    total: z.int().nonnegative(),
    created: z.int().nonnegative(),
    updated: z.int().nonnegative(),
    failed: z.int().nonnegative(),
    rows: z.array(importRowResultSchema),
  })
  .meta({ id: 'PassportImportResult' });

export type ImportResult = z.infer<typeof importResultSchema>;

export const templateQuerySchema = z.object({
  format: caseInsensitiveEnum(TEMPLATE_FORMATS).default('csv').describe('csv (default) or xlsx, any case; anything else is 400.'),
});
