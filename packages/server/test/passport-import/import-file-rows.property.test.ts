import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { importFileRows } from '../../src/passports/import/import-file-rows';
import { createXlsxReader } from '../../src/passports/import/xlsx-reader';
import { csvLine } from '../../src/scans/csv-line';

// The import file reader (passports/import/import-file-rows.ts): what the server's own CSV writer or an
// XLSX workbook holds comes back cell for cell, numbered by data row; whole-file refusals are 422.

const noUnstorable = () => undefined;
/** The imports' reader: a worker thread, started by the first workbook. */
const xlsx = createXlsxReader({ logger: { info: () => {}, error: () => {} } });
afterAll(() => xlsx.close());
/** Short cells and few rows: quoting and row numbering show on any size; XLSX runs cost ~20 ms each. */
const MAX_CELL_LENGTH = 30;
const MAX_CSV_ROWS = 8;
const MAX_XLSX_ROWS = 5;
const XLSX_RUNS = 20;
/** Two decimals below a million: Excel and String() write such numbers without an exponent. */
const MAX_WEIGHT = 1e6;
/** Text a cell may hold and a body keeps as written: trimmed, no leading formula character (csvLine would guard it). */
const cellText = fc.string({ minLength: 1, maxLength: MAX_CELL_LENGTH }).map((text) => text.trim()).filter((text) => text !== '' && !/^[=+\-@\t\r]/.test(text) && !/[\u0000\uD800-\uDFFF]/.test(text));

describe('importFileRows', () => {
  it('a CSV written by csvLine reads back cell for cell', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(cellText, cellText), { minLength: 1, maxLength: MAX_CSV_ROWS }), fc.boolean(), async (rows, bom) => {
        const text = (bom ? '\uFEFF' : '') + csvLine(['product_name', 'brand']) + rows.map((row) => csvLine(row)).join('');
        const read = await importFileRows(xlsx, new TextEncoder().encode(text), noUnstorable);
        expect(read).toEqual(rows.map(([name, brand], index) => ({ row: index + 1, body: { product_name: name, brand } })));
      }),
    );
  });

  it('an XLSX first sheet reads back, numbers as written with .', async () => {
    const rowsArbitrary = fc.array(fc.tuple(cellText, fc.double({ min: 0, max: MAX_WEIGHT, noNaN: true }).map((value) => Math.round(value * 100) / 100)), { minLength: 1, maxLength: MAX_XLSX_ROWS });
    await fc.assert(
      fc.asyncProperty(rowsArbitrary, async (rows) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Passports');
      workbook.addWorksheet('Other').addRow(['ignored']);
      sheet.addRow(['product_name', 'attributes.weight_kg']);
      for (const row of rows) sheet.addRow(row);
      const read = await importFileRows(xlsx, new Uint8Array(await workbook.xlsx.writeBuffer()), noUnstorable);
      expect(read).toEqual(rows.map(([name, weight], index) => ({ row: index + 1, body: { product_name: name, attributes: { weight_kg: weight } } })));
      }),
      { numRuns: XLSX_RUNS },
    );
  });

  it('skips blank rows but keeps the numbering; a row wider than the header fails alone', async () => {
    const text = 'product_name\r\nA\r\n,\r\nB,extra\r\nC\r\n';
    const read = await importFileRows(xlsx, new TextEncoder().encode(text), noUnstorable);
    expect(read).toEqual([
      { row: 1, body: { product_name: 'A' } },
      { row: 3, errors: [{ field: 'file', message: expect.stringContaining('more cells') }] },
      { row: 4, body: { product_name: 'C' } },
    ]);
  });

  it.each([
    ['unknown columns', 'product_name,colour\r\nA,red\r\n', 'colour'],
    ['a repeated column', 'product_name,product_name\r\nA,B\r\n', 'product_name'],
    ['no data row', 'product_name\r\n', 'file'],
    ['no header', '', 'file'],
    ['bytes that are not UTF-8', '\u00e9', 'file'],
  ])('%s: 422 for the whole file naming the field', async (_, text, field) => {
    const bytes = text === '\u00e9' ? new Uint8Array([0xe9]) : new TextEncoder().encode(text);
    await expect(importFileRows(xlsx, bytes, noUnstorable)).rejects.toMatchObject({ code: 'validation', errors: [expect.objectContaining({ field })] });
  });

  it('a header of 200,000 repeated and 100,000 unknown columns lists each distinct one once, at most 50 plus how many more (QA S3-3)', async () => {
    const header = [...Array<string>(200_000).fill('product_name'), ...Array.from({ length: 100_000 }, (_, index) => `extra_${index}`)];
    const refusal = importFileRows(xlsx, new TextEncoder().encode(`${header.join(',')}\r\nA\r\n`), noUnstorable);
    await expect(refusal).rejects.toMatchObject({ code: 'validation' });
    const errors = ((await refusal.catch((error: unknown) => error)) as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toHaveLength(51);
    expect(errors.slice(0, 2)).toEqual([
      { field: 'extra_0', message: 'unknown column' },
      { field: 'extra_1', message: 'unknown column' },
    ]);
    expect(errors[50]).toEqual({ field: 'file', message: '…and 99951 more' });
    expect(errors.filter((error) => error.field === 'product_name')).toHaveLength(0);
  });

  it('an XLSX the reader refuses is 422 naming file with the reason (a cell beyond column XFD)', async () => {
    const { strToU8, zipSync } = await import('fflate');
    const bytes = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="A" sheetId="1"/></sheets></workbook>'),
      'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1"><c r="ZZZ1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>'),
    });
    await expect(importFileRows(xlsx, bytes, noUnstorable)).rejects.toMatchObject({ code: 'validation', errors: [{ field: 'file', message: expect.stringMatching(/^not a readable XLSX workbook: .*beyond column XFD/) }] });
  });
});
