/**
 * Digital product passports (dpp.md, "The passport resource", "Endpoints" and Precise points):
 * request bodies, list query, the resource and the compliance answers. Unknown body fields are
 * stripped, as on codes (Versioning rule 2).
 */
import { z } from 'zod';
import { COMPLIANCE_STATUSES } from '../passports/evaluate-compliance';
import { PASSPORT_CATEGORIES } from '../passports/passport-categories';
import { PASSPORT_GRANULARITIES } from '../passports/passport-granularity';
import { CREATABLE_PASSPORT_STATUSES, PASSPORT_STATUSES } from '../passports/passport-status';
import { cursorSchema, fieldErrorSchema, idSchema, pageLimitSchema, timestampSchema } from './common';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  attributesPatchSchema,
  attributesSchema,
  countryCodeSchema,
  documentsSchema,
  gtinSchema,
  linksSchema,
  lotSchema,
  manufacturerSchema,
  restrictedFieldsSchema,
  serialSchema,
} from './passport-fields';

const productNameSchema = z
  .string({ error: 'product_name is required' })
  .trim()
  .min(1, 'must not be blank')
  .max(MAX_PRODUCT_NAME_LENGTH, `must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`)
  .describe(`Product name, 1 to ${MAX_PRODUCT_NAME_LENGTH} characters.`);

const brandSchema = z.string().trim().min(1, 'must not be blank').max(MAX_SHORT_TEXT_LENGTH, `must be at most ${MAX_SHORT_TEXT_LENGTH} characters`);
const descriptionSchema = z.string().max(MAX_DESCRIPTION_LENGTH, `must be at most ${MAX_DESCRIPTION_LENGTH} characters`);

/** POST /dpp and POST /dpp/validate body; also each JSON row of POST /dpp/import. */
export const createPassportSchema = z
  .object({
    gtin: gtinSchema,
    lot: lotSchema.nullable().optional(),
    serial: serialSchema.nullable().optional(),
    category: z.enum(PASSPORT_CATEGORIES, { error: `category must be one of ${PASSPORT_CATEGORIES.join(', ')}` }).default('generic'),
    status: z
      .enum(CREATABLE_PASSPORT_STATUSES, { error: 'a passport is created as draft or published, never archived' })
      .default('draft')
      .describe('draft (default, never resolves publicly) or published.'),
    product_name: productNameSchema,
    brand: brandSchema.nullable().optional(),
    description: descriptionSchema.nullable().optional().describe(`At most ${MAX_DESCRIPTION_LENGTH} characters.`),
    manufacturer: manufacturerSchema.nullable().optional(),
    attributes: attributesSchema.optional(),
    restricted_fields: restrictedFieldsSchema.optional(),
    documents: documentsSchema.optional(),
    links: linksSchema.optional(),
  })
  .meta({ id: 'CreatePassportRequest' });

export type CreatePassportInput = z.output<typeof createPassportSchema>;

/** PATCH: manufacturer merges key by key, null removes a key (RFC 7396); its name stays required. */
const manufacturerPatchSchema = z.object({
  name: manufacturerSchema.shape.name.nullable().optional(),
  address: manufacturerSchema.shape.address,
  country: countryCodeSchema.nullable().optional(),
  operator_id: manufacturerSchema.shape.operator_id,
  email: manufacturerSchema.shape.email,
  website: manufacturerSchema.shape.website,
});

/**
 * PATCH /dpp/{id} and POST /dpp/{id}/validate-update body, every field optional. Objects
 * (`manufacturer`, `attributes`) merge key by key as JSON Merge Patch (RFC 7396: null removes
 * a key, `manufacturer: null` removes it whole); lists (`documents`, `links`,
 * `restricted_fields`) replace. Whether the status change and identity change are allowed
 * depends on the stored passport: see `passportStatusChangeError` and `identityIsMutable`.
 */
export const updatePassportSchema = z
  .object({
    gtin: gtinSchema.optional().describe('Drafts only (422 once published).'),
    lot: lotSchema.nullable().optional().describe('Drafts only; null removes it.'),
    serial: serialSchema.nullable().optional().describe('Drafts only; null removes it.'),
    category: z.enum(PASSPORT_CATEGORIES).optional(),
    status: z.enum(PASSPORT_STATUSES).optional().describe('draft → published → archived → published; never back to draft (422).'),
    product_name: productNameSchema.optional(),
    brand: brandSchema.nullable().optional(),
    description: descriptionSchema.nullable().optional(),
    manufacturer: manufacturerPatchSchema.nullable().optional(),
    attributes: attributesPatchSchema.nullable().optional(),
    restricted_fields: restrictedFieldsSchema.optional(),
    documents: documentsSchema.optional(),
    links: linksSchema.optional(),
  })
  .meta({ id: 'UpdatePassportRequest' });

export type UpdatePassportInput = z.output<typeof updatePassportSchema>;

