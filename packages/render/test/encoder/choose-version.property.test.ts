import { ERROR_CORRECTION_LEVELS } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseVersion } from '../../src/encoder/choose-version';
import { blockStructure, ECC_INDEX } from '../../src/encoder/error-correction-blocks';
import { segmentText } from '../../src/encoder/segment-text';

/** Up to 3,000 characters reaches version 40 at every level. */
const MAX_LENGTH = 3000;

const content = fc.oneof(
  fc.string({ maxLength: MAX_LENGTH, unit: 'grapheme' }),
  fc.stringMatching(/^[0-9A-Z $%*+\-./:a-z]*$/).chain((seed) => fc.constant(seed.repeat(1 + Math.floor(MAX_LENGTH / (seed.length + 1))).slice(0, MAX_LENGTH))),
  fc.string({ maxLength: 400 }),
);

const groupOf = (version: number) => (version < 10 ? 0 : version < 27 ? 1 : 2);

describe('chooseVersion (properties)', () => {
  it('chooses a version that holds the content and no smaller one from minVersion on that does', () => {
    fc.assert(
      fc.property(content, fc.constantFrom(...ERROR_CORRECTION_LEVELS), fc.integer({ min: 1, max: 40 }), fc.boolean(), (text, ecc, minVersion, eci) => {
        const level = ECC_INDEX[ecc];
        const holds = (version: number) => {
          const { bits, hasByteSegment } = segmentText(text, groupOf(version));
          return bits + (eci && hasByteSegment ? 12 : 0) <= blockStructure(version, level).dataCodewords * 8;
        };
        const choice = chooseVersion(text, level, minVersion, eci);
        const first = Array.from({ length: 41 - minVersion }, (_, i) => minVersion + i).find(holds);
        expect(choice?.version).toBe(first);
        if (choice) expect(choice.bits).toBeLessThanOrEqual(blockStructure(choice.version, level).dataCodewords * 8);
      }),
    );
  });
});
