import { DEVICE_TYPES } from '@quietzone/core/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_SPAN_MS,
  chunkScanId,
  chunkScans,
  compareScans,
  decodeChunk,
  newScanOf,
  type EncodedChunk,
  type NewScan,
  type NewScanRow,
  type ScanProfile,
  type ScanRow,
} from '../../src/scans/scan-chunk';

const DAY_MS = 86_400_000;
/** A Sunday midnight (UTC); scans fall on it and the four days after. */
const BASE_MS = Date.UTC(2025, 2, 30);
const DAYS = 4;

/** A code always belongs to one organization and workspace: a chunk stores the tenancy once. */
const CODES = [
  { code_id: 'cod_alpha', organization_id: 'org_1', workspace_id: 'wsp_1' },
  { code_id: 'cod_beta', organization_id: 'org_1', workspace_id: 'wsp_2' },
  { code_id: 'cod_gamma', organization_id: 'org_2', workspace_id: 'wsp_3' },
] as const;

/** Texts a JSON payload must survive: quotes, backslashes, control characters, lone surrogates, look-alikes of null and numbers. */
const trickyText = fc.constantFrom('', '"', '\\', '\\"', '\n', '\r\n', '\u0000', '\u2028', 'null', '0', '1', '__proto__', 'ü', '😀', '\ud800', 'https://e.com/a?b="c"&d=\\e');
const textArb = fc.oneof(trickyText, fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 12 }));
/** Few values, so that profiles and the string table share texts. */
const smallText = fc.oneof(fc.constantFrom('DE', 'XX', 'iOS', 'https://e.com/'), textArb);

const profileArb: fc.Arbitrary<ScanProfile> = fc
  .record({
    code: fc.constantFrom(...CODES),
    country: smallText,
    device_type: fc.constantFrom(...DEVICE_TYPES),
    os: smallText,
    browser: smallText,
    language: fc.option(smallText, { nil: null }),
    ab_variant: fc.constantFrom('a' as const, 'b' as const, null),
    redirected_to: fc.option(smallText, { nil: null }),
    is_bot: fc.boolean(),
    visitor_hash: fc.oneof(fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString('base64url')), textArb),
  })
  .map(({ code, ...rest }) => ({ ...code, ...rest }));

/**
 * Epoch ms over DAYS UTC days: anywhere; near a midnight (exactly on it too); on a grid of half
 * spans from each day's noon, give or take 1 ms (equal times, spans of exactly CHUNK_SPAN_MS and
 * 1 ms more or less); or from a few fixed instants.
 */
const timeArb = fc.oneof(
  fc.integer({ min: BASE_MS, max: BASE_MS + DAYS * DAY_MS - 1 }),
  fc
    .tuple(fc.nat({ max: DAYS - 1 }), fc.nat({ max: 4 }), fc.constantFrom(-1, 0, 0, 1))
    .map(([day, step, delta]) => BASE_MS + day * DAY_MS + DAY_MS / 2 + (step * CHUNK_SPAN_MS) / 2 + delta),
  fc.tuple(fc.integer({ min: 1, max: DAYS - 1 }), fc.integer({ min: -CHUNK_SPAN_MS - 5, max: CHUNK_SPAN_MS + 5 })).map(([day, delta]) => BASE_MS + day * DAY_MS + delta),
  fc.constantFrom(BASE_MS, BASE_MS + DAY_MS, BASE_MS + DAY_MS - 1, BASE_MS + 5_000, BASE_MS + 5_000 + CHUNK_SPAN_MS, BASE_MS + 5_001 + CHUNK_SPAN_MS),
);

interface ScanPlan {
  readonly scans: readonly NewScan[];
  /** Ids given explicitly, to the scan each belongs to. */
  readonly explicit: ReadonlyMap<string, NewScan>;
}

/**
 * Scans drawing on a small pool of profiles: most reuse a pool object (shared by reference),
 * some a copy of one (equal but distinct). With `ids`, some scans carry an explicit id, unique
 * and never of the form of a generated one.
 */
