import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captionWarning } from '../../src/exports/caption-warning';

/** Characters of the scripts the caption font covers: ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic capitals and small letters. */
const covered = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0xa0, max: 0xff }),
    fc.integer({ min: 0x100, max: 0x17f }),
    fc.integer({ min: 0x391, max: 0x3c9 }).filter((code) => code !== 0x3a2 && (code <= 0x3a9 || code >= 0x3b1)),
    fc.integer({ min: 0x410, max: 0x44f }),
  )
  .map((code) => String.fromCodePoint(code));
/** CJK ideographs and emoji: outside the caption font. */
const uncovered = fc.oneof(fc.integer({ min: 0x4e00, max: 0x9fff }), fc.integer({ min: 0x1f300, max: 0x1f5ff })).map((code) => String.fromCodePoint(code));

describe('captionWarning', () => {
  it('is null for any caption in Latin, Greek or Cyrillic (line breaks and tabs included)', () => {
    fc.assert(fc.property(fc.array(fc.oneof(covered, fc.constantFrom('\n', '\t', '\r\n'))).map((parts) => parts.join('')), (caption) => captionWarning(caption) === null));
  });

  it('names each character the font lacks once, with its code point, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string({ unit: covered }), uncovered, fc.string({ unit: covered }), (before, character, after) => {
        const warning = captionWarning(`${before}${character}${after}${character}`);
        const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;
        expect(warning).toContain(`"${character}" ${codePoint}`);
        expect(warning!.split(codePoint)).toHaveLength(2);
        expect(warning).toContain('Latin, Greek, Cyrillic');
      }),
    );
  });
});
