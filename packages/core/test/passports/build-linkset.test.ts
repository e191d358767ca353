import { describe, expect, it } from 'vitest';
import { buildLinkset, linksetLinkHeader } from '../../src/passports/build-linkset';
import type { PassportLink } from '../../src/passports/passport-body';

const anchor = 'https://qr.example.com/01/09506000134352';
const serialAnchor = `${anchor}/21/S1`;
const link = (link_type: string, url: string, title: string | null, language: string | null, isDefault = false): PassportLink => ({ link_type, url, title, language, default: isDefault });

describe('buildLinkset', () => {
  it('lists every link under its GS1 vocabulary IRI with a title, and the default link with href and title only', () => {
    expect(
      buildLinkset([
        {
          anchor,
          language: 'en',
          links: [link('gs1:epil', 'https://x/epil-en', 'Leaflet', 'en'), link('gs1:pip', 'https://x/pip', null, 'fr'), link('gs1:epil', 'https://x/epil-de', null, 'de', true)],
        },
      ]),
    ).toEqual({
      linkset: [
        {
          anchor,
          'https://gs1.org/voc/defaultLink': [{ href: 'https://x/pip', title: 'Informations produit' }],
          'https://gs1.org/voc/epil': [
            { href: 'https://x/epil-en', title: 'Leaflet', hreflang: ['en'] },
            { href: 'https://x/epil-de', title: 'Packungsbeilage', hreflang: ['de'] },
          ],
          'https://gs1.org/voc/pip': [{ href: 'https://x/pip', title: 'Informations produit', hreflang: ['fr'] }],
        },
      ],
    });
  });

  it('makes the passport page the default link when no level has a gs1:pip link, titled in the passport language', () => {
    expect(buildLinkset([{ anchor, links: [], language: 'nl' }])).toEqual({ linkset: [{ anchor, 'https://gs1.org/voc/defaultLink': [{ href: anchor, title: 'Productpaspoort' }] }] });
  });

  it('holds one context per level up to the GTIN, each defaulting to the most granular gs1:pip at or above it', () => {
    const { linkset } = buildLinkset([
      { anchor: serialAnchor, language: 'de', links: [link('gs1:dpp', 'https://x/dpp-s1', null, null)] },
      { anchor, language: 'de', links: [link('gs1:pip', 'https://x/pip', 'Product', 'en'), link('gs1:dpp', 'https://x/dpp', null, null)] },
    ]);
    expect(linkset.map((context) => context['anchor'])).toEqual([serialAnchor, anchor]);
    expect(linkset[0]).toEqual({
      anchor: serialAnchor,
      'https://gs1.org/voc/defaultLink': [{ href: 'https://x/pip', title: 'Product' }],
      'https://gs1.org/voc/dpp': [{ href: 'https://x/dpp-s1', title: 'Digitaler Produktpass' }],
    });
    expect(linkset[1]!['https://gs1.org/voc/dpp']).toEqual([{ href: 'https://x/dpp', title: 'Digitaler Produktpass' }]);
  });

  it('writes the Link header of every resolver answer', () => {
    expect(linksetLinkHeader(anchor)).toBe(`<${anchor}?linkType=all>; rel="linkset"; type="application/linkset+json"`);
  });
});
