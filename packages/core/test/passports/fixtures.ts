import type { ComplianceInput } from '../../src/passports/evaluate-compliance';

/** Test-only passports that meet every check of their category. */

const document = (type: string) => ({ type, url: `https://example.com/${type}.pdf`, title: null, language: 'en' });

export const COMPLETE_GENERIC = {
  category: 'generic',
  gtin: '09506000134352',
  product_name: 'Dal Giardino Risotto Rice',
  manufacturer: { name: 'Example Foods', address: '1 Example Street, Brussels' },
  attributes: { substances_of_concern: [], country_of_manufacture: 'IT' },
  documents: [document('user_manual'), document('recycling_instructions')],
  links: [],
} as const satisfies ComplianceInput;

export const COMPLETE_EV_BATTERY = {
  ...COMPLETE_GENERIC,
  category: 'battery',
  attributes: {
    ...COMPLETE_GENERIC.attributes,
    battery_category: 'ev',
    chemistry: 'NMC 811',
    rated_capacity_ah: 200,
    nominal_voltage_v: 400,
    weight_kg: 450,
    manufacture_date: '2027-03',
    manufacture_place: 'Göteborg, SE',
    carbon_footprint_kg_co2e_per_kwh: 61.5,
    recycled_content: { cobalt: 16, lithium: 6, nickel: 6 },
    expected_lifetime_cycles: 3000,
  },
  documents: [...COMPLETE_GENERIC.documents, document('declaration_of_conformity')],
} as const satisfies ComplianceInput;

export const COMPLETE_TEXTILE = {
  ...COMPLETE_GENERIC,
  category: 'textile',
  attributes: {
    ...COMPLETE_GENERIC.attributes,
    materials: [
      { name: 'cotton', share_percent: 33.3 },
      { name: 'polyester', share_percent: 33.3 },
      { name: 'elastane', share_percent: 33.4 },
    ],
    care_instructions: ['wash at 30 °C', 'do not tumble dry'],
    recycled_content_percent: 20,
  },
  documents: [...COMPLETE_GENERIC.documents, document('repair_instructions')],
} as const satisfies ComplianceInput;

export const COMPLETE_ELECTRONICS = {
  ...COMPLETE_GENERIC,
  category: 'electronics',
  attributes: {
    ...COMPLETE_GENERIC.attributes,
    model_identifier: 'QX-200',
    repairability_score: 7.5,
    spare_parts_years: 7,
    software_update_years: 5,
    eprel_registration: 123456,
  },
  documents: [...COMPLETE_GENERIC.documents, document('repair_instructions')],
} as const satisfies ComplianceInput;

export const COMPLETE_BY_CATEGORY = {
  generic: COMPLETE_GENERIC,
  battery: COMPLETE_EV_BATTERY,
  textile: COMPLETE_TEXTILE,
  electronics: COMPLETE_ELECTRONICS,
} as const;
