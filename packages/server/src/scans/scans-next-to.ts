import type { Db } from '../db/db';
import { readInChunks } from '../db/read-in-chunks';
import { readScanChunks, type ScanChunkSource } from './store/scans';
import { CHUNK_SPAN_MS, compareScans, decodeChunk, type ScanRow } from './scan-chunk';

/** Chunks read per query while walking a code's scans. */
const CHUNKS_PER_QUERY = 16;

/**
 * A code's chunks by (first_at, id), newest or oldest first, from `from` on (inclusive; null:
 * from the newest or oldest), read CHUNKS_PER_QUERY at a time on the primary key.
 */
async function* walkChunks(db: Db, codeId: string, direction: 'newest' | 'oldest', from: string | null): AsyncGenerator<ScanChunkSource> {
  const pages = readInChunks((after, limit) => readScanChunks(db, { codeId, direction, from, after, limit }), CHUNKS_PER_QUERY, (chunk) => ({ at: chunk.first_at, id: chunk.id }));
  for await (const chunks of pages) yield* chunks;
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
