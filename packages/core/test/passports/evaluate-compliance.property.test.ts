import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batteryObligation } from '../../src/passports/battery-obligation';
import { CATEGORY_REQUIREMENTS } from '../../src/passports/category-requirements';
import { evaluateCompliance, type ComplianceInput } from '../../src/passports/evaluate-compliance';
import { PASSPORT_CATEGORIES } from '../../src/passports/passport-categories';
import { PASSPORT_DOCUMENT_TYPES } from '../../src/passports/document-types';
import { COMPLETE_BY_CATEGORY } from './fixtures';

// Evaluating is a few dozen comparisons; 1 000 runs cover every category with many
// combinations of present, absent, valid and invalid fields.
const RUNS = 1000;

/** The fields the checks read, with values that pass and values that do not. */
const ANY_VALUE = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.double(),
  fc.integer({ min: -5, max: 5000 }),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.constantFrom('ev', 'lmt', 'industrial', 'portable', 'sli', '2027-02', '2027-02-29', {}, { lithium: 5 }, { cobalt: 120 }),
  fc.constant([{ name: 'cotton', share_percent: 100 }]),
);

type Passport = { -readonly [K in keyof ComplianceInput]: ComplianceInput[K] } & { attributes: Record<string, unknown>; documents: unknown[]; links: unknown[] };

/** A passport of any category: each field of the category's complete fixture kept, dropped or replaced. */
const passport: fc.Arbitrary<Passport> = fc.constantFrom(...PASSPORT_CATEGORIES).chain((category) => {
  const complete = COMPLETE_BY_CATEGORY[category] as unknown as Record<string, unknown> & { attributes: Record<string, unknown>; documents: readonly { type: string }[] };
  const fieldChoice = (value: unknown) => fc.oneof(fc.constant(value), fc.constant(undefined), ANY_VALUE);
  const attributes = fc.record(Object.fromEntries(Object.entries(complete.attributes).map(([key, value]) => [key, fieldChoice(value)])));
  return fc.record({
    category: fc.constant(category),
    gtin: fc.oneof(fc.constant('09506000134352'), fc.constant('09506000134353'), fc.constant(undefined)),
    product_name: fieldChoice(complete['product_name']),
    manufacturer: fc.record({ name: fieldChoice('Example'), address: fieldChoice('Street 1') }),
    attributes: attributes.map((entries) => Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined))),
    documents: fc.subarray([...PASSPORT_DOCUMENT_TYPES]).map((types) => types.map((type) => ({ type, url: `https://example.com/${type}` }))),
    links: fc.subarray([{ link_type: 'gs1:instructions', url: 'https://example.com/i' }, { link_type: 'gs1:recyclingInfo', url: 'https://example.com/r' }]),
  }) as fc.Arbitrary<Passport>;
});

/** A copy of `passport` with `field` (a check's dotted field) given `value`. */
function withField(passport: Passport, field: string, value: unknown): Passport {
  const copy: Passport = { ...passport, attributes: { ...passport.attributes }, documents: [...passport.documents], manufacturer: { ...(passport.manufacturer as object) } };
  const [head, key] = field.split('.') as [string, string | undefined];
  if (head === 'documents') copy.documents.push({ type: key, url: 'https://example.com/doc' });
  else if (head === 'attributes') copy.attributes[key!] = value;
  else if (head === 'manufacturer') (copy.manufacturer as Record<string, unknown>)[key!] = value;
  else (copy as Record<string, unknown>)[head] = value;
  return copy;
}

function isMissing(passport: Passport, field: string): boolean {
  const [head, key] = field.split('.') as [string, string | undefined];
  if (head === 'documents') return !passport.documents.some((document) => (document as { type: string }).type === key);
  if (head === 'attributes') return passport.attributes[key!] === undefined;
  if (head === 'manufacturer') return (passport.manufacturer as Record<string, unknown>)[key!] === undefined;
  return (passport as Record<string, unknown>)[head] === undefined;
}

/** Fields that decide the battery obligation scope, and so which checks are errors. */
const SCOPE_FIELDS = new Set(['attributes.battery_category', 'attributes.rated_capacity_ah', 'attributes.nominal_voltage_v']);

const inScope = (passport: Passport) => batteryObligation(passport.attributes).in_scope;

describe('compliance properties', () => {
  it('status is compliant iff every error-severity check passes; score is 100 exactly then; missing lists the failed error fields', () => {
    fc.assert(
      fc.property(passport, (input) => {
        const report = evaluateCompliance(input);
        const errors = report.checks.filter((entry) => entry.severity === 'error');
        const allPass = errors.every((entry) => entry.passed);
        expect(report.status === 'compliant').toBe(allPass);
        expect(report.score === 100).toBe(allPass);
        expect(report.score).toBe(Math.floor((100 * errors.filter((entry) => entry.passed).length) / errors.length));
        expect(report.missing).toEqual(errors.filter((entry) => !entry.passed).map((entry) => entry.field));
      }),
      { numRuns: RUNS },
    );
  });

  it('adding a missing required field never lowers the score (any value, valid or not)', () => {
    fc.assert(
      fc.property(passport, fc.nat(), ANY_VALUE, (input, pick, value) => {
        const before = evaluateCompliance(input);
        const missing = before.checks.filter((entry) => entry.severity === 'error' && !entry.passed && !SCOPE_FIELDS.has(entry.field) && isMissing(input, entry.field));
        if (missing.length === 0) return;
        const field = missing[pick % missing.length]!.field;
        const after = evaluateCompliance(withField(input, field, value));
        expect(after.score).toBeGreaterThanOrEqual(before.score);
      }),
      { numRuns: RUNS },
    );
  });

  it('adding a valid value for a missing required field raises the score', () => {
    fc.assert(
      fc.property(passport, fc.nat(), (input, pick) => {
        const before = evaluateCompliance(input);
        const missing = before.checks.filter((entry) => entry.severity === 'error' && !entry.passed && !SCOPE_FIELDS.has(entry.field) && isMissing(input, entry.field));
        if (missing.length === 0) return;
        const field = missing[pick % missing.length]!.field;
        const complete = COMPLETE_BY_CATEGORY[before.category] as unknown as Record<string, Record<string, unknown>>;
        const [head, key] = field.split('.') as [string, string | undefined];
        const valid = key === undefined ? complete[head] : complete[head]?.[key];
        const after = evaluateCompliance(withField(input, field, valid));
        expect(after.checks.find((entry) => entry.field === field)!.passed).toBe(true);
        expect(after.score).toBeGreaterThan(before.score);
      }),
      { numRuns: RUNS },
    );
  });

  it('the fields that decide battery scope never lower the score while the scope stays the same', () => {
    fc.assert(
      fc.property(passport, fc.constantFrom(...SCOPE_FIELDS), ANY_VALUE, (input, field, value) => {
        if (!isMissing(input, field)) return;
        const changed = withField(input, field, value);
        if (input.category === 'battery' && inScope(input) !== inScope(changed)) return;
        expect(evaluateCompliance(changed).score).toBeGreaterThanOrEqual(evaluateCompliance(input).score);
      }),
      { numRuns: RUNS },
    );
  });

  it('every check reads a field the tests above know how to add', () => {
    for (const category of PASSPORT_CATEGORIES) {
      for (const requirement of CATEGORY_REQUIREMENTS[category]) {
        expect(requirement.field).toMatch(/^(product_name|gtin|manufacturer\.\w+|attributes\.\w+|documents\.\w+)$/);
      }
    }
  });
});
