import { describe, expect, it } from 'vitest';
import { COMMON_GS1_LINK_TYPES, linkTypeIri, normalizeLinkType } from '../../src/passports/link-types';

describe('normalizeLinkType', () => {
  it('takes the CURIE or the vocabulary IRI and returns the CURIE', () => {
    expect(normalizeLinkType('gs1:pip')).toBe('gs1:pip');
    expect(normalizeLinkType('https://gs1.org/voc/sustainabilityInfo')).toBe('gs1:sustainabilityInfo');
    expect(normalizeLinkType(' http://gs1.org/voc/epil ')).toBe('gs1:epil');
    for (const linkType of COMMON_GS1_LINK_TYPES) expect(normalizeLinkType(linkTypeIri(linkType))).toBe(linkType);
  });

  it('refuses other vocabularies, malformed terms and the resolver-only default types', () => {
    for (const value of ['pip', 'schema:Product', 'gs1:', 'gs1:Pip', 'gs1:pip info', 'https://gs1.org/voc/', 'https://example.com/voc/pip', 'gs1:defaultLink', 'gs1:defaultLinkMulti']) {
      expect(normalizeLinkType(value)).toBeUndefined();
    }
  });

  it('expands a CURIE to its IRI for linksets', () => {
    expect(linkTypeIri('gs1:pip')).toBe('https://gs1.org/voc/pip');
  });
});
