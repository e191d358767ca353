import type { Db } from '../db/db';
import { pageOf, type Page, type PageRequest } from '../db/query-page';
import { countScans } from './store/scans';
import type { ScanRow } from './scan-chunk';
import { scansNextTo } from './scans-next-to';

/** The code's scans, newest first, keyset over (scanned_at, id) like every other list. */
export async function listScans(db: Db, codeId: string, page: PageRequest): Promise<Page<ScanRow>> {
  const position = page.cursor ? { at: page.cursor.createdAt, id: page.cursor.id } : null;
  const rows = await scansNextTo(db, codeId, 'newest', position, page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({ createdAt: row.scanned_at, id: row.id }), await countScans(db, codeId));
}
