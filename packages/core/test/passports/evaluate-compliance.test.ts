import { describe, expect, it } from 'vitest';
import { CATEGORY_REQUIREMENTS } from '../../src/passports/category-requirements';
import { complianceSummary, evaluateCompliance } from '../../src/passports/evaluate-compliance';
import { PASSPORT_CATEGORIES } from '../../src/passports/passport-categories';
import { COMPLETE_BY_CATEGORY, COMPLETE_EV_BATTERY, COMPLETE_GENERIC, COMPLETE_TEXTILE } from './fixtures';

const check = (report: ReturnType<typeof evaluateCompliance>, id: string) => report.checks.find((entry) => entry.id === id)!;

describe('evaluateCompliance', () => {
  it('finds every complete fixture compliant with score 100 and no failed check', () => {
    for (const category of PASSPORT_CATEGORIES) {
      const report = evaluateCompliance(COMPLETE_BY_CATEGORY[category]);
      expect(report).toMatchObject({ category, status: 'compliant', score: 100, missing: [] });
      expect(report.checks.filter((entry) => !entry.passed)).toEqual([]);
      expect(report.checks.map((entry) => entry.id)).toEqual(CATEGORY_REQUIREMENTS[category].map((requirement) => requirement.id));
    }
  });

  it('names the regulation and the date it applies from', () => {
    expect(evaluateCompliance(COMPLETE_EV_BATTERY)).toMatchObject({ regulation: 'Regulation (EU) 2023/1542', applies_from: '2027-02-18' });
    for (const category of ['generic', 'textile', 'electronics'] as const) {
      expect(evaluateCompliance({ ...COMPLETE_GENERIC, category })).toMatchObject({ regulation: 'Regulation (EU) 2024/1781 (ESPR)', applies_from: null });
    }
  });

  it('scores ⌊100 × passed / error checks⌋ and lists the fields of failed error checks', () => {
    const { weight_kg: _weight, ...attributes } = COMPLETE_EV_BATTERY.attributes;
    const report = evaluateCompliance({ ...COMPLETE_EV_BATTERY, attributes });
    // 6 generic + 11 battery error checks, 16 pass.
    expect(report).toMatchObject({ status: 'incomplete', score: 94, missing: ['attributes.weight_kg'] });
    expect(check(report, 'battery.weight_kg')).toEqual({ id: 'battery.weight_kg', field: 'attributes.weight_kg', severity: 'error', passed: false, message: 'attributes.weight_kg is missing' });
    expect(complianceSummary(report)).toEqual({ status: 'incomplete', score: 94, category: 'battery', missing_count: 1 });

    const empty = evaluateCompliance({ category: 'generic' });
    expect(empty).toMatchObject({ status: 'incomplete', score: 0 });
    expect(empty.missing).toEqual(['product_name', 'manufacturer.name', 'manufacturer.address', 'gtin', 'attributes.substances_of_concern', 'documents.user_manual']);
  });

  it('never lets warnings change the status', () => {
    const report = evaluateCompliance({ ...COMPLETE_TEXTILE, attributes: { substances_of_concern: ['lead'] }, documents: [{ type: 'user_manual' }] });
    expect(report).toMatchObject({ status: 'compliant', score: 100, missing: [] });
    expect(report.checks.filter((entry) => !entry.passed).map((entry) => entry.severity)).toEqual(Array(6).fill('warning'));
  });

  it('accepts a gs1:instructions link for the user manual and a gs1:recyclingInfo link for recycling instructions', () => {
    const report = evaluateCompliance({
      ...COMPLETE_GENERIC,
      documents: [],
      links: [
        { link_type: 'https://gs1.org/voc/instructions', url: 'https://example.com/manual' },
        { link_type: 'gs1:recyclingInfo', url: 'https://example.com/recycling' },
      ],
    });
    expect(report.status).toBe('compliant');
    expect(check(report, 'generic.recycling_instructions').passed).toBe(true);
    expect(check(evaluateCompliance({ ...COMPLETE_GENERIC, documents: [] }), 'generic.user_manual').message).toBe('needs a user_manual document or a gs1:instructions link');
  });

  it('says why a value of the wrong type or out of range fails', () => {
    const messages = (attributes: Record<string, unknown>) => {
      const report = evaluateCompliance({ ...COMPLETE_EV_BATTERY, attributes: { ...COMPLETE_EV_BATTERY.attributes, ...attributes } });
      return report.checks.filter((entry) => !entry.passed).map((entry) => entry.message);
    };
    expect(messages({ rated_capacity_ah: 0 })).toEqual(['attributes.rated_capacity_ah must be a number greater than 0 (Ah), got 0']);
    expect(messages({ weight_kg: '450' })).toEqual(['attributes.weight_kg must be a number greater than 0 (kg), got text']);
    expect(messages({ expected_lifetime_cycles: 2.5 })).toEqual(['attributes.expected_lifetime_cycles must be a whole number greater than 0 (cycles), got 2.5']);
    expect(messages({ carbon_footprint_kg_co2e_per_kwh: -1 })).toEqual(['attributes.carbon_footprint_kg_co2e_per_kwh must be a number at least 0 (kg CO2e/kWh), got -1']);
    expect(messages({ battery_category: 'car' })).toEqual(['attributes.battery_category must be one of portable, lmt, industrial, ev, sli, got "car"']);
    expect(messages({ manufacture_date: '2027-02-30' })).toEqual(['attributes.manufacture_date must be a month YYYY-MM or a date YYYY-MM-DD']);
    expect(messages({ manufacture_date: '2028-02-29' })).toEqual([]);
    expect(messages({ manufacture_date: '2027-13' })).toHaveLength(1);
    expect(messages({ recycled_content: {} })).toEqual(['attributes.recycled_content needs at least one of cobalt, lithium, nickel, lead']);
    expect(messages({ recycled_content: { lithium: 101 } })).toEqual(['attributes.recycled_content.lithium must be a percent from 0 to 100']);
    expect(messages({ recycled_content: { manganese: 3 } })).toEqual(['attributes.recycled_content takes only cobalt, lithium, nickel, lead; not manganese']);
    // A LiFePO4 battery has no cobalt: lithium alone is enough.
    expect(messages({ chemistry: 'LiFePO4', recycled_content: { lithium: 6 } })).toEqual([]);
    expect(messages({ substances_of_concern: 'none' })).toEqual(['attributes.substances_of_concern must be a list (empty when there are none), got text']);
  });

  it('checks that textile material shares sum to 100 ± 0.5', () => {
    const materials = (shares: number[]) => {
      const report = evaluateCompliance({ ...COMPLETE_TEXTILE, attributes: { ...COMPLETE_TEXTILE.attributes, materials: shares.map((share_percent, i) => ({ name: `m${i}`, share_percent })) } });
      return check(report, 'textile.materials');
    };
    expect(materials([60, 40]).passed).toBe(true);
    expect(materials([60, 40.5]).passed).toBe(true);
    expect(materials([59.5, 40]).passed).toBe(true);
    expect(materials([60, 40.6])).toMatchObject({ passed: false, severity: 'warning', message: 'attributes.materials shares must add up to 100 ± 0.5, got 100.6' });
    expect(materials([]).passed).toBe(false);
    expect(materials([120, -20]).passed).toBe(false);
  });
});

