import { envelopeSchema, idSchema, scanStatsQuerySchema, scanStatsSchema, TOP_PASSPORTS, workspacePassportStatsSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { defineRoute, routeTable } from '../http/route';
import { workspacePassportStats } from './workspace-passport-stats';
import { scanStatsOf, STATS_WINDOW_400, STATS_WINDOW_TEXT, statsWindow } from '../scans/stats-window';
import { passports } from './passport-routes';

const READERS = 'Readers of passports, as GET /dpp: a public `svc_pk_` key sees published passports only.';

/**
 * Resolver scan statistics of passports (dpp.md, "Endpoints"). Every resolver GET answering a
 * passport is recorded like a short-link scan, keyed by the passport id (passports/resolver/serve-resolver.ts),
 * so a passport's statistics are the code statistics of that id: same window, rollups and shape.
 */
export const passportStatsRoutes = routeTable('Product passports', [
  defineRoute({
    route: 'GET /dpp/{id}/stats', operationId: 'getPassportStats', access: 'read_codes', resource: passports,
    summary: 'Resolver scan statistics of a passport',
    description: `${READERS} The code statistics shape, for the resolver scans of this passport (GET, 200 or 307 answers). ${STATS_WINDOW_TEXT} total_scans and unique_scanners count the window; scans_today the current UTC day. Bots are left out unless \`include_bots=true\`.`,
    request: { params: z.object({ id: idSchema.describe('Id of the passport.') }), query: scanStatsQuerySchema },
    responses: {
      200: { description: 'The statistics.', schema: envelopeSchema(scanStatsSchema) },
      400: { description: STATS_WINDOW_400 },
    },
    handler: async ({ event, ctx, found: passport, query }) => ok(event, await scanStatsOf(ctx, passport.id, query)),
  }),
  defineRoute({
    route: 'GET /workspace/stats/dpp', operationId: 'getWorkspacePassportStats', access: 'read_codes', request: { query: scanStatsQuerySchema },
    summary: "The workspace's passport statistics",
    description: `${READERS} Passports by status, by \`eu_compliance.status\` and by category (counts of every passport now, zeros included; total = the sum of each split), the resolver scans of the window per day, and the ${TOP_PASSPORTS} passports with the most scans in the window (passports without scans left out). ${STATS_WINDOW_TEXT} Bots are left out unless \`include_bots=true\`.`,
    responses: { 200: { description: 'The statistics.', schema: envelopeSchema(workspacePassportStatsSchema) }, 400: { description: STATS_WINDOW_400 } },
    handler: async ({ event, ctx, auth, query }) => {
      const { window } = statsWindow(ctx.clock, query);
      const scope = { workspaceId: auth.workspaceId, publishedOnly: auth.kind === 'public' };
      return ok(event, await workspacePassportStats(ctx.db, scope, { window, includeBots: query.include_bots ?? false }));
    },
  }),
]);
