/**
 * A PDF text string (PDF 32000-1 §7.9.2.2): printable ASCII as a literal string with `\`, `(`
 * and `)` escaped; anything else as UTF-16BE with its byte order mark, in hex, so a title in
 * any script survives without depending on PDFDocEncoding.
 */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++) hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/** A PDF date (§7.9.4) in UTC: `D:YYYYMMDDHHmmSSZ`. */
export function pdfDate(date: Date): string {
  return `D:${isoDate(date).replace(/[-:T]/g, '').replace(/Z$/, '')}Z`;
}

/** The same instant as XMP writes it (ISO 8601, UTC, whole seconds): `1970-01-01T00:00:00Z`. */
export function isoDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
