import { describe, expect, it } from 'vitest';
import { batchRows } from '../../src/internal/batch-rows';

describe('batchRows', () => {
  it('reads a header row with content and name columns in any order, ignoring other columns', () => {
    const csv = 'Content,Notes,Name\nhttps://qz.example/a,x,first\nhttps://qz.example/b,y,second\n';
    expect(batchRows(csv, 'csv')).toEqual({
      ok: true,
      rows: [
        { line: 2, stem: 'first', content: 'https://qz.example/a', name: 'first' },
        { line: 3, stem: 'second', content: 'https://qz.example/b', name: 'second' },
      ],
      problems: [],
    });
  });

  it('recognises url, data and text as the content column and label or title as the name, in either order', () => {
    for (const [header, row] of [
      ['url,label', 'https://qz.example/a,first'],
      ['Label,URL', 'first,https://qz.example/a'],
      ['TITLE,data', 'first,https://qz.example/a'],
      ['text,name', 'https://qz.example/a,first'],
    ] as const) {
      expect(batchRows(`${header}\n${row}\n`, 'csv')).toEqual({
        ok: true,
        rows: [{ line: 2, stem: 'first', content: 'https://qz.example/a', name: 'first' }],
        problems: [],
      });
    }
  });

  it('refuses a header row that names no content column, listing the columns it found', () => {
    const result = batchRows('name,link\nfirst,https://qz.example/a\n', 'csv');
    expect(result).toEqual({ ok: false, message: expect.stringContaining('names no content column (found: name, link)') });
  });

  it('reads headerless name,content rows and single-column rows', () => {
    const result = batchRows('menu,https://qz.example/m\nhttps://qz.example/solo\n', 'csv');
    expect(result).toMatchObject({
      ok: true,
      rows: [
        { stem: 'menu', content: 'https://qz.example/m' },
        { stem: 'qr-0002', content: 'https://qz.example/solo' },
      ],
    });
  });

  it('reads TSV and keeps commas inside content', () => {
    const result = batchRows('name\tcontent\ncard\tBEGIN:VCARD,x\n', 'tsv');
    expect(result).toMatchObject({ ok: true, rows: [{ stem: 'card', content: 'BEGIN:VCARD,x' }] });
  });

  it('takes every non-blank line of a lines file as content, verbatim', () => {
    const result = batchRows('https://qz.example/1\r\n\r\n  \nWIFI:T:WPA;S:a,b;P:x;;\n', 'lines');
    expect(result).toMatchObject({
      ok: true,
      rows: [
        { line: 1, stem: 'qr-0001', content: 'https://qz.example/1' },
        { line: 4, stem: 'qr-0002', content: 'WIFI:T:WPA;S:a,b;P:x;;' },
      ],
    });
  });

  it('makes names safe and unique (case-insensitively), and reports empty content', () => {
    const csv = 'name,content\n../x,https://a\nX,https://b\n../../x,https://c\n/,https://d\nempty,\n';
    const result = batchRows(csv, 'csv');
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, stem: 'x', content: 'https://a', name: '../x' },
        { line: 3, stem: 'X-2', content: 'https://b', name: 'X' },
        { line: 4, stem: 'x-3', content: 'https://c', name: '../../x' },
        { line: 5, stem: 'qr-0004', content: 'https://d', name: '/' },
      ],
      problems: [{ line: 6, message: 'empty content' }],
    });
  });

  it('keeps the name as written, trimmed, for captions; a row without one has none', () => {
    const result = batchRows('name,content\n  Café Menü ,https://a\n,https://b\n', 'csv');
    expect(result).toMatchObject({ ok: true, rows: [{ stem: 'Cafe-Menu', name: 'Café Menü' }, { stem: 'qr-0002' }] });
    expect(result.ok && result.rows[1]).not.toHaveProperty('name');
  });

  it('fails the whole file on an unterminated quote', () => {
    expect(batchRows('name,content\na,"https://x\n', 'csv')).toEqual({
      ok: false,
      message: 'line 2: a quoted field is never closed',
    });
  });
});
