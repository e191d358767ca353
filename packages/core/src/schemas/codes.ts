/**
 * QR codes (contract: "QR code" resource, "Appearance", "Codes", "Limits"; DESIGN.md: both
 * field names, creation types and is_dynamic).
 *
 * Unknown request fields, and type-specific fields of another type, are ignored (stripped):
 * fields only ever get added within a version (Versioning rule 2), so an older server must
 * accept a newer client's body. The exceptions are fields whose silent loss would hide a
 * mistake: `appearance` on creation (Appearance rule 5), and the fields that only dynamic url
 * codes take (A/B, landing page) — those are 422.
 */
import { z } from 'zod';
import { canonicalSpelling } from '../canonical-spelling';
import { FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, GRADIENT_LIMITS, GRADIENT_TYPES, MODULE_SHAPES } from '../appearance-style';
import { CONTENT_TYPES, type ContentType } from '../payloads/build-payload';
import { WIFI_ENCRYPTIONS } from '../payloads/wifi-payload';
import { cursorSchema, dateTimeInputSchema, idSchema, pageLimitSchema, timestampSchema } from './common';
import { MAX_URL_LENGTH, httpUrlSchema } from './http-url';
import { activeFromSchema, codePasswordSchema, maxScansSchema } from '../link-rules/link-controls-schema';
import { linkRulesSchema } from '../link-rules/link-rules-schema';
import { utmInputSchema, utmSchema } from '../utm/utm';

// Own file so that schemas codes.ts builds on (link rules) can take it without an import cycle.
export { MAX_URL_LENGTH, httpUrlSchema };

