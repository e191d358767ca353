import { ERROR_CORRECTION_LEVELS, IMAGE_CACHE_CONTROL, IMAGE_FORMATS, MODULE_SIZE, resolveImageRequest, type ErrorCorrection, type ImageRequest } from '@quietzone/core';
import { encodeQr, fitsQr, highestEccThatFits } from '@quietzone/render';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitImageRequest, MAX_IMAGE_EDGE_PX } from '../../src/images/fit-image-request';

// fitImageRequest against render's own fit functions as the oracle: the level it picks is the
// asked one when that fits and otherwise the highest that fits, a logo stays exactly when H
// fits, an SVG/PNG edge never passes the bound, and every change (and only a change) is warned.

/**
 * Each case encodes up to six symbols, many of version 40, with the oracle; 100 runs per property
 * take a few seconds on the shared 2-core machine and reach every outcome (logo dropped, ECC
 * lowered, module size lowered, nothing fits) several times.
 */
const RUNS = 100;
/** Far above the few seconds a property takes, for a busy shared machine. */
const TIMEOUT_MS = 60_000;
/**
 * UTF-8 bytes of generated content: up to just past version 40 at ECC L (2,953 bytes), so every
 * level boundary (H 1,273, Q 1,663, M 2,331, L 2,953) is crossed, plus short content, the usual case.
 */
const MAX_CONTENT_BYTES = 3100;
/** Module sizes past the contract's 20, so the edge bound (reached from 23 on a version-40 symbol) is exercised. */
const MAX_MODULE_SIZE = 40;
/** Version 40 (177 modules) plus the 4-module quiet zone on each side. */
const QUIET_ZONE_MODULES = 4;

/** Digits (numeric mode), ASCII letters, 2-, 3- and 4-byte UTF-8: segmentation and byte counts differ between them. */
const UNITS = ['7', 'a', 'Z-', 'é', '€', '😀'];

const contentArb = fc
  .tuple(fc.constantFrom(...UNITS), fc.constantFrom(...UNITS), fc.oneof(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1000, max: MAX_CONTENT_BYTES })), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([first, second, bytes, share]) => {
    const firstBytes = Math.floor(bytes * share);
    const a = first.repeat(Math.floor(firstBytes / Buffer.byteLength(first)));
    const b = second.repeat(Math.max(1, Math.floor((bytes - firstBytes) / Buffer.byteLength(second))));
    return a + b;
  });

const requestArb = fc
  .record({
    format: fc.constantFrom(...IMAGE_FORMATS),
    ecc: fc.option(fc.constantFrom(...ERROR_CORRECTION_LEVELS, 'x'), { nil: undefined }),
    fg: fc.option(fc.constantFrom('000000', '1a237e', 'zzz'), { nil: undefined }),
    bg: fc.option(fc.constantFrom('ffffff', 'transparent'), { nil: undefined }),
    hasLogo: fc.boolean(),
    moduleSize: fc.integer({ min: MODULE_SIZE.min, max: MAX_MODULE_SIZE }),
  })
  .map(({ format, ecc, fg, bg, hasLogo, moduleSize }) => {
    const query = { ...(ecc === undefined ? {} : { ecc }), ...(fg === undefined ? {} : { fg }), ...(bg === undefined ? {} : { bg }) };
    const resolved = resolveImageRequest({ format, query, stored: null, hasLogo });
    // Module sizes past the contract range come only from a caller that skips resolution; PDF keeps its fixed one.
    const request: ImageRequest = format === 'pdf' ? resolved : { ...resolved, moduleSize };
    return { request, hasLogo };
  });

function edgePixels(content: string, ecc: ErrorCorrection, moduleSize: number): number {
  return (encodeQr(content, { ecc }).size + 2 * QUIET_ZONE_MODULES) * moduleSize;
}

describe('fitImageRequest', () => {
  it('renders at the asked level when it fits, else the highest that fits; keeps a logo exactly when H fits; fails only when L does not fit', () => {
    fc.assert(
      fc.property(contentArb, requestArb, (content, { request, hasLogo }) => {
        const result = fitImageRequest(content, request, hasLogo);
        const asked: ErrorCorrection = hasLogo ? 'H' : request.ecc;
        const highest = highestEccThatFits(content);
        if (!result.ok) {
          expect(highest).toBeUndefined();
          expect(result.message).toMatch(/^[\d,]+ bytes; even at ECC L a QR code holds at most 2,953 bytes$/);
          return;
        }
        expect(result.request.ecc).toBe(fitsQr(content, asked) ? asked : highest);
        expect(result.logo).toBe(hasLogo && fitsQr(content, 'H'));
        // What is returned is renderable as returned.
        expect(() => encodeQr(content, { ecc: result.request.ecc })).not.toThrow();
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT_MS);

  it('bounds the edge of SVG and PNG, lowering the module size no more than needed; PDF and EPS keep theirs', () => {
    fc.assert(
      fc.property(contentArb, requestArb, (content, { request, hasLogo }) => {
        const result = fitImageRequest(content, request, hasLogo);
        if (!result.ok) return;
        const { ecc, moduleSize } = result.request;
        if (request.format === 'pdf' || request.format === 'eps') {
          expect(moduleSize).toBe(request.moduleSize);
          return;
        }
        const edge = edgePixels(content, ecc, moduleSize);
        expect(edge).toBeLessThanOrEqual(MAX_IMAGE_EDGE_PX);
        if (moduleSize !== request.moduleSize) {
          expect(moduleSize).toBeLessThan(request.moduleSize);
          expect(edgePixels(content, ecc, moduleSize + 1)).toBeGreaterThan(MAX_IMAGE_EDGE_PX);
        }
        // The contract's own range (size ≤ 20) never needs the bound.
        if (request.moduleSize <= MODULE_SIZE.max) expect(moduleSize).toBe(request.moduleSize);
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT_MS);

  it('warns of every change and only of a change, in plain ASCII without commas; the rest of the request is kept', () => {
    fc.assert(
      fc.property(contentArb, requestArb, (content, { request, hasLogo }) => {
        const result = fitImageRequest(content, request, hasLogo);
        if (!result.ok) return;
        const asked: ErrorCorrection = hasLogo ? 'H' : request.ecc;
        const effective = result.request;
        const expected = [
          ...(hasLogo && !result.logo ? ['logo dropped: content too long for ECC H'] : []),
          ...(effective.ecc !== asked ? [`ecc lowered from ${asked} to ${effective.ecc}: content too long`] : []),
          ...(effective.moduleSize !== request.moduleSize
            ? [`size lowered from ${request.moduleSize} to ${effective.moduleSize}: image edge limited to ${MAX_IMAGE_EDGE_PX} px`]
            : []),
        ];
        expect(result.warnings).toEqual(expected);
        for (const warning of result.warnings) expect(warning).toMatch(/^[\x20-\x2b\x2d-\x7e]+$/);

        const kept = (r: ImageRequest) => [r.format, r.foreground, r.background, r.defaultColors, r.page];
        expect(kept(effective)).toEqual(kept(request));
        if (result.warnings.length > 0) {
          // A fallback rendering is not the true default image: never cached immutable.
          expect([effective.cacheControl, effective.isDefaultImage]).toEqual([IMAGE_CACHE_CONTROL, false]);
        } else {
          expect([effective.cacheControl, effective.isDefaultImage]).toEqual([request.cacheControl, request.isDefaultImage]);
        }
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT_MS);
});
