import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppearanceInput } from '../src/appearance';
import { BLACK, WHITE, formatHexColor, sameRgb } from '../src/color';
import { ERROR_CORRECTION_LEVELS } from '../src/error-correction';
import { DEFAULT_IMAGE_CACHE_CONTROL, IMAGE_CACHE_CONTROL, IMAGE_FORMATS } from '../src/image-cache-control';
import { resolveImageRequest, type ImageQuery } from '../src/image-request';
import { parameterLike, rgb } from './arbitraries';

// Each run parses a handful of strings; 3 000 runs mix real, invalid and odd parameters widely.
const QUERY_RUNS = 3000;

const key = fc.oneof(
  fc.constantFrom('size', 'format', 'fg', 'bg', 'ecc', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'FG'),
  fc.string(),
);
const value = fc.oneof(fc.constant(undefined), parameterLike, fc.array(parameterLike, { maxLength: 3 }));
const query: fc.Arbitrary<ImageQuery> = fc.dictionary(key, value);
const storedColor = fc.oneof(fc.constant(null), rgb.map(formatHexColor), fc.string());
const stored: fc.Arbitrary<AppearanceInput | null> = fc.oneof(
  fc.constant(null),
  fc.record({ foreground_color: storedColor, background_color: fc.oneof(storedColor, fc.constant('transparent')) }),
);
const input = fc.record({ format: fc.constantFrom(...IMAGE_FORMATS), query, stored, hasLogo: fc.boolean() });

describe('resolveImageRequest properties', () => {
  it('never throws and always yields a drawable request', () => {
    fc.assert(
      fc.property(input, (request) => {
        const resolved = resolveImageRequest(request);
        expect(Number.isInteger(resolved.moduleSize)).toBe(true);
        expect(resolved.moduleSize).toBeGreaterThanOrEqual(2);
        expect(resolved.moduleSize).toBeLessThanOrEqual(20);
        expect(ERROR_CORRECTION_LEVELS).toContain(resolved.ecc);
        if (request.hasLogo) expect(resolved.ecc).toBe('H');
        expect(['square', 'a4']).toContain(resolved.page);
        if (request.format !== 'pdf') expect(resolved.page).toBe('square');
        for (const channel of Object.values(resolved.foreground)) expect(channel).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: QUERY_RUNS },
    );
  });

  it('is immutable-cached exactly when the effective image is the default', () => {
    fc.assert(
      fc.property(input, (request) => {
        const resolved = resolveImageRequest(request);
        const vector = resolved.format === 'pdf' || resolved.format === 'eps';
        const isDefault =
          sameRgb(resolved.foreground, BLACK) &&
          resolved.background !== 'transparent' &&
          sameRgb(resolved.background, WHITE) &&
          resolved.ecc === 'M' &&
          !request.hasLogo &&
          (!vector || resolved.defaultColors);
        expect(resolved.isDefaultImage).toBe(isDefault);
        expect(resolved.cacheControl).toBe(isDefault ? DEFAULT_IMAGE_CACHE_CONTROL : IMAGE_CACHE_CONTROL);
      }),
      { numRuns: QUERY_RUNS },
    );
  });

  it('defaultColors only when neither query nor stored appearance gave a color, and then black on white', () => {
    fc.assert(
      fc.property(input, (request) => {
        const resolved = resolveImageRequest(request);
        if (resolved.defaultColors) {
          expect(resolved.foreground).toEqual(BLACK);
          expect(resolved.background).toEqual(WHITE);
        }
        const noStored = request.stored === null || (request.stored.foreground_color === null && request.stored.background_color === null);
        const noQuery = !Object.keys(request.query).some((name) => name === 'fg' || name === 'bg');
        if (noStored && noQuery) expect(resolved.defaultColors).toBe(true);
      }),
      { numRuns: QUERY_RUNS },
    );
  });
});
