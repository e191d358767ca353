import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { writeSvg } from '../src/svg';
import { decodeSvg, utf8 } from './support/decode-image';
import { DECODE_RUNS, renderCase } from './support/render-cases';

describe('writeSvg (decoded by resvg + jsqr)', () => {
  it('reads back as the encoded content for any text, ECC level, module size and readable colors', () => {
    fc.assert(
      fc.property(renderCase, ({ content, ecc, moduleSize, colors }) => {
        const svg = writeSvg(encodeQr(content, { ecc }), { ...colors, moduleSize, defaultColors: false, page: 'square' });
        expect(decodeSvg(svg)).toEqual(utf8(content));
      }),
      { numRuns: DECODE_RUNS },
    );
  });
});
