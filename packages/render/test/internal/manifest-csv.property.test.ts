import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manifestCsv, type ManifestRow } from '../../src/internal/manifest-csv';
import { parseDelimited } from '../../src/parse-delimited';

/** Any text a name or content can hold, including quotes, commas, line breaks and formula starts. */
const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', 'é', '東'), maxLength: 12 });
const row: fc.Arbitrary<ManifestRow> = fc.record({
  name: text,
  content: text,
  file: fc.constant('a.pdf'),
  bytes: fc.nat(),
  sha256: fc.constant('0'.repeat(64)),
  version: fc.integer({ min: 1, max: 40 }),
  ecc: fc.constantFrom('L', 'M', 'Q', 'H'),
  warning: fc.constantFrom('', 'module 0.25 mm is below 0.33 mm'),
});

describe('manifestCsv', () => {
  it('round-trips through an RFC 4180 reader, formula starts behind a quote mark', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), (rows) => {
        const parsed = parseDelimited(manifestCsv(rows), ',');
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const records = parsed.records.map((record) => record.fields);
        expect(records[0]).toEqual(['name', 'content', 'file', 'bytes', 'sha256', 'version', 'ecc', 'warning']);
        const guarded = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
        expect(records.slice(1)).toEqual(
          rows.map((r) => [guarded(r.name), guarded(r.content), r.file, String(r.bytes), r.sha256, String(r.version), r.ecc, r.warning]),
        );
      }),
    );
  });
});
