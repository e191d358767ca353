import { envelopeSchema } from '@quietzone/core/schemas';
import { z } from 'zod';

/** 10 MiB: 10,000 rows of a wide export with long URLs fit with room to spare. */
export const MAX_CODE_IMPORT_BYTES = 10 * 1024 * 1024;

export const codeImportQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('`true` judges every row as the import would (short codes included) and answers 200, storing nothing.'),
});

const rowPosition = {
  index: z.int().nonnegative().describe('Position of the row among the data rows, from 0 (as `index` in a batch).'),
  row: z.int().positive().describe('The data row number in the file, from 1 below the header row.'),
};

const rowResultSchema = z
  .union([
    z.object({ ...rowPosition, status: z.literal('created'), id: z.string(), short_code: z.string(), redirect_url: z.string(), short_url: z.string() }),
    z.object({ ...rowPosition, status: z.literal('valid').describe('Dry run: the row would be created.'), short_code: z.string().nullable().describe('The short code it would keep; null: one is drawn.') }),
    z.object({ ...rowPosition, status: z.literal('failed'), errors: z.array(z.object({ field: z.string(), message: z.string() })).describe('Fields name the creation field or column.') }),
  ])
  .meta({ id: 'CodeImportRowResult' });

export const codeImportResultSchema = envelopeSchema(
  z
    .object({
      format: z.enum(['columns', 'bitly', 'shlink']).describe('What the header row told: our columns, a Bitly export or a Shlink web-client export.'),
      dry_run: z.boolean(),
      created: z.array(rowResultSchema).describe('One entry per data row, in order.'),
      total: z.int().nonnegative().describe('Data rows in the file.'),
      failed: z.int().nonnegative().describe('Rows that failed.'),
    })
    .meta({ id: 'CodeImportResult' }),
);
