import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { newScanOf } from '../../src/scans/scan-chunk';
import { insertScans } from '../../src/scans/insert-scans';
import { listScans } from '../../src/scans/list-scans';
import type { ScanRow } from '../../src/scans/scan-chunk';
import { scanStats } from '../../src/scans/scan-stats';
import { scansNextTo } from '../../src/scans/scans-next-to';
import { countScansInPeriod } from '../../src/organizations/store/usage';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A database migrated up to (not including) migration 0009: scans were one row each then. */
async function databaseBeforeChunks(): Promise<TestDatabase> {
  const database = await createTestDatabase({ migrate: false });
  cleanups.push(() => database.drop());
  const directory = await mkdtemp(join(tmpdir(), 'qz-migrations-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  for (const name of await readdir(MIGRATIONS)) if (name.endsWith('.sql') && name < '0009') await copyFile(join(MIGRATIONS, name), join(directory, name));
  await migrate(database.db, directory);
  return database;
}

const hash = () => randomBytes(16).toString('base64url');

describe('migration 0009: scans recorded one row each become chunks and rollups', () => {
  it('keeps every scan (ids, times, fields), the statistics and the usage, and goes on counting visitors of today once', async () => {
    const { db } = await databaseBeforeChunks();
    const today = new Date().toISOString().slice(0, 10);
    const alice = hash();
    const bob = hash();
    const legacy: ScanRow[] = [
      { id: 'scn_legacy_1', scanned_at: '2025-03-01T10:00:00.000Z', country: 'DE', device_type: 'mobile', os: 'iOS', browser: 'Mobile Safari', language: 'de', ab_variant: 'a', redirected_to: 'https://example.com/a', is_bot: false, visitor_hash: alice },
      // Same minute, same millisecond: ids break the tie.
      { id: 'scn_legacy_2', scanned_at: '2025-03-01T10:00:00.000Z', country: 'AT', device_type: 'desktop', os: 'Windows', browser: 'Edge', language: null, ab_variant: 'b', redirected_to: 'https://example.com/"quoted"\\path', is_bot: false, visitor_hash: bob },
      { id: 'scn_legacy_3', scanned_at: '2025-03-01T10:00:59.999Z', country: 'DE', device_type: 'mobile', os: 'iOS', browser: 'Mobile Safari', language: 'de', ab_variant: null, redirected_to: null, is_bot: false, visitor_hash: alice },
      { id: 'scn_legacy_4', scanned_at: '2025-03-01T23:59:59.999Z', country: 'XX', device_type: 'unknown', os: 'unknown', browser: 'unknown', language: null, ab_variant: null, redirected_to: 'https://example.com/', is_bot: true, visitor_hash: 'bot' },
      { id: 'scn_legacy_5', scanned_at: '2025-03-02T00:00:00.000Z', country: 'FR', device_type: 'tablet', os: 'iPadOS', browser: 'Safari', language: 'fr', ab_variant: null, redirected_to: 'https://example.com/', is_bot: false, visitor_hash: bob },
      { id: 'scn_legacy_6', scanned_at: `${today}T00:00:01.000Z`, country: 'DE', device_type: 'mobile', os: 'iOS', browser: 'Mobile Safari', language: 'de', ab_variant: null, redirected_to: 'https://example.com/', is_bot: false, visitor_hash: alice },
    ].map((scan) => ({ ...scan, code_id: 'qr_legacy', organization_id: 'org_legacy', workspace_id: 'ws_legacy' }) as ScanRow);
    for (const scan of legacy) {
      await db.query(
        `INSERT INTO scans (id, code_id, organization_id, workspace_id, scanned_at, country, device_type, os, browser, language, ab_variant, redirected_to, is_bot, visitor_hash)
         VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [scan.id, scan.code_id, scan.organization_id, scan.workspace_id, scan.scanned_at, scan.country, scan.device_type, scan.os, scan.browser, scan.language, scan.ab_variant, scan.redirected_to, scan.is_bot, scan.visitor_hash],
      );
    }

    expect(await migrate(db)).toContain('0009_scan_chunks.sql');
    const [table] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'scans'`);
    expect(table!.n).toBe(0);

    const oldestFirst = [...legacy].sort((a, b) => (a.scanned_at < b.scanned_at ? -1 : a.scanned_at > b.scanned_at ? 1 : a.id < b.id ? -1 : 1));
    expect(await scansNextTo(db, 'qr_legacy', 'oldest', null, 100)).toEqual(oldestFirst);
    const page = await listScans(db, 'qr_legacy', { limit: 2, cursor: null });
    expect(page.items.map((scan) => scan.id)).toEqual(['scn_legacy_6', 'scn_legacy_5']);
    expect(page.totalCount).toBe(6);

    const march = await scanStats(db, { codeId: 'qr_legacy', window: { from: '2025-03-01', to: '2025-03-02', days: 2 }, today, includeBots: false });
    expect(march).toMatchObject({
      total_scans: 4,
      unique_scanners: 3, // alice and bob on the 1st, bob on the 2nd
      by_day: [
        { date: '2025-03-01', scans: 3, unique: 2 },
        { date: '2025-03-02', scans: 1, unique: 1 },
      ],
      by_country: [
        { country: 'DE', scans: 2 },
        { country: 'AT', scans: 1 },
        { country: 'FR', scans: 1 },
      ],
    });
    expect(await countScansInPeriod(db, 'org_legacy', '2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z')).toBe(4);

    // Today's visitors came along in the day's sketch: alice again is no new visitor, carol is.
    const { profile } = newScanOf(legacy[5]!);
    const at = Date.parse(`${today}T00:00:02.000Z`);
    await insertScans(db, [
      { profile, at },
      { profile: { ...profile, visitor_hash: hash() }, at },
    ]);
    const day = await scanStats(db, { codeId: 'qr_legacy', window: { from: today, to: today, days: 1 }, today, includeBots: false });
    expect(day).toMatchObject({ total_scans: 3, unique_scanners: 2, scans_today: 3 });
  }, 60_000);
});
