import { ERROR_CORRECTION_LEVELS } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../src/encoder/encode-qr';

/** Long enough to need version 40 at H and to overflow it; each encode is well under a millisecond. */
const MAX_LENGTH = 1400;

const content = fc.oneof(
  fc.string({ maxLength: 120, unit: 'grapheme' }),
  fc.string({ maxLength: MAX_LENGTH }),
  fc.stringMatching(/^[0-9A-Z $%*+\-./:]{0,40}$/).map((s) => s.repeat(20)),
);
const ecc = fc.constantFrom(...ERROR_CORRECTION_LEVELS);
const RANK = { L: 0, M: 1, Q: 2, H: 3 } as const;

describe('encodeQr (properties)', () => {
  it('boostEcc never changes the version and never lowers the level', () => {
    fc.assert(
      fc.property(content, ecc, (text, level) => {
        let plain;
        try {
          plain = encodeQr(text, { ecc: level });
        } catch {
          return;
        }
        const boosted = encodeQr(text, { ecc: level, boostEcc: true });
        expect(boosted.version).toBe(plain.version);
        expect(RANK[boosted.ecc]).toBeGreaterThanOrEqual(RANK[level]);
        expect(boosted.size).toBe(plain.size);
      }),
    );
  });

  it('respects minVersion and otherwise takes the version it would take anyway', () => {
    fc.assert(
      fc.property(content, ecc, fc.integer({ min: 1, max: 40 }), (text, level, minVersion) => {
        let plain;
        try {
          plain = encodeQr(text, { ecc: level });
        } catch {
          return;
        }
        const qr = encodeQr(text, { ecc: level, minVersion });
        expect(qr.version).toBe(Math.max(minVersion, plain.version));
        expect(qr.size).toBe(17 + 4 * qr.version);
      }),
    );
  });

  it('gives the same symbol for the same input, call after call', () => {
    fc.assert(
      fc.property(content, ecc, (text, level) => {
        let first;
        try {
          first = encodeQr(text, { ecc: level });
        } catch {
          return;
        }
        encodeQr('something else in between', { ecc: 'H' });
        expect(encodeQr(text, { ecc: level })).toEqual(first);
      }),
    );
  });
});
