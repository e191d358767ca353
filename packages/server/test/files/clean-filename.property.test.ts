import { MAX_FILENAME_LENGTH } from '@quietzone/core/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFilename } from '../../src/files/clean-filename';

/** Pure string work: 500 runs take a fraction of a second and mix every control many times. */
const RUNS = 500;
/** Pieces per name: enough to place several controls inside, before and after a name. */
const MAX_PIECES = 40;

/** The Unicode Bidi_Control characters (UAX #9, Table 4 and §2): marks, embeddings, isolates. */
const BIDI_CONTROLS = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const C0_C1 = [...Array.from({ length: 0x20 }, (_, i) => i), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map((c) => String.fromCharCode(c));
const UNSAFE = [...BIDI_CONTROLS, ...C0_C1];

/** Letters of left-to-right and right-to-left scripts, digits and the punctuation of file names. */
const SAFE = [...'abcXYZ019._- ', 'é', 'ж', '中', 'א', 'ب', '😀'];

const safeName = fc.array(fc.constantFrom(...SAFE), { minLength: 1, maxLength: MAX_PIECES });
const unsafeSprinkle = fc.array(fc.constantFrom(...UNSAFE), { maxLength: MAX_PIECES });

function withoutUnsafe(name: string): boolean {
  return [...name].every((char) => !UNSAFE.includes(char));
}

describe('cleanFilename strips controls', () => {
  it('no bidirectional or C0/C1 control survives, and the name stays within its length', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...UNSAFE), fc.constantFrom(...SAFE), fc.string()), { maxLength: MAX_PIECES }), (pieces) => {
        const cleaned = cleanFilename(pieces.join(''), 'pdf');
        expect(withoutUnsafe(cleaned)).toBe(true);
        expect(cleaned.length).toBeGreaterThan(0);
        expect([...cleaned].length).toBeLessThanOrEqual(MAX_FILENAME_LENGTH);
      }),
      { numRuns: RUNS },
    );
  });

  it('controls sprinkled anywhere into a name leave the same name as without them', () => {
    fc.assert(
      fc.property(safeName, unsafeSprinkle, fc.infiniteStream(fc.nat()), (chars, controls, positions) => {
        const plain = chars.join('');
        const mixed = [...chars];
        for (const control of controls) mixed.splice(positions.next().value % (mixed.length + 1), 0, control);
        expect(cleanFilename(mixed.join(''), 'pdf')).toBe(cleanFilename(plain, 'pdf'));
      }),
      { numRuns: RUNS },
    );
  });
});