export const CODE_STATUSES = ['draft', 'live', 'paused', 'archived', 'flagged'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

/**
 * Why a code is paused: `unsafe_link` when the link re-check job paused it (contract, States:
 * "a link is later classified unsafe"). A person's pause has no reason (null).
 */
export const PAUSED_REASONS = ['unsafe_link'] as const;
export type PausedReason = (typeof PAUSED_REASONS)[number];

/** What PATCH may set (contract, States: "value is live, paused or archived"). */
export const PATCHABLE_CODE_STATUSES = ['live', 'paused', 'archived'] as const;

/**
 * What GET /codes filters by: the contract's live, paused, flagged, draft, plus archived
 * (codes archived by PATCH are listed; deleted codes never are).
 */
export const LISTABLE_CODE_STATUSES = ['live', 'paused', 'flagged', 'draft', 'archived'] as const;

/** Creation types that POST /codes/batch takes (contract, Codes). */
export const BATCH_CODE_TYPES = ['url', 'vcard', 'wifi'] as const satisfies readonly ContentType[];

export const MAX_TAGS = 20;
/** Our choice (the contract bounds only the count): long enough for any label, short enough to index. */
export const MAX_TAG_LENGTH = 50;
export const MAX_NOTES_LENGTH = 2000;
export const MAX_TITLE_LENGTH = 255;
export const MAX_LINKS = 20;
export const MAX_LINK_LABEL_LENGTH = 100;
/** Our bound on free-text content fields (vCard, SMS text, e-mail body): a QR code holds < 3 KB anyway. */
const MAX_TEXT_LENGTH = 1000;

/** The type-specific creation fields of each type, flat (contract, "Type-specific creation fields are flat"). */
export const CONTENT_FIELDS = {
  url: ['url'],
  vcard: [
    'vcard_first_name',
    'vcard_last_name',
    'vcard_organization',
    'vcard_title',
    'vcard_phone',
    'vcard_email',
    'vcard_url',
    'vcard_address',
  ],
  wifi: ['wifi_ssid', 'wifi_password', 'wifi_encryption', 'wifi_hidden'],
  email: ['email_to', 'email_subject', 'email_body'],
  sms: ['sms_phone', 'sms_message'],
  location: ['location_lat', 'location_lng'],
} as const satisfies Record<ContentType, readonly string[]>;

/** Fields only dynamic url codes take (contract, POST /codes body; the link controls). */
export const DYNAMIC_URL_FIELDS = [
  'ab_enabled',
  'ab_target_url_b',
  'ab_weight_a',
  'is_landing_page',
  'links',
  'rules',
  'password',
  'max_scans',
  'active_from',
  'utm',
] as const;

/** Tags: trimmed, 1 to 50 characters each, at most 20; duplicates are dropped (a tag is a set member). */
export const tagsSchema = z
  .array(z.string().trim().min(1, 'must not be blank').max(MAX_TAG_LENGTH, `must be at most ${MAX_TAG_LENGTH} characters`))
  .max(MAX_TAGS, `at most ${MAX_TAGS} tags`)
  .transform((tags) => [...new Set(tags)])
  .describe(`At most ${MAX_TAGS} tags of 1 to ${MAX_TAG_LENGTH} characters; duplicates are dropped.`);

export const notesSchema = z.string().max(MAX_NOTES_LENGTH, `must be at most ${MAX_NOTES_LENGTH} characters`).describe(`At most ${MAX_NOTES_LENGTH} characters.`);

const titleSchema = z.string().trim().max(MAX_TITLE_LENGTH).describe(`Display title, at most ${MAX_TITLE_LENGTH} characters.`);

export const landingLinkSchema = z
  .object({
    label: z.string().trim().min(1, 'must not be blank').max(MAX_LINK_LABEL_LENGTH, `must be at most ${MAX_LINK_LABEL_LENGTH} characters`),
    url: httpUrlSchema,
  })
  .meta({ id: 'LandingLink' });

export const landingLinksSchema = z
  .array(landingLinkSchema)
  .max(MAX_LINKS, `at most ${MAX_LINKS} links`)
  .describe(`External links of the landing page, 0 to ${MAX_LINKS}; \`[]\` deletes all.`);

/**
 * Share of scans sent to the main destination (`url`), in whole percent: 0 sends everyone to
 * `ab_target_url_b`, 100 everyone to `url`. Default 50 when A/B is enabled. Whole numbers
 * because the contract gives no scale and a percent is what a person types.
 */
export const abWeightASchema = z
  .int('must be a whole number from 0 to 100')
  .min(0, 'must be from 0 to 100')
  .max(100, 'must be from 0 to 100')
  .describe('Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50.');

const text = z.string().max(MAX_TEXT_LENGTH);
const coordinate = z.union([z.number(), z.string()]);

/** Fields every creation body takes; the dynamic-url-only ones are checked in {@link createCodeSchema}. */
const createBase = z.object({
  title: titleSchema.optional(),
  tags: tagsSchema.optional(),
  notes: notesSchema.optional(),
  expires_at: dateTimeInputSchema.optional().describe('When the short link starts answering 410; must lie in the future.'),
  appearance: z
    .never({ error: 'appearance is set only by PATCH /codes/{id}' })
    .optional()
    .describe('Rejected with 422: colors are set only by PATCH /codes/{id}.'),
  ab_enabled: z.boolean().optional().describe('Split scans between `url` and `ab_target_url_b`; dynamic url codes only.'),
  ab_target_url_b: httpUrlSchema.optional().describe('Second destination of an A/B test; dynamic url codes only.'),
  ab_weight_a: abWeightASchema.optional(),
  is_landing_page: z.boolean().optional().describe('Show a hosted landing page instead of redirecting; dynamic url codes only.'),
  links: landingLinksSchema.optional(),
  rules: linkRulesSchema.optional(),
  password: codePasswordSchema.optional(),
  max_scans: maxScansSchema.optional(),
  active_from: activeFromSchema.optional(),
  utm: utmInputSchema
    .optional()
    .describe('UTM parameters appended to every redirect (A/B and rule destinations too) unless the URL already has one; any other key is 400. Dynamic url codes only.'),
});

const notDynamic = z
  .literal(false, { error: 'only url codes can be dynamic' })
  .default(false)
  .describe('Always false: only url codes can be dynamic.');

const urlBody = createBase.extend({
  type: z.literal('url').default('url').describe('Content type; default url.'),
  url: httpUrlSchema.optional().describe('Destination; required for type url (`target_url` is accepted as an alias).'),
  target_url: httpUrlSchema.optional().describe('Alias of `url`.'),
  is_dynamic: z.boolean().default(true).describe('Dynamic codes encode the short link, so the destination can change later. Default true.'),
});

const vcardBody = createBase.extend({
  type: z.literal('vcard'),
  is_dynamic: notDynamic,
  vcard_first_name: text.optional(),
  vcard_last_name: text.optional(),
  vcard_organization: text.optional(),
  vcard_title: text.optional(),
  vcard_phone: text.optional(),
  vcard_email: text.optional(),
  vcard_url: text.optional(),
  vcard_address: text.optional(),
});

const wifiBody = createBase.extend({
  type: z.literal('wifi'),
  is_dynamic: notDynamic,
  wifi_ssid: z.string().min(1).max(32 * 4).describe('Network name.'),
  wifi_password: z.string().max(MAX_TEXT_LENGTH).optional(),
  wifi_encryption: z
    .string()
    // Stored and answered in its canonical spelling; anything else is left for the payload's own refusal.
    .transform((value) => canonicalSpelling(WIFI_ENCRYPTIONS, value.trim()) ?? value)
    .optional()
    .describe('WPA, WEP or nopass, any case; default WPA with a password, else nopass.'),
  wifi_hidden: z.boolean().optional(),
});

const emailBody = createBase.extend({
  type: z.literal('email'),
  is_dynamic: notDynamic,
  email_to: z.email().describe('Recipient address.'),
  email_subject: text.optional(),
  email_body: text.optional(),
});

const smsBody = createBase.extend({
  type: z.literal('sms'),
  is_dynamic: notDynamic,
  sms_phone: z.string().min(1).max(32).describe('Phone number: digits, an optional leading +.'),
  sms_message: text.optional(),
});

const locationBody = createBase.extend({
  type: z.literal('location'),
  is_dynamic: notDynamic,
  location_lat: coordinate.describe('Latitude in degrees, -90 to 90 (a number or a decimal string).'),
  location_lng: coordinate.describe('Longitude in degrees, -180 to 180 (a number or a decimal string).'),
});

const createCodeBody = z.discriminatedUnion('type', [urlBody, vcardBody, wifiBody, emailBody, smsBody, locationBody], {
  error: `type must be one of ${CONTENT_TYPES.join(', ')}`,
});

type CreateCodeBody = z.output<typeof createCodeBody>;

/** The creation body after validation: `target_url` folded into `url`, defaults applied. */
export type CreateCodeInput =
  | (Omit<Extract<CreateCodeBody, { type: 'url' }>, 'url' | 'target_url'> & { readonly url: string })
  | Exclude<CreateCodeBody, { type: 'url' }>;

/**
 * POST /codes body. Rules beyond the field shapes:
 * - `url` (or `target_url`) is required for type url; given both, they must be equal;
 * - A/B and landing-page fields only on dynamic url codes;
 * - `ab_enabled: true` needs `ab_target_url_b`.
 * Whether the content encodes (vCard names, WIFI password, coordinates) is core's
 * `buildPayload`; a future `expires_at` needs the clock, so the server checks it.
 */
export const createCodeSchema = createCodeBody
  .superRefine((body, ctx) => {
    if (body.type === 'url') {
      if (body.url === undefined && body.target_url === undefined) {
        ctx.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['url'], message: 'url is required for type url' });
      } else if (body.url !== undefined && body.target_url !== undefined && body.url !== body.target_url) {
        ctx.addIssue({ code: 'custom', path: ['target_url'], message: 'target_url is an alias of url; when both are sent they must be equal' });
      }
    }
    const dynamicUrl = body.type === 'url' && body.is_dynamic;
    for (const field of DYNAMIC_URL_FIELDS) {
      if (body[field] !== undefined && !dynamicUrl) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} is allowed for dynamic url codes only` });
      }
    }
    if (body.ab_enabled === true && body.ab_target_url_b === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ab_target_url_b'], message: 'ab_target_url_b is required when ab_enabled is true' });
    }
  })
  .transform((body): CreateCodeInput => {
    if (body.type !== 'url') return body;
    const { target_url, url, ...rest } = body;
    return { ...rest, url: (url ?? target_url)! };
  })
  .meta({ id: 'CreateCodeRequest' });

/** A batch item: a creation body of type url, vcard or wifi. */
export const batchCodeItemSchema = createCodeSchema.superRefine((body, ctx) => {
  if (!(BATCH_CODE_TYPES as readonly string[]).includes(body.type)) {
    ctx.addIssue({ code: 'custom', path: ['type'], message: `batch items must be of type ${BATCH_CODE_TYPES.join(', ')}` });
  }
});

/**
 * POST /codes/batch body. Items are validated one by one (a failing item does not fail the
 * others), so here they are only required to be objects; each must be a
 * {@link createCodeSchema} body of type url, vcard or wifi.
 */
export const batchCreateCodesSchema = z
  .object({
    items: z
      .array(z.record(z.string(), z.unknown()))
      .min(1, 'at least one item')
      .describe('Code bodies (CreateCodeRequest) of type url, vcard or wifi; validated item by item. At most 10 (free), 500 (pro) or 1000 items.'),
    skip_url_scan: z
      .boolean()
      .default(false)
      .describe('Skip the synchronous URL reputation check; required with more than 50 url items.'),
  })
  .meta({ id: 'BatchCreateCodesRequest' });

export type BatchCreateCodesInput = z.infer<typeof batchCreateCodesSchema>;

const finderShapeSchema = z
  .object({
    outer: z.enum(FINDER_OUTER_SHAPES).describe('The 7×7 ring.'),
    inner: z.enum(FINDER_INNER_SHAPES).describe('The 3×3 centre.'),
  })
  .meta({ id: 'FinderShape' });

const storedGradientSchema = z
  .object({
    type: z.enum(GRADIENT_TYPES),
    angle: z.number().nullable().describe('Degrees clockwise from left-to-right (linear); null for radial.'),
    colors: z.array(z.string()).min(GRADIENT_LIMITS.minColors).max(GRADIENT_LIMITS.maxColors).describe('`#RRGGBB`, evenly spaced first to last.'),
  })
  .meta({ id: 'Gradient' });

