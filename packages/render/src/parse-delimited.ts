/** Why a delimited text could not be split into records. */
export interface DelimitedParseError {
  readonly code: 'unterminated_quote';
  /** 1-based line where the unterminated quoted field starts. */
  readonly line: number;
}

export type DelimitedParseResult =
  | { readonly ok: true; readonly records: readonly DelimitedRecord[] }
  | { readonly ok: false; readonly error: DelimitedParseError };

export interface DelimitedRecord {
  /** 1-based line the record starts on (quoted fields may span lines). */
  readonly line: number;
  readonly fields: readonly string[];
}

/**
 * Splits CSV (RFC 4180) or TSV text into records: fields in double quotes may hold the
 * delimiter, line breaks and `""` for a quote; CRLF and LF both end a record; a leading
 * UTF-8 BOM (as spreadsheet exports write) is dropped; blank lines are skipped.
 */
export function parseDelimited(text: string, delimiter: ',' | '\t'): DelimitedParseResult {
  const records: DelimitedRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < source.length) {
    const char = source[i]!;
    if (char === '"' && field === '') {
      const quoteLine = line;
      i++;
      for (;;) {
        if (i >= source.length) return { ok: false, error: { code: 'unterminated_quote', line: quoteLine } };
        const inner = source[i]!;
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (inner === '\n') line++;
        field += inner;
        i++;
      }
      // Text after a closing quote (`"a"b`) is kept as written, as spreadsheets do.
      continue;
    }
    if (char === delimiter) {
      fields.push(field);
      field = '';
      i++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += char;
    i++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}
