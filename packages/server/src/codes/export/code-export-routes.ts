import type { H3Event } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { CODE_COLUMNS } from '../import/code-columns';
import { codesCsvStream, codesXlsxStream } from './code-export-streams';
import { contentDisposition } from '../../files/content-disposition';
import { defineRoute, routeTable } from '../../http/route';
import { XLSX_MEDIA_TYPE } from '../../xlsx';

const CONTENTS =
  `Every code of the workspace that is not deleted, oldest first, streamed in keyset chunks, with the columns POST /codes/import reads: ${CODE_COLUMNS.join(', ')}. ` +
  'Tags are `;`-joined, links and rules JSON arrays, booleans true/false, unset fields empty; the A/B, landing-page and link-control fields only on dynamic url codes. A password is stored as a hash, so it is never exported: `has_password` says a code has one, and importing such a row needs a `password` column (else the row fails naming password). Importing the file recreates the codes (each short_code kept where free).';

const attachment = { 'Content-Disposition': { description: 'attachment; filename="codes-<YYYY-MM-DD>.<ext>"', schema: z.string() } };

/** A returned Response bypasses event.res, so the request id and rate-limit headers are copied. */
function fileHeaders(event: H3Event, ctx: AppContext, contentType: string, ext: string): Headers {
  const headers = new Headers(event.res.headers);
  headers.set('content-type', contentType);
  headers.set('content-disposition', contentDisposition('attachment', `codes-${ctx.clock.now().toISOString().slice(0, 10)}.${ext}`));
  headers.set('cache-control', 'no-store');
  return headers;
}

/** GET /codes.csv and GET /codes.xlsx: readers as GET /codes. */
export const codeExportRoutes = routeTable('Codes', [
  defineRoute({
    route: 'GET /codes.csv', operationId: 'exportCodesCsv', access: 'read_codes',
    summary: "Export the workspace's codes as CSV",
    description: `Any key of the workspace. RFC 4180, UTF-8, CRLF, header row. ${CONTENTS} Text starting with = + - @, tab, CR or an apostrophe gets a leading apostrophe (formula-injection guard), which the import takes off again.`,
    responses: { 200: { description: 'The CSV file.', contentType: 'text/csv', headers: attachment } },
    handler: ({ event, ctx, auth }) =>
      new Response(event.req.method === 'HEAD' ? null : codesCsvStream(ctx.db, auth.workspaceId), { headers: fileHeaders(event, ctx, 'text/csv; charset=utf-8; header=present', 'csv') }),
  }),
  defineRoute({
    route: 'GET /codes.xlsx', operationId: 'exportCodesXlsx', access: 'read_codes',
    summary: "Export the workspace's codes as an Excel workbook",
    description: `Any key of the workspace. One sheet "Codes" with a header row. ${CONTENTS}`,
    responses: { 200: { description: 'The XLSX file.', contentType: XLSX_MEDIA_TYPE, headers: attachment } },
    handler: ({ event, ctx, auth }) =>
      new Response(event.req.method === 'HEAD' ? null : codesXlsxStream(ctx.db, auth.workspaceId, ctx.logger), { headers: fileHeaders(event, ctx, XLSX_MEDIA_TYPE, 'xlsx') }),
  }),
]);
