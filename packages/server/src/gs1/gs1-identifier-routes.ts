import { envelopeSchema, gs1IdentifierInUseSchema, gs1IdentifierSchema, gs1IdentifiersQuerySchema, listEnvelopeSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { identifierInUse } from './identifier-in-use';
import { parseIdentifierQuery } from './parse-identifier-query';
import { list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { listPassports } from '../passports/store/passports';

/**
 * Decision (dpp.md leaves the role open): the same readers as GET /dpp — any secret key's role
 * (`read_codes`), and public keys, which see the identifiers of published passports only, as
 * they read published passports only. Parsing stores and reveals nothing, so every reader may.
 */
export const gs1IdentifierRoutes = routeTable('Product passports', [
  defineRoute({
    route: 'GET /gs1/identifiers', operationId: 'listGs1Identifiers', access: 'read_codes', request: { query: gs1IdentifiersQuerySchema },
    summary: "The workspace's GS1 identifiers in use, or one identifier parsed",
    description:
      'Without `uri` and `element_string`: a cursor list (newest passport first) with one entry per passport of the workspace, every status, narrowed by `gtin` (GTIN-8, -12, -13 or -14, matched as the GTIN-14). A public `svc_pk_` key lists published passports only. ' +
      'With `uri=` (a GS1 Digital Link URI on any host, or its path, uncompressed or compressed as `https://id.gs1.org/AQdJnd9bVg`) or `element_string=` (e.g. `(01)09506000134352(10)ABC`): that identifier parsed and answered in canonical form on this service (GTIN-14, Digital Link on PUBLIC_URL, element string); nothing is stored or looked up. ' +
      'A list entry carries `dpp_id` and `status`; a parsed identifier does not.',
    responses: {
      200: {
        description: 'The identifiers in use (list envelope), or the parsed identifier.',
        schema: z.union([listEnvelopeSchema(gs1IdentifierInUseSchema), envelopeSchema(gs1IdentifierSchema)]),
      },
      400: 'An invalid query parameter: a `gtin` filter that is no valid GTIN, a bad cursor or limit, or both `uri` and `element_string`.',
      422: 'The `uri` or `element_string` is no valid GS1 identifier; `errors` names the parameter and the part at fault (`uri.gtin`, `element_string.serial`, …).',
    },
    handler: async ({ event, ctx, auth, query }) => {
      if (query.uri !== undefined || query.element_string !== undefined) return ok(event, parseIdentifierQuery(query, ctx.config.publicUrl));
      const filter = { gtin: query.gtin, status: auth.kind === 'public' ? ('published' as const) : undefined };
      const page = await listPassports(ctx.db, auth.workspaceId, filter, pageRequest(query));
      return list(event, page, (row) => identifierInUse(row, ctx.config.publicUrl));
    },
  }),
]);
