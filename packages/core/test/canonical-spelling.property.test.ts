import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalSpelling } from '../src/canonical-spelling';
import { ERROR_CORRECTION_LEVELS, parseErrorCorrection } from '../src/error-correction';
import { IMAGE_FORMATS } from '../src/image-cache-control';
import { PDF_PAGES } from '../src/image-request';
import { anyCasing } from './arbitraries';

// Every closed list of names a person types in core, plus sheet names spelled as render spells them.
const LISTS: readonly (readonly [string, ...string[]])[] = [
  ERROR_CORRECTION_LEVELS,
  IMAGE_FORMATS,
  PDF_PAGES,
  ['A4', 'A3', 'SRA3', 'Letter', 'Tabloid'],
  ['csv', 'xlsx'],
];
const listAndMember = fc.constantFrom(...LISTS).chain((values) => fc.tuple(fc.constant(values), fc.constantFrom(...values)));
const fold = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

describe('canonicalSpelling (property)', () => {
  it('answers any ASCII casing of a member with the member itself', () => {
    fc.assert(
      fc.property(
        listAndMember.chain(([values, member]) => fc.tuple(fc.constant(values), fc.constant(member), anyCasing(member))),
        ([values, member, typed]) => {
          expect(canonicalSpelling(values, typed)).toBe(member);
        },
      ),
    );
  });

  it('answers nothing for a string that is no member in any ASCII case', () => {
    // Full Unicode strings meet the characters whose Unicode case mapping is ASCII (U+212A, U+0130).
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string(), fc.constantFrom('\u212a', 'ſvg', 'a\u0130', ' A4', 'A4 ', 'a 4', 'pdf\u0000'));
    fc.assert(
      fc.property(fc.constantFrom(...LISTS), text, (values, typed) => {
        fc.pre(!values.some((value) => fold(value) === fold(typed)));
        expect(canonicalSpelling(values, typed)).toBeUndefined();
      }),
    );
  });

  it('answers nothing for anything that is not a string', () => {
    fc.assert(fc.property(fc.constantFrom(...LISTS), fc.anything().filter((value) => typeof value !== 'string'), (values, value) => {
      expect(canonicalSpelling(values, value)).toBeUndefined();
    }));
  });

  it('parses an ECC level in any case, blanks around it allowed, to its capital', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERROR_CORRECTION_LEVELS).chain((level) => fc.tuple(fc.constant(level), anyCasing(level), fc.constantFrom('', ' ', '\t'))), ([level, typed, blank]) => {
        expect(parseErrorCorrection(`${blank}${typed}${blank}`)).toBe(level);
      }),
    );
  });
});

describe('canonicalSpelling', () => {
  it('does not take the Kelvin sign for k, nor a long s for s', () => {
    expect(canonicalSpelling(['k'], '\u212a')).toBeUndefined();
    expect(canonicalSpelling(['svg'], 'ſvg')).toBeUndefined();
    expect(canonicalSpelling(['SRA3'], 'sra3')).toBe('SRA3');
  });
});
