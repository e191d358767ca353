import { ERROR_CORRECTION_LEVELS, IMAGE_FORMATS, type ErrorCorrection } from '@quietzone/core';
import { encodeQr } from '@quietzone/render';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INLINE_MAX_MICROS, inlineRenderMicros, renderPlacement, symbolModulesAtMost, type PlacementInput } from '../../src/images/render-placement';

// The inline-or-pool rule: its size bound checked against our encoder (the oracle), and the
// decision's shape (logos and PDFs never inline, smaller never costlier, the threshold itself).

/** Digits (numeric mode), letters (byte mode), upper case and '-' (alphanumeric), 2-, 3- and 4-byte UTF-8. */
const UNITS = ['7', 'a', 'Z-', 'é', '€', '😀', '/'];
const contentArb = fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 140 }).map((units) => units.join(''));
const eccArb = fc.constantFrom(...ERROR_CORRECTION_LEVELS);
const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

describe('symbolModulesAtMost: an upper bound of the symbol, without encoding', () => {
  it('is never smaller than the symbol our encoder draws, and undefined only past version 10', () => {
    fc.assert(
      fc.property(contentArb, eccArb, (content, ecc) => {
        const bound = symbolModulesAtMost(utf8(content), ecc);
        const drawn = encodeQr(content, { ecc }).size;
        if (bound === undefined) expect(utf8(content)).toBeGreaterThan(symbolCapacity(10, ecc));
        else expect(bound).toBeGreaterThanOrEqual(drawn);
      }),
      { numRuns: 300 },
    );
  });

  it('is exact for byte-mode content: the table is ISO/IEC 18004 Table 7 (lower-case letters, one byte segment)', () => {
    for (const ecc of ERROR_CORRECTION_LEVELS) {
      for (let version = 1; version <= 10; version++) {
        const capacity = symbolCapacity(version, ecc);
        expect(encodeQr('a'.repeat(capacity), { ecc }).size, `${ecc} v${version}`).toBe(17 + 4 * version);
        expect(symbolModulesAtMost(capacity, ecc)).toBe(17 + 4 * version);
        expect(encodeQr('a'.repeat(capacity + 1), { ecc }).size, `${ecc} v${version} + 1 byte`).toBe(17 + 4 * (version + 1));
        expect(symbolModulesAtMost(capacity + 1, ecc)).toBe(version === 10 ? undefined : 17 + 4 * (version + 1));
      }
    }
  });
});

/** Largest byte count at `version`: the last n whose bound is that version. */
function symbolCapacity(version: number, ecc: ErrorCorrection): number {
  let n = 1;
  while ((symbolModulesAtMost(n + 1, ecc) ?? Infinity) <= 17 + 4 * version) n++;
  return n;
}

const inputArb: fc.Arbitrary<PlacementInput> = fc.record({
  format: fc.constantFrom(...IMAGE_FORMATS),
  moduleSize: fc.integer({ min: 1, max: 40 }),
  ecc: eccArb,
  contentBytes: fc.integer({ min: 1, max: 400 }),
  logo: fc.boolean(),
});

describe('renderPlacement: cheap renders inline, the rest in the pool', () => {
  it('inline exactly when the estimate is within INLINE_MAX_MICROS; never with a logo, never a PDF', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const placement = renderPlacement(input);
        expect(placement === 'inline').toBe(inlineRenderMicros(input) <= INLINE_MAX_MICROS);
        if (input.logo || input.format === 'pdf') expect(placement).toBe('worker');
      }),
    );
  });

  it('a smaller module size or shorter content is never placed further from the loop', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 100 }), (input, smallerBy, shorterBy) => {
        const smaller = { ...input, moduleSize: Math.max(1, input.moduleSize - smallerBy), contentBytes: Math.max(1, input.contentBytes - shorterBy) };
        expect(inlineRenderMicros(smaller)).toBeLessThanOrEqual(inlineRenderMicros(input));
        if (renderPlacement(input) === 'inline') expect(renderPlacement(smaller)).toBe('inline');
      }),
    );
  });

  it('places the usual images as measured: a short link PNG inline up to 7 px, SVG at any size, a logo or a PDF in the pool', () => {
    // `http://127.0.0.1/Ab3dE7x` and `http://qz.test/<10 characters>`: version 2 at ECC M.
    const link = { format: 'png', ecc: 'M', contentBytes: 25, logo: false } as const;
    expect([2, 4, 7].map((moduleSize) => renderPlacement({ ...link, moduleSize }))).toEqual(['inline', 'inline', 'inline']);
    expect([8, 12, 20].map((moduleSize) => renderPlacement({ ...link, moduleSize }))).toEqual(['worker', 'worker', 'worker']);
    expect(renderPlacement({ ...link, format: 'svg', moduleSize: 20 })).toBe('inline');
    expect(renderPlacement({ ...link, format: 'eps', moduleSize: 20 })).toBe('inline');
    expect(renderPlacement({ ...link, format: 'pdf', moduleSize: 4 })).toBe('worker');
    expect(renderPlacement({ ...link, ecc: 'H', moduleSize: 4, logo: true })).toBe('worker');
    // 300 bytes: past version 10 at every level.
    expect(renderPlacement({ ...link, format: 'svg', contentBytes: 300, moduleSize: 2 })).toBe('worker');
  });
});
