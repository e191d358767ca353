import { describe, expect, it } from 'vitest';
import { parseDelimited } from '../src/parse-delimited';

function fields(text: string, delimiter: ',' | '\t' = ',') {
  const result = parseDelimited(text, delimiter);
  if (!result.ok) throw new Error(`unexpected error on line ${result.error.line}`);
  return result.records.map((record) => record.fields);
}

describe('parseDelimited', () => {
  it('splits plain CSV rows, with or without a final line break', () => {
    expect(fields('a,b\nc,d\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(fields('a,b\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
    expect(fields('"a,b","say ""hi""","line 1\r\nline 2"\r\nx,y\r\n')).toEqual([
      ['a,b', 'say "hi"', 'line 1\r\nline 2'],
      ['x', 'y'],
    ]);
  });

  it('keeps empty fields, including quoted empty ones', () => {
    expect(fields(',x,\n"",""\n')).toEqual([['', 'x', ''], ['', '']]);
  });

  it('skips blank lines and a leading BOM, and numbers records by their first line', () => {
    const result = parseDelimited('\uFEFFname,content\n\n"a\nb",c\nd,e\n', ',');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['name', 'content'] },
        { line: 3, fields: ['a\nb', 'c'] },
        { line: 5, fields: ['d', 'e'] },
      ],
    });
  });

  it('splits TSV on tabs and leaves commas alone', () => {
    expect(fields('a\tb,c\n"d\te"\tf\n', '\t')).toEqual([['a', 'b,c'], ['d\te', 'f']]);
  });

  it('reports an unterminated quote with the line it starts on', () => {
    expect(parseDelimited('a,b\nc,"d\ne\n', ',')).toEqual({ ok: false, error: { code: 'unterminated_quote', line: 2 } });
  });
});
