import { HELVETICA_WIDTHS, WIN_ANSI_SPECIALS } from './helvetica-metrics';

const FIRST_CODE = 32;
const QUESTION_MARK = 0x3f;

/** The WinAnsi code of `codePoint` in Helvetica, or undefined when the font has no glyph for it. */
function winAnsiCode(codePoint: number): number | undefined {
  const special = WIN_ANSI_SPECIALS.get(codePoint);
  if (special !== undefined) return special;
  if (codePoint < FIRST_CODE || codePoint > 0xff || (codePoint >= 0x7f && codePoint < 0xa0)) return undefined;
  return codePoint;
}

/**
 * `text` as WinAnsi codes Helvetica can show: line breaks and tabs become a space, any other
 * character outside the encoding prints as "?".
 */
export function winAnsiCodes(text: string): number[] {
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((character) => winAnsiCode(character.codePointAt(0)!) ?? QUESTION_MARK);
}

/**
 * The advance width of `codes` at `points` type size. No kerning: a plain `Tj` does not kern,
 * so this is exactly the width the text takes on the page.
 */
export function captionWidth(codes: readonly number[], points: number): number {
  let units = 0;
  for (const code of codes) units += HELVETICA_WIDTHS[code - FIRST_CODE]!;
  return (units * points) / 1000;
}

/** A PDF hexadecimal string (PDF 32000-1 §7.3.4.3) of the codes, as a `Tj` operand. */
export function pdfHexString(codes: readonly number[]): string {
  return `<${codes.map((code) => code.toString(16).toUpperCase().padStart(2, '0')).join('')}>`;
}
