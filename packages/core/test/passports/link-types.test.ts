import { describe, expect, it } from 'vitest';
import { COMMON_GS1_LINK_TYPES, gs1LinkTypeTerm, linkTypeIri, normalizeLinkType } from '../../src/passports/link-types';

describe('normalizeLinkType', () => {
  it('takes the CURIE or the vocabulary IRI and returns the CURIE', () => {
    expect(normalizeLinkType('gs1:pip')).toBe('gs1:pip');
    expect(normalizeLinkType('https://gs1.org/voc/sustainabilityInfo')).toBe('gs1:sustainabilityInfo');
    expect(normalizeLinkType(' http://gs1.org/voc/epil ')).toBe('gs1:epil');
    expect(normalizeLinkType('https://ref.gs1.org/voc/pip')).toBe('gs1:pip');
    expect(normalizeLinkType('HTTPS://REF.GS1.ORG/VOC/recyclingInfo')).toBe('gs1:recyclingInfo');
    expect(normalizeLinkType('GS1:pip')).toBe('gs1:pip');
    for (const linkType of COMMON_GS1_LINK_TYPES) expect(normalizeLinkType(linkTypeIri(linkType))).toBe(linkType);
  });

  it('refuses other vocabularies, malformed terms and the resolver-only default types', () => {
    for (const value of ['pip', 'schema:Product', 'gs1:', 'gs1:Pip', 'gs1:pip info', 'https://gs1.org/voc/', 'https://example.com/voc/pip', 'https://ref.gs1.org/voc/defaultLink', 'https://www.example.org/voc/pip', 'gs1:defaultLink', 'gs1:defaultLinkMulti']) {
      expect(normalizeLinkType(value)).toBeUndefined();
    }
  });

  it('reads the term of a reserved type too, for the resolver to answer gs1:defaultLink in any namespace', () => {
    expect(gs1LinkTypeTerm('https://ref.gs1.org/voc/defaultLink')).toBe('defaultLink');
    expect(gs1LinkTypeTerm('gs1:defaultLinkMulti')).toBe('defaultLinkMulti');
    expect(gs1LinkTypeTerm('schema:Product')).toBeUndefined();
  });

  it('expands a CURIE to its IRI for linksets', () => {
    expect(linkTypeIri('gs1:pip')).toBe('https://gs1.org/voc/pip');
  });
});
