/**
 * GET /workspace/stats/dpp (dpp.md, "Endpoints"): passports by status, compliance and
 * category, resolver scans by day and the ten most scanned passports. Per passport, GET
 * /dpp/{id}/stats answers the code stats shape (`scanStatsSchema`).
 */
import { z } from 'zod';
import { PASSPORT_CATEGORIES } from '../passports/passport-categories';
import { calendarDateSchema, idSchema } from './common';

const count = z.int().nonnegative();

export const TOP_PASSPORTS = 10;

export const workspacePassportStatsSchema = z
  .object({
    passports: z.object({ total: count, draft: count, published: count, archived: count }),
    compliance: z.object({ compliant: count, incomplete: count }),
    by_category: z.object(Object.fromEntries(PASSPORT_CATEGORIES.map((category) => [category, count])) as Record<(typeof PASSPORT_CATEGORIES)[number], typeof count>),
    scans: z.object({
      total: count.describe('Resolver scans in the window.'),
      days: z.array(z.object({ date: calendarDateSchema, scans: count })).describe('Every date of the window, oldest first, zeros included.'),
    }),
    top_passports: z.array(z.object({ id: idSchema, product_name: z.string(), scans: count })).max(TOP_PASSPORTS).describe(`The ${TOP_PASSPORTS} most scanned passports of the window.`),
  })
  .meta({ id: 'WorkspacePassportStats' });

export type WorkspacePassportStats = z.infer<typeof workspacePassportStatsSchema>;
