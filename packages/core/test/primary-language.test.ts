import { describe, expect, it } from 'vitest';
import { primaryLanguage } from '../src/primary-language';

describe('primaryLanguage', () => {
  it('takes the primary subtag of the most preferred entry', () => {
    expect(primaryLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(primaryLanguage('en-US,en;q=0.9')).toBe('en');
    expect(primaryLanguage('fr;q=0.5, pt-BR;q=0.9, en;q=0.1')).toBe('pt');
    expect(primaryLanguage('EN-gb')).toBe('en');
  });

  it('keeps the first of equal weights and skips q=0 and wildcards', () => {
    expect(primaryLanguage('nl, fr')).toBe('nl');
    expect(primaryLanguage('*;q=1, it;q=0.2')).toBe('it');
    expect(primaryLanguage('es;q=0, ca;q=0.3')).toBe('ca');
  });

  it('is undefined for nothing usable', () => {
    expect(primaryLanguage(null)).toBeUndefined();
    expect(primaryLanguage('')).toBeUndefined();
    expect(primaryLanguage('*')).toBeUndefined();
    expect(primaryLanguage('x, 12-ab')).toBeUndefined();
  });
});