/**
 * `appearance` of a PATCH. Loose at every level and typed loosely: unknown keys (400) and bad
 * values (422) are judged by core's `mergeAppearance`, which names the field; these
 * descriptions document what it accepts.
 */
const appearancePatchSchema = z
  .looseObject({
    foreground_color: z.string().nullable().optional().describe('`#RRGGBB`; null resets to black.'),
    background_color: z.string().nullable().optional().describe('`#RRGGBB` or `transparent`; null resets to white.'),
    module_shape: z
      .string()
      .nullable()
      .optional()
      .describe(`One of ${MODULE_SHAPES.join(', ')}; null resets to square.`),
    finder_shape: z
      .looseObject({
        outer: z.string().optional().describe(`One of ${FINDER_OUTER_SHAPES.join(', ')}; default square.`),
        inner: z.string().optional().describe(`One of ${FINDER_INNER_SHAPES.join(', ')}; default square.`),
      })
      .nullable()
      .optional()
      .describe('Replaces the stored finder shape whole; null resets to square.'),
    finder_color: z.string().nullable().optional().describe('`#RRGGBB`; null draws the finders in the foreground again.'),
    gradient: z
      .looseObject({
        type: z.string().describe('linear or radial.'),
        angle: z.number().nullable().optional().describe('Linear only: degrees clockwise from left-to-right, -360 to 360, default 0.'),
        colors: z.array(z.string()).describe(`${GRADIENT_LIMITS.minColors}–${GRADIENT_LIMITS.maxColors} colors \`#RRGGBB\`.`),
      })
      .nullable()
      .optional()
      .describe('Replaces the stored gradient whole; null removes it. Each color is contrast-checked against the background.'),
  })
  .meta({ id: 'AppearancePatch' });

