import { notoSansCovers } from '../fonts/noto-sans-coverage-check';

/**
 * A caption as it is set: on one line, line breaks and tabs as spaces. Kept apart from the
 * caption font so that checking a caption never unpacks the font.
 */
export function flattenCaption(caption: string): string {
  return caption.replace(/[\r\n\t]+/g, ' ');
}

/**
 * The characters of `caption` the bundled caption font has no glyph for, each once, in order
 * (after NFC, as the text is set).
 */
export function captionMissingCharacters(caption: string): string[] {
  const missing: string[] = [];
  for (const character of flattenCaption(caption).normalize('NFC')) {
    if (!notoSansCovers(character.codePointAt(0)!) && !missing.includes(character)) missing.push(character);
  }
  return missing;
}

/** The glyphs as a `Tj` operand for an Identity-H font: two-byte glyph ids in hex. */
export function pdfGlyphString(glyphs: readonly { readonly glyphId: number }[]): string {
  return `<${glyphs.map((glyph) => glyph.glyphId.toString(16).toUpperCase().padStart(4, '0')).join('')}>`;
}
