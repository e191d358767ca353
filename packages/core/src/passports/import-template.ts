/**
 * The import template of a category (dpp.md, "GET /dpp/import/templates/{category}" and
 * Precise points, "Import"): its columns, each described (required, recommended or optional;
 * type; unit) for the XLSX description sheet, and one example row that imports cleanly and is
 * compliant. The server writes them as CSV or XLSX. Columns follow the category requirement
 * tables: error checks are `required`, warnings `recommended` (battery checks as for a battery
 * inside the passport obligation).
 */
import { CATEGORY_REQUIREMENTS, RECYCLED_CONTENT_MATERIALS, type Requirement } from './category-requirements';
import { EMPTY_LIST_CELL } from './import-row';
import type { PassportCategory } from './passport-categories';

export type TemplateRequirement = 'required' | 'recommended' | 'optional';

export interface TemplateColumn {
  readonly column: string;
  readonly requirement: TemplateRequirement;
  readonly type: string;
  readonly unit: string | null;
  readonly description: string;
  /** The example row's cell. */
  readonly example: string;
}

const column = (column: string, requirement: TemplateRequirement, type: string, description: string, example: string, unit: string | null = null): TemplateColumn => ({
  column,
  requirement,
  type,
  unit,
  description,
  example,
});

const PRODUCT_NAMES: Readonly<Record<PassportCategory, string>> = {
  generic: 'Example kettle 1.7 l',
  battery: 'Example EV battery pack 80 kWh',
  textile: 'Example cotton T-shirt',
  electronics: 'Example tablet 10"',
};

/** Example cells of the attributes the tables name; each meets its check. */
const ATTRIBUTE_EXAMPLES: Readonly<Record<string, string>> = {
  substances_of_concern: EMPTY_LIST_CELL,
  country_of_manufacture: 'DE',
  battery_category: 'ev',
  chemistry: 'NMC 811',
  rated_capacity_ah: '200',
  nominal_voltage_v: '400',
  weight_kg: '450',
  manufacture_date: '2027-03',
  manufacture_place: 'Göteborg, SE',
  carbon_footprint_kg_co2e_per_kwh: '61.5',
  expected_lifetime_cycles: '3000',
  materials: 'cotton:95;elastane:5',
  care_instructions: 'Wash at 30 °C; do not tumble dry',
  recycled_content_percent: '20',
  model_identifier: 'EX-TAB-10',
  repairability_score: '7.5',
  spare_parts_years: '7',
  software_update_years: '5',
  eprel_registration: '123456',
};

const RECYCLED_EXAMPLES: Readonly<Record<string, string>> = { cobalt: '16', lithium: '6', nickel: '6', lead: '' };

const TYPE_OF_RULE: Readonly<Record<Requirement['rule']['kind'], string>> = {
  text: 'text',
  text_or_list: 'text',
  text_or_number: 'text',
  gtin: 'GTIN',
  list: 'list (;-separated, [] for none)',
  number: 'number',
  one_of: 'one of',
  year_month_or_date: 'YYYY-MM or YYYY-MM-DD',
  percent_object: 'number',
  material_shares: 'materials (name:percent;name:percent)',
  document: 'document',
};

function requirementOf(requirement: Requirement): TemplateRequirement {
  return requirement.severity === 'error' ? 'required' : 'recommended';
}

function attributeColumns(requirement: Requirement): TemplateColumn[] {
  const key = requirement.field.slice('attributes.'.length);
  const { rule } = requirement;
  const unit = rule.kind === 'number' ? (rule.unit ?? null) : null;
  if (rule.kind === 'percent_object') {
    return RECYCLED_CONTENT_MATERIALS.map((material) =>
      column(`${requirement.field}.${material}`, requirementOf(requirement), 'number', `Recycled ${material} share (at least one of ${RECYCLED_CONTENT_MATERIALS.join(', ')})`, RECYCLED_EXAMPLES[material]!, '%'),
    );
  }
  const description = rule.kind === 'one_of' ? `One of ${rule.values.join(', ')}` : key.replace(/_/g, ' ');
  return [column(requirement.field, requirementOf(requirement), TYPE_OF_RULE[rule.kind], description, ATTRIBUTE_EXAMPLES[key] ?? '', unit)];
}

export function templateColumns(category: PassportCategory): TemplateColumn[] {
  const requirements = CATEGORY_REQUIREMENTS[category];
  const attributeRequirements = requirements.filter((requirement) => requirement.field.startsWith('attributes.'));
  const documentRequirements = requirements.filter((requirement) => requirement.rule.kind === 'document');
  return [
    column('category', 'required', 'one of', 'Passport category (prefilled)', category),
    column('gtin', 'required', 'GTIN', 'GTIN-8, -12, -13 or -14 with a valid check digit', '09506000134352'),
    column('lot', 'optional', 'text', 'Batch or lot (GS1 AI 10), 1–20 characters of GS1 character set 82', ''),
    column('serial', 'optional', 'text', 'Serial number (GS1 AI 21), 1–20 characters of GS1 character set 82', ''),
    column('status', 'optional', 'one of', 'draft (default) or published', 'draft'),
    column('product_name', 'required', 'text', 'Product name, 1–200 characters', PRODUCT_NAMES[category]),
    column('brand', 'optional', 'text', 'Brand', 'Example'),
    column('description', 'optional', 'text', 'Description, up to 5,000 characters', ''),
    column('manufacturer.name', 'required', 'text', 'Manufacturer name', 'Example Manufacturing GmbH'),
    column('manufacturer.address', 'required', 'text', 'Manufacturer postal address', 'Musterstraße 1, 10115 Berlin'),
    column('manufacturer.country', 'optional', 'ISO 3166-1 alpha-2', 'Manufacturer country', 'DE'),
    column('manufacturer.operator_id', 'optional', 'text', 'Unique operator identifier (e.g. EORI)', ''),
    column('manufacturer.email', 'optional', 'e-mail', 'Contact e-mail', 'compliance@example.com'),
    column('manufacturer.website', 'optional', 'https URL', 'Website', 'https://example.com'),
    ...attributeRequirements.flatMap(attributeColumns),
    ...documentRequirements.flatMap((requirement, index) => {
      const type = requirement.rule.kind === 'document' ? requirement.rule.document : 'other';
      return [
        column(`documents.${index + 1}.type`, requirementOf(requirement), 'one of', `Document type (${type} meets the ${requirement.field} check)`, type),
        column(`documents.${index + 1}.url`, requirementOf(requirement), 'https URL', 'Document URL', `https://example.com/${type.replace(/_/g, '-')}.pdf`),
        column(`documents.${index + 1}.language`, 'optional', 'BCP 47 language tag', 'Document language', 'en'),
      ];
    }),
    column('links.1.link_type', 'optional', 'GS1 link type', 'Resolver link type, e.g. gs1:pip', 'gs1:pip'),
    column('links.1.url', 'optional', 'http(s) URL', 'Resolver link URL', 'https://example.com/product'),
    column('links.1.default', 'optional', 'boolean', 'true for the default link of its type', 'true'),
    column('restricted_fields', 'optional', 'list (;-separated)', 'Attribute names shown only through the authenticated API', ''),
  ];
}
