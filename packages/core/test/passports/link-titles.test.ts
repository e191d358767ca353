import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_GS1_LINK_TYPES } from '../../src/passports/link-types';
import { GS1_LINK_TYPE_TITLES, LINK_TITLE_LANGUAGES, linkTitleLanguage, linkTypeTitle, passportPageTitle, titledLink } from '../../src/passports/link-titles';

// Link types are camelCase terms of at most 64 characters; 300 runs cover their shapes.
const RUNS = 300;

describe('link titles', () => {
  it('has a title for every link type dpp.md names, in every language of the table', () => {
    for (const linkType of COMMON_GS1_LINK_TYPES) {
      const term = linkType.slice(4);
      expect(Object.keys(GS1_LINK_TYPE_TITLES[term] ?? {}).sort(), linkType).toEqual([...LINK_TITLE_LANGUAGES].sort());
      for (const language of LINK_TITLE_LANGUAGES) expect(linkTypeTitle(linkType, language).length).toBeGreaterThan(0);
    }
  });

  it('picks the language by primary subtag, English for any other or none', () => {
    expect(linkTitleLanguage('de-CH')).toBe('de');
    expect(linkTitleLanguage('NL')).toBe('nl');
    expect(linkTitleLanguage('pt-BR')).toBe('en');
    expect(linkTitleLanguage(null)).toBe('en');
    expect(linkTypeTitle('gs1:pip', 'fr-CA')).toBe('Informations produit');
    expect(passportPageTitle('it')).toBe('Passaporto del prodotto');
  });

  it('words a type outside the table from its term', () => {
    expect(linkTypeTitle('gs1:allergenInfo', 'de')).toBe('Allergen info');
    expect(linkTypeTitle('gs1:smpc', 'en')).toBe('Smpc');
  });

  it('keeps a stored title and derives a missing one from the link language first, then the passport language', () => {
    const base = { link_type: 'gs1:instructions', url: 'https://x/i', default: false };
    expect(titledLink({ ...base, title: 'Manual', language: 'de' }, 'fr').title).toBe('Manual');
    expect(titledLink({ ...base, title: null, language: 'es' }, 'fr').title).toBe('Instrucciones');
    expect(titledLink({ ...base, title: null, language: null }, 'fr').title).toBe("Mode d'emploi");
    expect(titledLink({ ...base, title: null, language: null }, null).title).toBe('Instructions');
  });

  it('gives every valid link type a non-empty title in any language', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][A-Za-z0-9]{0,63}$/), fc.option(fc.constantFrom(...LINK_TITLE_LANGUAGES, 'pt', 'de-AT'), { nil: null }), (term, language) => {
        const title = titledLink({ link_type: `gs1:${term}`, url: 'https://x', title: null, language, default: false }, 'de').title;
        expect(title.trim().length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});
