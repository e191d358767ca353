/**
 * PDF 32000-1 §7.3.5: a name is `/` and regular characters; any other byte (white space,
 * delimiters, `#` itself, anything outside `!`–`~`) is written `#` and two hex digits. The
 * text is taken as UTF-8, as §7.3.5 recommends for names made from text.
 */
export function pdfName(text: string): string {
  let name = '/';
  for (const byte of new TextEncoder().encode(text)) {
    name += isRegular(byte) ? String.fromCharCode(byte) : `#${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return name;
}

/** §7.2.2: the delimiters ( ) < > [ ] { } / % and the number sign that starts an escape. */
const NOT_REGULAR = new Set([...'()<>[]{}/%#'].map((character) => character.charCodeAt(0)));

function isRegular(byte: number): boolean {
  return byte > 0x20 && byte < 0x7f && !NOT_REGULAR.has(byte);
}

/**
 * A real number as PDF writes it (§7.3.3): decimal, never an exponent, at most `decimals`
 * places and no trailing zeros. Rounding to six places keeps every value the print writers use
 * (module edges in points, ink fractions, page offsets) exact and the same bytes every time.
 */
export function pdfNumber(value: number, decimals = 6): string {
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  if (rounded === 0) return '0';
  const text = rounded.toFixed(decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
