import { strToU8, zipSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnName, parseCellRef } from '../../src/xlsx/cell-ref';
import { isDateFormatCode } from '../../src/xlsx/date-styles';
import { readXlsxRows, XlsxReadError } from '../../src/xlsx';

// The XLSX reader on workbooks written by hand, the way other programs write them.

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

function workbook(parts: { sheet: string; shared?: string; styles?: string; workbookPr?: string; target?: string }): Uint8Array {
  const target = parts.target ?? 'worksheets/data.xml';
  const files: Record<string, Uint8Array> = {
    'xl/workbook.xml': strToU8(`<workbook ${MAIN}>${parts.workbookPr ?? ''}<sheets><sheet name="A" sheetId="7" r:id="rId9"/><sheet name="B" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/other.xml"/><Relationship Id="rId9" Target="${target}"/></Relationships>`,
    ),
    'xl/worksheets/data.xml': strToU8(`<worksheet ${MAIN}><sheetData>${parts.sheet}</sheetData></worksheet>`),
    'xl/worksheets/other.xml': strToU8(`<worksheet ${MAIN}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>other sheet</t></is></c></row></sheetData></worksheet>`),
  };
  if (parts.shared !== undefined) files['xl/sharedStrings.xml'] = strToU8(`<sst ${MAIN}>${parts.shared}</sst>`);
  if (parts.styles !== undefined) files['xl/styles.xml'] = strToU8(`<styleSheet ${MAIN}>${parts.styles}</styleSheet>`);
  return zipSync(files);
}

const read = (bytes: Uint8Array, maxRows = 100) => readXlsxRows(bytes, { maxRows });

/** The XlsxReadError `read` throws. */
function captured(read: () => unknown): XlsxReadError {
  try {
    read();
  } catch (error) {
    if (error instanceof XlsxReadError) return error;
    throw error;
  }
  throw new Error('the workbook was read');
}

