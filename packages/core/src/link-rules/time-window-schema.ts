/**
 * The `time` condition of a destination rule: a weekly schedule — times of day and
 * week days on the clock of one IANA time zone, e.g. "Mon–Fri 11:30–14:00 Europe/Berlin" for a
 * lunch menu. That is what a printed code for a shop or restaurant needs and what the code-wide
 * `active_from` / `expires_at` instants cannot say.
 *
 * - `from` / `to`: `HH:MM`, 24-hour, local to `tz`; `from` inclusive, `to` exclusive, so
 *   09:00–17:00 and 17:00–22:00 do not overlap. `to` may be `24:00` (end of the day). Without
 *   `from` the window opens at 00:00, without `to` it closes at 24:00.
 * - `from` must lie before `to`, else 422: an empty or reversed window is a mistake. A night
 *   across midnight is two rules with the same url: 22:00–24:00 on fri and 00:00–02:00 on sat.
 * - `days`: the local week days the window is open; without it every day.
 * - `tz`: an IANA zone name as `Intl` knows it (case-insensitive, stored canonical); default
 *   `UTC`. Local times follow the zone's daylight-saving rules.
 */
import { z } from 'zod';

export const RULE_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type RuleDay = (typeof RULE_DAYS)[number];

export const DEFAULT_RULE_TIME_ZONE = 'UTC';

export const MINUTES_PER_DAY = 24 * 60;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since local midnight of `HH:MM` (`24:00` is 1440); undefined for anything else. */
export function minuteOfDay(time: string): number | undefined {
  if (time === '24:00') return MINUTES_PER_DAY;
  const match = TIME_OF_DAY.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const fromSchema = z
  .string()
  .refine((value) => value !== '24:00' && minuteOfDay(value) !== undefined, 'must be a time of day HH:MM from 00:00 to 23:59')
  .describe('Opening time of the window, `HH:MM` (24-hour) in `tz`, inclusive; default 00:00.');

const toSchema = z
  .string()
  .refine((value) => (minuteOfDay(value) ?? 0) > 0, 'must be a time of day HH:MM from 00:01 to 24:00')
  .describe('Closing time of the window, `HH:MM` (24-hour, `24:00` = end of day) in `tz`, exclusive; default 24:00.');

/** The canonical spelling of an IANA zone `Intl` knows (`europe/berlin` → `Europe/Berlin`), else undefined. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const timeZoneSchema = z
  .string()
  .transform((value, ctx) => {
    const canonical = canonicalTimeZone(value);
    if (canonical === undefined) {
      ctx.addIssue({ code: 'custom', input: value, message: 'must be an IANA time zone such as Europe/Berlin' });
      return z.NEVER;
    }
    return canonical;
  })
  .describe(`IANA time zone of \`from\`, \`to\` and \`days\`, e.g. \`Europe/Berlin\`; default ${DEFAULT_RULE_TIME_ZONE}.`);

export const ruleTimeSchema = z
  .strictObject({
    from: fromSchema.optional(),
    to: toSchema.optional(),
    days: z
      .array(z.enum(RULE_DAYS))
      .min(1, 'must list at least one day; leave days out for every day')
      .max(RULE_DAYS.length, `must list at most ${RULE_DAYS.length} days`)
      .transform((days) => [...new Set(days)])
      .optional()
      .describe('Local week days the window is open (mon … sun); default every day.'),
    tz: timeZoneSchema.default(DEFAULT_RULE_TIME_ZONE),
  })
  // Each only when the fields themselves are fine: `{ zone: 'UTC' }` is one mistake, not two.
  .refine((time) => time.from !== undefined || time.to !== undefined || time.days !== undefined, {
    message: 'must give from, to or days',
    when: (payload) => payload.issues.length === 0,
  })
  .refine((time) => time.from === undefined || time.to === undefined || minuteOfDay(time.from)! < minuteOfDay(time.to)!, {
    path: ['from'],
    message: 'must be before to; a window across midnight is two rules (e.g. 22:00–24:00 and 00:00–02:00 on the next day)',
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'RuleTime' })
  .describe('Weekly window on the clock of `tz`: `from`–`to` on `days`. Give at least one of from, to, days.');

export type RuleTime = z.output<typeof ruleTimeSchema>;
