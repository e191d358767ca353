import { describe, expect, it } from 'vitest';
import { buildLinkset, linksetLinkHeader } from '../../src/passports/build-linkset';

const anchor = 'https://qr.example.com/01/09506000134352';

describe('buildLinkset', () => {
  it('lists every link under its GS1 vocabulary IRI, with the default link first', () => {
    expect(
      buildLinkset(anchor, [
        { link_type: 'gs1:epil', url: 'https://x/epil-en', title: 'Leaflet', language: 'en', default: false },
        { link_type: 'gs1:pip', url: 'https://x/pip', title: null, language: null, default: false },
        { link_type: 'gs1:epil', url: 'https://x/epil-de', title: null, language: 'de', default: true },
      ]),
    ).toEqual({
      linkset: [
        {
          anchor,
          'https://gs1.org/voc/defaultLink': [{ href: 'https://x/pip' }],
          'https://gs1.org/voc/epil': [{ href: 'https://x/epil-en', title: 'Leaflet', hreflang: ['en'] }, { href: 'https://x/epil-de', hreflang: ['de'] }],
          'https://gs1.org/voc/pip': [{ href: 'https://x/pip' }],
        },
      ],
    });
  });

  it('makes the passport page the default link when there is no gs1:pip link', () => {
    expect(buildLinkset(anchor, [])).toEqual({ linkset: [{ anchor, 'https://gs1.org/voc/defaultLink': [{ href: anchor }] }] });
  });

  it('writes the Link header of every resolver answer', () => {
    expect(linksetLinkHeader(anchor)).toBe(`<${anchor}?linkType=all>; rel="linkset"; type="application/linkset+json"`);
  });
});
