import { describe, expect, it } from 'vitest';
import { resolverDescription } from '../../src/gs1/resolver-description';

describe('resolverDescription', () => {
  it('names the root, the one primary key and the link types in use, once each', () => {
    expect(resolverDescription({ name: 'quietzone', resolverRoot: 'https://qr.example.com/', linkTypes: ['gs1:pip', 'gs1:epil', 'gs1:pip'] })).toEqual({
      name: 'quietzone',
      resolverRoot: 'https://qr.example.com',
      supportedPrimaryKeys: ['01'],
      supportedLinkTypes: ['gs1:epil', 'gs1:pip'],
    });
  });
});
