import { createdExportSchema, createExportSchema, envelopeSchema, exportSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { codeActor } from '../codes/code-actor';
import { contentDisposition } from '../files/content-disposition';
import { accepted, ok } from '../http/envelope';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { createExport } from './create-export';
import { findUnexpiredExport, toExportResource } from './get-export-or-throw';
import { ApiError } from '../http/api-error';
import { readExportChunk } from './store/exports';

const printExports = routeResource({ name: 'export', schema: exportSchema, find: (ctx, auth, id) => findUnexpiredExport(ctx, auth.workspaceId, id) });

/** POST /exports, its status and its download. */
export const exportRoutes = routeTable('Exports', [
  defineRoute({
    route: 'POST /exports', operationId: 'createExport', access: 'read', idempotent: true, request: { body: createExportSchema },
    summary: 'Export codes as print files (one ZIP)',
    description:
      'Queues an export of the codes given by `code_ids` (in that order) or matched by `filter` (every given tag, one of the given states; oldest first), chosen now. ' +
      'Without `sheet`: one file `<short_code>.<format>` per code and format, drawn with `options`, else each code\'s stored colors, else the defaults (no logos). With `sheet`: every code imposed on sheets in one vector PDF, `sheet.pdf` (formats must be ["pdf"]). ' +
      'The ZIP always holds `manifest.csv` (code_id, short_code, title, content, file, bytes, sha256, version, ecc, error, caption_warning, warning; a code that cannot be drawn is listed with its error, one deleted after the POST with `deleted`; caption_warning names the characters of a sheet caption that the embedded caption font, Noto Sans with Latin, Greek and Cyrillic, lacks and prints as blank space; warning names a PDF or EPS module too fine for the press: below 4 device pixels at `options.press_dpi`, or below 0.33 mm without it). ' +
      'Any role that reads codes may export (viewer and up); public keys may not: an export is a bulk read of the workspace, not something to ship in a web page. ' +
      'Codes per export by plan: ten times the batch size (free 100, pro 5,000, business, agency and enterprise 10,000). At most 5 exports per workspace may be queued or running at once (429 beyond). ' +
      'A background runner renders the job; runners take the workspaces in turn (the one served least recently first), so one workspace\'s queue does not hold up others. Poll GET /exports/{id}, or subscribe to `export.completed`. The result is kept 24 hours. ' +
      'Takes an optional `Idempotency-Key` (a UUID): a retry with the same key and body within 24 h replays the first answer and queues nothing.',
    responses: {
      202: { description: 'Queued.', schema: envelopeSchema(createdExportSchema) },
      400: 'Invalid JSON, or an Idempotency-Key that is not a UUID.',
      429: { description: 'The workspace already has 5 exports queued or running (EXPORTS_IN_PROGRESS_PER_WORKSPACE); Retry-After 60.', headers: { 'Retry-After': { description: 'Seconds to wait, 60.' } } },
      422: { description: 'Invalid body, neither or both of code_ids and filter, an id that is no code of the workspace, a filter matching nothing, more codes than the plan exports, a sheet that holds no code, a `sheet.symbol_mm` that gives the chosen codes modules outside 0.25–5 mm, `fg` and `bg` together below 1.5:1 contrast; `errors` names the field.' },
    },
    handler: async ({ event, ctx, auth, body }) => accepted(event, await createExport(ctx, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'GET /exports/{id}', operationId: 'getExport', access: 'read', resource: printExports,
    summary: 'An export\'s status and progress',
    description:
      '`status` queued → running → done (or failed, with `error`: a fixed sentence per kind of failure); `progress` counts the codes rendered (a done export with codes deleted meanwhile ends below its total). Once done, `download_url` serves the ZIP until `expires_at` (24 h later); after that the export is 410, and 404 once the retention job has deleted it.',
    responses: { 200: printExports.one, 410: 'The export has expired.' },
    handler: ({ event, ctx, found }) => ok(event, toExportResource(found, ctx.config.publicUrl)),
  }),
  defineRoute({
    route: 'GET /exports/{id}/download', operationId: 'downloadExport', access: 'read', resource: printExports,
    summary: 'Download a finished export',
    description: 'The ZIP (application/zip), streamed from storage. 409 while the export is queued, running or failed; 410 once expired.',
    responses: {
      200: {
        description: 'The ZIP: one file per code and format (or sheet.pdf) and manifest.csv.',
        contentType: 'application/zip',
        headers: { 'Content-Disposition': { description: 'attachment; filename="export-<id>.zip"', schema: z.string() } },
      },
      409: 'Not done (queued, running or failed).',
      410: 'The export has expired.',
    },
    handler: ({ event, ctx, found: row }) => {
      if (row.status !== 'done') throw new ApiError('conflict', `The export is ${row.status}; only a done export can be downloaded.`);
      let seq = 0;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const chunk = await readExportChunk(ctx.db, row.id, seq++);
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        },
      });
      // A returned Response bypasses event.res: its headers (request id, rate limit) are copied.
      const headers = new Headers(event.res.headers);
      headers.set('content-type', 'application/zip');
      headers.set('content-disposition', contentDisposition('attachment', `export-${row.id}.zip`));
      if (row.size_bytes !== null) headers.set('content-length', String(row.size_bytes));
      return new Response(stream, { headers });
    },
  }),
]);
