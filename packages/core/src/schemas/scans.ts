/** Scans and scan statistics (contract, Scan statistics; scans issue). */
import { z } from 'zod';
import { DEFAULT_STATS_DAYS, MAX_STATS_DAYS, MAX_STATS_RANGE_DAYS } from '../scan-window';
import { calendarDateSchema, cursorSchema, idSchema, pageLimitSchema, timestampSchema } from './common';

export const DEVICE_TYPES = ['mobile', 'desktop', 'tablet', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Country of unknown origin (ISO 3166-1 reserves XX for user assignment; used as "unknown"). */
export const UNKNOWN_COUNTRY = 'XX';

const countrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code; `XX` when unknown (private or unmapped address, no header).');

/** Query strings are text: only the literal words true and false are booleans here. */
const includeBotsSchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .describe('`true` counts scans flagged as bots too; by default they are left out.');

export const scanStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_STATS_DAYS)
    .optional()
    .describe(`Window of this many days ending today (UTC), 1 to ${MAX_STATS_DAYS}; default ${DEFAULT_STATS_DAYS}. Not with from/to.`),
  from: calendarDateSchema.optional().describe(`First date of the window (inclusive). With to: at most ${MAX_STATS_RANGE_DAYS} days; alone: up to today.`),
  to: calendarDateSchema.optional().describe(`Last date of the window (inclusive); alone: the ${DEFAULT_STATS_DAYS} days ending there.`),
  include_bots: includeBotsSchema.optional(),
});

export type ScanStatsQuery = z.infer<typeof scanStatsQuerySchema>;

const countSchema = z.int().nonnegative();

export const scanStatsSchema = z
  .object({
    from: calendarDateSchema.describe('First date of the window.'),
    to: calendarDateSchema.describe('Last date of the window.'),
    total_scans: countSchema.describe('Scans in the window.'),
    unique_scanners: countSchema.describe(
      'Distinct visitors in the window, counted by a daily-salted hash of address and user agent: the same person on two days counts twice (no cross-day tracking).',
    ),
    scans_today: countSchema.describe('Scans of the current UTC day, whatever the window.'),
    by_day: z.array(z.object({ date: calendarDateSchema, scans: countSchema, unique: countSchema })).describe('Every date of the window, oldest first, zeros included.'),
    by_country: z.array(z.object({ country: countrySchema, scans: countSchema })),
    by_device: z.array(z.object({ device_type: z.enum(DEVICE_TYPES), scans: countSchema })),
    by_os: z.array(z.object({ os: z.string(), scans: countSchema })),
    by_browser: z.array(z.object({ browser: z.string(), scans: countSchema })),
  })
  .meta({ id: 'ScanStats' });

export type ScanStats = z.infer<typeof scanStatsSchema>;

export const scanSchema = z
  .object({
    id: idSchema,
    code_id: idSchema,
    scanned_at: timestampSchema,
    country: countrySchema,
    device_type: z.enum(DEVICE_TYPES),
    os: z.string().describe('Operating system name, `unknown` when the user agent names none.'),
    browser: z.string().describe('Browser name, `unknown` when the user agent names none.'),
    language: z.string().nullable().describe('Primary tag of the preferred Accept-Language entry, e.g. `de`.'),
    ab_variant: z.enum(['a', 'b']).nullable(),
    redirected_to: z.string().nullable().describe('Destination of the redirect; null when a page was served (landing or content page).'),
    rule: z.int().nonnegative().nullable().describe("Index in the code's `rules` of the destination rule that chose the redirect; null when none did."),
    is_bot: z.boolean().describe('A crawler or script by its user agent (isbot). Recorded, left out of statistics by default.'),
  })
  .meta({ id: 'Scan' });

export type Scan = z.infer<typeof scanSchema>;

export const listScansQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
});

export type ListScansQuery = z.infer<typeof listScansQuerySchema>;
