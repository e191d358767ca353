import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARACTER_SET_82, isCharacterSet82 } from '../../src/gs1/character-set-82';
import { parseGs1Identifier, sameGs1Key } from '../../src/gs1/gs1-identifier';
import { parseQualifierValue } from '../../src/gs1/key-qualifiers';
import { set82Value } from './arbitraries';

// Cheap string checks; 1 000 runs reach every character of set 82 and every length.
const RUNS = 1000;

describe('GS1 character set 82', () => {
  it('has the 82 characters of the standard table', () => {
    expect(new Set(CHARACTER_SET_82).size).toBe(82);
    expect(isCharacterSet82(CHARACTER_SET_82)).toBe(true);
    for (const char of [' ', '#', '$', '@', '[', '\\', ']', '^', '`', '{', '|', '}', '~', 'é', '\n']) expect(isCharacterSet82(char)).toBe(false);
  });
});

describe('parseQualifierValue (AI 10 lot, AI 21 serial)', () => {
  it('accepts 1 to 20 characters of set 82, unchanged', () => {
    fc.assert(
      fc.property(set82Value, fc.constantFrom('lot' as const, 'serial' as const), (value, field) => {
        expect(parseQualifierValue(field, value)).toEqual({ ok: true, value });
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses any character outside set 82, and empty or over-long values', () => {
    fc.assert(
      fc.property(set82Value, fc.nat(20), fc.constantFrom(' ', '#', '~', '@', 'ä', '€', '\t'), (value, at, bad) => {
        const withBad = `${value.slice(0, at)}${bad}${value.slice(at)}`.slice(0, 20);
        const result = parseQualifierValue('serial', withBad);
        if (isCharacterSet82(withBad)) return; // the slice cut the bad character off
        expect(result).toMatchObject({ ok: false, failure: { field: 'serial' } });
      }),
      { numRuns: RUNS },
    );
    expect(parseQualifierValue('lot', '')).toMatchObject({ ok: false, failure: { field: 'lot', message: 'lot (AI 10) must be 1 to 20 characters' } });
    expect(parseQualifierValue('lot', 'A'.repeat(21))).toMatchObject({ ok: false, failure: { field: 'lot' } });
    expect(parseQualifierValue('serial', 42)).toMatchObject({ ok: false, failure: { field: 'serial' } });
  });

  it('refuses the dot segments . and .., which no Digital Link URI can carry', () => {
    for (const value of ['.', '..']) {
      expect(parseQualifierValue('lot', value)).toMatchObject({ ok: false, failure: { field: 'lot' } });
      // Encoded or not, a URL parser removes the segment.
      expect(new URL(`https://x/01/09506000134352/10/${value}`).pathname).toBe(value === '.' ? '/01/09506000134352/10/' : '/01/09506000134352/');
      expect(new URL('https://x/01/09506000134352/10/%2E').pathname).toBe('/01/09506000134352/10/');
    }
    expect(parseQualifierValue('lot', '...')).toEqual({ ok: true, value: '...' });
    expect(parseQualifierValue('lot', '.a')).toEqual({ ok: true, value: '.a' });
  });
});

describe('parseGs1Identifier', () => {
  it('normalizes the GTIN and treats null, undefined and empty text as no qualifier', () => {
    expect(parseGs1Identifier({ gtin: '9506000134352', lot: '', serial: undefined })).toEqual({ ok: true, value: { gtin: '09506000134352', lot: null, serial: null } });
    expect(parseGs1Identifier({ gtin: '09506000134352', lot: 'L', serial: 'S', cpv: 'C' })).toEqual({ ok: true, value: { gtin: '09506000134352', cpv: 'C', lot: 'L', serial: 'S' } });
  });

  it('reports the first failing part', () => {
    expect(parseGs1Identifier({ gtin: '1', lot: '#', serial: '#' })).toMatchObject({ ok: false, failure: { field: 'gtin' } });
    expect(parseGs1Identifier({ gtin: '09506000134352', lot: '#', serial: '#' })).toMatchObject({ ok: false, failure: { field: 'lot' } });
  });

  it('compares passport keys without the CPV', () => {
    expect(sameGs1Key({ gtin: '09506000134352', lot: 'A', serial: null, cpv: 'X' }, { gtin: '09506000134352', lot: 'A', serial: null })).toBe(true);
    expect(sameGs1Key({ gtin: '09506000134352', lot: 'A', serial: null }, { gtin: '09506000134352', lot: null, serial: null })).toBe(false);
  });
});
