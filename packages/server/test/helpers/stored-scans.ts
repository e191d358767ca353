import type { Db } from '../../src/db/db';
import { compareScans, decodeChunk, type ScanChunkRow, type ScanRow } from '../../src/scans/scan-chunk';

/** Every stored scan of a code, decoded from its chunks, oldest first: what the table holds. */
export async function storedScans(db: Db, codeId: string): Promise<ScanRow[]> {
  const chunks = await db.query<ScanChunkRow>(`SELECT * FROM scan_chunks WHERE code_id = $1`, [codeId]);
  return chunks.flatMap((chunk) => decodeChunk(chunk)).sort(compareScans);
}
