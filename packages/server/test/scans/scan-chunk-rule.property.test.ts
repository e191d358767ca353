import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkScans, decodeChunk, type ScanProfile } from '../../src/scans/scan-chunk';

// The matched destination rule travels in the chunk payload as an optional tenth
// profile cell: present only when a rule matched, so payloads without rules stay as they were.

const base: ScanProfile = {
  code_id: 'qr_rules',
  organization_id: 'org_1',
  workspace_id: 'wsp_1',
  country: 'DE',
  device_type: 'mobile',
  os: 'iOS',
  browser: 'Mobile Safari',
  language: 'de',
  ab_variant: null,
  redirected_to: 'https://apps.apple.com/app/id123',
  is_bot: false,
  visitor_hash: 'hashAAAAAAAAAAAAAAAAAA',
};

let next = 0;
const newChunkId = () => `scn_${(next++).toString(36)}`;

describe('scan chunks: the rule index', () => {
  it('every scan reads back with the rule it was written with, null or absent when none', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ rule: fc.option(fc.nat({ max: 19 }), { nil: undefined }), offset: fc.nat({ max: 30_000 }) }), { minLength: 1, maxLength: 40 }), (drawn) => {
        const start = Date.UTC(2026, 10, 24, 12);
        // Profiles with the same rule are shared, as the recorder shares them per kind.
        const profiles = new Map<number | undefined, ScanProfile>();
        const scans = drawn.map(({ rule, offset }) => {
          if (!profiles.has(rule)) profiles.set(rule, rule === undefined ? base : { ...base, rule });
          return { profile: profiles.get(rule)!, at: start + offset };
        });
        const rows = chunkScans(scans, newChunkId).flatMap((chunk) => decodeChunk(chunk.row));
        const written = [...scans].sort((a, b) => a.at - b.at).map((scan) => scan.profile.rule ?? null);
        expect(rows.map((row) => row.rule ?? null)).toEqual(written);
      }),
    );
  });

  it('a chunk without rules has no rule cell (payloads as before issue 16)', () => {
    const [chunk] = chunkScans([{ profile: base, at: Date.UTC(2026, 10, 24) }], newChunkId);
    expect(JSON.parse(chunk!.row.payload).q[0]).toHaveLength(9);
    const [withRule] = chunkScans([{ profile: { ...base, rule: 3 }, at: Date.UTC(2026, 10, 24) }], newChunkId);
    expect(JSON.parse(withRule!.row.payload).q[0]).toHaveLength(10);
    expect(decodeChunk(withRule!.row)[0]!.rule).toBe(3);
  });
});
