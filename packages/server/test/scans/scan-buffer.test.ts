import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScanBuffer, scanBytes, type ScanBatch } from '../../src/scans/scan-buffer';
import type { ScanInput } from '../../src/scans/scan-input';

/**
 * Codes as the short-link route sees them: a short code each, and a fixed page type for scans
 * without a destination (the route sets `outcome` from the code and the destination, and the
 * buffer's kind leaves `outcome` out).
 */
const CODES = [
  { codeId: 'cod_1', shortCode: 'aB3dE', page: 'landing_page' },
  { codeId: 'cod_2', shortCode: 'zz9', page: 'content_page' },
  { codeId: 'cod_3', shortCode: 'Q', page: 'landing_page' },
] as const;

/**
 * Header-like text. A header value never holds a line break, and the literal texts 'null' and
 * 'undefined' are left to the known-bug test below (the buffer's key cannot tell them from absent values).
 */
const textArb = fc.string({ unit: 'grapheme', maxLength: 16 }).filter((text) => !text.includes('\n') && text !== 'null' && text !== 'undefined');
/** Mostly from a few values, so that scans equal but for their time are common. */
const fieldArb = <T>(...common: T[]) => fc.oneof({ arbitrary: fc.constantFrom(...common), weight: 4 }, { arbitrary: textArb, weight: 1 });

const pageOf = (codeId: string) => CODES.find((code) => code.codeId === codeId)?.page ?? 'content_page';

