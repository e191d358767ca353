import { describe, expect, it } from 'vitest';
import { resolverDescription } from '../../src/gs1/resolver-description';

describe('resolverDescription', () => {
  it("follows GS1's description-file schema: supportedLinkType as { namespace, prefix }, and the link types in use once each", () => {
    expect(resolverDescription({ name: 'quietzone', resolverRoot: 'https://qr.example.com/', linkTypes: ['gs1:pip', 'gs1:epil', 'gs1:pip'] })).toEqual({
      name: 'quietzone',
      resolverRoot: 'https://qr.example.com',
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
      jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
      linkTypesInUse: ['gs1:epil', 'gs1:pip'],
    });
  });
});
