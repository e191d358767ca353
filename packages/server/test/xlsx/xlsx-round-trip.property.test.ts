import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readXlsxRows, xlsxBytes, xlsxStream, type XlsxCell } from '../../src/xlsx';

// The XLSX module (src/xlsx): what the writer writes, the reader and exceljs read back cell for
// cell; what exceljs writes, the reader reads.

/** Any string, including controls, lone surrogates, markup characters, CR and `_x000D_`-like text. */
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('_x000D_', '_x005F_', 'a\r\nb', ' lead', 'trail ', '<&>"\'', ''));
const finiteNumber = fc.double({ noNaN: true, noDefaultInfinity: true });
const cell: fc.Arbitrary<XlsxCell> = fc.oneof(anyText, finiteNumber, fc.boolean(), fc.constant(null));
const table = fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 8 });

/** What XML 1.0 can carry of a string (no controls but tab/LF/CR, no lone surrogates, no U+FFFE/U+FFFF): exceljs drops the rest. */
const xmlable = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
/** A cell as the reader gives it back: text exactly as written (what XML cannot carry travels as `_xHHHH_`). */
const readBack = (value: XlsxCell) => (value === null || value === undefined ? '' : String(value));

function chunked<T>(rows: readonly T[]): T[][] {
  return rows.length === 0 ? [] : [rows.slice(0, 3), rows.slice(3)].filter((chunk) => chunk.length > 0);
}

async function write(headers: readonly string[], rows: readonly (readonly XlsxCell[])[]): Promise<Uint8Array> {
  return xlsxBytes([{ name: 'Data', columns: headers.map((header) => ({ header })), rows: chunked(rows) }]);
}

/** Property runs write and read a workbook each: tens of milliseconds, more on a loaded machine. */
const PROPERTY_TIMEOUT_MS = 60_000;

/** The expected reader output: rows padded to the widest, trailing empty rows gone. */
function expectedRows(header: readonly string[], rows: readonly (readonly XlsxCell[])[]): string[][] {
  const all = [header.map(readBack), ...rows.map((row) => row.map(readBack))];
  const trimmed = all.map((row) => {
    const copy = [...row];
    while (copy.length > 0 && copy[copy.length - 1] === '') copy.pop();
    return copy;
  });
  while (trimmed.length > 0 && trimmed[trimmed.length - 1]!.length === 0) trimmed.pop();
  const width = Math.max(0, ...trimmed.map((row) => row.length));
  return trimmed.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
}

describe('xlsx writer and reader', () => {
  it('round trip: strings (controls and lone surrogates included, QA S4-5), numbers and booleans come back as written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyText, { maxLength: 5 }), table, async (headers, rows) => {
        expect(readXlsxRows(await write(headers, rows), { maxRows: 100 })).toEqual(expectedRows(headers, rows));
      }),
      { numRuns: 100 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('exceljs reads our workbooks back: strings, numbers and booleans as written', async () => {
    // Excel decodes `_xHHHH_` in every string, so the writer escapes text that looks like one;
    // exceljs decodes it in shared strings only, not inline ones: such text, and text with
    // characters XML cannot carry (written as such escapes), is left out here.
    const exceljsCell = cell.filter((value) => typeof value !== 'string' || (!/_x[0-9A-Fa-f]{4}_/.test(value) && xmlable(value) === value));
    const exceljsTable = fc.array(fc.array(exceljsCell, { maxLength: 6 }), { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }), exceljsTable, async (headers, rows) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await write(headers, rows)) as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('Data')!;
        const cellValue = (value: XlsxCell) => (value === null ? null : typeof value === 'string' ? value || null : value);
        [headers, ...rows].forEach((row, index) => {
          row.forEach((value, column) => {
            const read = sheet.getRow(index + 1).getCell(column + 1).value;
            expect(read ?? null).toEqual(Object.is(value, -0) ? 0 : cellValue(value));
          });
        });
      }),
      { numRuns: 60 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('reads what exceljs writes: shared strings, numbers, booleans, dates, gaps, the first sheet only', async () => {
    const rowsArbitrary = fc.array(fc.tuple(fc.string({ maxLength: 12 }), finiteNumber, fc.boolean()), { minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(rowsArbitrary, async (rows) => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('First');
        workbook.addWorksheet('Second').addRow(['not read']);
        sheet.addRow(['text', 'number', 'flag']);
        rows.forEach((row, index) => sheet.getRow(index + 3).values = [...row]);
        sheet.getCell('E2').value = new Date(Date.UTC(2026, 10, 24));
        const read = readXlsxRows(new Uint8Array(await workbook.xlsx.writeBuffer()), { maxRows: 100 });
        const xmlString = (text: string) => xmlable(text).replace(/\r\n/g, '\n');
        expect(read[0]).toEqual(['text', 'number', 'flag', '', '']);
        expect(read[1]).toEqual(['', '', '', '', '2026-11-24']);
        expect(read.slice(2)).toEqual(rows.map(([text, number, flag]) => [xmlString(text), String(Object.is(number, -0) ? 0 : number), String(flag), '', '']));
      }),
      { numRuns: 40 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('streams: the rows are pulled chunk by chunk, and the stream bytes are the workbook', async () => {
    const pulled: number[] = [];
    async function* rows() {
      for (let chunk = 0; chunk < 3; chunk++) {
        pulled.push(chunk);
        yield [[`row ${chunk}`, chunk]];
      }
    }
    const stream = xlsxStream([{ name: 'S', columns: [{ header: 'a', width: 20 }, { header: 'b' }], rows: rows() }], (error) => {
      throw error;
    });
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(pulled).toEqual([]);
    const chunks: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(pulled).toEqual([0, 1, 2]);
    expect(readXlsxRows(new Uint8Array(Buffer.concat(chunks)), { maxRows: 10 })).toEqual([['a', 'b'], ['row 0', '0'], ['row 1', '1'], ['row 2', '2']]);
  });

  it('a failing row source errors the stream and is reported', async () => {
    const reported: unknown[] = [];
    async function* rows(): AsyncGenerator<XlsxCell[][]> {
      yield [['one']];
      throw new Error('database gone');
    }
    const stream = xlsxStream([{ name: 'S', columns: [{ header: 'a' }], rows: rows() }], (error) => reported.push(error));
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow('database gone');
    expect(reported).toEqual([new Error('database gone')]);
  });
});