describe('readXlsxRows', () => {
  it('reads the first listed sheet through its relationship; shared strings, rich text without phonetics, entities and _x escapes', () => {
    const shared = '<si><t>plain</t></si><si><r><t>rich </t></r><r><rPr><b/></rPr><t xml:space="preserve">text</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si><si><t>a &amp; b_x000D_&#10;c</t></si>';
    const sheet = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>';
    expect(read(workbook({ sheet, shared }))).toEqual([['plain', 'rich text', 'a & b\r\nc']]);
  });

  it('cell references with gaps, rows and cells without r, booleans, formulas, errors, prefixed elements', () => {
    const sheet =
      '<row r="2"><c r="C2"><v>1.50</v></c></row>' +
      '<row><c t="b"><v>1</v></c><c t="b"><v>0</v></c><c t="str"><f>A1&amp;"x"</f><v>joined</v></c></row>' +
      '<x:row r="5" xmlns:x="urn:x"><x:c r="B5" t="e"><x:v>#DIV/0!</x:v></x:c><x:c r="D5"><x:f>1+1</x:f><x:v>2</x:v></x:c><x:c r="E5" s="0"/></x:row>';
    expect(read(workbook({ sheet }))).toEqual([
      ['', '', '', ''],
      ['', '', '1.5', ''],
      ['true', 'false', 'joined', ''],
      ['', '', '', ''],
      ['', '', '', '2'],
    ]);
  });

  it('numbers in date formats (built-in and custom, 1900 and 1904 systems) as YYYY-MM-DD, other formats as numbers', () => {
    const styles = '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;d&quot;0.00"/></numFmts><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';
    const sheet = '<row r="1"><c r="A1" s="0"><v>46350</v></c><c r="B1" s="1"><v>46350</v></c><c r="C1" s="2"><v>46350.75</v></c><c r="D1" s="3"><v>46350</v></c><c r="E1" t="d"><v>2026-11-24T00:00:00Z</v></c></row>';
    expect(read(workbook({ sheet, styles }))).toEqual([['46350', '2026-11-24', '2026-11-24', '46350', '2026-11-24']]);
    expect(read(workbook({ sheet, styles, workbookPr: '<workbookPr date1904="1"/>' }))[0]![1]).toBe('2030-11-25') // 1462 days later;
  });

  it('stops at maxRows; an absolute relationship target resolves', () => {
    const sheet = Array.from({ length: 10 }, (_, index) => `<row r="${index + 1}"><c t="inlineStr"><is><t>${index + 1}</t></is></c></row>`).join('');
    expect(read(workbook({ sheet, target: '/xl/worksheets/data.xml' }), 3)).toEqual([['1'], ['2'], ['3']]);
    expect(read(workbook({ sheet: '<row r="1048576"><c><v>1</v></c></row>' }), 3)).toEqual([]);
  });

  it('refuses what is not a workbook, and a zip bomb once its inflated bytes pass the cap', () => {
    expect(() => read(new TextEncoder().encode('id,name\r\n1,a\r\n'))).toThrow(XlsxReadError);
    expect(() => read(zipSync({ 'hello.txt': strToU8('hi') }))).toThrow(/no xl\/workbook.xml/);
    const bomb = workbook({ sheet: `<row r="1"><c t="inlineStr"><is><t>${'A'.repeat(4_000_000)}</t></is></c></row>` });
    expect(bomb.length).toBeLessThan(50_000);
    expect(() => readXlsxRows(bomb, { maxRows: 10, maxUncompressedBytes: 1_000_000 })).toThrow(/more than 1000000 bytes/);
    expect(readXlsxRows(bomb, { maxRows: 10, maxUncompressedBytes: 5_000_000, maxCellChars: 4_000_000 })[0]![0]).toHaveLength(4_000_000);
  });

  it('a cell beyond column XFD is refused; so is a table of more cells than maxCells, before it is padded (QA S1-1: 416 bytes asked for 1.8 billion cells)', () => {
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    expect(() => read(workbook({ sheet: `<row r="1">${inline('A1', 'url')}${inline('XFE1', 'x')}</row>` }))).toThrow(/beyond column XFD/);
    expect(read(workbook({ sheet: `<row r="1">${inline('XFD1', 'x')}</row>` }))[0]).toHaveLength(16_384);
    const wideAndTall = workbook({ sheet: `<row r="1">${inline('A1', 'url')}${inline('ZZ1', 'x')}</row><row r="100000">${inline('A100000', 'https://e.com')}</row>` });
    expect(() => readXlsxRows(wideAndTall, { maxRows: 100_000 })).toThrow(/100000 rows × 702 columns, more than 1000000 cells/);
    // Rows out of order count with the tallest row seen.
    const tallThenWide = workbook({ sheet: `<row r="9000">${inline('A9000', 'y')}</row><row r="1">${inline('ZZ1', 'x')}</row>` });
    expect(() => readXlsxRows(tallThenWide, { maxRows: 10_000, maxCells: 1_000_000 })).toThrow(/9000 rows × 702 columns/);
    expect(readXlsxRows(tallThenWide, { maxRows: 10_000, maxCells: 10_000_000 })).toHaveLength(9000);
  });

  it('refuses, naming the limit, a part whose declared size passes the cap before inflating it, and caps both reads together', () => {
    const big = `<row r="1"><c t="inlineStr"><is><t>${'A'.repeat(30_000)}</t></is></c></row>`;
    const error = captured(() => readXlsxRows(workbook({ sheet: big }), { maxRows: 10, maxUncompressedBytes: 20_000 }));
    expect(error).toMatchObject({ limit: 'uncompressed_bytes', message: 'the workbook inflates to more than 20000 bytes' });
    // zipSync writes each part's true size in its header: the sheet is refused on it, unread.
    const declared = workbook({ sheet: big });
    expect(captured(() => readXlsxRows(declared, { maxRows: 10, maxUncompressedBytes: 25_000 }))).toMatchObject({ limit: 'uncompressed_bytes' });
    expect(readXlsxRows(declared, { maxRows: 10, maxUncompressedBytes: 40_000 })[0]![0]).toHaveLength(30_000);
    // The workbook and its relationships (read first, about 600 bytes) count against the same cap as the sheet.
    const sheetBytes = strToU8(`<worksheet ${MAIN}><sheetData>${big}</sheetData></worksheet>`).length;
    expect(captured(() => readXlsxRows(declared, { maxRows: 10, maxUncompressedBytes: sheetBytes + 100 }))).toMatchObject({ limit: 'uncompressed_bytes' });
    expect(readXlsxRows(declared, { maxRows: 10, maxUncompressedBytes: sheetBytes + 1000 })).toHaveLength(1);
  });

  it('refuses more shared strings, more cells read or a longer cell than the caps, naming the limit', () => {
    const shared = '<si><t/></si>'.repeat(1001);
    const sheet = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';
    expect(captured(() => readXlsxRows(workbook({ sheet, shared }), { maxRows: 10, maxSharedStrings: 1000 }))).toMatchObject({ limit: 'shared_strings', message: 'the workbook has more than 1000 shared strings' });
    expect(readXlsxRows(workbook({ sheet, shared }), { maxRows: 10, maxSharedStrings: 1001 })).toEqual([]);
    // One reference repeated: the table stays one cell wide, but every cell element is read.
    const repeated = `<row r="1">${'<c r="A1"><v>1</v></c>'.repeat(1001)}</row>`;
    expect(captured(() => readXlsxRows(workbook({ sheet: repeated }), { maxRows: 10, maxCells: 1000 }))).toMatchObject({ limit: 'cells', message: 'the sheet holds more than 1000 cells' });
    const wide = `<row r="1">${'<c><v>1</v></c>'.repeat(600)}</row><row r="2"><c><v>1</v></c></row>`;
    expect(captured(() => readXlsxRows(workbook({ sheet: wide }), { maxRows: 10, maxCells: 1000 }))).toMatchObject({ limit: 'cells', message: 'the sheet spans 2 rows × 600 columns, more than 1000 cells' });
    const long = (chars: number) => `<row r="1"><c t="inlineStr"><is><t>${'é'.repeat(chars)}</t></is></c></row>`;
    expect(captured(() => read(workbook({ sheet: long(32_768) })))).toMatchObject({ limit: 'cell_length', message: 'a cell holds more than 32767 characters' });
    expect(read(workbook({ sheet: long(32_767) }))[0]![0]).toHaveLength(32_767);
    expect(captured(() => read(workbook({ sheet, shared: `<si><t>${'x'.repeat(32_768)}</t></si>` })))).toMatchObject({ limit: 'cell_length' });
    expect(captured(() => read(new TextEncoder().encode('not a zip')))).toMatchObject({ limit: undefined });
  });

  it('an element that is never closed ends the scan: unclosed rows and cells cost linear time, not quadratic (QA S1-3)', () => {
    const closed = '<row r="1"><c r="A1" t="inlineStr"><is><t>kept</t></is></c></row>';
    expect(read(workbook({ sheet: `${closed}<row r="2"><c r="A2"><v>1</v></c>${'<row>'.repeat(100)}` }))).toEqual([['kept']]);
    expect(read(workbook({ sheet: `<row r="1"><c r="A1"><v>1</v></c>${'<c>'.repeat(100)}</row><row r="2"><c r="A2"><v>2</v></c></row>` }))).toEqual([['1'], ['2']]);
    // Work grows with the input: 16 times the tags may cost 16 times the time, here allowed 64 (O(n²) costs 256).
    const cost = (tags: number, tag: string) => {
      const bytes = workbook({ sheet: `${closed}${tag.repeat(tags)}` });
      let best = Infinity;
      for (let round = 0; round < 5; round++) {
        const started = performance.now();
        expect(read(bytes)).toEqual([['kept']]);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    for (const tag of ['<row>', '<row r="3"><c>', '<row r="3"><c><is><t>']) {
      const small = cost(8_000, tag);
      expect(cost(128_000, tag) / Math.max(small, 0.5)).toBeLessThan(64);
    }
  });

  it('attributes are read in one pass: long names without a value cost linear time; prefixes and both quotes', () => {
    const junk = 'a'.repeat(200_000);
    const started = performance.now();
    expect(read(workbook({ sheet: `<row ${junk} r="1"><c x:r='B1' ${junk}><v>7</v></c></row>` }))).toEqual([['', '7']]);
    // Quadratic attribute scanning takes minutes here; linear takes milliseconds.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('column names and cell references are inverse', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 16383 }), fc.integer({ min: 1, max: 1_048_576 }), (column, row) => {
      expect(parseCellRef(`${columnName(column)}${row}`)).toEqual({ column, row });
    }));
    expect([columnName(0), columnName(25), columnName(26), columnName(701), columnName(702)]).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });

  it('date format codes: date tokens outside quotes, escapes and brackets', () => {
    expect(['yyyy-mm-dd', 'd/m/yy h:mm', '[$-409]mmm d', 'hh:mm:ss'].map(isDateFormatCode)).toEqual([true, true, true, true]);
    expect(['0.00', '"days"0', '#,##0\\d', '[Red]0.0', 'General', '0.00E+00'].map(isDateFormatCode)).toEqual([false, false, false, false, false, false]);
  });
});
