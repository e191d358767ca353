import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalCodewords } from '../../src/encoder/error-correction-blocks';
import { maskPenalty } from '../../src/encoder/mask-penalty';
import { maskSymbol } from '../../src/encoder/mask-symbol';
import { placeCodewords } from '../../src/encoder/place-codewords';
import { selectMask } from '../../src/encoder/select-mask';
import { symbolTemplate } from '../../src/encoder/symbol-template';

/** Each run scores all eight masks in full; 40 runs over versions 1–40 keep it under a second or two. */
const RUNS = 40;

describe('selectMask (properties)', () => {
  it('picks the mask of lowest penalty, ties to the lowest mask number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.integer(), (version, level, seed) => {
        const template = symbolTemplate(version);
        const count = totalCodewords(version);
        let state = seed | 1;
        // Sparse codewords too: long light runs make the masks' scores differ widely, or tie.
        const sparse = (seed & 1) === 0;
        const codewords = Uint8Array.from({ length: count }, () => {
          state = (Math.imul(state, 1103515245) + 12345) | 0;
          return sparse && (state & 0x700) !== 0 ? 0 : (state >>> 16) & 0xff;
        });
        const rows = new Int32Array(template.rows.length);
        placeCodewords(template, codewords, count, rows);

        const penalties = Array.from({ length: 8 }, (_, mask) => {
          const masked = new Int32Array(rows.length);
          maskSymbol(template, level, mask, rows, masked);
          return maskPenalty(masked, template.size, Infinity);
        });
        const chosen = selectMask(template, level, rows);
        expect(penalties[chosen]).toBe(Math.min(...penalties));
        expect(penalties.indexOf(Math.min(...penalties))).toBe(chosen);
      }),
      { numRuns: RUNS },
    );
  });
});
