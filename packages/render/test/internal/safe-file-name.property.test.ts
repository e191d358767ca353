import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../src/internal/safe-file-name';

// Long enough to hit the 100-character cap; unicode to cover normalization and separators.
const MAX_NAME_LENGTH = 300;
// Default fast-check run count is 100; names are cheap, so a wider sweep costs nothing.
const RUNS = 2000;

describe('safeFileName (properties)', () => {
  it('never yields a path separator, a parent reference, a leading dot or more than 100 characters', () => {
    const name = fc.oneof(
      fc.string({ maxLength: MAX_NAME_LENGTH, unit: 'grapheme' }),
      fc.array(fc.constantFrom('..', '.', '/', '\\', 'a', '-', ':', ' '), { maxLength: 40 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(name, (input) => {
        const stem = safeFileName(input);
        if (stem === undefined) return;
        expect(stem).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]*$/);
        expect(stem).not.toContain('..');
        expect(stem.length).toBeLessThanOrEqual(100);
      }),
      { numRuns: RUNS },
    );
  });
});
