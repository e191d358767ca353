import { buildDigitalLink, buildElementString, CHARACTER_SET_82, compressDigitalLink, gs1CheckDigit, MAX_QUALIFIER_LENGTH } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import { parseIdentifierQuery } from '../../src/gs1/parse-identifier-query';

const PUBLIC_URL = 'https://qz.example';
/** Each run is a few microseconds; 500 covers lengths 1–20 and every character class many times. */
const RUNS = 500;

const gtin14 = fc.stringMatching(/^\d{13}$/).map((digits) => `${digits}${gs1CheckDigit(digits)}`);
/** AI 10/21 values: 1–20 characters of set 82; "." and ".." are refused (dot segments in a URI path). */
const qualifier = (alphabet: string) =>
  fc
    .string({ unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: MAX_QUALIFIER_LENGTH })
    .filter((value) => value !== '.' && value !== '..');
const identifier = (alphabet: string) => fc.record({ gtin: gtin14, lot: fc.option(qualifier(alphabet)), serial: fc.option(qualifier(alphabet)) });

describe('parseIdentifierQuery', () => {
  it('answers any valid identifier given as a Digital Link on any host in canonical form on this service', () => {
    fc.assert(
      fc.property(identifier(CHARACTER_SET_82), fc.constantFrom('https://id.example.com', 'http://other.test/prefix/path'), (key, host) => {
        expect(parseIdentifierQuery({ uri: buildDigitalLink(host, key) }, PUBLIC_URL)).toEqual({
          ...key,
          digital_link: buildDigitalLink(PUBLIC_URL, key),
          element_string: buildElementString(key),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any valid identifier given as a compressed Digital Link the same way, and refuses a compressed link of another key', () => {
    fc.assert(
      fc.property(identifier(CHARACTER_SET_82), fc.constantFrom('https://id.example.com', 'http://other.test/prefix/path'), (key, host) => {
        expect(parseIdentifierQuery({ uri: `${compressDigitalLink(host, key)}?17=271231` }, PUBLIC_URL)).toEqual({
          ...key,
          digital_link: buildDigitalLink(PUBLIC_URL, key),
          element_string: buildElementString(key),
        });
      }),
      { numRuns: RUNS },
    );
    // An SSCC (AI 00) compressed is refused as such; a segment that holds no compressed AIs as no Digital Link at all.
    expect(() => parseIdentifierQuery({ uri: 'https://id.gs1.org/ABeRcNWtKMPA' }, PUBLIC_URL)).toThrow(/primary key AI 00 is not supported/);
    expect(() => parseIdentifierQuery({ uri: 'https://id.gs1.org/menu' }, PUBLIC_URL)).toThrow(/no \/01\/\{gtin\} in the path/);
  });

  it('reads back any element string it builds (values without parentheses, dpp.md)', () => {
    fc.assert(
      fc.property(identifier(CHARACTER_SET_82.replace(/[()]/g, '')), (key) => {
        expect(parseIdentifierQuery({ element_string: buildElementString(key) }, PUBLIC_URL)).toMatchObject(key);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses every wrong check digit with a 422 naming uri.gtin and the expected digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), fc.integer({ min: 1, max: 9 }), (digits, offset) => {
        const expected = gs1CheckDigit(digits);
        const wrong = (expected + offset) % 10;
        let caught: unknown;
        try {
          parseIdentifierQuery({ uri: `${PUBLIC_URL}/01/${digits}${wrong}` }, PUBLIC_URL);
        } catch (error) {
          caught = error;
        }
        expect(caught).toBeInstanceOf(ApiError);
        const apiError = caught as ApiError;
        expect(apiError.code).toBe('validation');
        expect(apiError.errors).toEqual([{ field: 'uri.gtin', message: expect.stringContaining(String(expected)) }]);
      }),
      { numRuns: RUNS },
    );
  });
});
