import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORTED_SHORT_CODE_LENGTH, shortCodeError } from '../../src/codes/import/short-code-rule';
import { uncompressedDigitalLinkPath } from '../../src/passports/resolver/compressed-path';

const allowed = fc.stringMatching(new RegExp(`^[A-Za-z0-9_-]{1,${MAX_IMPORTED_SHORT_CODE_LENGTH}}$`));

describe('shortCodeError', () => {
  it('keeps every path segment of letters, digits, - and _ up to 64 characters, but the reserved ones and compressed Digital Links', () => {
    fc.assert(
      fc.property(allowed, (shortCode) => {
        const reserved = ['v1', 'docs', 'health', 'metrics', 'openapi', 'favicon'].includes(shortCode.toLowerCase());
        expect(shortCodeError(shortCode) === undefined).toBe(!reserved && uncompressedDigitalLinkPath(shortCode) === undefined);
      }),
    );
  });

  it('refuses a compressed GS1 Digital Link of a product, which the resolver answers at the root', () => {
    expect(shortCodeError('AQdJnd9bVg')).toEqual({ field: 'short_code', message: '"AQdJnd9bVg" is the compressed GS1 Digital Link /01/04006381333931, which the resolver answers' });
    // Another AI alone (an SSCC) is no product's link: the short code is free to take.
    expect(shortCodeError('ABeRcNWtKMPA')).toBeUndefined();
  });

  it('refuses any other character, and anything longer, naming short_code', () => {
    fc.assert(
      fc.property(allowed, fc.constantFrom('/', '.', ' ', '?', '#', '%', 'é', '~'), fc.nat(), (shortCode, bad, at) => {
        const position = at % (shortCode.length + 1);
        expect(shortCodeError(shortCode.slice(0, position) + bad + shortCode.slice(position))?.field).toBe('short_code');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{65,80}$/), (long) => {
        expect(shortCodeError(long)?.message).toContain('at most 64');
      }),
    );
  });
});
