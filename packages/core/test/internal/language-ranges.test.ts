import { describe, expect, it } from 'vitest';
import { languageRanges } from '../../src/internal/language-ranges';

describe('languageRanges', () => {
  it('orders ranges by weight, keeping the header order among equals, lower-cased', () => {
    expect(languageRanges('de-CH, en;q=0.8, FR;q=0.9, *;q=0.1, it')).toEqual([
      { range: 'de-ch', q: 1 },
      { range: 'it', q: 1 },
      { range: 'fr', q: 0.9 },
      { range: 'en', q: 0.8 },
      { range: '*', q: 0.1 },
    ]);
  });

  it('drops q=0, malformed ranges and weights', () => {
    expect(languageRanges('es;q=0, 12-ab, en_US, ca;q=0.3, de;q=abc')).toEqual([
      { range: 'de', q: 1 },
      { range: 'ca', q: 0.3 },
    ]);
    expect(languageRanges(undefined)).toEqual([]);
    expect(languageRanges('')).toEqual([]);
  });
});
