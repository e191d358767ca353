import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captionWarning } from '../../src/exports/caption-warning';

const WIN_ANSI_EXTRAS = [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'];
const winAnsiCharacter = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCodePoint(code)),
  fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCodePoint(code)),
  fc.constantFrom(...WIN_ANSI_EXTRAS),
);

describe('captionWarning (QA S4-4)', () => {
  it('is null for any caption of WinAnsi characters (line breaks and tabs included)', () => {
    fc.assert(fc.property(fc.array(fc.oneof(winAnsiCharacter, fc.constantFrom('\n', '\t', '\r\n'))).map((parts) => parts.join('')), (caption) => captionWarning(caption) === null));
  });

  it('names each character outside WinAnsi once, whatever surrounds it', () => {
    const outside = fc.oneof(fc.integer({ min: 0x100, max: 0x2fff }), fc.integer({ min: 0x1f300, max: 0x1f6ff })).map((code) => String.fromCodePoint(code)).filter((character) => !WIN_ANSI_EXTRAS.includes(character));
    fc.assert(
      fc.property(fc.string({ unit: winAnsiCharacter }), outside, fc.string({ unit: winAnsiCharacter }), (before, character, after) => {
        const warning = captionWarning(`${before}${character}${after}${character}`);
        expect(warning).toBe(`caption printed with "?" for ${character}: the sheet's standard font has no such characters`);
      }),
    );
  });

  it('names C1 control codes, which Windows-1252 does not print', () => {
    expect(captionWarning('a\u0081b')).toContain('\u0081');
  });
});