/** GET /dpp: cursor list (created_at, id) with filters. */
export const listPassportsQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
  status: z.enum(PASSPORT_STATUSES).optional(),
  category: z.enum(PASSPORT_CATEGORIES).optional(),
  gtin: gtinSchema.optional().describe('Passports of this GTIN (8, 12, 13 or 14 digits).'),
});

export type ListPassportsQuery = z.infer<typeof listPassportsQuerySchema>;

/** GET /dpp/{id}?version=N */
export const passportVersionQuerySchema = z.object({
  version: z.coerce.number().int().min(1).optional().describe('An earlier version (404 for one that does not exist).'),
});

export const complianceCheckSchema = z
  .object({
    id: z.string(),
    field: z.string().describe('Dotted passport field, e.g. `attributes.weight_kg` or `documents.user_manual`.'),
    severity: z.enum(['error', 'warning']),
    passed: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'ComplianceCheck' });

/** GET /dpp/{id}/eu-compliance, and `eu_compliance` of the validate answers. */
export const complianceReportSchema = z
  .object({
    category: z.enum(PASSPORT_CATEGORIES),
    regulation: z.string(),
    applies_from: z.iso.date().nullable().describe('When passports become mandatory for the category; null while no act sets a date.'),
    status: z.enum(COMPLIANCE_STATUSES).describe('compliant when every error check passes.'),
    score: z.int().min(0).max(100).describe('⌊100 × passed error checks / error checks⌋; 100 without error checks.'),
    missing: z.array(z.string()).describe('Fields of the failed error checks.'),
    checks: z.array(complianceCheckSchema),
  })
  .meta({ id: 'ComplianceReport' });

/** The passport's `eu_compliance` field. */
export const complianceSummarySchema = z
  .object({
    status: z.enum(COMPLIANCE_STATUSES),
    score: z.int().min(0).max(100),
    category: z.enum(PASSPORT_CATEGORIES),
    missing_count: z.int().nonnegative(),
  })
  .meta({ id: 'ComplianceSummary' });

const urlOutput = z.string().describe('Absolute URL.');

export const passportSchema = z
  .object({
    id: idSchema.describe('`dpp_…`'),
    workspace_id: idSchema,
    gtin: z.string().describe('GTIN-14.'),
    lot: z.string().nullable(),
    serial: z.string().nullable(),
    granularity: z.enum(PASSPORT_GRANULARITIES).describe('model (gtin only), batch (with lot) or item (with serial).'),
    category: z.enum(PASSPORT_CATEGORIES),
    status: z.enum(PASSPORT_STATUSES),
    product_name: z.string(),
    brand: z.string().nullable(),
    description: z.string().nullable(),
    manufacturer: z
      .object({
        name: z.string(),
        address: z.string().nullable(),
        country: z.string().nullable(),
        operator_id: z.string().nullable(),
        email: z.string().nullable(),
        website: z.string().nullable(),
      })
      .nullable(),
    attributes: z.record(z.string(), z.unknown()),
    restricted_fields: z.array(z.string()),
    documents: z.array(
      z.object({ type: z.string(), url: z.string(), title: z.string().nullable(), language: z.string().nullable() }),
    ),
    links: z.array(
      z.object({ link_type: z.string(), url: z.string(), title: z.string().nullable(), language: z.string().nullable(), default: z.boolean() }),
    ),
    version: z.int().min(1),
    eu_compliance: complianceSummarySchema,
    digital_link: urlOutput.describe('GS1 Digital Link URI `{PUBLIC_URL}/01/{gtin}[/10/{lot}][/21/{serial}]`, the content of the QR code.'),
    element_string: z.string().describe('Human-readable element string, e.g. `(01)09506000134352(10)ABC(21)123`.'),
    image_svg_url: urlOutput,
    image_png_url: urlOutput,
    image_pdf_url: urlOutput,
    image_eps_url: urlOutput,
    images: z.object({ svg: urlOutput, png: urlOutput, pdf: urlOutput, eps: urlOutput }),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    published_at: timestampSchema.nullable(),
  })
  .meta({ id: 'Passport' });

export type Passport = z.infer<typeof passportSchema>;

/** POST /dpp/validate answer: `errors` are what POST would answer 422 with; nothing is stored. */
export const passportValidationSchema = z
  .object({
    valid: z.boolean(),
    errors: z.array(fieldErrorSchema),
    warnings: z.array(fieldErrorSchema).describe('Failed warning checks of the compliance answer.'),
    eu_compliance: complianceReportSchema.describe('The compliance answer for the body as sent, even when it is not valid.'),
  })
  .meta({ id: 'PassportValidation' });

/** POST /dpp/{id}/validate-update answer; nothing is stored. */
export const passportUpdateValidationSchema = z
  .object({
    valid: z.boolean(),
    errors: z.array(fieldErrorSchema),
    warnings: z.array(fieldErrorSchema),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe('`{ field: [old, new] }` as PATCH would report it.'),
    next_version: z.int().min(1),
    eu_compliance: complianceReportSchema.describe('The compliance answer for the passport as the PATCH would leave it.'),
  })
  .meta({ id: 'PassportUpdateValidation' });
