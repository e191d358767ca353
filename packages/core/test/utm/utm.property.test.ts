import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendUtm, mergeUtm, UTM_KEYS, utmValueSchema, type Utm } from '../../src/utm/utm';

const value = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter((text) => utmValueSchema.safeParse(text).success);
const utm: fc.Arbitrary<Utm> = fc.record(Object.fromEntries(UTM_KEYS.map((key) => [key, value])) as Record<string, fc.Arbitrary<string>>, { requiredKeys: [] });

/** Destinations as people write them: with or without a query (some with UTM parameters of their own) and a fragment. */
const ownParam = fc.oneof(fc.constantFrom(...UTM_KEYS.map((key) => `utm_${key}`)), fc.constantFrom('utm%5Fsource', 'ref', 'q', 'a b'), fc.webSegment());
const query = fc.array(fc.tuple(ownParam, fc.webSegment()), { maxLength: 4 }).map((pairs) => pairs.map(([key, v]) => `${key}=${v}`).join('&'));
const destination = fc
  .tuple(fc.webUrl({ withQueryParameters: false, withFragments: false }), fc.option(query, { nil: undefined }), fc.option(fc.webFragments(), { nil: undefined }))
  .map(([base, q, fragment]) => `${base}${q === undefined ? '' : `?${q}`}${fragment === undefined ? '' : `#${fragment}`}`);

function params(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

describe('appendUtm properties', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(destination, utm, (url, parameters) => {
      const once = appendUtm(url, parameters);
      expect(appendUtm(once, parameters)).toBe(once);
    }));
  });

  it('never duplicates a parameter, and the URL\'s own value wins', () => {
    fc.assert(fc.property(destination, utm, (url, parameters) => {
      const before = params(url);
      const after = params(appendUtm(url, parameters));
      for (const key of UTM_KEYS) {
        const name = `utm_${key}`;
        if (before.has(name)) expect(after.getAll(name)).toEqual(before.getAll(name));
        else if (parameters[key] !== undefined) expect(after.getAll(name)).toEqual([parameters[key]]);
        else expect(after.has(name)).toBe(false);
      }
    }));
  });

  it('keeps the fragment and everything before the query as written', () => {
    fc.assert(fc.property(destination, utm, (url, parameters) => {
      const result = appendUtm(url, parameters);
      const hashAt = url.indexOf('#');
      if (hashAt !== -1) expect(result.endsWith(url.slice(hashAt))).toBe(true);
      const head = url.slice(0, hashAt === -1 ? url.length : hashAt);
      expect(result.startsWith(head)).toBe(true);
      expect(new URL(result).hash).toBe(new URL(url).hash);
    }));
  });

  it('encodes values: each reads back exactly, and the added text is plain ASCII', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }), utm, (url, parameters) => {
      const result = appendUtm(url, parameters);
      expect(result.slice(url.length)).toMatch(/^[\x21-\x7e]*$/);
      const read = params(result);
      for (const key of UTM_KEYS) expect(read.get(`utm_${key}`) ?? undefined).toBe(parameters[key]);
    }));
  });
});

describe('appendUtm examples', () => {
  it('appends after the query, before the fragment, in key order', () => {
    expect(appendUtm('https://example.com/a?x=1#top', { campaign: 'spring sale', source: 'qr' })).toBe('https://example.com/a?x=1&utm_source=qr&utm_campaign=spring%20sale#top');
    expect(appendUtm('https://example.com/?', { medium: 'print' })).toBe('https://example.com/?utm_medium=print');
    expect(appendUtm('https://example.com/?utm_source=flyer', { source: 'qr', medium: 'print&more' })).toBe('https://example.com/?utm_source=flyer&utm_medium=print%26more');
    expect(appendUtm('https://example.com/', {})).toBe('https://example.com/');
  });
});

describe('mergeUtm', () => {
  it('keeps absent keys, removes null ones, resets all on null', () => {
    expect(mergeUtm({ source: 'qr', medium: 'print' }, { medium: null, campaign: 'x' })).toEqual({ source: 'qr', campaign: 'x' });
    expect(mergeUtm({ source: 'qr' }, undefined)).toEqual({ source: 'qr' });
    expect(mergeUtm({ source: 'qr' }, null)).toEqual({});
  });

  it('refuses control characters, empty and overlong values', () => {
    expect(utmValueSchema.safeParse('a\nb').success).toBe(false);
    expect(utmValueSchema.safeParse('').success).toBe(false);
    expect(utmValueSchema.safeParse('x'.repeat(201)).success).toBe(false);
    expect(utmValueSchema.safeParse('\ud800').success).toBe(false);
    expect(utmValueSchema.safeParse('Frühling 2026 – Plakat').success).toBe(true);
  });
});
