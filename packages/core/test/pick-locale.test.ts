import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickLocale } from '../src/pick-locale';

const PAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;

describe('pickLocale', () => {
  it('takes the most preferred language the pages are written in, by primary subtag', () => {
    expect(pickLocale('de-CH,de;q=0.9,en;q=0.8', PAGES, 'fr')).toBe('de');
    expect(pickLocale('pt-BR, fr;q=0.7, en;q=0.5', PAGES, 'de')).toBe('fr');
    expect(pickLocale('en;q=0.2, NL-be', PAGES, 'de')).toBe('nl');
  });

  it('falls back to the workspace language, then to the first supported', () => {
    expect(pickLocale(null, PAGES, 'it')).toBe('it');
    expect(pickLocale('pt, ja', PAGES, 'es-MX')).toBe('es');
    expect(pickLocale('pt', PAGES, 'pl')).toBe('en');
    expect(pickLocale('', PAGES, null)).toBe('en');
  });

  it('reads * as no preference', () => {
    expect(pickLocale('*', PAGES, 'nl')).toBe('nl');
    expect(pickLocale('*, fr;q=0.5', PAGES, 'nl')).toBe('fr');
  });

  it('always answers a supported language, and a supported first choice wins', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (header, fallback) => {
        expect(PAGES).toContain(pickLocale(header, PAGES, fallback));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PAGES), fc.constantFrom('', '-CH', '-be'), fc.string(), (language, region, fallback) => {
        expect(pickLocale(`${language}${region}, pt;q=0.9`, PAGES, fallback)).toBe(language);
      }),
    );
  });
});
