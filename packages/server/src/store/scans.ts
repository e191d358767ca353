import { randomBytes } from 'node:crypto';
import type { Scan } from '@quietzone/core';
import type { Db } from '../db/db';
import { CHUNK_SPAN_MS, chunkScans, compareScans, decodeChunk, newScanOf, type NewScan, type NewScanRow, type ScanChunkRow, type ScanRow } from '../scans/scan-chunk';
import { VisitorSketch } from '../scans/visitor-sketch';
import { pageOf, type Page, type PageRequest } from './query-page';

export type { NewScan, NewScanRow, ScanProfile, ScanRow } from '../scans/scan-chunk';

export interface CodeTenancy {
  id: string;
  organization_id: string;
  workspace_id: string;
}

/**
 * Locks the codes of a batch in id order (so two processes flushing the same codes cannot
 * deadlock) and returns their tenancy. Deleted codes are included: a scan served just before
 * the delete still happened.
 */
export async function lockScannedCodes(tx: Db, codeIds: readonly string[]): Promise<CodeTenancy[]> {
  return tx.query<CodeTenancy>(
    `SELECT id, organization_id, workspace_id FROM codes
      WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY id FOR UPDATE`,
    [JSON.stringify(codeIds)],
  );
}

/** Adds each code's (non-bot) scans of the batch to codes.total_scans: one UPDATE per batch. */
export async function addTotalScans(tx: Db, counts: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...counts].filter(([, n]) => n > 0).map(([id, n]) => ({ id, n }));
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE codes SET total_scans = codes.total_scans + c.n
       FROM jsonb_to_recordset($1::jsonb) AS c(id text, n bigint) WHERE codes.id = c.id`,
    [JSON.stringify(rows)],
  );
}

/** A chunk id: `scn_` and 12 random bytes; its scans' ids append their position (scan-chunk.ts). */
function newChunkId(): string {
  return `scn_${randomBytes(12).toString('base64url')}`;
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
  const days = new Map<string, { code_id: string; day: string; is_bot: boolean; scans: number; visitors: Set<string> }>();
  const rollups = new Map<string, { code_id: string; day: string; is_bot: boolean; country: string; device_type: string; os: string; browser: string; scans: number }>();
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
    await insertChunks(tx, chunks.map((chunk) => chunk.row));
    // Each day row is created if new, locked, and read with its visitor sketch; the sketch is
    // merged here and written back, so a visitor counts once a day across batches and processes.
    const stored = await tx.query<{ code_id: string; day: string; is_bot: boolean; scans: number | string; uniques: number | string; sketch: string | null }>(
      `INSERT INTO scan_days (code_id, day, is_bot, scans, uniques, sketch)
       SELECT code_id, day, is_bot, 0, 0, $2 FROM jsonb_to_recordset($1::jsonb) AS d(code_id text, day date, is_bot boolean) ORDER BY 1, 2, 3
       ON CONFLICT (code_id, day, is_bot) DO UPDATE SET scans = scan_days.scans
       RETURNING code_id, day, is_bot, scans, uniques, sketch`,
      [JSON.stringify([...days.values()].map(({ code_id, day, is_bot }) => ({ code_id, day, is_bot }))), VisitorSketch.empty().serialize()],
    );
    const updates = stored.map(({ code_id, day, is_bot, ...row }) => {
      const added = days.get(`${code_id}\n${day}\n${is_bot}`)!;
      // An estimate may overshoot by a few visitors; there are never more visitors than scans.
      const scans = Number(row.scans) + added.scans;
      const update = { code_id, day, is_bot, scans: added.scans };
      if (row.sketch === null) return { ...update, uniques: Math.min(scans, Number(row.uniques) + added.visitors.size), sketch: null };
      const sketch = VisitorSketch.parse(row.sketch);
      for (const visitor of added.visitors) sketch.add(visitor);
      return { ...update, uniques: Math.min(scans, sketch.count()), sketch: sketch.serialize() };
    });
    await tx.query(
      `UPDATE scan_days SET scans = scan_days.scans + u.scans, uniques = u.uniques, sketch = u.sketch
         FROM jsonb_to_recordset($1::jsonb) AS u(code_id text, day date, is_bot boolean, scans bigint, uniques bigint, sketch text)
        WHERE scan_days.code_id = u.code_id AND scan_days.day = u.day AND scan_days.is_bot = u.is_bot`,
      [JSON.stringify(updates)],
    );
    await tx.query(
      `INSERT INTO scan_rollups (code_id, day, is_bot, country, device_type, os, browser, scans)
       SELECT code_id, day, is_bot, country, device_type, os, browser, scans
         FROM jsonb_to_recordset($1::jsonb) AS r(code_id text, day date, is_bot boolean, country text, device_type text, os text, browser text, scans bigint)
        ORDER BY 1, 2, 3, 4, 5, 6, 7
       ON CONFLICT (code_id, day, is_bot, country, device_type, os, browser) DO UPDATE SET scans = scan_rollups.scans + excluded.scans`,
      [JSON.stringify([...rollups.values()])],
    );
  });
}

/** Chunks per INSERT: 9 parameters each, well under PostgreSQL's 65,535. */
const CHUNKS_PER_INSERT = 1000;

/**
 * The chunk rows, as bound parameters of a VALUES list: a payload travels as its own text
 * parameter, not escaped inside a JSON document that the server would parse again (measured on
 * PGlite: ~2 µs per scan of a batch of distinct visitors that way).
 */
async function insertChunks(tx: Db, rows: readonly ScanChunkRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNKS_PER_INSERT) {
    const slice = rows.slice(start, start + CHUNKS_PER_INSERT);
    const params: unknown[] = [];
    const values = slice.map((row) => {
      params.push(row.code_id, row.id, row.organization_id, row.workspace_id, row.first_at, row.last_at, row.scan_count, row.human_count, row.payload);
      const n = params.length;
      return `($${n - 8}, $${n - 7}, $${n - 6}, $${n - 5}, $${n - 4}::timestamptz, $${n - 3}::timestamptz, $${n - 2}::int, $${n - 1}::int, $${n})`;
    });
    await tx.query(
      `INSERT INTO scan_chunks (code_id, id, organization_id, workspace_id, first_at, last_at, scan_count, human_count, payload) VALUES ${values.join(', ')}`,
      params,
    );
  }
}

/** insertScans for flat rows (tests, imports): each row its own profile, its id kept if it has one. */
export async function insertScanRows(db: Db, rows: readonly NewScanRow[]): Promise<void> {
  await insertScans(db, rows.map(newScanOf));
}

type ChunkSource = Pick<ScanChunkRow, 'id' | 'code_id' | 'organization_id' | 'workspace_id' | 'first_at' | 'payload'>;

/** Chunks read per query while walking a code's scans. */
const CHUNKS_PER_QUERY = 16;

/**
 * A code's chunks by (first_at, id), newest or oldest first, from `from` on (inclusive; null:
 * from the newest or oldest), read CHUNKS_PER_QUERY at a time on the primary key.
 */
async function* walkChunks(db: Db, codeId: string, direction: 'newest' | 'oldest', from: string | null): AsyncGenerator<ChunkSource> {
  const before = direction === 'newest';
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [codeId];
    let where = 'code_id = $1';
    if (from !== null) {
      params.push(from);
      where += ` AND first_at ${before ? '<=' : '>='} $${params.length}::timestamptz`;
    }
    if (after !== null) {
      params.push(after.at, after.id);
      where += ` AND (first_at, id) ${before ? '<' : '>'} ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    params.push(CHUNKS_PER_QUERY);
    const rows = await db.query<ChunkSource>(
      `SELECT id, code_id, organization_id, workspace_id, first_at, payload FROM scan_chunks
        WHERE ${where} ORDER BY first_at ${before ? 'DESC' : 'ASC'}, id ${before ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
      params,
    );
    yield* rows;
    if (rows.length < CHUNKS_PER_QUERY) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.first_at, id: last.id };
  }
}

/** A position in a code's scans: a scan's (scanned_at, id), or a time alone. */
export interface ScanPosition {
  readonly at: string;
  readonly id: string | null;
}

/**
 * The `limit` scans of the code next to `position` (exclusive) in time order — newest first
 * below it, or oldest first above it — ordered by (scanned_at, id). Chunks may overlap in time
 * (several processes flush at once), so chunks are decoded in first_at order until the next
 * one cannot hold a scan that sorts before the `limit`th found: a chunk spans at most
 * CHUNK_SPAN_MS, so going newest first, a chunk whose first_at + CHUNK_SPAN_MS is older than
 * the `limit`th scan holds only older scans, and so do all after it.
 */
export async function scansNextTo(db: Db, codeId: string, direction: 'newest' | 'oldest', position: ScanPosition | null, limit: number): Promise<ScanRow[]> {
  const newestFirst = direction === 'newest';
  const order = newestFirst ? (a: ScanRow, b: ScanRow) => compareScans(b, a) : compareScans;
  const beyond = (scan: ScanRow): boolean => {
    if (position === null) return true;
    const sign = compareScans(scan, { scanned_at: position.at, id: position.id ?? '' });
    if (position.id === null && scan.scanned_at === position.at) return false;
    return newestFirst ? sign < 0 : sign > 0;
  };
  if (limit < 1) return [];
  // Going oldest first, a chunk that started up to a span before the position may reach past it.
  const from = position === null ? null : newestFirst ? position.at : shiftTime(position.at, -CHUNK_SPAN_MS);
  let found: ScanRow[] = [];
  for await (const chunk of walkChunks(db, codeId, direction, from)) {
    if (found.length === limit) {
      const boundary = found[limit - 1]!.scanned_at;
      if (newestFirst ? shiftTime(chunk.first_at, CHUNK_SPAN_MS) < boundary : chunk.first_at > boundary) break;
    }
    for (const scan of decodeChunk(chunk)) if (beyond(scan)) found.push(scan);
    if (found.length >= limit) found = found.sort(order).slice(0, limit);
  }
  return found.sort(order);
}

function shiftTime(at: string, ms: number): string {
  return new Date(Date.parse(at) + ms).toISOString();
}

/** Every scan of the code: the sum of its chunks' counts. */
export async function countScans(db: Db, codeId: string): Promise<number> {
  const [row] = await db.query<{ total: number | string | null }>(`SELECT sum(scan_count) AS total FROM scan_chunks WHERE code_id = $1`, [codeId]);
  return Number(row?.total ?? 0);
}

/** The code's scans, newest first, keyset over (scanned_at, id) like every other list. */
export async function listScans(db: Db, codeId: string, page: PageRequest): Promise<Page<ScanRow>> {
  const position = page.cursor ? { at: page.cursor.createdAt, id: page.cursor.id } : null;
  const rows = await scansNextTo(db, codeId, 'newest', position, page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({ createdAt: row.scanned_at, id: row.id }), await countScans(db, codeId));
}

/** The API record of a scan (no organization, workspace or visitor hash). */
export function scanResource(row: ScanRow): Scan {
  return {
    id: row.id,
    code_id: row.code_id,
    scanned_at: row.scanned_at,
    country: row.country,
    device_type: row.device_type,
    os: row.os,
    browser: row.browser,
    language: row.language,
    ab_variant: row.ab_variant,
    redirected_to: row.redirected_to,
    is_bot: row.is_bot,
  };
}
