import { evaluateCompliance } from '@quietzone/core';
import { complianceReportSchema, createPassportSchema, envelopeSchema, listPassportsQuerySchema, passportSchema, passportUpdateValidationSchema, passportValidationSchema, passportVersionQuerySchema, updatePassportSchema } from '@quietzone/core/schemas';
import { publicBaseOf } from '../domains/request-host';
import { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import { codeActor } from '../codes/code-actor';
import { ApiError } from '../http/api-error';
import { created, list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { readJsonBody } from '../http/read-input';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { createPassport } from './create-passport';
import { deletePassport } from './delete-passport';
import { toPassportResource, toPublicKeyPassportResource } from './to-passport-resource';
import { updatePassport } from './update-passport';
import { validatePassportBody, validatePassportUpdate } from './validate-passport';
import { findPassportVersion, listPassports, type PassportRow } from './store/passports';
import { findReadablePassport } from './get-passport-or-throw';

/** The validate routes judge any JSON object: their findings are the answer, not a 4xx. */
const anyObject = z.record(z.string(), z.unknown());

const patchedPassportSchema = z.object({
  data: passportSchema,
  meta: z.object({
    request_id: z.string(),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe('`{ field: [old, new] }` of what changed; empty when nothing did.'),
  }),
});

/** A public key finds published passports only. */
export const passports = routeResource({ name: 'passport', schema: passportSchema, find: (ctx, auth, id) => findReadablePassport(ctx.db, auth, id) });

const PUBLIC_KEY_NOTE = 'A public `svc_pk_` key reads published passports only, without restricted attributes.';

function presented(base: string, auth: AuthContext, row: PassportRow) {
  return auth.kind === 'public' ? toPublicKeyPassportResource(row, base) : toPassportResource(row, base);
}

export const passportRoutes = routeTable('Product passports', [
  defineRoute({
    route: 'GET /dpp', operationId: 'listPassports', access: 'read_codes', request: { query: listPassportsQuerySchema },
    summary: "List the workspace's product passports",
    description: `Newest first (created_at, id). Filters: \`status\`, \`category\`, \`gtin\` (GTIN-8, -12, -13 or -14; matched as the GTIN-14). ${PUBLIC_KEY_NOTE}`,
    responses: { 200: passports.page, 400: 'An invalid filter, e.g. a gtin with a wrong check digit.' },
    handler: async ({ event, ctx, auth, query }) => {
      const publicKey = auth.kind === 'public';
      if (publicKey && query.status !== undefined && query.status !== 'published') {
        return list(event, { items: [], hasMore: false, nextCursor: null, totalCount: 0 }, (row: PassportRow) => presented(ctx.config.publicUrl, auth, row));
      }
      const filter = { status: publicKey ? 'published' : query.status, category: query.category, gtin: query.gtin } as const;
      const page = await listPassports(ctx.db, auth.workspaceId, filter, pageRequest(query));
      const base = await publicBaseOf(ctx, auth.workspaceId);
      return list(event, page, (row) => presented(base, auth, row));
    },
  }),
  defineRoute({
    route: 'POST /dpp', operationId: 'createPassport', access: 'write', idempotent: true, request: { body: createPassportSchema },
    summary: 'Create a product passport',
    description:
      'Created as draft (default) or published, never archived. gtin is normalized to the GTIN-14; the identity (gtin, lot, serial) is unique in the workspace. A GTIN belongs to the organization that first stores a passport of it on this instance (drafts included); a passport of it in another organization is 409. Document and link URLs are checked for safety as code destinations are. ' +
      'Counts against the plan limit `max_passports`. Emits `dpp.created`, and `dpp.published` when created published.',
    responses: {
      201: { description: 'The new passport (version 1).', schema: envelopeSchema(passportSchema) },
      400: 'Invalid JSON or a missing required field (gtin, product_name).',
      403: 'Viewer role or public key, or the plan limit max_passports is reached.',
      409: 'A passport with this gtin, lot and serial exists in the workspace; or the GTIN belongs to another organization on this instance (the detail names the GTIN); or the Idempotency-Key was used with another request, or that request is still in flight.',
      422: 'Invalid fields: a GTIN with a wrong check digit (the message names the expected one), lot or serial outside GS1 character set 82, an unsafe URL, …',
    },
    handler: async ({ event, ctx, auth, body }) => created(event, await createPassport(ctx, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'POST /dpp/validate', operationId: 'validatePassport', access: 'write', request: { body: createPassportSchema, lenientBody: true },
    summary: 'Validate a passport create body',
    description:
      'Judges a POST /dpp body without storing anything: `errors` are what POST would answer 422 with (missing required fields, 400 there, are listed too), `warnings` the failed warning checks, and `eu_compliance` the whole compliance answer for the body as sent.',
    responses: { 200: { description: 'The findings.', schema: envelopeSchema(passportValidationSchema) }, 400: 'The body is not a JSON object.' },
    handler: async ({ event, ctx }) => ok(event, await validatePassportBody(ctx, await readJsonBody(event, anyObject))),
  }),
  defineRoute({
    route: 'GET /dpp/{id}', operationId: 'getPassport', access: 'read_codes', resource: passports, request: { query: passportVersionQuerySchema },
    summary: 'Get a product passport',
    description: `The current version, or with \`version=N\` version N as it was stored (every version is kept; a version it never had is 404 too). ${PUBLIC_KEY_NOTE}`,
    responses: {
      200: passports.one,
      400: 'version is not a positive integer.',
    },
    handler: async ({ event, ctx, auth, query, found: row }) => {
      if (query.version === undefined || query.version === row.version) return ok(event, presented(await publicBaseOf(ctx, row.workspace_id), auth, row));
      const version = await findPassportVersion(ctx.db, auth.workspaceId, row.id, query.version);
      if (!version || (auth.kind === 'public' && version.status !== 'published')) throw new ApiError('not_found', `The passport has no version ${query.version}.`);
      return ok(event, presented(await publicBaseOf(ctx, row.workspace_id), auth, version));
    },
  }),
  defineRoute({
    route: 'PATCH /dpp/{id}', operationId: 'updatePassport', access: 'write', resource: passports, request: { body: updatePassportSchema },
    summary: 'Update a product passport',
    description:
      'Every change is a new version (the previous ones stay readable). `manufacturer` and `attributes` merge key by key (null removes a key); lists replace. Status: draft → published → archived → published; never back to draft (422). gtin, lot and serial change only while a draft (422 after). ' +
      'Applied on the newest state; after three lost races 409. Emits `dpp.updated`, and `dpp.published` or `dpp.archived` on those transitions; a patch that changes nothing writes nothing.',
    responses: {
      200: { description: 'The passport and `meta.changes`.', schema: patchedPassportSchema },
      400: 'Invalid JSON.',
      409: 'The new gtin, lot and serial belong to another passport of the workspace; the GTIN belongs to another organization on this instance (the detail names the GTIN); or the passport changed concurrently three times.',
      422: 'Invalid fields, a refused status change, an identity change after publication, an unsafe URL.',
    },
    handler: async ({ event, ctx, auth, body, found }) => {
      const { passport, changes } = await updatePassport(ctx, found.id, await body(), codeActor(event, auth));
      return ok(event, passport, { changes });
    },
  }),
  defineRoute({
    route: 'DELETE /dpp/{id}', operationId: 'deletePassport', access: 'delete', resource: passports,
    summary: 'Delete a draft passport',
    description: 'Only a draft is deleted (with its versions). A published or archived passport must stay available to the codes printed for it: 409, archive it instead.',
    responses: { 204: 'Deleted.', 409: 'The passport is published or archived.' },
    handler: ({ event, ctx, auth, found }) => deletePassport(ctx, found.id, codeActor(event, auth)),
  }),
  defineRoute({
    route: 'POST /dpp/{id}/validate-update', operationId: 'validatePassportUpdate', access: 'write', resource: passports, request: { body: updatePassportSchema, lenientBody: true },
    summary: 'Validate a passport update',
    description:
      'Judges a PATCH /dpp/{id} body on the stored passport without storing anything: `errors` as PATCH would answer 422, the `changes` and `next_version` it would produce, and the compliance answer for the passport it would leave.',
    responses: {
      200: { description: 'The findings.', schema: envelopeSchema(passportUpdateValidationSchema) },
      400: 'The body is not a JSON object.',
    },
    handler: async ({ event, ctx, found }) => ok(event, await validatePassportUpdate(ctx, found, await readJsonBody(event, anyObject))),
  }),
  defineRoute({
    route: 'GET /dpp/{id}/eu-compliance', operationId: 'getPassportCompliance', access: 'read_codes', resource: passports,
    summary: "A passport's EU compliance",
    description:
      "The category's checks (generic ESPR minimum for every category; battery: Regulation (EU) 2023/1542, from 2027-02-18): `status` compliant when every error check passes, `score` the whole percent of error checks passed, `missing` the fields of failed error checks. " +
      PUBLIC_KEY_NOTE,
    responses: { 200: { description: 'The compliance answer.', schema: envelopeSchema(complianceReportSchema) } },
    handler: ({ event, found }) => ok(event, evaluateCompliance(found)),
  }),
]);
