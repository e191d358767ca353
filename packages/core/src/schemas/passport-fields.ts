/**
 * Field schemas of a passport body (dpp.md, "The passport resource" and Precise points,
 * "Attributes" and "Links"), shared by the create and update bodies. Limits dpp.md states are
 * kept exactly; where it is silent the bound is ours and says why.
 */
import { z } from 'zod';
import { parseGtin } from '../gs1/gtin';
import { parseQualifierValue, type QualifierField } from '../gs1/key-qualifiers';
import { ISO_3166_ALPHA_2 } from '../internal/iso-3166-alpha-2';
import { PASSPORT_DOCUMENT_TYPES } from '../passports/document-types';
import { RECYCLED_CONTENT_MATERIALS } from '../passports/category-requirements';
import { normalizeLinkType } from '../passports/link-types';
import { httpUrlSchema } from './codes';

export const MAX_PRODUCT_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;
/** Ours: a brand, a manufacturer's name or a document title fits a product name's bound. */
export const MAX_SHORT_TEXT_LENGTH = 200;
/** Ours: a postal address with every line, in any script. */
export const MAX_ADDRESS_LENGTH = 500;
/** Ours: ESPR unique operator identifiers and EORI numbers are far shorter. */
export const MAX_OPERATOR_ID_LENGTH = 100;
export const MAX_DOCUMENTS = 50;
export const MAX_PASSPORT_LINKS = 50;
/** Ours: the category tables name about twenty keys; 200 leaves room for a manufacturer's own. */
export const MAX_ATTRIBUTES = 200;
/** Ours: one attribute's text (a care instruction, a chemistry) is short; 2,000 fits a paragraph. */
export const MAX_ATTRIBUTE_TEXT_LENGTH = 2000;
/** Ours: a list attribute (substances of concern, materials) of at most 200 entries. */
export const MAX_ATTRIBUTE_LIST_LENGTH = 200;

/** GTIN-8/12/13/14 with a valid check digit, normalized to the GTIN-14. */
export const gtinSchema = z
  .string({ error: 'gtin must be a string of 8, 12, 13 or 14 digits' })
  .transform((value, ctx) => {
    const gtin = parseGtin(value);
    if (gtin.ok) return gtin.value;
    ctx.addIssue({ code: 'custom', message: gtin.failure.message, input: value });
    return z.NEVER;
  })
  .describe('GTIN-8, -12, -13 or -14 with a valid check digit; stored and returned as the GTIN-14.');

function qualifierSchema(field: QualifierField, description: string) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const result = parseQualifierValue(field, value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.failure.message, input: value });
    })
    .describe(description);
}

export const lotSchema = qualifierSchema('lot', 'Batch or lot number (GS1 AI 10): 1 to 20 characters of GS1 character set 82.');
export const serialSchema = qualifierSchema('serial', 'Serial number (GS1 AI 21): 1 to 20 characters of GS1 character set 82.');

/** ISO 3166-1 alpha-2, any case in, upper case out. */
export const countryCodeSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => ISO_3166_ALPHA_2.has(value), 'must be an ISO 3166-1 alpha-2 country code such as DE')
  .describe('ISO 3166-1 alpha-2 country code, e.g. `DE`.');

/**
 * A well-formed BCP 47 language tag (RFC 5646 §2.1: language, optional script, region and
 * variants, e.g. `de`, `de-CH`, `zh-Hant-TW`); extensions and private use are not taken, since
 * Accept-Language matching uses none of them.
 */
export const languageTagSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|\d{3}))?(?:-(?:[A-Za-z\d]{5,8}|\d[A-Za-z\d]{3}))*$/, 'must be a BCP 47 language tag such as en or de-CH')
  .describe('BCP 47 language tag, e.g. `en` or `de-CH`.');