/**
 * PATCH /codes/{id} body, all optional. `appearance` keeps unknown keys so the server can
 * answer them with 400 (Appearance rule 3, via core's `mergeAppearance`).
 */
export const updateCodeSchema = z
  .object({
    url: httpUrlSchema.optional().describe('New destination; url codes only (422 otherwise).'),
    target_url: httpUrlSchema.optional().describe('Alias of `url`.'),
    title: titleSchema.nullable().optional(),
    status: z
      .enum(PATCHABLE_CODE_STATUSES)
      .optional()
      .describe(
        'live, paused or archived; an archived (not deleted) code may be set live again. Setting a code live re-checks every link it stores (destination, A/B target, landing links): an unsafe one is 422, an unreachable reputation service 503 with Retry-After; either way nothing changes.',
      ),
    tags: tagsSchema.optional().describe('Replaces all tags.'),
    notes: notesSchema.nullable().optional(),
    expires_at: dateTimeInputSchema.nullable().optional().describe('Date-time (past instants expire the code at once) or null for never.'),
    appearance: appearancePatchSchema
      .nullable()
      .optional()
      .describe(
        'Omitted keys keep their value, null resets one, `appearance: null` resets all; any other key is 400. A design with a style (shape, finder color, gradient) must pass the scan check: one that does not decode is 422, a low margin a `scan_margin_low` issue.',
      ),
    is_landing_page: z.boolean().optional().describe('Dynamic url codes only.'),
    links: landingLinksSchema.optional().describe('Replaces all links; dynamic url codes only.'),
    ab_enabled: z.boolean().optional().describe('Dynamic url codes only; needs ab_target_url_b.'),
    ab_target_url_b: httpUrlSchema.nullable().optional().describe('Dynamic url codes only.'),
    ab_weight_a: abWeightASchema.optional(),
    rules: linkRulesSchema.optional().describe('Replaces all rules; `[]` deletes them. Dynamic url codes only.'),
    password: codePasswordSchema.nullable().optional().describe('New password; null removes it. Dynamic url codes only.'),
    max_scans: maxScansSchema.nullable().optional().describe('null removes the limit. Dynamic url codes only.'),
    active_from: activeFromSchema.nullable().optional().describe('null removes it. Dynamic url codes only.'),
    utm: utmInputSchema
      .nullable()
      .optional()
      .describe('Omitted keys keep their value, null removes one, `utm: null` removes all; any other key is 400. Dynamic url codes only.'),
  })
  .superRefine((body, ctx) => {
    if (body.url !== undefined && body.target_url !== undefined && body.url !== body.target_url) {
      ctx.addIssue({ code: 'custom', path: ['target_url'], message: 'target_url is an alias of url; when both are sent they must be equal' });
    }
  })
  .meta({ id: 'UpdateCodeRequest' });

