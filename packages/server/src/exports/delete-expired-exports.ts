import type { Db } from '../db/db';
import { RETENTION_BATCH_SIZE } from '../jobs/delete-expired-records';
import { deleteExpiredExports as deleteExpiredExportBatch } from './store/exports';

/**
 * Retention: deletes exports whose 24 hours have passed, with their stored ZIPs, batch after
 * batch (each one short statement) until a batch comes back short; the number deleted.
 */
export async function deleteExpiredExports(db: Db, now: Date, signal?: AbortSignal, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  let total = 0;
  while (!signal?.aborted) {
    const deleted = await deleteExpiredExportBatch(db, now.toISOString(), batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}
