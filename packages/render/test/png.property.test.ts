import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { writePng } from '../src/png';
import { decodePng, utf8 } from './support/decode-image';
import { DECODE_RUNS, renderCase } from './support/render-cases';

describe('writePng (decoded by pngjs + jsqr)', () => {
  it('reads back as the encoded content for any text, ECC level, module size and readable colors', () => {
    fc.assert(
      fc.property(renderCase, ({ content, ecc, moduleSize, colors }) => {
        const png = writePng(encodeQr(content, { ecc }), { ...colors, moduleSize, defaultColors: false, page: 'square' });
        expect(decodePng(png)).toEqual(utf8(content));
      }),
      { numRuns: DECODE_RUNS },
    );
  });
});