export type UpdateCodeInput = z.infer<typeof updateCodeSchema>;

/** GET /codes: the contract's limit, cursor and status, and the approval workflow's pending_approval; other parameters are ignored. */
export const listCodesQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
  status: z.enum(LISTABLE_CODE_STATUSES).optional().describe('Only codes in this state; without it every code that is not deleted.'),
  pending_approval: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('`true`: only codes with a revision waiting for approval (drafts included); `false`: only codes without one; absent: all.'),
});

export type ListCodesQuery = z.infer<typeof listCodesQuerySchema>;

const urlOutput = z.string().describe('Absolute URL.');

export const codeAppearanceSchema = z
  .object({
    foreground_color: z.string().nullable().describe('`#RRGGBB`; null is the default black.'),
    background_color: z.string().nullable().describe('`#RRGGBB` or `transparent`; null is the default white.'),
    module_shape: z.enum(MODULE_SHAPES).nullable().describe('How the dark modules are drawn; null is the default `square`.'),
    finder_shape: finderShapeSchema.nullable().describe('The finder patterns\' ring and centre; null is square ones.'),
    finder_color: z.string().nullable().describe('`#RRGGBB` of the finder patterns; null draws them in the foreground (or gradient).'),
    gradient: storedGradientSchema.nullable().describe('The modules\' paint instead of `foreground_color`; null for none.'),
  })
  .meta({ id: 'CodeAppearance' });