function scansArb(ids: 'none' | 'some' | 'all'): fc.Arbitrary<ScanPlan> {
  const idArb = ids === 'none' ? fc.constant(false) : ids === 'all' ? fc.constant(true) : fc.boolean();
  return fc.array(profileArb, { minLength: 1, maxLength: 6 }).chain((profiles) =>
    fc
      .array(fc.record({ pick: fc.nat({ max: profiles.length - 1 }), copy: fc.boolean(), at: timeArb, withId: idArb, idText: textArb }), { maxLength: 80 })
      .map((draws) => {
        const explicit = new Map<string, NewScan>();
        const scans = draws.map(({ pick, copy, at, withId, idText }, index): NewScan => {
          const profile = copy ? { ...profiles[pick]! } : profiles[pick]!;
          if (!withId) return { profile, at };
          const scan = { profile, at, id: `imported/${index}/${idText}` };
          explicit.set(scan.id, scan);
          return scan;
        });
        return { scans, explicit };
      }),
  );
}

/** Fixed-length chunk ids like scans/store/scans.ts's, from a counter so runs are reproducible. */
function chunkIdGenerator(): () => string {
  let next = 0;
  return () => `scn_${(next++).toString(36).padStart(16, '0')}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

const profileKey = (p: ScanProfile) =>
  JSON.stringify([p.code_id, p.organization_id, p.workspace_id, p.country, p.device_type, p.os, p.browser, p.language, p.ab_variant, p.redirected_to, p.visitor_hash, p.is_bot]);

/** Everything of a scan but its id. */
const scanKey = (profile: ScanProfile, scannedAt: string) => `${profileKey(profile)}@${scannedAt}`;

const rowProfile = ({ id: _id, scanned_at: _at, ...profile }: ScanRow): ScanProfile => profile;

/** The UTC date of epoch ms, by arithmetic rather than by slicing an ISO string. */
function utcDate(ms: number): string {
  const date = new Date(Math.floor(ms / DAY_MS) * DAY_MS);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

function decodeAll(chunks: readonly EncodedChunk[]): { chunk: EncodedChunk; rows: ScanRow[] }[] {
  return chunks.map((chunk) => ({ chunk, rows: decodeChunk(chunk.row) }));
}

describe('chunkScans and decodeChunk', () => {
  it('round trip: the decoded chunks hold exactly the scans given, explicit ids kept', () => {
    fc.assert(
      fc.property(scansArb('some'), ({ scans, explicit }) => {
        const decoded = decodeAll(chunkScans(scans, chunkIdGenerator()));
        const rows = decoded.flatMap(({ rows }) => rows);

        const given = scans.map((scan) => scanKey(scan.profile, iso(scan.at))).sort();
        const read = rows.map((row) => scanKey(rowProfile(row), row.scanned_at)).sort();
        expect(read).toEqual(given);

        for (const { chunk, rows } of decoded) {
          rows.forEach((row, position) => {
            const scan = explicit.get(row.id);
            if (scan) expect(scanKey(rowProfile(row), row.scanned_at)).toBe(scanKey(scan.profile, iso(scan.at)));
            else expect(row.id).toBe(chunkScanId(chunk.row.id, position));
          });
        }
        const ids = rows.map((row) => row.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of explicit.keys()) expect(ids).toContain(id);
      }),
      { numRuns: 300 },
    );
  });

  it('every chunk: one code, one UTC day, at most CHUNK_SPAN_MS, time-ordered, with matching counts, bounds, day and profiles', () => {
    fc.assert(
      fc.property(scansArb('some'), ({ scans }) => {
        const newChunkId = chunkIdGenerator();
        const chunks = chunkScans(scans, newChunkId);
        expect(chunks.length === 0).toBe(scans.length === 0);
        expect(new Set(chunks.map((chunk) => chunk.row.id)).size).toBe(chunks.length);

        for (const { chunk, rows } of decodeAll(chunks)) {
          const { row, day, profiles } = chunk;
          const times = rows.map((scan) => Date.parse(scan.scanned_at));
          expect(rows.length).toBeGreaterThan(0);
          expect(times).toEqual([...times].sort((a, b) => a - b));
          expect(new Set(rows.map((scan) => `${scan.code_id}/${scan.organization_id}/${scan.workspace_id}`))).toEqual(new Set([`${row.code_id}/${row.organization_id}/${row.workspace_id}`]));
          expect(new Set(times.map(utcDate))).toEqual(new Set([day]));
          expect(day).toBe(utcDate(Date.parse(row.first_at)));
          expect(row.first_at).toBe(iso(Math.min(...times)));
          expect(row.last_at).toBe(iso(Math.max(...times)));
          expect(Date.parse(row.last_at) - Date.parse(row.first_at)).toBeLessThanOrEqual(CHUNK_SPAN_MS);
          expect(row.scan_count).toBe(rows.length);
          expect(row.human_count).toBe(rows.filter((scan) => !scan.is_bot).length);

          expect(profiles.reduce((sum, entry) => sum + entry.scans, 0)).toBe(row.scan_count);
          for (const entry of profiles) expect(entry.scans).toBeGreaterThan(0);
          const weighted = profiles.flatMap((entry) => Array<string>(entry.scans).fill(profileKey(entry.profile))).sort();
          expect(weighted).toEqual(rows.map((scan) => profileKey(rowProfile(scan))).sort());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('lists each profile object of a chunk once, in order of first use, with its scans; equal copies separately', () => {
    fc.assert(
      fc.property(scansArb('all'), ({ scans, explicit }) => {
        for (const { chunk, rows } of decodeAll(chunkScans(scans, chunkIdGenerator()))) {
          const expected = new Map<ScanProfile, number>();
          for (const row of rows) {
            const { profile } = explicit.get(row.id)!;
            expected.set(profile, (expected.get(profile) ?? 0) + 1);
          }
          expect(chunk.profiles.length).toBe(expected.size);
          chunk.profiles.forEach((entry, index) => {
            const [profile, count] = [...expected][index]!;
            expect(entry.profile).toBe(profile);
            expect(entry.scans).toBe(count);
          });
        }
      }),
    );
  });

  it('cuts only where it must: consecutive chunks of a code start on another day or more than CHUNK_SPAN_MS after the previous first scan', () => {
    fc.assert(
      fc.property(scansArb('none'), ({ scans }) => {
        const previous = new Map<string, EncodedChunk>();
        for (const chunk of chunkScans(scans, chunkIdGenerator())) {
          const before = previous.get(chunk.row.code_id);
          if (before) {
            const first = Date.parse(chunk.row.first_at);
            expect(first).toBeGreaterThanOrEqual(Date.parse(before.row.last_at));
            expect(chunk.day !== before.day || first - Date.parse(before.row.first_at) > CHUNK_SPAN_MS).toBe(true);
          }
          previous.set(chunk.row.code_id, chunk);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('cuts at the bounds exactly: a span of CHUNK_SPAN_MS stays one chunk, 1 ms more or a UTC midnight between cuts', () => {
    const profile = { ...CODES[0], country: 'DE', device_type: 'mobile', os: 'iOS', browser: 'Safari', language: null, ab_variant: null, redirected_to: null, is_bot: false, visitor_hash: 'h' } as const;
    const counts = (...times: number[]) => chunkScans(times.map((at) => ({ profile, at })), chunkIdGenerator()).map((chunk) => chunk.row.scan_count);
    const noon = BASE_MS + DAY_MS / 2;
    expect(counts(noon, noon + CHUNK_SPAN_MS)).toEqual([2]);
    expect(counts(noon, noon + CHUNK_SPAN_MS + 1)).toEqual([1, 1]);
    expect(counts(noon, noon + 1, noon + CHUNK_SPAN_MS, noon + CHUNK_SPAN_MS + 1)).toEqual([3, 1]);
    expect(counts(BASE_MS + DAY_MS - 1, BASE_MS + DAY_MS)).toEqual([1, 1]);
    expect(counts(BASE_MS + DAY_MS, BASE_MS + DAY_MS, BASE_MS + DAY_MS - 1)).toEqual([1, 2]);
  });

  it('sorts stably: per code, the chunks in order hold the scans sorted by time, equal times in the order given', () => {
    fc.assert(
      fc.property(scansArb('all'), ({ scans }) => {
        const read = new Map<string, string[]>();
        for (const { chunk, rows } of decodeAll(chunkScans(scans, chunkIdGenerator()))) {
          read.set(chunk.row.code_id, [...(read.get(chunk.row.code_id) ?? []), ...rows.map((row) => row.id)]);
        }
        const expected = new Map<string, string[]>();
        for (const scan of [...scans].sort((a, b) => a.at - b.at)) {
          expected.set(scan.profile.code_id, [...(expected.get(scan.profile.code_id) ?? []), scan.id!]);
        }
        expect(read).toEqual(expected);
      }),
    );
  });

  it('without explicit ids, a scan id is chunkScanId(chunk id, position) and the ids of a chunk sort by position', () => {
    fc.assert(
      fc.property(scansArb('none'), ({ scans }) => {
        for (const { chunk, rows } of decodeAll(chunkScans(scans, chunkIdGenerator()))) {
          const ids = rows.map((row) => row.id);
          expect(ids).toEqual(rows.map((_, position) => chunkScanId(chunk.row.id, position)));
          expect(ids).toEqual([...ids].sort());
          expect(JSON.parse(chunk.row.payload)).not.toHaveProperty('i');
        }
      }),
    );
  });

  it('chunkScanId sorts by position for any chunk id and positions below 36^6', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 36 ** 6 - 1 }), fc.nat({ max: 36 ** 6 - 1 }), (chunkId, a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const [lowId, highId] = [chunkScanId(chunkId, low), chunkScanId(chunkId, high)];
        expect(lowId.startsWith(chunkId)).toBe(true);
        expect(lowId.length).toBe(chunkId.length + 6);
        expect(low === high ? lowId === highId : lowId < highId).toBe(true);
      }),
    );
  });

  it('refuses scan times that are not integer epoch milliseconds', () => {
    const profile = { ...CODES[0], country: 'DE', device_type: 'mobile', os: 'iOS', browser: 'Safari', language: null, ab_variant: null, redirected_to: null, is_bot: false, visitor_hash: 'h' } as const;
    for (const at of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => chunkScans([{ profile, at: BASE_MS }, { profile, at }], chunkIdGenerator())).toThrow(RangeError);
    }
  });
});

describe('decodeChunk on payloads it did not write', () => {
  const someChunk = fc
    .array(fc.tuple(profileArb, timeArb), { minLength: 1, maxLength: 20 })
    .map((pairs) => chunkScans(pairs.map(([profile, at]) => ({ profile, at: BASE_MS + (at % CHUNK_SPAN_MS) })), chunkIdGenerator())[0]!.row);

  const withPayload = <T extends { payload: string }>(row: T, edit: (payload: Record<string, unknown>) => void): T => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    edit(payload);
    return { ...row, payload: JSON.stringify(payload) };
  };

  it('throws on a payload version other than 1', () => {
    fc.assert(
      fc.property(someChunk, fc.oneof(fc.integer().filter((v) => v !== 1), fc.constantFrom('1', null, true, 1.5)), (row, version) => {
        expect(() => decodeChunk(row)).not.toThrow();
        expect(() => decodeChunk(withPayload(row, (payload) => (payload.v = version)))).toThrow(/unreadable payload/);
        expect(() => decodeChunk(withPayload(row, (payload) => delete payload.v))).toThrow(/unreadable payload/);
      }),
    );
  });

  it('throws when t, p or q is not an array; p may be absent only when the chunk has one profile', () => {
    fc.assert(
      fc.property(someChunk, fc.constantFrom('t', 'p', 'q'), fc.constantFrom(undefined, null, 0, '[]', {}), (row, field, value) => {
        const profiles = (JSON.parse(row.payload) as { q: unknown[] }).q.length;
        const broken = withPayload(row, (payload) => (payload[field] = value));
        if (field === 'p' && value === undefined && profiles === 1) expect(() => decodeChunk(broken)).not.toThrow();
        else expect(() => decodeChunk(broken)).toThrow(/unreadable payload/);
      }),
    );
  });

  it('leaves out p exactly when every scan of the chunk has the one profile', () => {
    fc.assert(
      fc.property(someChunk, (row) => {
        const payload = JSON.parse(row.payload) as { p?: number[]; q: unknown[] };
        expect(payload.p === undefined).toBe(payload.q.length === 1);
      }),
    );
  });

  it('throws on a profile index that points nowhere', () => {
    fc.assert(
      fc.property(someChunk, fc.nat(), fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(-1, 0.5, null)), (row, at, beyond) => {
        const broken = withPayload(row, (payload) => {
          const q = payload.q as unknown[];
          payload.p ??= (payload.t as unknown[]).map(() => 0);
          const p = payload.p as (number | null)[];
          p[at % p.length] = typeof beyond === 'number' && beyond >= 0 && Number.isInteger(beyond) ? q.length + beyond : beyond;
        });
        expect(() => decodeChunk(broken)).toThrow(/names no profile/);
      }),
    );
  });

  it('throws on a string index that points nowhere', () => {
    fc.assert(
      fc.property(someChunk, (row) => {
        const broken = withPayload(row, (payload) => (payload.s = (payload.s as string[]).slice(0, -1)));
        expect(() => decodeChunk(broken)).toThrow(/string \d+ missing/);
      }),
    );
  });

  it('reads the SQL migration form: strings in the profile cells, no string table, explicit ids', () => {
    const row = {
      id: 'scn_mabc',
      code_id: 'cod_alpha',
      organization_id: 'org_1',
      workspace_id: 'wsp_1',
      first_at: '2025-03-30T23:59:59.998Z',
      payload:
        '{"v":1,"t":[0,5],"p":[0,1],"q":[["DE","mobile","iOS","Mobile Safari","de",null,"https://e.com/",  "hashAAAAAAAAAAAAAAAAAA",0],["XX","unknown","unknown","unknown",null,null,null,"h2",1]],"i":["scn_a","scn_b"]}',
    };
    const tenancy = { code_id: 'cod_alpha', organization_id: 'org_1', workspace_id: 'wsp_1' };
    expect(decodeChunk(row)).toEqual([
      {
        id: 'scn_a',
        scanned_at: '2025-03-30T23:59:59.998Z',
        ...tenancy,
        country: 'DE',
        device_type: 'mobile',
        os: 'iOS',
        browser: 'Mobile Safari',
        language: 'de',
        ab_variant: null,
        redirected_to: 'https://e.com/',
        visitor_hash: 'hashAAAAAAAAAAAAAAAAAA',
        is_bot: false,
      },
      {
        id: 'scn_b',
        scanned_at: '2025-03-31T00:00:00.003Z',
        ...tenancy,
        country: 'XX',
        device_type: 'unknown',
        os: 'unknown',
        browser: 'unknown',
        language: null,
        ab_variant: null,
        redirected_to: null,
        visitor_hash: 'h2',
        is_bot: true,
      },
    ]);
  });

  it('reads the SQL migration form for arbitrary scans: each its own profile, texts inline, ids kept', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(profileArb, fc.nat({ max: CHUNK_SPAN_MS - 1 }), fc.string({ minLength: 1 })), { minLength: 1, maxLength: 20 }), (drawn) => {
        const [{ code_id, organization_id, workspace_id }] = drawn[0]!;
        const scans = drawn
          .map(([profile, offset, id], index) => ({ ...profile, code_id, organization_id, workspace_id, at: BASE_MS + offset, id: `scn_${index}_${id}` }))
          .sort((a, b) => a.at - b.at);
        const firstAt = scans[0]!.at;
        const payload = {
          v: 1,
          t: scans.map((scan, index) => scan.at - (index === 0 ? firstAt : scans[index - 1]!.at)),
          p: scans.map((_, index) => index),
          q: scans.map((s) => [s.country, s.device_type, s.os, s.browser, s.language, s.ab_variant, s.redirected_to, s.visitor_hash, s.is_bot ? 1 : 0]),
          i: scans.map((scan) => scan.id),
        };
        const rows = decodeChunk({ id: 'scn_mx', code_id, organization_id, workspace_id, first_at: iso(firstAt), payload: JSON.stringify(payload) });
        expect(rows).toEqual(scans.map(({ at, ...scan }) => ({ ...scan, scanned_at: iso(at) })));
      }),
    );
  });
});

describe('compareScans', () => {
  /** Few instants and ids, so that ties on either happen often. */
  const scanArb = fc.record({
    scanned_at: fc.constantFrom(BASE_MS, BASE_MS + 1, BASE_MS + DAY_MS, Date.UTC(1999, 11, 31, 23, 59, 59, 999), Date.UTC(2099, 0, 1)).map(iso),
    id: fc.oneof(fc.constantFrom('', 'a', 'b', 'aa', 'scn_1', 'scn_10', 'scn_2', 'Z', 'é', '😀', '\uffff'), fc.string({ unit: 'binary', maxLength: 4 })),
  });
  const sign = (n: number) => Math.sign(n) + 0;

  /** Reference order: time by value, then ids by UTF-16 code units. */
  function reference(a: { scanned_at: string; id: string }, b: { scanned_at: string; id: string }): number {
    const time = Date.parse(a.scanned_at) - Date.parse(b.scanned_at);
    if (time !== 0) return sign(time);
    for (let at = 0; at < Math.min(a.id.length, b.id.length); at++) {
      const diff = a.id.charCodeAt(at) - b.id.charCodeAt(at);
      if (diff !== 0) return sign(diff);
    }
    return sign(a.id.length - b.id.length);
  }

  it('agrees with ordering by (scanned_at, id), ids in code-unit order', () => {
    fc.assert(
      fc.property(scanArb, scanArb, (a, b) => {
        expect(sign(compareScans(a, b))).toBe(reference(a, b));
      }),
    );
  });

  it('is reflexive and antisymmetric: 0 exactly for equal pairs, opposite signs otherwise', () => {
    fc.assert(
      fc.property(scanArb, scanArb, (a, b) => {
        expect(compareScans(a, { ...a })).toBe(0);
        expect(sign(compareScans(a, b)) + sign(compareScans(b, a))).toBe(0);
        expect(compareScans(a, b) === 0).toBe(a.scanned_at === b.scanned_at && a.id === b.id);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(scanArb, scanArb, scanArb, (a, b, c) => {
        if (compareScans(a, b) <= 0 && compareScans(b, c) <= 0) expect(compareScans(a, c)).toBeLessThanOrEqual(0);
        if (compareScans(a, b) < 0 && compareScans(b, c) <= 0) expect(compareScans(a, c)).toBeLessThan(0);
      }),
    );
  });

  it('sorting with it gives the reference order', () => {
    fc.assert(
      fc.property(fc.array(scanArb), (scans) => {
        expect([...scans].sort(compareScans)).toEqual([...scans].sort(reference));
      }),
    );
  });
});

describe('newScanOf', () => {
  const rowArb = fc.record({ profile: profileArb, at: timeArb, id: fc.option(fc.string(), { nil: undefined }) });
  const flat = (profile: ScanProfile, at: number, id: string | undefined): NewScanRow => (id === undefined ? { ...profile, scanned_at: iso(at) } : { ...profile, scanned_at: iso(at), id });

  it('keeps the id when given (and only then), parses scanned_at and keeps every profile field', () => {
    fc.assert(
      fc.property(rowArb, ({ profile, at, id }) => {
        const scan = newScanOf(flat(profile, at, id));
        expect(scan.at).toBe(at);
        expect(scan.profile).toEqual(profile);
        if (id === undefined) expect(scan).not.toHaveProperty('id');
        else expect(scan.id).toBe(id);
      }),
    );
  });

  it('rows with ids come back unchanged through chunkScans and decodeChunk', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 40 }), (drawn) => {
        const rows = drawn.map(({ profile, at }, index) => flat(profile, at, `imported_${index}`) as ScanRow);
        const read = chunkScans(rows.map(newScanOf), chunkIdGenerator()).flatMap((chunk) => decodeChunk(chunk.row));
        expect([...read].sort(compareScans)).toEqual([...rows].sort(compareScans));
      }),
    );
  });

  it('throws a RangeError when scanned_at is not a date', () => {
    const profile = { ...CODES[0], country: 'DE', device_type: 'mobile', os: 'iOS', browser: 'Safari', language: null, ab_variant: null, redirected_to: null, is_bot: false, visitor_hash: 'h' } as const;
    const notDate = fc.oneof(fc.constantFrom('', 'yesterday', '2025-13-01T00:00:00.000Z', '2025-02-30T25:00:00Z', 'NaN'), fc.string()).filter((text) => Number.isNaN(Date.parse(text)));
    fc.assert(
      fc.property(notDate, fc.option(fc.string(), { nil: undefined }), (scannedAt, id) => {
        expect(() => newScanOf({ ...profile, scanned_at: scannedAt, ...(id === undefined ? {} : { id }) })).toThrow(RangeError);
      }),
    );
  });
});
