/**
 * The category requirement tables of dpp.md ("Category requirements", Precise points
 * "Battery scope" and "Compliance answer"), as data: each check names the passport field it
 * reads, its severity and the rule a value must meet. `evaluateCompliance` runs them.
 *
 * - Every category starts with the generic checks (ESPR minimum).
 * - Battery (Regulation (EU) 2023/1542, Art. 77 and Annex XIII): errors. Those marked
 *   `battery_obligation` drop to warnings for batteries outside the passport obligation
 *   (see `batteryObligation`); `battery_category` itself stays an error, since it decides that.
 * - Textile and electronics have no adopted delegated act: recommendations (warnings).
 *   Textile's `country_of_manufacture` is already a generic warning, so it is not repeated.
 */
import type { PassportCategory } from './passport-categories';
import type { PassportDocumentType } from './document-types';

export type CheckSeverity = 'error' | 'warning';

export type RequirementRule =
  /** A non-blank string. */
  | { readonly kind: 'text' }
  /** A non-blank string, or a non-empty array of non-blank strings. */
  | { readonly kind: 'text_or_list' }
  /** A non-blank string or a number (registration numbers). */
  | { readonly kind: 'text_or_number' }
  /** A GTIN with a valid check digit. */
  | { readonly kind: 'gtin' }
  /** An array, possibly empty (an empty list declares "none"). */
  | { readonly kind: 'list' }
  | {
      readonly kind: 'number';
      readonly min?: number;
      /** True when `min` itself is refused (`> 0` rather than `≥ 0`). */
      readonly exclusive_min?: boolean;
      readonly max?: number;
      readonly integer?: boolean;
      readonly unit?: string;
    }
  | { readonly kind: 'one_of'; readonly values: readonly string[] }
  /** `YYYY-MM` or `YYYY-MM-DD`, a real calendar month or day. */
  | { readonly kind: 'year_month_or_date' }
  /** An object of percents (0–100) with at least one of `keys`, and no other key. */
  | { readonly kind: 'percent_object'; readonly keys: readonly string[] }
  /** `[{ name, share_percent }]`, shares 0–100 summing to `total` ± `tolerance`. */
  | { readonly kind: 'material_shares'; readonly total: number; readonly tolerance: number }
  /** A document of this type, or else (when named) a link of this GS1 link type. */
  | { readonly kind: 'document'; readonly document: PassportDocumentType; readonly link_type?: string };

export interface Requirement {
  /** Stable id: `<table>.<name>`. */
  readonly id: string;
  /** Dotted passport field the check is about (`attributes.weight_kg`, `documents.user_manual`). */
  readonly field: string;
  readonly severity: CheckSeverity;
  readonly rule: RequirementRule;
  /** Battery-only checks: a warning when the battery is outside the passport obligation. */
  readonly battery_obligation?: true;
}

export const BATTERY_CATEGORIES = ['portable', 'lmt', 'industrial', 'ev', 'sli'] as const;
export type BatteryCategory = (typeof BATTERY_CATEGORIES)[number];

/** What a reader is shown for each battery category (Regulation (EU) 2023/1542, Art. 3). */
export const BATTERY_CATEGORY_NAMES: Readonly<Record<BatteryCategory, string>> = {
  portable: 'Portable battery',
  lmt: 'Light means of transport (LMT) battery',
  industrial: 'Industrial battery',
  ev: 'Electric vehicle (EV) battery',
  sli: 'Starting, lighting and ignition (SLI) battery',
};

export const RECYCLED_CONTENT_MATERIALS = ['cobalt', 'lithium', 'nickel', 'lead'] as const;

const text = { kind: 'text' } as const;

export const GENERIC_REQUIREMENTS: readonly Requirement[] = [
  { id: 'generic.product_name', field: 'product_name', severity: 'error', rule: text },
  { id: 'generic.manufacturer_name', field: 'manufacturer.name', severity: 'error', rule: text },
  { id: 'generic.manufacturer_address', field: 'manufacturer.address', severity: 'error', rule: text },
  { id: 'generic.gtin', field: 'gtin', severity: 'error', rule: { kind: 'gtin' } },
  { id: 'generic.substances_of_concern', field: 'attributes.substances_of_concern', severity: 'error', rule: { kind: 'list' } },
  {
    id: 'generic.user_manual',
    field: 'documents.user_manual',
    severity: 'error',
    rule: { kind: 'document', document: 'user_manual', link_type: 'gs1:instructions' },
  },
  {
    id: 'generic.recycling_instructions',
    field: 'documents.recycling_instructions',
    severity: 'warning',
    rule: { kind: 'document', document: 'recycling_instructions', link_type: 'gs1:recyclingInfo' },
  },
  { id: 'generic.country_of_manufacture', field: 'attributes.country_of_manufacture', severity: 'warning', rule: text },
];

