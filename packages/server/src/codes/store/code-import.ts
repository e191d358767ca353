import type { Db } from '../../db/db';

/**
 * Which of `shortCodes` a code already holds, in any workspace and deleted or not: the column is
 * unique across the table (migration 0002), and a deleted code's short link must not come back
 * pointing elsewhere.
 */
export async function findTakenShortCodes(db: Db, shortCodes: readonly string[]): Promise<Set<string>> {
  if (shortCodes.length === 0) return new Set();
  const rows = await db.query<{ short_code: string }>('SELECT short_code FROM codes WHERE short_code IN (SELECT jsonb_array_elements_text($1::jsonb))', [
    JSON.stringify(shortCodes),
  ]);
  return new Set(rows.map((row) => row.short_code));
}
