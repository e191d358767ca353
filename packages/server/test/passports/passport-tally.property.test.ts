import { PASSPORT_CATEGORIES, PASSPORT_STATUSES } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPassport, emptyPassportTally, type PassportTally } from '../../src/passports/workspace-passport-stats';
import type { PassportComplianceRow } from '../../src/passports/store/passport-stats';

const manufacturer = { name: 'Volta Cells GmbH', address: 'Werkstraße 1, 10115 Berlin', country: 'DE', operator_id: null, email: null, website: null };
const manual = { type: 'user_manual', url: 'https://example.com/manual.pdf', title: null, language: null };

/** Passports as stored, with or without what the generic error checks ask for. */
const rowArbitrary: fc.Arbitrary<PassportComplianceRow> = fc.record({
  id: fc.uuid(),
  status: fc.constantFrom(...PASSPORT_STATUSES),
  category: fc.constantFrom(...PASSPORT_CATEGORIES),
  gtin: fc.constant('09506000134352'),
  product_name: fc.constant('Test product'),
  manufacturer: fc.option(fc.constant(manufacturer), { nil: null }),
  attributes: fc.constantFrom({}, { substances_of_concern: [] }),
  documents: fc.constantFrom([], [manual]),
  links: fc.constant([]),
}) as fc.Arbitrary<PassportComplianceRow>;

function tallyOf(rows: readonly PassportComplianceRow[]): PassportTally {
  const tally = emptyPassportTally();
  for (const row of rows) countPassport(tally, row);
  return tally;
}

const sum = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('the passport tally of GET /workspace/stats/dpp', () => {
  it('splits every passport once by status, by compliance and by category, in any order', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 40 }), (rows) => {
        const tally = tallyOf(rows);
        expect(tally.passports.total).toBe(rows.length);
        const { total, ...byStatus } = tally.passports;
        expect(sum(byStatus)).toBe(total);
        expect(sum(tally.compliance)).toBe(total);
        expect(sum(tally.by_category)).toBe(total);
        for (const status of PASSPORT_STATUSES) expect(tally.passports[status]).toBe(rows.filter((row) => row.status === status).length);
        for (const category of PASSPORT_CATEGORIES) expect(tally.by_category[category]).toBe(rows.filter((row) => row.category === category).length);
        // A passport without a manufacturer fails a generic error check: never compliant.
        expect(tally.compliance.incomplete).toBeGreaterThanOrEqual(rows.filter((row) => row.manufacturer === null).length);
        expect(tallyOf([...rows].reverse())).toEqual(tally);
      }),
    );
  });
});