const scanArb: fc.Arbitrary<ScanInput> = fc
  .record({
    code: fc.constantFrom(...CODES),
    at: fc.oneof(fc.constantFrom(0, 1_700_000_000_000, 1_700_000_000_001), fc.integer({ min: 1_600_000_000_000, max: 1_800_000_000_000 })),
    destination: fc.oneof(fc.constant(null), fieldArb('https://example.com/', 'https://example.com/b?x=1')),
    variant: fc.constantFrom('a' as const, 'b' as const, null),
    ip: fc.oneof(fc.constant(undefined), fieldArb('203.0.113.7', '2001:db8::1', '')),
    userAgent: fc.oneof(fc.constant(null), fieldArb('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'curl/8.5.0', '')),
    acceptLanguage: fc.oneof(fc.constant(null), fieldArb('de-DE,de;q=0.9', 'en')),
    countryHeader: fc.oneof(fc.constant(null), fieldArb('DE', 'FR', 'XX')),
  })
  .map(({ code, destination, ...rest }) => ({ ...rest, codeId: code.codeId, shortCode: code.shortCode, outcome: destination === null ? code.page : 'redirect', destination }));

/** The fields that make a kind, each of which a pushed scan may take from another base scan. */
const KIND_FIELDS = ['codeId', 'shortCode', 'destination', 'variant', 'ip', 'userAgent', 'acceptLanguage', 'countryHeader'] as const;

/**
 * Scans from a few base scans, each at its own time and some with one field taken from another
 * base: many scans are equal but for their time, many differ from another in one field only.
 */
const scansArb = fc.array(scanArb, { minLength: 1, maxLength: 4 }).chain((bases) =>
  fc
    .array(
      fc.record({
        base: fc.nat({ max: bases.length - 1 }),
        donor: fc.nat({ max: bases.length - 1 }),
        field: fc.option(fc.constantFrom(...KIND_FIELDS), { nil: undefined }),
        at: scanArb.map((scan) => scan.at),
      }),
      { maxLength: 120 },
    )
    .map((draws) =>
      draws.map(({ base, donor, field, at }): ScanInput => {
        const scan = { ...bases[base]!, at, ...(field === undefined ? {} : { [field]: bases[donor]![field] }) };
        return { ...scan, outcome: scan.destination === null ? pageOf(scan.codeId) : 'redirect' };
      }),
    ),
);
const maxBatchArb = fc.integer({ min: 1, max: 50 });

/** A scan but its time. */
function kindKey(scan: ScanInput): string {
  const { at: _at, ...kind } = scan;
  return JSON.stringify(Object.entries(kind).sort(([a], [b]) => (a < b ? -1 : 1)), (_key, value: unknown) => (value === undefined ? { undefined: true } : value));
}

/** The scans a batch stands for, in its order. */
function scansOf(batch: ScanBatch): ScanInput[] {
  return batch.at.map((at, index) => ({ ...batch.kinds[batch.kind[index]!]!, at }));
}

function fill(scans: readonly ScanInput[]): ScanBuffer {
  const buffer = new ScanBuffer();
  scans.forEach((scan, index) => {
    buffer.push(scan);
    expect(buffer.size).toBe(index + 1);
  });
  return buffer;
}

describe('ScanBuffer', () => {
  it('size counts every push, duplicates included', () => {
    fc.assert(
      fc.property(scansArb, (scans) => {
        expect(fill(scans).size).toBe(scans.length);
      }),
    );
  });

  it('takeAll returns the pushed scans in order, in batches of maxBatch (the last one possibly shorter)', () => {
    fc.assert(
      fc.property(scansArb, maxBatchArb, (scans, maxBatch) => {
        const batches = fill(scans).takeAll(maxBatch);
        expect(batches.length).toBe(Math.ceil(scans.length / maxBatch));
        batches.forEach((batch, index) => {
          expect(batch.at.length).toBe(batch.kind.length);
          expect(batch.at.length).toBeLessThanOrEqual(maxBatch);
          if (index < batches.length - 1) expect(batch.at.length).toBe(maxBatch);
          expect(batch.at.length).toBeGreaterThan(0);
        });
        expect(batches.flatMap(scansOf)).toEqual(scans);
      }),
    );
  });

  it('scans equal but for their time share a kind, the first such scan; different scans never do', () => {
    fc.assert(
      fc.property(scansArb, maxBatchArb, (scans, maxBatch) => {
        const batches = fill(scans).takeAll(maxBatch);
        const kinds = batches[0]?.kinds ?? [];
        for (const batch of batches) expect(batch.kinds).toBe(kinds);

        const firstOfKind = new Map<string, ScanInput>();
        for (const scan of scans) if (!firstOfKind.has(kindKey(scan))) firstOfKind.set(kindKey(scan), scan);
        // A kind is its first scan but for the time (the buffer keeps one scan per template and an address per kind).
        const butTime = ({ at: _at, ...kind }: ScanInput) => kind;
        expect(kinds.map(butTime)).toEqual([...firstOfKind.values()].map(butTime));

        const kindIndexes = batches.flatMap((batch) => [...batch.kind]);
        scans.forEach((scan, index) => expect(kindIndexes[index]).toBe([...firstOfKind.keys()].indexOf(kindKey(scan))));
      }),
    );
  });

  it('is empty after takeAll, and the next round starts afresh without touching the batches already taken', () => {
    fc.assert(
      fc.property(fc.array(scansArb, { minLength: 1, maxLength: 4 }), maxBatchArb, (rounds, maxBatch) => {
        const buffer = new ScanBuffer();
        const taken: { batches: ScanBatch[]; snapshot: string; scans: ScanInput[] }[] = [];
        for (const scans of rounds) {
          for (const scan of scans) buffer.push(scan);
          expect(buffer.size).toBe(scans.length);
          const batches = buffer.takeAll(maxBatch);
          expect(buffer.size).toBe(0);
          expect(buffer.takeAll(maxBatch)).toEqual([]);
          expect(batches.flatMap(scansOf)).toEqual(scans);
          taken.push({ batches, snapshot: JSON.stringify(batches), scans });
        }
        for (const { batches, snapshot, scans } of taken) {
          expect(JSON.stringify(batches)).toBe(snapshot);
          expect(batches.flatMap(scansOf)).toEqual(scans);
        }
      }),
    );
  });

  it('takes nothing from an empty buffer', () => {
    expect(new ScanBuffer().takeAll(1)).toEqual([]);
    expect(new ScanBuffer().size).toBe(0);
  });

  // An absent header (null) and the header text 'null' are different kinds: a request without a
  // user agent is flagged as a bot (classify-user-agent.ts), one saying 'null' is not.
  it('tells an absent user agent from the user agent text "null"', () => {
    const base = { codeId: 'cod_1', shortCode: 'aB3dE', at: 1, outcome: 'redirect', destination: 'https://example.com/', variant: null, ip: '203.0.113.7', acceptLanguage: null, countryHeader: null } as const;
    const buffer = new ScanBuffer();
    buffer.push({ ...base, userAgent: null });
    buffer.push({ ...base, userAgent: 'null', at: 2 });
    expect(buffer.takeAll(10).flatMap(scansOf).map((scan) => scan.userAgent)).toEqual([null, 'null']);
  });
});

describe('ScanBuffer bytes', () => {
  const scan = (userAgent: string, at = 1): ScanInput => ({ codeId: 'cod_1', shortCode: 'aB3dE', at, outcome: 'redirect', destination: 'https://example.com/', variant: null, ip: '203.0.113.7', userAgent, acceptLanguage: 'de', countryHeader: null });

  it('counts a new kind by its strings and a repeat by its two numbers, and refuses what would pass the budget', () => {
    const first = scan('a'.repeat(512));
    const newKind = scanBytes(first, true);
    const repeat = scanBytes(first, false);
    expect(newKind).toBeGreaterThan(4 * 512);
    expect(repeat).toBeLessThan(newKind / 50);
    const max = 2 * newKind + repeat;
    const buffer = new ScanBuffer();
    expect(buffer.push(first, max)).toBe(true);
    expect(buffer.push({ ...first, at: 2 }, max)).toBe(true);
    expect(buffer.bytes).toBe(newKind + repeat);
    expect(buffer.push(scan('b'.repeat(512)), max)).toBe(true);
    expect(buffer.bytes).toBe(2 * newKind + repeat);
    // Full: neither a new kind nor a repeat fits, and nothing of a refused scan is kept.
    expect(buffer.push(scan('c'.repeat(512)), max)).toBe(false);
    expect(buffer.push({ ...first, at: 3 }, max)).toBe(false);
    expect(buffer.size).toBe(3);
    expect(buffer.bytes).toBe(2 * newKind + repeat);
  });

  it('counts a new visitor among scans otherwise alike by its address alone', () => {
    const buffer = new ScanBuffer();
    const first = scan('a'.repeat(512));
    expect(buffer.push(first)).toBe(true);
    for (let visitor = 0; visitor < 100; visitor++) expect(buffer.push({ ...first, ip: `11.0.0.${visitor}`, at: 2 + visitor })).toBe(true);
    const perVisitor = scanBytes({ ...first, ip: '11.0.0.10' }, true, true);
    expect(perVisitor).toBeLessThan(scanBytes(first, true) / 10);
    expect(buffer.bytes).toBeLessThanOrEqual(scanBytes(first, true) + 100 * perVisitor);
    const [batch] = buffer.takeAll(1000);
    expect(batch!.kinds.map((kind) => kind.ip)).toEqual(['203.0.113.7', ...Array.from({ length: 100 }, (_, visitor) => `11.0.0.${visitor}`)]);
    expect(batch!.kinds.every((kind) => kind.userAgent === first.userAgent)).toBe(true);
  });

  it('never holds more than maxBytes; takeAll hands the bytes to its batches and starts from zero', () => {
    fc.assert(
      // Up to 120 scans of a few hundred bytes each: budgets up to 20,000 bytes range from
      // refusing the first scan to holding them all.
      fc.property(scansArb, fc.integer({ min: 0, max: 20_000 }), maxBatchArb, (scans, maxBytes, maxBatch) => {
        const buffer = new ScanBuffer();
        let kept = 0;
        for (const pushed of scans) if (buffer.push(pushed, maxBytes)) kept++;
        expect(buffer.bytes).toBeLessThanOrEqual(maxBytes);
        expect(buffer.size).toBe(kept);
        const held = buffer.bytes;
        const batches = buffer.takeAll(maxBatch);
        expect(batches.reduce((sum, batch) => sum + batch.bytes, 0)).toBe(held);
        expect(buffer.bytes).toBe(0);
      }),
    );
  });
});

