/**
 * What the public sees of a passport (dpp.md, "restricted_fields" and Precise points,
 * "Resolver": "The plain JSON answer is the public passport (no restricted attributes, no
 * internal fields)"; ESPR Art. 9(2)(d)/10 access rights). The resolver's HTML page, JSON-LD
 * and JSON all start from this one projection, so a restricted attribute cannot leak through
 * one of them alone.
 */
import type { Passport } from '../schemas/passports';

/** Attributes without the restricted names. */
export function publicAttributes(attributes: Readonly<Record<string, unknown>>, restrictedFields: readonly string[]): Record<string, unknown> {
  const restricted = new Set(restrictedFields);
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !restricted.has(key)));
}

/**
 * The public fields. Left out as internal: `id`, `workspace_id`, `restricted_fields`, `version`,
 * `eu_compliance` (a manufacturer's working state), the image URLs and `created_at`.
 */
export const PUBLIC_PASSPORT_FIELDS = [
  'gtin',
  'lot',
  'serial',
  'granularity',
  'category',
  'status',
  'product_name',
  'brand',
  'description',
  'manufacturer',
  'attributes',
  'documents',
  'links',
  'digital_link',
  'element_string',
  'published_at',
  'updated_at',
] as const satisfies readonly (keyof Passport)[];

export type PublicPassport = Pick<Passport, (typeof PUBLIC_PASSPORT_FIELDS)[number]>;

export function publicPassport(passport: Passport): PublicPassport {
  const view = Object.fromEntries(PUBLIC_PASSPORT_FIELDS.map((field) => [field, passport[field]])) as PublicPassport;
  return { ...view, attributes: publicAttributes(passport.attributes, passport.restricted_fields) };
}
