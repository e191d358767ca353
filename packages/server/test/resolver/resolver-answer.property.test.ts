import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsHtml, documentKind, resolverAnswer } from '../../src/passports/resolver/resolver-answer';

const MEDIA_TYPES = ['text/html', 'application/xhtml+xml', 'application/json', 'application/ld+json', 'application/linkset+json', 'image/webp', '*/*', 'text/*'];
const acceptPart = fc.record({ type: fc.constantFrom(...MEDIA_TYPES), q: fc.option(fc.constantFrom('0', '0.0', '0.5', '1', '0.001'), { nil: undefined }) });
const accept = fc.array(acceptPart, { maxLength: 6 }).map((parts) => parts.map(({ type, q }) => (q === undefined ? type : `${type};q=${q}`)).join(', '));

/** Whether the header names `type` with q > 0: the rule resolverAnswer follows, stated independently. */
function names(header: string, type: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim())
    .some((part) => part.split(';')[0] === type && !/;q=0(\.0*)?$/.test(part));
}

describe('resolverAnswer (dpp.md, The resolver)', () => {
  it('a linkType other than linkset or all always asks for a link, whatever Accept says', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((value) => value !== 'all' && value !== 'linkset'), accept, (linkType, header) => {
        expect(resolverAnswer(linkType, header)).toEqual({ kind: 'link', linkType });
      }),
    );
  });

  it('without a link: linkset, then JSON-LD, then HTML for browsers, else JSON, by what Accept names with q > 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, '', 'all', 'linkset'), accept, (linkType, header) => {
        const linksetAsked = linkType === 'all' || linkType === 'linkset';
        const expected =
          linksetAsked || names(header, 'application/linkset+json')
            ? 'linkset'
            : names(header, 'application/ld+json')
              ? 'json_ld'
              : names(header, 'text/html')
                ? 'html'
                : 'json';
        expect(resolverAnswer(linkType, header)).toEqual({ kind: expected });
        expect(documentKind(linksetAsked, header)).toBe(expected);
        expect(acceptsHtml(header)).toBe(names(header, 'text/html'));
      }),
    );
  });

  it('a browser, a missing Accept and a wildcard', () => {
    expect(resolverAnswer(null, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toEqual({ kind: 'html' });
    expect(resolverAnswer(null, null)).toEqual({ kind: 'json' });
    expect(resolverAnswer(null, '*/*')).toEqual({ kind: 'json' });
    expect(resolverAnswer(null, 'Application/LD+JSON; charset=utf-8')).toEqual({ kind: 'json_ld' });
  });
});
