import type { Db } from './db';

/**
 * A table whose rows are reached through an owner (`scope`: the organization, workspace or code
 * column) and end softly: a row is live while its `end` column (deleted_at, removed_at,
 * archived_at) is null, and ending it sets that column and updated_at, so the row stays for the
 * audit trail. Every name is trusted SQL, never input. `Row` is what `columns` select.
 */
export interface SoftEndedTable<Row> {
  readonly table: string;
  readonly columns: string;
  readonly scope: string;
  readonly end: string;
}

/** A live row of the owner; `forUpdate` locks it for the rest of the transaction. */
export async function findLiveRow<Row>(
  db: Db,
  table: SoftEndedTable<Row>,
  scopeId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    `SELECT ${table.columns} FROM ${table.table} WHERE id = $1 AND ${table.scope} = $2 AND ${table.end} IS NULL${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id, scopeId],
  );
  return row;
}

/**
 * Ends a live row of the owner at `at`, in one conditional statement: undefined when it was no
 * longer live, so of two racing ends exactly one gets the row.
 */
export async function endLiveRow<Row>(db: Db, table: SoftEndedTable<Row>, scopeId: string, id: string, at: string): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE ${table.table} SET ${table.end} = $3::timestamptz, updated_at = $3::timestamptz
      WHERE id = $1 AND ${table.scope} = $2 AND ${table.end} IS NULL RETURNING ${table.columns}`,
    [id, scopeId, at],
  );
  return row;
}
