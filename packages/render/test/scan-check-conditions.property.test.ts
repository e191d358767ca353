import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxBlur, growDark, halveContrast, overWhite, shrinkDark, type OpaqueImage } from '../src/scan-check/capture-conditions';

/** Opaque RGBA images of 1–24 × 1–24 pixels, any levels. */
const opaqueImage = fc
  .record({ width: fc.integer({ min: 1, max: 24 }), height: fc.integer({ min: 1, max: 24 }) })
  .chain(({ width, height }) =>
    fc.uint8Array({ minLength: width * height * 4, maxLength: width * height * 4 }).map((bytes): OpaqueImage => {
      const data = Uint8ClampedArray.from(bytes);
      for (let i = 3; i < data.length; i += 4) data[i] = 255;
      return { width, height, data };
    }),
  );

const colorSum = (image: OpaqueImage) => image.data.reduce((sum, value, i) => ((i & 3) === 3 ? sum : sum + value), 0);
const darkness = (image: OpaqueImage) => 255 * 3 * image.width * image.height - colorSum(image);

describe('simulated capture conditions', () => {
  it('halving the contrast keeps the order of any two levels, halves their distance and leaves mid-gray', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (a, b) => {
        const { data } = halveContrast({ width: 2, height: 1, data: Uint8ClampedArray.of(a, a, a, 255, b, b, b, 255) });
        const [fa, fb] = [data[0]!, data[4]!];
        if (a <= b) expect(fa).toBeLessThanOrEqual(fb);
        expect(Math.abs(Math.abs(fa - fb) - Math.abs(a - b) / 2)).toBeLessThanOrEqual(1);
        expect(Math.abs(fa - 127.5)).toBeLessThanOrEqual(Math.abs(a - 127.5) / 2 + 0.5);
      }),
    );
  });

  it('blurring keeps every channel opaque and the mean level within rounding', () => {
    fc.assert(
      fc.property(opaqueImage, fc.integer({ min: 0, max: 5 }), (image, radius) => {
        const blurred = boxBlur(image, radius);
        const samples = image.width * image.height * 3;
        // One rounding per pass, each at most half a level.
        expect(Math.abs(colorSum(blurred) - colorSum(image)) / samples).toBeLessThanOrEqual(1);
        expect(blurred.data.every((value, i) => (i & 3) !== 3 || value === 255)).toBe(true);
      }),
    );
  });

  it('blurring a single level changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 5 }), (level, radius) => {
        const image = halveContrast(overWhite({ width: 7, height: 5, data: new Uint8Array(7 * 5 * 4).fill(level).map((v, i) => ((i & 3) === 3 ? 255 : v)) }));
        expect(boxBlur(image, radius).data).toEqual(image.data);
      }),
    );
  });

  it('dot gain darkens every pixel and grows the dark area with the distance; dot loss does the opposite', () => {
    fc.assert(
      fc.property(opaqueImage, fc.integer({ min: 0, max: 8 }).map((halves) => halves / 2), (image, pixels) => {
        const grown = growDark(image, pixels);
        const grownMore = growDark(image, pixels + 0.5);
        const shrunk = shrinkDark(image, pixels);
        const shrunkMore = shrinkDark(image, pixels + 0.5);
        for (let i = 0; i < image.data.length; i++) {
          expect(grown.data[i]!).toBeLessThanOrEqual(image.data[i]!);
          expect(grownMore.data[i]!).toBeLessThanOrEqual(grown.data[i]!);
          if ((i & 3) !== 3) expect(shrunk.data[i]!).toBeGreaterThanOrEqual(image.data[i]!);
          expect(shrunkMore.data[i]!).toBeGreaterThanOrEqual(shrunk.data[i]!);
        }
        expect(darkness(grownMore)).toBeGreaterThanOrEqual(darkness(grown));
        expect(darkness(shrunkMore)).toBeLessThanOrEqual(darkness(shrunk));
      }),
    );
  });

  it('dot gain of a whole pixel widens a dark bar by two pixels and dot loss narrows it by two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 10 }), fc.integer({ min: 3, max: 6 }), (bar, pixels) => {
        const width = bar + 2 * pixels + 4;
        const data = new Uint8ClampedArray(width * 4).fill(255);
        for (let x = pixels + 2; x < pixels + 2 + bar; x++) data.fill(0, x * 4, x * 4 + 3);
        const image = { width, height: 1, data };
        const darkPixels = (result: OpaqueImage) => result.data.filter((value, i) => (i & 3) === 0 && value === 0).length;
        expect(darkPixels(growDark(image, pixels))).toBe(bar + 2 * pixels);
        expect(darkPixels(shrinkDark(image, 1))).toBe(bar - 2);
      }),
    );
  });
});
