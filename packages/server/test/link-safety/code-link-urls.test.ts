import { describe, expect, it } from 'vitest';
import { codeLinkUrls } from '../../src/codes/link-safety/code-link-urls';

describe('codeLinkUrls', () => {
  it('lists destination, B, landing links and rule URLs once each, in that order, skipping malformed entries', () => {
    expect(
      codeLinkUrls({
        url: 'https://a.example/',
        ab_target_url_b: 'https://b.example/',
        links: [{ label: 'L', url: 'https://l.example/' }, { label: 'no url' }],
        rules: [{ when: { os: ['ios'] }, url: 'https://apps.apple.com/x' }, { when: { os: ['android'] }, url: 'https://a.example/' }, null, 'junk'],
      }),
    ).toEqual(['https://a.example/', 'https://b.example/', 'https://l.example/', 'https://apps.apple.com/x']);
  });

  it('reads codes without rules (null or not an array) as before', () => {
    expect(codeLinkUrls({ url: 'https://a.example/', ab_target_url_b: null, links: [], rules: null })).toEqual(['https://a.example/']);
  });
});
