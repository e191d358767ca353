import { encodeCursor, type CursorPosition } from '@quietzone/core';
import type { Db } from './db';

export interface PageRequest {
  readonly limit: number;
  readonly cursor: CursorPosition | null;
}

export interface Page<T> {
  readonly items: T[];
  readonly hasMore: boolean;
  /** Pass back unchanged as `cursor`; null on the last page. */
  readonly nextCursor: string | null;
  /** Rows matching the filter, regardless of the cursor. */
  readonly totalCount: number;
}

export interface PageQuery {
  /** Trusted SQL: the select list (must yield created_at and id), never user input. */
  readonly select: string;
  /** Trusted SQL: a table or join. */
  readonly from: string;
  /** Trusted SQL filter with `$1…$n` placeholders for `params`. */
  readonly where: string;
  readonly params: readonly unknown[];
  /** Column expressions of the ordering tuple; default `created_at` and `id`. */
  readonly createdAtColumn?: string;
  readonly idColumn?: string;
}

/**
 * Keyset pagination over (created_at, id), newest first (contract "Pagination"). Each page
 * holds the rows strictly below the cursor's tuple, so rows inserted while a client walks the
 * list (they are newer) never shift a page: every row that existed at the start is seen once.
 * created_at columns are timestamptz(3), so the cursor's millisecond value equals the stored one.
 */
export async function queryPage<T extends { created_at: string; id: string }>(db: Db, query: PageQuery, page: PageRequest): Promise<Page<T>> {
  const createdAt = query.createdAtColumn ?? 'created_at';
  const id = query.idColumn ?? 'id';
  const params = [...query.params];
  let keyset = 'TRUE';
  if (page.cursor) {
    params.push(page.cursor.createdAt);
    const at = `$${params.length}::timestamptz`;
    if (page.cursor.id === null) {
      keyset = `${createdAt} < ${at}`;
    } else {
      params.push(page.cursor.id);
      keyset = `(${createdAt}, ${id}) < (${at}, $${params.length}::text)`;
    }
  }
  params.push(page.limit + 1);
  const rows = await db.query<T>(
    `SELECT ${query.select} FROM ${query.from} WHERE (${query.where}) AND ${keyset}
      ORDER BY ${createdAt} DESC, ${id} DESC LIMIT $${params.length}`,
    params,
  );
  const [count] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM ${query.from} WHERE (${query.where})`, query.params);
  return pageOf(rows, page.limit, (row) => ({ createdAt: row.created_at, id: row.id }), count?.total ?? 0);
}

/** A page of `limit` items from up to limit + 1 rows read (one more tells that a next page exists). */
export function pageOf<T>(rows: T[], limit: number, positionOf: (row: T) => { createdAt: string; id: string }, totalCount: number): Page<T> {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return { items, hasMore, nextCursor: hasMore && last ? encodeCursor(positionOf(last)) : null, totalCount };
}
