import { envelopeSchema, idSchema, listEnvelopeSchema, listScansQuerySchema, scanSchema, scanStatsQuerySchema, scanStatsSchema } from '@quietzone/core/schemas';
import type { H3Event } from 'h3';
import { z } from 'zod';
import { contentDisposition } from '../files/content-disposition';
import { list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { scansCsvStream, scansXlsxStream } from './scan-export';
import { listScans } from './list-scans';
import { scanResource } from './scan-resource';
import { codes } from '../codes/code-routes';
import { scanStatsOf, STATS_WINDOW_400, STATS_WINDOW_TEXT } from './stats-window';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const codeParams = z.object({ id: idSchema.describe('Id of the code.') });
const EXPORT_COLUMNS_TEXT = 'Columns: id, scanned_at, country, device_type, os, browser, language, ab_variant, redirected_to, is_bot; every recorded scan (bots flagged), oldest first.';
const attachment = { 'Content-Disposition': { description: 'attachment; filename="scans-<short_code>.<ext>"', schema: z.string() } };

/**
 * Scan statistics, the scan list and its CSV/XLSX exports (scans issue). Any key of the
 * workspace may read them (`read_codes`, public keys too); a deleted code, or one of another
 * workspace, is 404.
 * Decisions where the contract is silent:
 * - The window is `days` (1–365, default 30) ending today, or `from`/`to` (inclusive UTC
 *   dates, at most 366 days); total_scans and unique_scanners count the window, so by_day sums
 *   to total_scans; scans_today is the current UTC day whatever the window.
 * - Bots (isbot, or no user agent) are left out unless `include_bots=true`. The list and the
 *   exports hold every recorded scan with its `is_bot` flag: they are the raw data.
 * - Exports are oldest first; the list is newest first like every other list.
 */
export const scanRoutes = routeTable('Scans', [
  defineRoute({
    route: 'GET /codes/{id}/stats', operationId: 'getCodeStats', access: 'read_codes', resource: codes, request: { params: codeParams, query: scanStatsQuerySchema },
    summary: 'Scan statistics of a code',
    description:
      `Any key of the workspace. ${STATS_WINDOW_TEXT} total_scans and unique_scanners count the window; scans_today the current UTC day. Bots are left out unless \`include_bots=true\`.`,
    responses: {
      200: { description: 'The statistics.', schema: envelopeSchema(scanStatsSchema) },
      400: { description: STATS_WINDOW_400 },
    },
    handler: async ({ event, ctx, found: code, query }) => ok(event, await scanStatsOf(ctx, code.id, query)),
  }),
  defineRoute({
    route: 'GET /codes/{id}/scans', operationId: 'listCodeScans', access: 'read_codes', resource: codes, request: { params: codeParams, query: listScansQuerySchema },
    summary: "List a code's scans",
    description: 'Any key of the workspace. Newest first; bots included with `is_bot: true`. No address is stored or shown.',
    responses: {
      200: { description: 'A page of scans.', schema: listEnvelopeSchema(scanSchema) },
      400: 'Invalid limit or cursor.',
    },
    handler: async ({ event, ctx, found: code, query }) => {
      return list(event, await listScans(ctx.db, code.id, pageRequest(query)), scanResource);
    },
  }),
  defineRoute({
    route: 'GET /codes/{id}/scans.csv', operationId: 'exportCodeScansCsv', access: 'read_codes', resource: codes, request: { params: codeParams },
    summary: "Export a code's scans as CSV",
    description: `Any key of the workspace. RFC 4180, UTF-8, CRLF, header row, streamed. ${EXPORT_COLUMNS_TEXT} Text starting with = + - @ gets a leading apostrophe (formula-injection guard).`,
    responses: { 200: { description: 'The CSV file.', contentType: 'text/csv', headers: attachment } },
    handler: ({ event, ctx, found: code }) => {
      return new Response(event.req.method === 'HEAD' ? null : scansCsvStream(ctx.db, code.id), {
        headers: exportHeaders(event, 'text/csv; charset=utf-8; header=present', `scans-${code.short_code}.csv`),
      });
    },
  }),
  defineRoute({
    route: 'GET /codes/{id}/scans.xlsx', operationId: 'exportCodeScansXlsx', access: 'read_codes', resource: codes, request: { params: codeParams },
    summary: "Export a code's scans as an Excel workbook",
    description: `Any key of the workspace. One sheet "Scans" with a header row, streamed. ${EXPORT_COLUMNS_TEXT}`,
    responses: { 200: { description: 'The XLSX file.', contentType: XLSX_TYPE, headers: attachment } },
    handler: ({ event, ctx, found: code }) => {
      return new Response(event.req.method === 'HEAD' ? null : scansXlsxStream(ctx.db, code.id, ctx.logger), {
        headers: exportHeaders(event, XLSX_TYPE, `scans-${code.short_code}.xlsx`),
      });
    },
  }),
]);

/** A returned Response bypasses event.res, so the request id and rate-limit headers are copied. */
function exportHeaders(event: H3Event, contentType: string, filename: string): Headers {
  const headers = new Headers(event.res.headers);
  headers.set('content-type', contentType);
  headers.set('content-disposition', contentDisposition('attachment', filename));
  headers.set('cache-control', 'no-store');
  return headers;
}
