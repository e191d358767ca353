import type { H3Event } from 'h3';
import type { AppContext } from '../../app/app-context';
import type { AuthContext } from '../../auth/auth-context';
import { ApiError } from '../../http/api-error';
import { codeActor } from '../code-actor';
import { codeImportQuerySchema, codeImportResultSchema, MAX_CODE_IMPORT_BYTES } from './code-import-schema';
import { importCodes } from './import-codes';
import { readImportFile } from './read-import-file';
import { created, ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { MULTIPART_OVERHEAD_BYTES, multipartDigest, readMultipartFile } from '../../http/read-multipart-file';
import { idempotencyKeyHeaders } from '../../http/route-schemas';
import { defineRoute } from '../../http/route';
import { z } from 'zod';

/** The upload form, for the document (the handler reads it with readMultipartFile). */
const codeImportUploadSchema = z
  .object({ file: z.string().describe('The CSV or XLSX file (binary part), at most 10,485,760 bytes.').meta({ format: 'binary' }) })
  .meta({ id: 'CodeImportUpload' });

/** Reads the upload, its rows, and imports them (or judges them, in a dry run). */
async function runImport(event: H3Event, ctx: AppContext, auth: AuthContext, dryRun: boolean): Promise<unknown> {
  const { file, fields } = await readMultipartFile(event, { field: 'file', maxBytes: MAX_CODE_IMPORT_BYTES, label: 'import file', contents: 'CSV or XLSX file' });
  const extra = Object.keys(fields);
  if (extra.length > 0) {
    throw new ApiError('bad_request', 'The form takes only the field `file`; send dry_run as a query parameter.', {
      errors: extra.map((field) => ({ field, message: 'unknown form field (dry_run is a query parameter)' })),
    });
  }
  const rows = await readImportFile(ctx.xlsxReader, new Uint8Array(await file.arrayBuffer()));
  const result = await importCodes(ctx, rows, { dryRun }, codeActor(event, auth));
  return dryRun ? ok(event, result) : created(event, result);
}

/** POST /codes/import. */
export const codeImportRoutes = [
  defineRoute({
    route: 'POST /codes/import', operationId: 'importCodes', access: 'write',
    summary: 'Import codes from CSV or XLSX (our columns, a Bitly or a Shlink export)',
    description:
      'multipart/form-data with the field `file`: CSV (RFC 4180, UTF-8 with or without BOM) or XLSX (its first sheet), at most 10,485,760 bytes (else 413). `dry_run` is a query parameter (a form field other than `file` is 400). In CSV a leading apostrophe before = + - @, tab, CR or another apostrophe is taken off (the formula guard of GET /codes.csv). ' +
      'The header row tells the format: the columns of GET /codes.csv (any subset, any order: `type`, `url`, `title`, `tags` `;`-separated, `notes`, `expires_at`, `is_dynamic`, the A/B and landing-page fields with `links` as a JSON array, the link controls `rules` (a JSON array of { when, url }), `max_scans` and `active_from`, the per-type fields, `short_code`, and `password`, which the export never writes: a row whose `has_password` is true fails naming `password` unless the file gives one, so a protected code never comes back open); ' +
      'a Bitly export (a "Long URL" or "Destination URL" column; title, tags, and the bitlink and created time kept in notes); or a Shlink web-client export (`createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits`; tags `|`-separated, shortCode kept as short_code). ' +
      'An appearance, color or logo column is 422 for the whole import (colors are set only by PATCH, the logo by its upload); so are unknown or repeated columns of our format, a file that is neither UTF-8 CSV nor XLSX, no data row, and more rows than the plan imports per request (max_code_import_rows: free 100, pro 5,000, business, agency and enterprise 10,000). ' +
      'Each row is judged as POST /codes judges a body, on its own: a failing row is reported in place and never blocks the others; the valid rows are created in one transaction, each with its audit entry and `qr.created`. ' +
      'Every URL goes through the local blocklist; the remote reputation check is queued for every URL (as skip_url_scan does). A `short_code` is kept when no code holds it (deleted ones included), else its row fails naming short_code — importing a file twice creates nothing twice. ' +
      'An import (not a dry run) takes an `Idempotency-Key` as POST /codes does: the same key with the same file (and form) within 24 h replays the first answer, whatever multipart boundary the retry draws.',
    tags: ['Codes'],
    request: { query: codeImportQuerySchema, headers: idempotencyKeyHeaders, bodyContentType: 'multipart/form-data', otherBodies: { 'multipart/form-data': codeImportUploadSchema } },
    bodyLimit: MAX_CODE_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES,
    responses: {
      200: { description: 'Dry run: what the import would do, row by row (no ids; nothing stored).', schema: codeImportResultSchema },
      201: { description: 'The import: one result per data row, and the counts.', schema: codeImportResultSchema },
      400: 'No `file` part, a malformed multipart body, another form field, or dry_run neither true nor false.',
      409: 'Idempotency-Key used with another file, or that import is still in progress.',
      413: 'The file is larger than 10,485,760 bytes, or an XLSX workbook inflates to more than 104,857,600 bytes.',
      415: 'The body is not multipart/form-data.',
      422: 'An appearance, color or logo column; unknown or repeated columns; an unreadable file or no data row; an XLSX workbook of more than 1,000,000 shared strings or cells, or a cell of more than 32,767 characters; more rows than the plan imports per request.',
    },
    handler: ({ event, ctx, auth, query }) =>
      // A dry run stores nothing, so it needs no key; an import retried after a timeout must not create its rows twice.
      query.dry_run ? runImport(event, ctx, auth, true) : idempotent(event, ctx, auth.workspaceId, () => runImport(event, ctx, auth, false), multipartDigest),
  }),
];
