import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { addScanRollups, insertScanChunks, lockScanDays, updateScanDays, type ScanDayRow, type ScanDayUpdate, type ScanRollupAddition } from './store/scans';
import { chunkScans, newScanOf, type NewScan, type NewScanRow } from './scan-chunk';
import { VisitorSketch } from './visitor-sketch';

/** A chunk id: `scn_` and 12 random bytes; its scans' ids append their position (scan-chunk.ts). */
function newChunkId(): string {
  return `scn_${randomBytes(12).toString('base64url')}`;
}

interface DayAddition {
  readonly code_id: string;
  readonly day: string;
  readonly is_bot: boolean;
  scans: number;
  readonly visitors: Set<string>;
}

/**
 * Stores a batch of scans in one transaction (a savepoint inside the caller's): their chunks,
 * each (code, day, bot flag)'s scans and distinct visitors in scan_days, and the (country,
 * device, OS, browser) counts in scan_rollups — four statements whatever the batch's size, and
 * work per scan only in chunkScans. Rows are written in key order (the statements' ORDER BY),
 * so concurrent batches take their row locks alike.
 */
export async function insertScans(db: Db, scans: readonly NewScan[]): Promise<void> {
  if (scans.length === 0) return;
  const chunks = chunkScans(scans, newChunkId);
  const days = new Map<string, DayAddition>();
  const rollups = new Map<string, { -readonly [K in keyof ScanRollupAddition]: ScanRollupAddition[K] }>();
  for (const { day, profiles } of chunks) {
    for (const { profile, scans: count } of profiles) {
      const { code_id, is_bot } = profile;
      const dayKey = `${code_id}\n${day}\n${is_bot}`;
      const dayRow = days.get(dayKey);
      if (dayRow) {
        dayRow.scans += count;
        dayRow.visitors.add(profile.visitor_hash);
      } else {
        days.set(dayKey, { code_id, day, is_bot, scans: count, visitors: new Set([profile.visitor_hash]) });
      }
      const rollupKey = `${dayKey}\n${profile.country}\n${profile.device_type}\n${profile.os}\n${profile.browser}`;
      const rollup = rollups.get(rollupKey);
      if (rollup) rollup.scans += count;
      else rollups.set(rollupKey, { code_id, day, is_bot, country: profile.country, device_type: profile.device_type, os: profile.os, browser: profile.browser, scans: count });
    }
  }
  await db.transaction(async (tx) => {
    await insertScanChunks(tx, chunks.map((chunk) => chunk.row));
    // Each day row is created if new, locked, and read with its visitor sketch; the sketch is
    // merged here and written back, so a visitor counts once a day across batches and processes.
    const stored = await lockScanDays(tx, [...days.values()], VisitorSketch.empty().serialize());
    await updateScanDays(
      tx,
      stored.map((row) => mergeDay(row, days.get(`${row.code_id}\n${row.day}\n${row.is_bot}`)!)),
    );
    await addScanRollups(tx, [...rollups.values()]);
  });
}

/** The update of a stored day row by a batch's scans and visitors of that day. */
function mergeDay(stored: ScanDayRow, added: DayAddition): ScanDayUpdate {
  const { code_id, day, is_bot } = stored;
  // An estimate may overshoot by a few visitors; there are never more visitors than scans.
  const scans = stored.scans + added.scans;
  const update = { code_id, day, is_bot, scans: added.scans };
  if (stored.sketch === null) return { ...update, uniques: Math.min(scans, stored.uniques + added.visitors.size), sketch: null };
  const sketch = VisitorSketch.parse(stored.sketch);
  for (const visitor of added.visitors) sketch.add(visitor);
  return { ...update, uniques: Math.min(scans, sketch.count()), sketch: sketch.serialize() };
}

/** insertScans for flat rows (tests, imports): each row its own profile, its id kept if it has one. */
export async function insertScanRows(db: Db, rows: readonly NewScanRow[]): Promise<void> {
  await insertScans(db, rows.map(newScanOf));
}
