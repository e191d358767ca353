import type { PublicPassport } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passportPageHtml } from '../../src/passports/resolver/passport-page';

const text = fc.oneof(fc.string(), fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='x", '&amp;<>'));
const url = fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>x</script>', 'https://example.com/a"b<c'));

const passport = fc.record({
  product_name: text,
  brand: fc.option(text, { nil: null }),
  description: fc.option(text, { nil: null }),
  status: fc.constantFrom('published' as const, 'archived' as const),
  attributes: fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(text, fc.double(), fc.boolean(), fc.array(text))),
  documents: fc.array(fc.record({ type: fc.constant('user_manual' as const), url, title: fc.option(text, { nil: null }), language: fc.option(text, { nil: null }) }), { maxLength: 3 }),
  links: fc.array(fc.record({ link_type: fc.constant('gs1:pip'), url, title: fc.option(text, { nil: null }), language: fc.option(text, { nil: null }), default: fc.boolean() }), { maxLength: 3 }),
});

type Parts = typeof passport extends fc.Arbitrary<infer T> ? T : never;

function page(parts: Parts): string {
  const full: PublicPassport = {
    gtin: '09506000134352',
    lot: null,
    serial: null,
    granularity: 'model',
    category: 'generic',
    manufacturer: null,
    digital_link: 'http://qz.test/01/09506000134352',
    element_string: '(01)09506000134352',
    published_at: null,
    updated_at: '2026-11-01T10:00:00.000Z',
    ...parts,
  };
  return passportPageHtml(full);
}

describe('passportPageHtml', () => {
  it('never lets stored text become markup or a script link, and shows the archived notice exactly for archived passports', () => {
    fc.assert(
      fc.property(passport, (parts) => {
        const html = page(parts);
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toMatch(/<img/i);
        expect(html).not.toMatch(/href="(?:javascript|data):/i);
        // Every tag is one the page writes itself, with no event handler attribute.
        for (const tag of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
          expect(['html', 'head', 'meta', 'title', 'style', 'body', 'main', 'h1', 'h2', 'p', 'strong', 'dl', 'dt', 'dd', 'ul', 'li', 'a', 'span']).toContain(tag[1]!.toLowerCase());
          // Attribute values are double-quoted with `"` escaped: outside them, no handler.
          expect(tag[0].replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+=/i);
        }
        expect(html.includes('no longer on the market')).toBe(parts.status === 'archived');
      }),
    );
  });

  it('names coded values and says an empty declaration instead of leaving it blank', () => {
    const html = page({
      product_name: 'E-bike battery',
      brand: null,
      description: null,
      status: 'published',
      attributes: { battery_category: 'lmt', substances_of_concern: [] },
      documents: [],
      links: [],
    });
    expect(html).toContain('<dt>Battery category</dt><dd>Light means of transport (LMT) battery</dd>');
    expect(html).toContain('<dt>Substances of concern</dt><dd>None declared</dd>');
    expect(html).not.toMatch(/<dd><\/dd>/);
  });

  it('shows an unknown battery category as stored, escaped', () => {
    const html = page({ product_name: 'x', brand: null, description: null, status: 'published', attributes: { battery_category: '<b>' }, documents: [], links: [] });
    expect(html).toContain('<dd>&lt;b&gt;</dd>');
  });
});
