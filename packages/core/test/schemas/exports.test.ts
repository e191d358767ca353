import { describe, expect, it } from 'vitest';
import { MODULE_MM, SHEET_PAGES_MM } from '../../src/print-sizes';
import { createExportSchema } from '../../src/schemas/exports';

// The print-export request: the sheets and module bounds are the print-size table's, the
// colors core's hex spelling, and the combinations the runner cannot draw are refused.

const issuesOf = (body: unknown) => (createExportSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('createExportSchema', () => {
  it('takes every named sheet in any case and answers its canonical name', () => {
    for (const page of Object.keys(SHEET_PAGES_MM)) {
      const parsed = createExportSchema.parse({ code_ids: ['a'], formats: ['pdf'], sheet: { page: page.toLowerCase(), symbol_mm: 30 } });
      expect(parsed.sheet?.page).toBe(page);
    }
    expect(issuesOf({ code_ids: ['a'], formats: ['pdf'], sheet: { page: 'a5', symbol_mm: 30 } })).toEqual(['sheet.page']);
  });

  it("bounds module_mm by MODULE_MM and spells colors as core's hex pattern", () => {
    const body = (options: object) => ({ code_ids: ['a'], formats: ['eps'], options });
    expect(issuesOf(body({ module_mm: MODULE_MM.min, fg: '#1a2B3c', bg: 'transparent' }))).toEqual([]);
    expect(issuesOf(body({ module_mm: MODULE_MM.max + 0.01 }))).toEqual(['options.module_mm']);
    expect(issuesOf(body({ fg: 'red', bg: '12345' }))).toEqual(['options.fg', 'options.bg']);
  });

  it('asks for code_ids or a filter, one PDF for a sheet, and no module size beside a sheet', () => {
    expect(issuesOf({ formats: ['png'] })).toEqual(['code_ids']);
    expect(issuesOf({ code_ids: ['a'], filter: { tags: ['x'] }, formats: ['png'] })).toEqual(['code_ids']);
    expect(issuesOf({ code_ids: ['a'], formats: ['png'], sheet: { page: 'A4', symbol_mm: 30 } })).toEqual(['formats']);
    expect(issuesOf({ code_ids: ['a'], formats: ['pdf'], options: { size: 4 }, sheet: { page: 'A4', symbol_mm: 30 } })).toEqual(['options']);
  });
});
