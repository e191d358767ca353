import { ERROR_CORRECTION_LEVELS, IMAGE_FORMATS, PDF_PAGES } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsQr } from '../src/encoder/fits-qr';
import { encodeQr } from '../src/encoder/encode-qr';
import { normalizeRenderOptions, type RenderOptions } from '../src/render-options';
import { mixedCase } from './support/arbitraries';

const spelled = <T extends string>(values: readonly T[]) => fc.constantFrom(...values).chain((value) => fc.tuple(fc.constant(value), mixedCase(value)));
const fold = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

describe('library options in any case (property)', () => {
  it('normalizes format, ecc and page in any case exactly as their canonical spelling', () => {
    fc.assert(
      fc.property(spelled(IMAGE_FORMATS), spelled(ERROR_CORRECTION_LEVELS), spelled(PDF_PAGES), ([format, formatTyped], [ecc, eccTyped], [page, pageTyped]) => {
        const typed = { format: formatTyped, ecc: eccTyped, page: pageTyped } as RenderOptions;
        expect(normalizeRenderOptions('x', typed)).toEqual(normalizeRenderOptions('x', { format, ecc, page }));
      }),
    );
  });

  it('still refuses a name that is no member in any case, with the same message', () => {
    fc.assert(
      fc.property(fc.constantFrom('format', 'ecc', 'page'), fc.string(), (option, typed) => {
        const members: readonly string[] = option === 'format' ? IMAGE_FORMATS : option === 'ecc' ? ERROR_CORRECTION_LEVELS : PDF_PAGES;
        fc.pre(!members.some((member) => fold(member) === fold(typed)));
        const options = { format: 'pdf', [option]: typed } as unknown as RenderOptions;
        expect(() => normalizeRenderOptions('x', options)).toThrow(new RegExp(`^${option} must be`));
      }),
    );
  });

  it('encodes and sizes at an ECC level given in any case as at the level itself', () => {
    // Short content: the symbol is what is compared, and any content exercises the same option path.
    fc.assert(
      fc.property(spelled(ERROR_CORRECTION_LEVELS), fc.string({ maxLength: 40 }), ([ecc, typed], content) => {
        expect(encodeQr(content, { ecc: typed as typeof ecc })).toEqual(encodeQr(content, { ecc }));
        expect(fitsQr(content, typed as typeof ecc)).toBe(fitsQr(content, ecc));
      }),
      { numRuns: 50 },
    );
  });
});
