import { isPassportCategory, PASSPORT_CATEGORIES } from '@quietzone/core';
import { envelopeSchema, importJsonBodySchema, importQuerySchema, importResultSchema, MAX_IMPORT_BYTES, templateQuerySchema } from '@quietzone/core/schemas';
import type { H3Event } from 'h3';
import { z } from 'zod';
import { codeActor } from '../../codes/code-actor';
import { ApiError } from '../../http/api-error';
import { created, ok } from '../../http/envelope';
import { pathToUnstorableText, readJsonBody, UNSTORABLE_TEXT_MESSAGE } from '../../http/read-input';
import { MULTIPART_OVERHEAD_BYTES, readMultipartFile } from '../../http/read-multipart-file';
import { assertRequestBodyLimit } from '../../http/request-body-limit';
import { defineRoute, routeTable } from '../../http/route';
import { importPassports } from '../import-passports';
import { importFileRows, type ImportInput } from './import-file-rows';
import type { XlsxReader } from './xlsx-reader';
import { templateFile, TEMPLATE_MEDIA_TYPES } from './template-file';
import { contentDisposition } from '../../files/content-disposition';

/** The upload form of POST /dpp/import, for the document (readImportRows reads it). */
const importFileUploadSchema = z
  .object({ file: z.string().describe('The CSV or XLSX file (binary part), at most 5,242,880 bytes.').meta({ format: 'binary' }) })
  .meta({ id: 'PassportImportUpload' });

const templateParams = z.object({ category: z.string().describe(`Passport category: ${PASSPORT_CATEGORIES.join(', ')}; any other is 404.`) });

/**
 * The rows of POST /dpp/import: JSON `{ rows }` (each a create body; the body at most
 * MAX_IMPORT_BYTES, else 413), or a multipart `file` (at most MAX_IMPORT_BYTES, else 413) holding
 * CSV or XLSX (passports/import/import-file-rows.ts).
 */
async function readImportRows(event: H3Event, xlsx: XlsxReader): Promise<ImportInput> {
  const type = event.req.headers.get('content-type') ?? '';
  if (/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    assertRequestBodyLimit(event, MAX_IMPORT_BYTES);
    const { rows } = await readJsonBody(event, importJsonBodySchema);
    return { source: 'json', rows: rows.map((body, index) => ({ row: index + 1, body })) };
  }
  const { file } = await readMultipartFile(event, { field: 'file', maxBytes: MAX_IMPORT_BYTES, label: 'import file', contents: 'CSV or XLSX file' });
  const rows = await importFileRows(xlsx, new Uint8Array(await file.arrayBuffer()), (cells) => {
    const path = pathToUnstorableText(cells);
    return path === undefined ? undefined : { field: String(path[0]), message: UNSTORABLE_TEXT_MESSAGE };
  });
  return { source: 'sheet', rows };
}

/** POST /dpp/import and its templates (dpp.md, "Endpoints" and Precise points, "Import"). */
export const passportImportRoutes = routeTable('Product passports', [
  defineRoute({
    route: 'POST /dpp/import', operationId: 'importPassports', access: 'write',
    summary: 'Import passports from CSV, XLSX or JSON',
    description:
      'JSON `{ rows: [...] }` of create bodies, or multipart/form-data with the field `file`: CSV (RFC 4180, UTF-8 with or without BOM) or XLSX (its first sheet), a header row of dotted columns as in GET /dpp/import/templates/{category}. ' +
      '`mode=create` (default) creates every row; `mode=upsert` matches on gtin, lot and serial and merges a matched passport like PATCH (only the given columns), creating the others. `dry_run=true` judges every row and answers 200 with the counts it would produce, storing nothing. ' +
      'Body (JSON) or file at most 5,242,880 bytes. Rows per request by plan (max_dpp_import_rows: free 100, pro 1,000, business and agency 5,000, enterprise 10,000); more is 422 for the whole request. ' +
      'Each row is judged as POST /dpp (or PATCH) judges a body, link safety included; the valid rows are written in one transaction, each with its version, audit entry and events (dpp.created, dpp.updated, dpp.published …); a failing row never blocks the others. ' +
      'Rows beyond the plan limit max_passports fail one by one naming it, and so do rows of a GTIN another organization owns on this instance. `row` is the 1-based data row; errors name the dotted column (JSON: the body path).',
    request: { query: importQuerySchema, body: importJsonBodySchema, otherBodies: { 'multipart/form-data': importFileUploadSchema } },
    bodyLimit: MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES,
    responses: {
      200: { description: 'Dry run: what the import would produce (no ids; nothing stored).', schema: envelopeSchema(importResultSchema) },
      201: { description: 'The import: counts and one result per row.', schema: envelopeSchema(importResultSchema) },
      400: 'Invalid JSON, no `rows`, no `file` part or a malformed multipart body; mode or dry_run invalid.',
      413: 'The body or file is larger than 5,242,880 bytes, or an XLSX workbook inflates to more than 104,857,600 bytes.',
      415: 'The body is neither JSON nor multipart/form-data.',
      422: 'More rows than the plan imports per request; a file that is neither UTF-8 CSV nor XLSX, has unknown or repeated columns, or no data row; an XLSX workbook of more than 1,000,000 shared strings or cells, or a cell of more than 32,767 characters; rows that are not objects.',
    },
    handler: async ({ event, ctx, auth, query }) => {
      const who = codeActor(event, auth);
      const result = await importPassports(ctx, await readImportRows(event, ctx.xlsxReader), query, who);
      return query.dry_run ? ok(event, result) : created(event, result);
    },
  }),
  defineRoute({
    route: 'GET /dpp/import/templates/{category}', operationId: 'getPassportImportTemplate', access: 'read_codes', request: { params: templateParams, query: templateQuerySchema },
    summary: 'Download the import template of a category',
    description:
      'The header row of the category\'s columns and one example row that imports cleanly with POST /dpp/import. Columns are dotted field names (`manufacturer.name`, `attributes.rated_capacity_ah`, `documents.1.type`, …); ' +
      'arrays are `;`-separated (`[]` is a list declared empty), materials `name:percent;name:percent`, numbers use `.`. The `category` column is prefilled. ' +
      '`format=csv` (default): RFC 4180, UTF-8, CRLF. `format=xlsx`: an Excel workbook (media type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) whose first sheet holds the rows and whose sheet "Columns" describes each column (required, recommended or optional; type; unit).',
    responses: {
      200: {
        description: 'The template file (CSV by default; XLSX with format=xlsx).',
        contentType: 'text/csv',
        otherContent: { [TEMPLATE_MEDIA_TYPES.xlsx]: null },
        headers: { 'Content-Disposition': { description: 'attachment; filename="dpp-import-<category>.<format>"', schema: z.string() } },
      },
      400: 'format is neither csv nor xlsx.',
      404: 'No such category.',
    },
    handler: async ({ event, query, param }) => {
      const category = param('category');
      if (!isPassportCategory(category)) throw new ApiError('not_found', `No passport category "${category}"; the categories are ${PASSPORT_CATEGORIES.join(', ')}.`);
      const bytes = await templateFile(category, query.format);
      // A returned Response bypasses event.res: its headers (request id, rate limit) are copied.
      const headers = new Headers(event.res.headers);
      headers.set('content-type', TEMPLATE_MEDIA_TYPES[query.format]);
      headers.set('content-disposition', contentDisposition('attachment', `dpp-import-${category}.${query.format}`));
      return new Response(bytes, { headers });
    },
  }),
]);
