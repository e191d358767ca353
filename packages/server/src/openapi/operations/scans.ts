import { type OpenApiOperation } from '../build-openapi-document';
import { envelopeSchema, idSchema, listEnvelopeSchema, listScansQuerySchema, scanSchema, scanStatsQuerySchema, scanStatsSchema } from '@quietzone/core';
import { z } from 'zod';

const codeParams = z.object({ id: idSchema.describe('Id of the code.') });
const TAGS = ['Scans'];
const EXPORT_COLUMNS_TEXT = 'Columns: id, scanned_at, country, device_type, os, browser, language, ab_variant, redirected_to, is_bot; every recorded scan (bots flagged), oldest first.';
const attachment = { 'Content-Disposition': { description: 'attachment; filename="scans-<short_code>.<ext>"', schema: z.string() } };

export const scanOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/codes/{id}/stats',
    operationId: 'getCodeStats',
    summary: 'Scan statistics of a code',
    description:
      'Any key of the workspace. Window: `days` (1–365, default 30) ending today (UTC), or `from`/`to` (inclusive dates, at most 366 days). total_scans and unique_scanners count the window; scans_today the current UTC day. Bots are left out unless `include_bots=true`.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: codeParams, query: scanStatsQuerySchema },
    responses: {
      200: { description: 'The statistics.', schema: envelopeSchema(scanStatsSchema) },
      400: { description: 'Invalid window: days with from/to, from after to, a span over 366 days, days outside 1–365, or not a date.' },
      404: { description: 'No such code in the workspace, or it is deleted.' },
    },
  },
  {
    method: 'GET',
    path: '/codes/{id}/scans',
    operationId: 'listCodeScans',
    summary: "List a code's scans",
    description: 'Any key of the workspace. Newest first; bots included with `is_bot: true`. No address is stored or shown.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: codeParams, query: listScansQuerySchema },
    responses: {
      200: { description: 'A page of scans.', schema: listEnvelopeSchema(scanSchema) },
      400: { description: 'Invalid limit or cursor.' },
      404: { description: 'No such code in the workspace, or it is deleted.' },
    },
  },
  {
    method: 'GET',
    path: '/codes/{id}/scans.csv',
    operationId: 'exportCodeScansCsv',
    summary: "Export a code's scans as CSV",
    description: `Any key of the workspace. RFC 4180, UTF-8, CRLF, header row, streamed. ${EXPORT_COLUMNS_TEXT} Text starting with = + - @ gets a leading apostrophe (formula-injection guard).`,
    tags: TAGS,
    auth: 'api_key',
    request: { params: codeParams },
    responses: {
      200: { description: 'The CSV file.', contentType: 'text/csv', headers: attachment },
      404: { description: 'No such code in the workspace, or it is deleted.' },
    },
  },
  {
    method: 'GET',
    path: '/codes/{id}/scans.xlsx',
    operationId: 'exportCodeScansXlsx',
    summary: "Export a code's scans as an Excel workbook",
    description: `Any key of the workspace. One sheet "Scans" with a header row, streamed. ${EXPORT_COLUMNS_TEXT}`,
    tags: TAGS,
    auth: 'api_key',
    request: { params: codeParams },
    responses: {
      200: { description: 'The XLSX file.', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', headers: attachment },
      404: { description: 'No such code in the workspace, or it is deleted.' },
    },
  },
];