const batteryOnly = (id: string, field: string, rule: RequirementRule): Requirement => ({
  id: `battery.${id}`,
  field,
  severity: 'error',
  rule,
  battery_obligation: true,
});

export const BATTERY_REQUIREMENTS: readonly Requirement[] = [
  { id: 'battery.battery_category', field: 'attributes.battery_category', severity: 'error', rule: { kind: 'one_of', values: BATTERY_CATEGORIES } },
  batteryOnly('chemistry', 'attributes.chemistry', text),
  batteryOnly('rated_capacity_ah', 'attributes.rated_capacity_ah', { kind: 'number', min: 0, exclusive_min: true, unit: 'Ah' }),
  batteryOnly('nominal_voltage_v', 'attributes.nominal_voltage_v', { kind: 'number', min: 0, exclusive_min: true, unit: 'V' }),
  batteryOnly('weight_kg', 'attributes.weight_kg', { kind: 'number', min: 0, exclusive_min: true, unit: 'kg' }),
  batteryOnly('manufacture_date', 'attributes.manufacture_date', { kind: 'year_month_or_date' }),
  batteryOnly('manufacture_place', 'attributes.manufacture_place', text),
  batteryOnly('carbon_footprint', 'attributes.carbon_footprint_kg_co2e_per_kwh', { kind: 'number', min: 0, unit: 'kg CO2e/kWh' }),
  batteryOnly('recycled_content', 'attributes.recycled_content', { kind: 'percent_object', keys: RECYCLED_CONTENT_MATERIALS }),
  batteryOnly('expected_lifetime_cycles', 'attributes.expected_lifetime_cycles', { kind: 'number', min: 0, exclusive_min: true, integer: true, unit: 'cycles' }),
  batteryOnly('declaration_of_conformity', 'documents.declaration_of_conformity', { kind: 'document', document: 'declaration_of_conformity' }),
];

export const TEXTILE_REQUIREMENTS: readonly Requirement[] = [
  { id: 'textile.materials', field: 'attributes.materials', severity: 'warning', rule: { kind: 'material_shares', total: 100, tolerance: 0.5 } },
  { id: 'textile.care_instructions', field: 'attributes.care_instructions', severity: 'warning', rule: { kind: 'text_or_list' } },
  { id: 'textile.recycled_content_percent', field: 'attributes.recycled_content_percent', severity: 'warning', rule: { kind: 'number', min: 0, max: 100, unit: '%' } },
  { id: 'textile.repair_instructions', field: 'documents.repair_instructions', severity: 'warning', rule: { kind: 'document', document: 'repair_instructions' } },
];

export const ELECTRONICS_REQUIREMENTS: readonly Requirement[] = [
  { id: 'electronics.model_identifier', field: 'attributes.model_identifier', severity: 'warning', rule: text },
  { id: 'electronics.repairability_score', field: 'attributes.repairability_score', severity: 'warning', rule: { kind: 'number', min: 0, max: 10 } },
  { id: 'electronics.spare_parts_years', field: 'attributes.spare_parts_years', severity: 'warning', rule: { kind: 'number', min: 0, integer: true, unit: 'years' } },
  { id: 'electronics.software_update_years', field: 'attributes.software_update_years', severity: 'warning', rule: { kind: 'number', min: 0, integer: true, unit: 'years' } },
  // dpp.md: "for energy-labelled products"; whether one is cannot be told from the passport, so it stays a recommendation for all.
  { id: 'electronics.eprel_registration', field: 'attributes.eprel_registration', severity: 'warning', rule: { kind: 'text_or_number' } },
  { id: 'electronics.repair_instructions', field: 'documents.repair_instructions', severity: 'warning', rule: { kind: 'document', document: 'repair_instructions' } },
];

/** Every category's checks, generic first (dpp.md: "Every category includes the generic checks"). */
export const CATEGORY_REQUIREMENTS: Readonly<Record<PassportCategory, readonly Requirement[]>> = Object.freeze({
  generic: GENERIC_REQUIREMENTS,
  battery: [...GENERIC_REQUIREMENTS, ...BATTERY_REQUIREMENTS],
  textile: [...GENERIC_REQUIREMENTS, ...TEXTILE_REQUIREMENTS],
  electronics: [...GENERIC_REQUIREMENTS, ...ELECTRONICS_REQUIREMENTS],
});
