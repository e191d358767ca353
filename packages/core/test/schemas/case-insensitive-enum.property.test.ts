import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseInsensitiveEnum } from '../../src/schemas/case-insensitive-enum';
import { anyCasing } from '../arbitraries';

const VALUES = ['A4', 'SRA3', 'Letter', 'square', 'H', 'xlsx'] as const;
const schema = caseInsensitiveEnum(VALUES);
const exact = z.enum(VALUES);
const fold = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

describe('caseInsensitiveEnum (property)', () => {
  it('parses any casing of a member to the member', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALUES).chain((value) => fc.tuple(fc.constant(value), anyCasing(value))), ([value, typed]) => {
        expect(schema.parse(typed)).toBe(value);
      }),
    );
  });

  it('refuses everything else with the error z.enum gives', () => {
    const other = fc.oneof(fc.string(), fc.anything(), fc.constantFrom('\u212a', ' A4', 'a 4', 'Sra-3'));
    fc.assert(
      fc.property(other, (input) => {
        fc.pre(typeof input !== 'string' || !VALUES.some((value) => fold(value) === fold(input)));
        const ours = schema.safeParse(input);
        expect(ours.success).toBe(false);
        expect(ours.error?.issues).toEqual(exact.safeParse(input).error?.issues);
      }),
    );
  });

  it('is described to JSON Schema by its canonical values, as input and output', () => {
    for (const io of ['input', 'output'] as const) {
      expect(z.toJSONSchema(schema, { io })).toMatchObject({ type: 'string', enum: [...VALUES] });
    }
  });
});
