import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkTypeSchema } from '../../src/schemas/passport-fields';
import { anyCasing } from '../arbitraries';

// Vocabulary terms as GS1 writes them: a lowercase letter, then letters and digits (camelCase).
const term = fc.tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.stringMatching(/^[A-Za-z0-9]{0,20}$/)).map(([first, rest]) => first + rest);
const RESERVED = new Set(['defaultLink', 'defaultLinkMulti']);

describe('linkTypeSchema (property)', () => {
  it('takes the gs1: prefix in any case and answers it lowercase, the term unchanged', () => {
    fc.assert(
      fc.property(anyCasing('gs1:'), term, (prefix, name) => {
        fc.pre(!RESERVED.has(name));
        expect(linkTypeSchema.parse(`${prefix}${name}`)).toBe(`gs1:${name}`);
      }),
    );
  });

  it('keeps the term case-sensitive: a capital first letter is no vocabulary term in any prefix case', () => {
    fc.assert(
      fc.property(anyCasing('gs1:'), term, (prefix, name) => {
        const capitalized = name[0]!.toUpperCase() + name.slice(1);
        expect(linkTypeSchema.safeParse(`${prefix}${capitalized}`).success).toBe(false);
      }),
    );
  });
});
