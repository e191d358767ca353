import { batchCreateCodesResultSchema, batchCreateCodesSchema, codeRevisionSchema, codeSchema, contrastIssueSchema, createCodeSchema, envelopeSchema, listCodesQuerySchema, updateCodeSchema } from '@quietzone/core/schemas';
import { publicBaseOf } from '../domains/request-host';
import { z } from 'zod';
import { codeActor } from './code-actor';
import { createCode } from './create-code';
import { createCodeBatch } from './create-code-batch';
import { deleteCode } from './delete-code';
import { submitCodeUpdate } from './revisions/submit-code-update';
import { toCodeResource } from './to-code-resource';
import { created, list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { findCode, listCodes } from './store/codes';
import { listCodesByPendingApproval } from './store/code-revisions';

/** A code of the caller's workspace, not deleted: a code of another workspace is indistinguishable from none. */
export const codes = routeResource({ name: 'code', schema: codeSchema, find: (ctx, auth, id) => findCode(ctx.db, auth.workspaceId, id) });

const patchedCodeSchema = z.object({
  data: codeSchema,
  meta: z.object({
    request_id: z.string(),
    issues: z.array(contrastIssueSchema).describe('Contrast issues of every color the resulting design draws, and `scan_margin_low` for a styled design with a low scan margin; empty when ok.'),
    pending_revision: codeRevisionSchema
      .optional()
      .describe('Present when fields of the PATCH wait for approval (a contributor in a workspace that requires it): `data` still shows what the code serves.'),
  }),
});

export const codeRoutes = routeTable('Codes', [
  defineRoute({
    route: 'GET /codes', operationId: 'listCodes', access: 'read_codes', request: { query: listCodesQuerySchema },
    summary: "List the workspace's codes",
    description: 'Newest first; deleted codes are never listed. Only `limit`, `cursor`, `status` and `pending_approval` are read; other parameters are ignored.',
    responses: { 200: codes.page },
    handler: async ({ event, ctx, auth, query }) => {
      const page =
        query.pending_approval === undefined
          ? await listCodes(ctx.db, auth.workspaceId, query.status, pageRequest(query))
          : await listCodesByPendingApproval(ctx.db, auth.workspaceId, query.pending_approval, query.status, pageRequest(query));
      const base = await publicBaseOf(ctx, auth.workspaceId);
      return list(event, page, (row) => toCodeResource(row, base));
    },
  }),
  defineRoute({
    route: 'POST /codes', operationId: 'createCode', access: 'write', idempotent: true, request: { body: createCodeSchema },
    summary: 'Create a code',
    description:
      'Types url (default; dynamic by default), vcard, wifi, email, sms, location (always static). Emits `qr.created`. Destination and landing-page URLs are checked for safety: an unsafe one is 422. ' +
      'A static code must fit in a QR code at error correction M (2,331 bytes of encoded content): otherwise 422 on `url`, or on the longest content field of the type, with both lengths in the message.',
    responses: {
      201: { description: 'The new code (status live; draft when a contributor creates it in a workspace that requires approval).', schema: envelopeSchema(codeSchema) },
      422: 'Invalid fields, content that cannot be encoded or does not fit in a QR code at ECC M, `appearance`, an unsafe URL.',
    },
    handler: async ({ event, ctx, auth, body }) => created(event, await createCode(ctx, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'POST /codes/batch', operationId: 'createCodesBatch', access: 'write', idempotent: true, request: { body: batchCreateCodesSchema },
    summary: 'Create many codes',
    description:
      'Items of type url, vcard or wifi, at most 10 (free), 500 (pro) or 1000 (business, agency, enterprise). URLs are checked synchronously for at most 50 url items; above that `skip_url_scan: true` is required and the URLs are checked later. A failing item (also one whose static content does not fit in a QR code at ECC M) is reported in `created` as `{ index, status: "failed", errors }` without failing the others.',
    responses: {
      201: { description: 'One result per item, in order.', schema: envelopeSchema(batchCreateCodesResultSchema) },
      422: 'Too many items for the plan, more than 50 url items without skip_url_scan, or `appearance` in an item.',
    },
    handler: async ({ event, ctx, auth, body }) => created(event, await createCodeBatch(ctx, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'GET /codes/{id}', operationId: 'getCode', access: 'read_codes', resource: codes,
    summary: 'Get a code',
    responses: { 200: codes.one },
    handler: async ({ event, ctx, found }) => ok(event, toCodeResource(found, await publicBaseOf(ctx, found.workspace_id))),
  }),
  defineRoute({
    route: 'PATCH /codes/{id}', operationId: 'updateCode', access: 'write', resource: codes, request: { body: updateCodeSchema },
    summary: 'Update a code',
    description:
      'Applied on the newest state; after three lost races 409. Colors below 1.5:1 are 422 and nothing is stored; other contrast findings are reported in `meta.issues`. ' +
      'A styled design (`module_shape`, `finder_shape`, `finder_color`, `gradient`) is rendered and decoded by two decoders at its intended size and under simulated capture before it is stored: one that does not decode is 422 naming the failed conditions, a low margin a `scan_margin_low` issue. Setting a code live that is not re-checks every link it stores (destination, A/B target, landing links) first. Emits `qr.updated` when something changed. ' +
      'In a workspace with `approval_required`, a contributor\'s change to what a scan gets (url, A/B, rules, landing page, password, expiry and the other link controls, utm, status) waits in a revision (`meta.pending_revision`, `qr.approval_requested`) while the code keeps serving; title, tags, notes and colors apply at once. A draft\'s `status` is 422: it goes live when its revision is approved.',
    responses: {
      200: { description: 'The code, and the contrast issues of its colors.', schema: patchedCodeSchema },
      400: 'Invalid JSON, or an unknown key inside `appearance` (or its `finder_shape` or `gradient`).',
      409: 'The code changed concurrently three times; reload and repeat.',
      422: {
        description:
          'Invalid fields, url on a non-url code, dynamic-url-only fields on another code, a static code url that does not fit in a QR code (at ECC M; at H when the code has a logo), contrast below 1.5:1 (of any color the design draws), a styled design that fails the scan check, an unsafe URL (also a stored one when the code is set live).',
      },
      503: {
        description: 'The code was to be set live but the URL reputation service could not re-check its links; nothing changed.',
        headers: { 'Retry-After': { description: 'Seconds to wait before trying again, 30.' } },
      },
    },
    handler: async (call) => {
      const { code, issues, revision } = await submitCodeUpdate(call.ctx, call.param('id'), await call.body(), codeActor(call.event, call.auth));
      return ok(call.event, code, revision === undefined ? { issues } : { issues, pending_revision: revision });
    },
  }),
  defineRoute({
    route: 'DELETE /codes/{id}', operationId: 'deleteCode', access: 'delete', resource: codes,
    summary: 'Delete a code',
    description: 'Soft delete: the code is archived (scans are kept) and is 404 everywhere from then on. Emits `qr.deleted` once.',
    responses: { 204: 'Deleted.' },
    handler: ({ event, ctx, auth, param }) => deleteCode(ctx, param('id'), codeActor(event, auth)),
  }),
]);
