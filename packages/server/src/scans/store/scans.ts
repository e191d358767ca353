import type { Db } from '../../db/db';
import type { ScanChunkRow } from '../scan-chunk';

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

/** A passport scanned through the resolver: its tenancy and the identity its `dpp.scanned` event names. */
export interface PassportTenancy extends CodeTenancy {
  gtin: string;
  lot: string | null;
  serial: string | null;
}

/**
 * The passports of a batch's resolver scans (scans of passports are keyed by passport id in the
 * scan tables). Not locked: passports keep no scan counter to update.
 */
export async function findScannedPassports(tx: Db, passportIds: readonly string[]): Promise<PassportTenancy[]> {
  if (passportIds.length === 0) return [];
  return tx.query<PassportTenancy>(
    `SELECT id, organization_id, workspace_id, gtin, lot, serial FROM passports
      WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(passportIds)],
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

/** Chunks per INSERT: 9 parameters each, well under PostgreSQL's 65,535. */
const CHUNKS_PER_INSERT = 1000;

/**
 * The chunk rows, as bound parameters of a VALUES list: a payload travels as its own text
 * parameter, not escaped inside a JSON document that the server would parse again (measured on
 * PGlite: ~2 µs per scan of a batch of distinct visitors that way).
 */
export async function insertScanChunks(tx: Db, rows: readonly ScanChunkRow[]): Promise<void> {
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

/** A (code, day, bot flag) of scan_days. */
export interface ScanDayKey {
  readonly code_id: string;
  readonly day: string;
  readonly is_bot: boolean;
}

export interface ScanDayRow extends ScanDayKey {
  readonly scans: number;
  readonly uniques: number;
  /** The day's visitor sketch (scans/visitor-sketch.ts); null on days stored before sketches. */
  readonly sketch: string | null;
}

/**
 * Creates each day row that is new (with `emptySketch`), locks them all until the transaction
 * ends, in key order (so concurrent batches take the locks alike), and returns them.
 */
export async function lockScanDays(tx: Db, keys: readonly ScanDayKey[], emptySketch: string): Promise<ScanDayRow[]> {
  const rows = await tx.query<{ code_id: string; day: string; is_bot: boolean; scans: number | string; uniques: number | string; sketch: string | null }>(
    `INSERT INTO scan_days (code_id, day, is_bot, scans, uniques, sketch)
     SELECT code_id, day, is_bot, 0, 0, $2 FROM jsonb_to_recordset($1::jsonb) AS d(code_id text, day date, is_bot boolean) ORDER BY 1, 2, 3
     ON CONFLICT (code_id, day, is_bot) DO UPDATE SET scans = scan_days.scans
     RETURNING code_id, day, is_bot, scans, uniques, sketch`,
    [JSON.stringify(keys.map(({ code_id, day, is_bot }) => ({ code_id, day, is_bot }))), emptySketch],
  );
  return rows.map((row) => ({ ...row, scans: Number(row.scans), uniques: Number(row.uniques) }));
}

export interface ScanDayUpdate extends ScanDayKey {
  /** Added to the row's scans. */
  readonly scans: number;
  /** Replace the row's. */
  readonly uniques: number;
  readonly sketch: string | null;
}

export async function updateScanDays(tx: Db, updates: readonly ScanDayUpdate[]): Promise<void> {
  await tx.query(
    `UPDATE scan_days SET scans = scan_days.scans + u.scans, uniques = u.uniques, sketch = u.sketch
       FROM jsonb_to_recordset($1::jsonb) AS u(code_id text, day date, is_bot boolean, scans bigint, uniques bigint, sketch text)
      WHERE scan_days.code_id = u.code_id AND scan_days.day = u.day AND scan_days.is_bot = u.is_bot`,
    [JSON.stringify(updates)],
  );
}

/** Scans of a (code, day, bot flag, country, device, OS, browser) to add to scan_rollups. */
export interface ScanRollupAddition extends ScanDayKey {
  readonly country: string;
  readonly device_type: string;
  readonly os: string;
  readonly browser: string;
  readonly scans: number;
}

export async function addScanRollups(tx: Db, rollups: readonly ScanRollupAddition[]): Promise<void> {
  await tx.query(
    `INSERT INTO scan_rollups (code_id, day, is_bot, country, device_type, os, browser, scans)
     SELECT code_id, day, is_bot, country, device_type, os, browser, scans
       FROM jsonb_to_recordset($1::jsonb) AS r(code_id text, day date, is_bot boolean, country text, device_type text, os text, browser text, scans bigint)
      ORDER BY 1, 2, 3, 4, 5, 6, 7
     ON CONFLICT (code_id, day, is_bot, country, device_type, os, browser) DO UPDATE SET scans = scan_rollups.scans + excluded.scans`,
    [JSON.stringify(rollups)],
  );
}

export type ScanChunkSource = Pick<ScanChunkRow, 'id' | 'code_id' | 'organization_id' | 'workspace_id' | 'first_at' | 'payload'>;

/**
 * Up to `limit` chunks of the code by (first_at, id) on the primary key, newest or oldest
 * first: from `from` on (inclusive; null: from the newest or oldest), strictly past `after`.
 */
export function readScanChunks(
  db: Db,
  input: { codeId: string; direction: 'newest' | 'oldest'; from: string | null; after: { at: string; id: string } | null; limit: number },
): Promise<ScanChunkSource[]> {
  const before = input.direction === 'newest';
  const params: unknown[] = [input.codeId];
  let where = 'code_id = $1';
  if (input.from !== null) {
    params.push(input.from);
    where += ` AND first_at ${before ? '<=' : '>='} $${params.length}::timestamptz`;
  }
  if (input.after !== null) {
    params.push(input.after.at, input.after.id);
    where += ` AND (first_at, id) ${before ? '<' : '>'} ($${params.length - 1}::timestamptz, $${params.length})`;
  }
  params.push(input.limit);
  return db.query<ScanChunkSource>(
    `SELECT id, code_id, organization_id, workspace_id, first_at, payload FROM scan_chunks
      WHERE ${where} ORDER BY first_at ${before ? 'DESC' : 'ASC'}, id ${before ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
    params,
  );
}

/** Every scan of the code: the sum of its chunks' counts. */
export async function countScans(db: Db, codeId: string): Promise<number> {
  const [row] = await db.query<{ total: number | string | null }>(`SELECT sum(scan_count) AS total FROM scan_chunks WHERE code_id = $1`, [codeId]);
  return Number(row?.total ?? 0);
}
