/**
 * One CSV record (RFC 4180 §2): fields separated by commas, ended by CRLF; a field holding a
 * comma, double quote, CR or LF is enclosed in double quotes with inner quotes doubled. null is
 * an empty field, booleans are `true`/`false`.
 *
 * Formula-injection guard (OWASP "CSV Injection"): a text field starting with = + - @, tab or
 * CR would run as a formula when the file is opened in a spreadsheet, so it gets a leading `'`
 * (shown as text; the apostrophe is visible to parsers that are not spreadsheets).
 */
export function csvLine(fields: readonly (string | boolean | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}