describe('battery obligation scope', () => {
  const batteryOnlyIds = CATEGORY_REQUIREMENTS.battery.filter((requirement) => requirement.battery_obligation).map((requirement) => requirement.id);
  const severities = (attributes: Record<string, unknown>) => {
    const report = evaluateCompliance({ ...COMPLETE_EV_BATTERY, attributes: { ...COMPLETE_EV_BATTERY.attributes, ...attributes } });
    return new Set(report.checks.filter((entry) => batteryOnlyIds.includes(entry.id)).map((entry) => entry.severity));
  };

  it('makes the battery-only checks errors for lmt, ev and industrial batteries above 2 kWh', () => {
    expect(batteryOnlyIds).toHaveLength(10);
    expect(severities({ battery_category: 'ev' })).toEqual(new Set(['error']));
    expect(severities({ battery_category: 'lmt', rated_capacity_ah: 10, nominal_voltage_v: 36 })).toEqual(new Set(['error']));
    expect(severities({ battery_category: 'industrial', rated_capacity_ah: 50, nominal_voltage_v: 48 })).toEqual(new Set(['error'])); // 2.4 kWh
  });

  it('makes them warnings for portable, sli and industrial batteries of at most 2 kWh', () => {
    expect(severities({ battery_category: 'portable' })).toEqual(new Set(['warning']));
    expect(severities({ battery_category: 'sli' })).toEqual(new Set(['warning']));
    expect(severities({ battery_category: 'industrial', rated_capacity_ah: 40, nominal_voltage_v: 50 })).toEqual(new Set(['warning'])); // exactly 2 kWh
  });

  it('keeps them errors while the category or an industrial battery energy is unknown', () => {
    expect(severities({ battery_category: undefined })).toEqual(new Set(['error']));
    expect(severities({ battery_category: 'industrial', rated_capacity_ah: undefined })).toEqual(new Set(['error']));
  });

  it('says why a downgraded check is only a warning', () => {
    const report = evaluateCompliance({ ...COMPLETE_EV_BATTERY, attributes: { battery_category: 'portable', substances_of_concern: [] } });
    expect(report.status).toBe('compliant');
    expect(check(report, 'battery.chemistry')).toMatchObject({
      severity: 'warning',
      passed: false,
      message: 'attributes.chemistry is missing (a warning: portable batteries are outside the battery passport obligation)',
    });
    // battery_category decides the scope, so it stays an error.
    expect(check(report, 'battery.battery_category').severity).toBe('error');
  });

  it('lets the scope fields move checks between errors and warnings, which can lower the score (documented exception)', () => {
    const { battery_category: _category, ...attributes } = COMPLETE_EV_BATTERY.attributes;
    const noGenericData = { category: 'battery', gtin: '09506000134352', attributes, documents: [{ type: 'declaration_of_conformity' }] };
    // Unknown category: the 10 battery-only checks are errors and pass, with gtin and
    // substances_of_concern: 12 of 17.
    expect(evaluateCompliance(noGenericData).score).toBe(70);
    // Portable: the battery-only checks become warnings, leaving gtin, substances_of_concern and
    // battery_category: 3 of 7.
    expect(evaluateCompliance({ ...noGenericData, attributes: { ...attributes, battery_category: 'portable' } }).score).toBe(42);
  });
});
