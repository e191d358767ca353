import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withQueryPassedOn } from '../../src/passports/resolver/query-passed-on';

// Query strings of a scan hold a handful of pairs; 500 runs cover every mix of names, order and targets.
const RUNS = 500;

const name = fc.constantFrom('foo', 'utm_source', '17', 'linkType', 'linktype', 'a%20b', 'x+y', 'bad%');
const value = fc.constantFrom('', 'bar', 'label%20A', 'gs1:pip', '271231', '%E2%82%AC');
const pair = fc.oneof(fc.tuple(name, value).map(([key, val]) => `${key}=${val}`), name);
const target = fc.constantFrom('https://x.example/p', 'https://x.example/p?src=label', 'https://x.example/p?', 'https://x.example/p#top', 'https://x.example/p?a=1&#frag');

/** What a pair is named, as the resolver reads it (`linkType` spelt %6CinkType is still linkType). */
function nameOf(entry: string): string {
  const raw = entry.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

describe('withQueryPassedOn (GS1-Conformant Resolver 2.12)', () => {
  it('keeps the target, then passes on every pair but linkType, as sent and in order, before the fragment', () => {
    fc.assert(
      fc.property(target, fc.array(pair, { maxLength: 5 }), (location, pairs) => {
        const search = pairs.length === 0 ? '' : `?${pairs.join('&')}`;
        const result = withQueryPassedOn(location, search);
        const passed = pairs.filter((entry) => entry !== '' && nameOf(entry) !== 'linkType');
        const [base, fragment = ''] = location.split(/(?=#)/);
        expect(result.endsWith(fragment)).toBe(true);
        const withoutFragment = fragment === '' ? result : result.slice(0, -fragment.length);
        expect(withoutFragment.startsWith(base!)).toBe(true);
        if (passed.length === 0) expect(result).toBe(location);
        else expect(withoutFragment.endsWith(passed.join('&'))).toBe(true);
        // One query part: never a second `?`, never an empty pair made by the join.
        expect(withoutFragment.split('?').length).toBeLessThanOrEqual(2);
        expect(withoutFragment.replace(/^[^?]*\?/, '')).not.toMatch(/&&/);
      }),
      { numRuns: RUNS },
    );
  });

  it('examples', () => {
    expect(withQueryPassedOn('https://x.example/p', '?linkType=gs1:pip&foo=bar')).toBe('https://x.example/p?foo=bar');
    expect(withQueryPassedOn('https://x.example/p?src=label#top', '?foo=bar&linkType=gs1:pip')).toBe('https://x.example/p?src=label&foo=bar#top');
    expect(withQueryPassedOn('https://x.example/p', '?linkType=gs1:pip')).toBe('https://x.example/p');
    expect(withQueryPassedOn('https://x.example/p', '')).toBe('https://x.example/p');
  });
});
