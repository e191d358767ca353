import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notoSans } from '../../src/fonts/noto-sans';
import { notoSansCovers } from '../../src/fonts/noto-sans-coverage-check';
import { setTextRun } from '../../src/fonts/text-run';
import { captionMissingCharacters, flattenCaption } from '../../src/internal/caption-text';

const font = notoSans();

describe('the bundled font coverage table', () => {
  it('covers exactly the code points the font has a glyph for (regenerate with scripts/write-noto-sans-coverage.ts)', () => {
    const disagreements: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff && disagreements.length < 5; codePoint += 1) {
      if (notoSansCovers(codePoint) !== (font.glyphId(codePoint) !== 0)) disagreements.push(`U+${codePoint.toString(16)}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('names the same missing characters of a caption as setting it in the font does', () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom('a', 'é', 'Ω', 'Ж', 'ạ', '\u0301', '\n', '\t', '東', '☕', '€'), fc.string({ unit: 'grapheme', maxLength: 1 })), maxLength: 30 });
    fc.assert(
      fc.property(text, (caption) => {
        expect(captionMissingCharacters(caption)).toEqual(setTextRun(font, flattenCaption(caption)).missing);
      }),
      { numRuns: 2000 },
    );
  });
});
