import { formatUtcDate, listScansQuerySchema, resolveScanWindow, scanStatsQuerySchema } from '@quietzone/core';
import { getQuery, type H3Event } from 'h3';
import { requireAuth } from '../auth/auth-context';
import type { Db } from '../db/db';
import { contentDisposition } from '../files/content-disposition';
import { ApiError } from '../http/api-error';
import { list, ok } from '../http/envelope';
import { readQuery, routerParam } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { scansCsvStream, scansXlsxStream } from '../scans/scan-export';
import { findCode, type CodeRow } from '../store/codes';
import { pageRequest } from '../store/query-page';
import { scanStats } from '../store/scan-stats';
import { listScans, scanResource } from '../store/scans';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
export const scanRoutes: RouteModule = (router) => {
  // GET /v1/codes/:id/stats – counts of the window by day, country, device, OS and browser
  router.get('/codes/:id/stats', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'read_codes');
    const query = readQuery(event, scanStatsQuerySchema);
    const code = await codeOrThrow(db, auth.workspaceId, routerParam(event, 'id'));
    const today = formatUtcDate(clock.now().getTime());
    const window = resolveScanWindow({ days: query.days, from: query.from, to: query.to }, today);
    if (!window.ok) throw new ApiError('bad_request', window.message, { errors: [{ field: window.field, message: window.message }] });
    return ok(event, await scanStats(db, { codeId: code.id, window: window.window, today, includeBots: query.include_bots ?? false }));
  });

  // GET /v1/codes/:id/scans – the code's scans, newest first (cursor list)
  router.get('/codes/:id/scans', async (event, { db }) => {
    const auth = requireAuth(event, 'read_codes');
    readQuery(event, listScansQuerySchema);
    const code = await codeOrThrow(db, auth.workspaceId, routerParam(event, 'id'));
    return list(event, await listScans(db, code.id, pageRequest(getQuery(event), { defaultLimit: 20, maxLimit: 100 })), scanResource);
  });

  // GET /v1/codes/:id/scans.csv – every scan as RFC 4180 CSV, streamed
  router.get('/codes/:id/scans.csv', async (event, { db }) => {
    const code = await exportedCode(event, db);
    return new Response(event.req.method === 'HEAD' ? null : scansCsvStream(db, code.id), {
      headers: exportHeaders(event, 'text/csv; charset=utf-8; header=present', `scans-${code.short_code}.csv`),
    });
  });

  // GET /v1/codes/:id/scans.xlsx – every scan as an Excel workbook, streamed
  router.get('/codes/:id/scans.xlsx', async (event, { db, logger }) => {
    const code = await exportedCode(event, db);
    return new Response(event.req.method === 'HEAD' ? null : scansXlsxStream(db, code.id, logger), {
      headers: exportHeaders(event, XLSX_TYPE, `scans-${code.short_code}.xlsx`),
    });
  });
};

async function codeOrThrow(db: Db, workspaceId: string, id: string): Promise<CodeRow> {
  const code = await findCode(db, workspaceId, id);
  if (!code) throw new ApiError('not_found', 'QR code not found.');
  return code;
}

async function exportedCode(event: H3Event, db: Db): Promise<CodeRow> {
  const auth = requireAuth(event, 'read_codes');
  return codeOrThrow(db, auth.workspaceId, routerParam(event, 'id'));
}

/** A returned Response bypasses event.res, so the request id and rate-limit headers are copied. */
function exportHeaders(event: H3Event, contentType: string, filename: string): Headers {
  const headers = new Headers(event.res.headers);
  headers.set('content-type', contentType);
  headers.set('content-disposition', contentDisposition('attachment', filename));
  headers.set('cache-control', 'no-store');
  return headers;
}
