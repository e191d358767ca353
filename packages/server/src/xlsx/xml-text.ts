/**
 * Characters XML 1.0 cannot carry at all (§2.2: controls other than tab/LF/CR, lone surrogates,
 * U+FFFE/U+FFFF): a raw one would make the whole workbook unreadable, so each is written as
 * OOXML's own escape `_xHHHH_` (ECMA-376 part 1, §22.9.2.19), which Excel and the reader decode.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ooxmlEscape = (char: string) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

/**
 * Text that already looks like an OOXML character escape (`_x000D_`): Excel and exceljs would
 * decode it, so its underscore is itself escaped (`_x005F_`) to come back as written.
 */
const LOOKS_ESCAPED = /_(?=x[0-9A-Fa-f]{4}_)/g;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/**
 * Cell text as XML element content (or a quoted attribute value): characters XML cannot carry as
 * `_xHHHH_` (after text that already looks like one is guarded, so the two never mix up),
 * markup characters escaped, and CR as `&#13;` because XML parsers turn a raw CRLF into LF.
 */
export function xmlText(text: string): string {
  return text
    .replace(LOOKS_ESCAPED, '_x005F_')
    .replace(NOT_XML_CHAR, ooxmlEscape)
    .replace(/[&<>"\r]/g, (char) => ESCAPES[char] ?? char);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML element content or attribute value back to text: the five named entities and character references. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return codePointText(Number.parseInt(name.slice(2), 16)) ?? whole;
    if (name.startsWith('#')) return codePointText(Number.parseInt(name.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[name] ?? whole;
  });
}

function codePointText(codePoint: number): string | undefined {
  return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
}

/** OOXML's own escapes inside shared and inline strings (`_x000D_` is CR), as Excel writes them for control characters. */
export function decodeOoxmlEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