/** A destination rule as stored and returned: `when` holds the conditions as validated on input (RuleConditions). */
const storedLinkRuleSchema = z
  .object({
    when: z.record(z.string(), z.unknown()).describe('device, os, country, language and/or time, as accepted by `RuleConditions`.'),
    url: urlOutput,
  })
  .meta({ id: 'StoredLinkRule' });

/**
 * A code as every codes endpoint returns it, with both names where the contract has two
 * (DESIGN.md): `short_url` = `redirect_url`, `url` = `target_url`, `image_*_url` = `images.*`.
 * Type-specific content fields (vcard_first_name, wifi_ssid, …) are returned flat as created.
 */
export const codeSchema = z
  .looseObject({
    id: idSchema,
    workspace_id: idSchema,
    short_code: z.string().describe('Path segment of the short link.'),
    short_url: urlOutput.describe('Short link `{redirect_base_url}/<short_code>`.'),
    redirect_url: urlOutput.describe('Same as short_url.'),
    image_svg_url: urlOutput,
    image_png_url: urlOutput,
    image_pdf_url: urlOutput,
    image_eps_url: urlOutput,
    images: z.object({ svg: urlOutput, png: urlOutput, pdf: urlOutput, eps: urlOutput }).describe('The image routes again, by format.'),
    type: z.enum(CONTENT_TYPES),
    url: z.string().nullable().describe('Destination of url codes; null for other types.'),
    target_url: z.string().nullable().describe('Same as url.'),
    title: z.string().nullable(),
    is_dynamic: z.boolean(),
    status: z.enum(CODE_STATUSES),
    paused_reason: z
      .enum(PAUSED_REASONS)
      .nullable()
      .describe(
        '`unsafe_link` while the code is paused because the link re-check classified one of its links unsafe; null otherwise. A PATCH to `live` re-checks every link of the code first (unsafe: 422, reputation service unreachable: 503).',
      ),
    total_scans: z.int().nonnegative(),
    tags: z.array(z.string()),
    notes: z.string().nullable(),
    expires_at: timestampSchema.nullable(),
    appearance: codeAppearanceSchema,
    logo_file_id: z.string().nullable().describe('Set when a logo exists.'),
    is_landing_page: z.boolean(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    ab_enabled: z.boolean(),
    ab_target_url_b: z.string().nullable(),
    ab_weight_a: z.number().nullable().describe('Percent of scans sent to url when A/B is enabled.'),
    rules: z.array(storedLinkRuleSchema).describe('Destination rules, first match wins; `[]` when none.'),
    has_password: z.boolean().describe('A scan must enter the password first; the password is never returned.'),
    max_scans: z.int().nullable().describe('After the short link has handed out its destination this many times (bots included) it answers 410; null for no limit.'),
    active_from: timestampSchema.nullable().describe('Before this instant the short link answers 404 "not active yet"; null for always.'),
    utm: utmSchema.describe(
      'UTM parameters appended as `utm_<key>` to the destination of every redirect (A/B and rule destinations too, not landing-page links); a parameter the destination URL already carries is kept and not added again. Unset keys are null.',
    ),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Code' });

export type Code = z.infer<typeof codeSchema>;

/** One `created` entry of a batch response: the new code, or why item `index` failed. */
export const batchResultItemSchema = z
  .union([
    z.object({
      index: z.int().nonnegative().describe('Position of the item in `items`.'),
      status: z.literal('created'),
      id: idSchema,
      short_code: z.string(),
      redirect_url: urlOutput,
      short_url: urlOutput,
    }),
    z.object({
      index: z.int().nonnegative(),
      status: z.literal('failed'),
      errors: z.array(z.object({ field: z.string(), message: z.string() })).describe('Field paths are relative to the item.'),
    }),
  ])
  .meta({ id: 'BatchCreateResult' });

export const batchCreateCodesResultSchema = z
  .object({
    created: z.array(batchResultItemSchema).describe('One entry per item, in order.'),
    total: z.int().nonnegative().describe('Number of items sent.'),
    failed: z.int().nonnegative().describe('Number of items that failed.'),
  })
  .meta({ id: 'BatchCreateCodesResult' });

export type BatchCreateCodesResult = z.infer<typeof batchCreateCodesResultSchema>;
