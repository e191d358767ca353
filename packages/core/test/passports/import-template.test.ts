import { describe, expect, it } from 'vitest';
import { evaluateCompliance } from '../../src/passports/evaluate-compliance';
import { importRowToBody, unknownImportColumns } from '../../src/passports/import-row';
import { templateColumns } from '../../src/passports/import-template';
import { PASSPORT_CATEGORIES } from '../../src/passports/passport-categories';
import { createPassportSchema } from '../../src/schemas/passports';

describe('templateColumns', () => {
  it("gives every category an example row that imports cleanly and passes every check", () => {
    for (const category of PASSPORT_CATEGORIES) {
      const columns = templateColumns(category);
      expect(unknownImportColumns(columns.map((entry) => entry.column))).toEqual([]);
      expect(new Set(columns.map((entry) => entry.column)).size).toBe(columns.length);
      const row = importRowToBody(Object.fromEntries(columns.map((entry) => [entry.column, entry.example])));
      expect(row.ok, category).toBe(true);
      if (!row.ok) continue;
      const body = createPassportSchema.safeParse(row.body);
      expect(body.error?.issues ?? [], category).toEqual([]);
      const report = evaluateCompliance(body.data!);
      expect(report.checks.filter((check) => !check.passed), category).toEqual([]);
      expect(report).toMatchObject({ category, status: 'compliant', score: 100 });
    }
  });

  it('has a column for every field a check of the category reads, marked as the check is', () => {
    for (const category of ['battery', 'textile'] as const) {
      const columns = templateColumns(category);
      expect(columns.find((entry) => entry.column === 'attributes.rated_capacity_ah')?.requirement).toBe(category === 'battery' ? 'required' : undefined);
      expect(columns.find((entry) => entry.column === 'attributes.materials')?.requirement).toBe(category === 'textile' ? 'recommended' : undefined);
    }
    expect(templateColumns('battery').filter((entry) => entry.column.startsWith('attributes.recycled_content.')).map((entry) => entry.unit)).toEqual(['%', '%', '%', '%']);
    expect(templateColumns('battery').find((entry) => entry.column === 'attributes.weight_kg')).toMatchObject({ type: 'number', unit: 'kg' });
    expect(templateColumns('generic')[0]).toMatchObject({ column: 'category', example: 'generic' });
  });
});
