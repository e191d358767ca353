import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiHostName } from '../../src/schemas/workspaces';

const label = fc.stringMatching(/^[a-zäöüéñ][a-z0-9äöüéñ-]{0,10}[a-z0-9äöüéñ]$/);
const hostName = fc.array(label, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'));

describe('asciiHostName', () => {
  it('is lower-case ASCII, idempotent, and case-blind', () => {
    fc.assert(
      fc.property(hostName, (name) => {
        const ascii = asciiHostName(name);
        expect(ascii).toMatch(/^[\x21-\x7e]+$/);
        expect(ascii).toBe(ascii.toLowerCase());
        expect(asciiHostName(ascii)).toBe(ascii);
        expect(asciiHostName(name.toUpperCase())).toBe(asciiHostName(name));
      }),
    );
  });

  it('leaves an ASCII name as it is, but for case', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9.-]{1,40}$/), (name) => {
      expect(asciiHostName(name)).toBe(name.toLowerCase());
    }));
  });
});