export const httpsUrlSchema = httpUrlSchema
  .refine((value) => /^https:\/\//i.test(value), 'must be an https:// URL')
  .describe('Absolute https:// URL without a user name or password, at most 2048 characters.');

const shortText = z.string().trim().min(1, 'must not be blank').max(MAX_SHORT_TEXT_LENGTH, `must be at most ${MAX_SHORT_TEXT_LENGTH} characters`);

export const manufacturerSchema = z
  .object({
    name: shortText.describe('Manufacturer name (required within manufacturer).'),
    address: z.string().trim().min(1, 'must not be blank').max(MAX_ADDRESS_LENGTH).nullable().optional().describe('Postal address.'),
    country: countryCodeSchema.nullable().optional(),
    operator_id: z.string().trim().min(1, 'must not be blank').max(MAX_OPERATOR_ID_LENGTH).nullable().optional().describe('Unique operator identifier (ESPR Art. 12), e.g. an EORI number.'),
    email: z.email().max(254).nullable().optional(),
    website: httpsUrlSchema.nullable().optional(),
  })
  .meta({ id: 'PassportManufacturer' });

/** Attribute keys: a letter, then letters, digits and `_`; no dots (CSV columns are `attributes.<key>`). */
export const ATTRIBUTE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const attributeKeySchema = z
  .string()
  .regex(ATTRIBUTE_KEY_PATTERN, 'attribute names are 1 to 64 letters, digits and _, starting with a letter')
  .describe('Attribute name.');

const attributeText = z.string().max(MAX_ATTRIBUTE_TEXT_LENGTH, `must be at most ${MAX_ATTRIBUTE_TEXT_LENGTH} characters`);
const attributeNumber = z.number({ error: 'must be a number' });
const attributePrimitive = z.union([attributeText, attributeNumber, z.boolean()], { error: 'must be text, a number or a boolean' });
const attributeList = z.array(attributePrimitive).max(MAX_ATTRIBUTE_LIST_LENGTH, `at most ${MAX_ATTRIBUTE_LIST_LENGTH} entries`);

/** A value of a key the tables do not name: text, number, boolean, or a list of them. */
export const attributeValueSchema = z.union([attributePrimitive, attributeList], { error: 'must be text, a number, a boolean or a list of them' });

export const materialSchema = z
  .object({
    name: shortText,
    share_percent: z.number({ error: 'must be a number' }).describe('Share of the product by weight, percent.'),
  })
  .meta({ id: 'PassportMaterial' });

export const recycledContentSchema = z
  .strictObject(
    Object.fromEntries(RECYCLED_CONTENT_MATERIALS.map((material) => [material, z.number({ error: 'must be a number' }).optional()])) as Record<
      (typeof RECYCLED_CONTENT_MATERIALS)[number],
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .describe('Recycled share of each material in percent (0–100); at least one of cobalt, lithium, nickel, lead.');

const number = (description: string) => attributeNumber.describe(description);
const text = (description: string) => attributeText.describe(description);

/**
 * The keys the category tables name, type-checked (dpp.md: "a string where a number is named →
 * 422"); ranges and completeness are compliance checks, not schema errors.
 */
export const NAMED_ATTRIBUTE_SCHEMAS = {
  substances_of_concern: attributeList.describe('Substances of concern (ESPR Art. 7(5)); an empty list declares none.'),
  country_of_manufacture: text('Country of manufacture.'),
  battery_category: text('portable, lmt, industrial, ev or sli.'),
  chemistry: text('Battery chemistry, e.g. LiFePO4.'),
  rated_capacity_ah: number('Rated capacity, Ah (> 0).'),
  nominal_voltage_v: number('Nominal voltage, V (> 0).'),
  weight_kg: number('Weight, kg (> 0).'),
  manufacture_date: text('YYYY-MM or YYYY-MM-DD.'),
  manufacture_place: text('Place of manufacture.'),
  carbon_footprint_kg_co2e_per_kwh: number('Carbon footprint, kg CO2e per kWh (≥ 0).'),
  recycled_content: recycledContentSchema,
  expected_lifetime_cycles: number('Expected lifetime, charge cycles (whole number > 0).'),
  materials: z.array(materialSchema).max(MAX_ATTRIBUTE_LIST_LENGTH, `at most ${MAX_ATTRIBUTE_LIST_LENGTH} materials`).describe('Materials and their shares, summing to 100 ± 0.5.'),
  care_instructions: z.union([attributeText, z.array(attributeText).max(MAX_ATTRIBUTE_LIST_LENGTH)], { error: 'must be text or a list of texts' }).describe('Care instructions.'),
  recycled_content_percent: number('Recycled content, percent (0–100).'),
  model_identifier: text('Model identifier.'),
  repairability_score: number('Repairability score, 0–10.'),
  spare_parts_years: number('Years spare parts are available (whole number ≥ 0).'),
  software_update_years: number('Years of software updates (whole number ≥ 0).'),
  eprel_registration: z.union([attributeText, attributeNumber], { error: 'must be text or a number' }).describe('EPREL registration number, for energy-labelled products.'),
} as const;

export type NamedAttribute = keyof typeof NAMED_ATTRIBUTE_SCHEMAS;

export function isNamedAttribute(key: string): key is NamedAttribute {
  return Object.hasOwn(NAMED_ATTRIBUTE_SCHEMAS, key);
}

function attributesOf(nullable: boolean) {
  const named = Object.fromEntries(
    Object.entries(NAMED_ATTRIBUTE_SCHEMAS).map(([key, schema]) => [key, nullable ? (schema as z.ZodType).nullable().optional() : (schema as z.ZodType).optional()]),
  );
  return z
    .object(named)
    .catchall(nullable ? attributeValueSchema.nullable() : attributeValueSchema)
    .superRefine((attributes, ctx) => {
      const keys = Object.keys(attributes);
      if (keys.length > MAX_ATTRIBUTES) ctx.addIssue({ code: 'custom', message: `at most ${MAX_ATTRIBUTES} attributes` });
      for (const key of keys) {
        if (!ATTRIBUTE_KEY_PATTERN.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'attribute names are 1 to 64 letters, digits and _, starting with a letter' });
      }
    });
}

export const attributesSchema = attributesOf(false).describe(
  'Category fields (see GET /dpp/{id}/eu-compliance) and any of your own: text, numbers, booleans or lists of them; `materials` and `recycled_content` have their own shapes.',
);

/** PATCH: attributes merge key by key; `null` removes a key (RFC 7396 JSON Merge Patch). */
export const attributesPatchSchema = attributesOf(true).describe('Merged key by key into the stored attributes; null removes a key.');

export const restrictedFieldsSchema = z
  .array(attributeKeySchema)
  .max(MAX_ATTRIBUTES, `at most ${MAX_ATTRIBUTES} names`)
  .transform((names) => [...new Set(names)])
  .describe('Attribute names shown only through the authenticated API, never on the public page or JSON-LD (ESPR access rights).');

export const passportDocumentSchema = z
  .object({
    type: z.enum(PASSPORT_DOCUMENT_TYPES),
    url: httpsUrlSchema,
    title: shortText.nullable().optional(),
    language: languageTagSchema.nullable().optional(),
  })
  .meta({ id: 'PassportDocument' });

export const documentsSchema = z.array(passportDocumentSchema).max(MAX_DOCUMENTS, `at most ${MAX_DOCUMENTS} documents`).describe(`At most ${MAX_DOCUMENTS} documents.`);

export const linkTypeSchema = z
  .string()
  .transform((value, ctx) => {
    // The CURIE prefix is a name a person types (`GS1:pip`); the term after it is a
    // case-sensitive vocabulary IRI segment (`gs1:certificationInfo`), so it is kept as given.
    const linkType = normalizeLinkType(value.trim().replace(/^gs1:/i, 'gs1:'));
    if (linkType !== undefined) return linkType;
    ctx.addIssue({ code: 'custom', message: 'must be a GS1 Web Vocabulary link type such as gs1:pip or https://gs1.org/voc/pip', input: value });
    return z.NEVER;
  })
  .describe('GS1 Web Vocabulary link type, `gs1:pip` or `https://gs1.org/voc/pip` (the `gs1:` prefix in any case); returned as `gs1:pip`.');

export const passportLinkSchema = z
  .object({
    link_type: linkTypeSchema,
    url: httpUrlSchema,
    title: shortText.nullable().optional(),
    language: languageTagSchema.nullable().optional(),
    default: z.boolean().default(false).describe('The default link of its link type (at most one per type).'),
  })
  .meta({ id: 'PassportLink' });

export const linksSchema = z
  .array(passportLinkSchema)
  .max(MAX_PASSPORT_LINKS, `at most ${MAX_PASSPORT_LINKS} links`)
  .superRefine((links, ctx) => {
    const defaults = new Set<string>();
    links.forEach((link, index) => {
      if (!link.default) return;
      if (defaults.has(link.link_type)) ctx.addIssue({ code: 'custom', path: [index, 'default'], message: `at most one default link per link type; ${link.link_type} has another` });
      defaults.add(link.link_type);
    });
  })
  .describe(`At most ${MAX_PASSPORT_LINKS} resolver links.`);
