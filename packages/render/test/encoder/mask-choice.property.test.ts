import { ERROR_CORRECTION_LEVELS } from '@quietzone/core';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { DATA_MASKS } from '../support/reference-data-mask';
import { expectReferenceMaskChoice } from '../support/reference-mask-choice';

/** Longest run of one character class: long enough for a digit run to earn its own segment. */
const MAX_RUN = 40;

/** Runs per content: up to ~12 × 40 characters, versions up to ~20 at H without minVersion. */
const MAX_RUNS_PER_CONTENT = 12;

/**
 * Each run encodes twice, re-masks the symbol 8 times and scores every variant with the
 * plain-loop reference (tens of ms at version 40); 100 runs take ~1 s here.
 */
const NUM_RUNS = 100;

/** Runs of digits, uppercase, alphanumeric punctuation, lowercase and non-ASCII, so every mode and switch occurs. */
const run = (characters: string) => fc.string({ unit: fc.constantFrom(...Array.from(characters)), minLength: 1, maxLength: MAX_RUN });
const content = fc
  .array(
    fc.oneof(
      run('0123456789'),
      run('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      run('ABC $%*+-./:0123'),
      run('abcdefghijklmnopqrstuvwxyz!?&=_~#'),
      run('éßøΩЖ東京駅🚀🎉𝄞'),
    ),
    { minLength: 1, maxLength: MAX_RUNS_PER_CONTENT },
  )
  .map((runs) => runs.join(''));

describe('encodeQr mask choice against the reference penalty (any content)', () => {
  it('chooses the lowest-penalty mask, and a forced mask gives the reference re-masked symbol', () => {
    fc.assert(
      fc.property(
        content,
        fc.constantFrom(...ERROR_CORRECTION_LEVELS),
        fc.constantFrom(...DATA_MASKS),
        // Sometimes a minimum version, so large symbols (version information, many alignment patterns) are scored too.
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }) },
        ),
        (text, ecc, mask, minVersion) => {
          expectReferenceMaskChoice(text, { ecc, ...(minVersion ? { minVersion } : {}) }, [mask]);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
