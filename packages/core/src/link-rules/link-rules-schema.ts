/**
 * Destination rules of a dynamic url code: an ordered list; the first rule whose
 * every given condition matches the scan picks the destination, else the A/B split or `url`.
 *
 * Unknown keys are refused here, unlike elsewhere in the codes API (codes.ts): a misspelt
 * condition (`contry`) silently dropped would widen the rule to every visitor. An empty `when`
 * is refused as a mistake for the same reason; the matcher itself treats it as "always".
 */
import { z } from 'zod';
import { ISO_3166_ALPHA_2 } from '../internal/iso-3166-alpha-2';
import { httpUrlSchema } from '../schemas/http-url';
import { ruleTimeSchema } from './time-window-schema';

export const MAX_RULES = 20;

/** Device classes a rule can name: the scan's device types without `unknown`. */
export const RULE_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type RuleDevice = (typeof RULE_DEVICES)[number];

export const RULE_OPERATING_SYSTEMS = ['ios', 'android', 'windows', 'macos', 'linux'] as const;
export type RuleOperatingSystem = (typeof RULE_OPERATING_SYSTEMS)[number];

/**
 * Entries a condition list may hold: every valid value once (249 countries, 3 devices, 5
 * systems), and 50 languages is more than any market campaign names. Without a cap one request
 * of 200,000 `en` ran `Intl.DisplayNames` for each (~2 s of blocked event loop).
 */
export const MAX_RULE_COUNTRIES = 250;
export const MAX_RULE_LANGUAGES = 50;

/**
 * A non-empty list of at most `max` entries, read as a set: duplicates are dropped. A longer
 * list is refused before any entry is validated, so its length costs nothing.
 */
function oneOrMore<T extends z.ZodType<string>>(item: T, noun: string, max: number) {
  const tooMany = `must list at most ${max} entries`;
  const list = z
    .array(item)
    .min(1, `must list at least one ${noun}; leave the condition out to match every ${noun}`)
    .max(max, tooMany)
    .transform((values) => [...new Set(values)]);
  return z.preprocess((value, ctx) => {
    if (Array.isArray(value) && value.length > max) {
      ctx.addIssue({ code: 'too_big', origin: 'array', maximum: max, inclusive: true, input: value, message: tooMany });
    }
    return value;
  }, list);
}

const countrySchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => ISO_3166_ALPHA_2.has(value), 'must be an ISO 3166-1 alpha-2 country code such as DE');

/**
 * Languages are matched on the primary subtag (RFC 5646 §2.2.1) of the visitor's most preferred
 * language, so a rule names `de`, never `de-CH`. Known means CLDR has a name for it (every
 * ISO 639-1 code and the widely spoken ISO 639-2/3 ones): `xx` or `zz` is a typo, not a market.
 */
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

const languageSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => /^[a-z]{2,3}$/.test(value), { message: 'must be a primary language subtag of 2 or 3 letters such as en or de (no region)', abort: true })
  .refine((value) => LANGUAGE_NAMES.of(value) !== undefined, 'must be a known language code such as en or de');

export const ruleConditionsSchema = z
  .strictObject({
    device: oneOrMore(z.enum(RULE_DEVICES), 'device', RULE_DEVICES.length).optional().describe('Device classes: mobile, tablet, desktop.'),
    os: oneOrMore(z.enum(RULE_OPERATING_SYSTEMS), 'operating system', RULE_OPERATING_SYSTEMS.length).optional().describe('Operating systems: ios, android, windows, macos, linux.'),
    country: oneOrMore(countrySchema, 'country', MAX_RULE_COUNTRIES).optional().describe('ISO 3166-1 alpha-2 codes of the country the scan comes from, e.g. `DE`.'),
    language: oneOrMore(languageSchema, 'language', MAX_RULE_LANGUAGES)
      .optional()
      .describe("Primary language subtags, e.g. `de`, matched against the visitor's most preferred language (Accept-Language)."),
    time: ruleTimeSchema.optional(),
  })
  // Only when nothing else is wrong: `{ contry: [...] }` is one mistake (the unknown key), not two.
  .refine((when) => Object.keys(when).length > 0, {
    message: 'must give at least one condition (device, os, country, language or time)',
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'RuleConditions' })
  .describe('Conditions of a rule; every given one must match.');

export type RuleConditions = z.output<typeof ruleConditionsSchema>;

export const linkRuleSchema = z
  .strictObject({
    when: ruleConditionsSchema,
    url: httpUrlSchema.describe('Destination of scans this rule matches.'),
  })
  .meta({ id: 'LinkRule' });

export type LinkRule = z.output<typeof linkRuleSchema>;

export const linkRulesSchema = z
  .array(linkRuleSchema)
  .max(MAX_RULES, `at most ${MAX_RULES} rules`)
  .describe(
    `Destination rules, at most ${MAX_RULES}, first match wins; scans no rule matches go to the A/B split or \`url\`. \`[]\` deletes them. Dynamic url codes only.`,
  );
