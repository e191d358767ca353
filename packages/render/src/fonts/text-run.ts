import type { TrueTypeFont } from './truetype-font';

/** One character of a line of text as the font draws it. */
export interface PlacedGlyph {
  readonly codePoint: number;
  readonly glyphId: number;
  /** Where the glyph's origin sits on the baseline, in font units from the start of the line. */
  readonly x: number;
  readonly advance: number;
}

export interface TextRun {
  readonly glyphs: readonly PlacedGlyph[];
  /** The whole line's advance in font units. */
  readonly width: number;
  /** Characters the font has no glyph for, each once, in order of appearance (drawn as `.notdef`). */
  readonly missing: readonly string[];
}

/**
 * Sets `text` on one line, glyph after glyph with the font's advances (no kerning, no
 * ligatures, no shaping: enough for Latin, Greek and Cyrillic labels). The text is put in NFC
 * first so that a letter typed as base + combining accent finds its precomposed glyph.
 */
export function setTextRun(font: TrueTypeFont, text: string): TextRun {
  const glyphs: PlacedGlyph[] = [];
  const missing: string[] = [];
  let x = 0;
  for (const character of text.normalize('NFC')) {
    const codePoint = character.codePointAt(0)!;
    const glyphId = font.glyphId(codePoint);
    if (glyphId === 0 && !missing.includes(character)) missing.push(character);
    const advance = font.advanceWidth(glyphId);
    glyphs.push({ codePoint, glyphId, x, advance });
    x += advance;
  }
  return { glyphs, width: x, missing };
}
